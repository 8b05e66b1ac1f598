#include "harness/batch_outputs.h"

#include <fmt/format.h>

#include <filesystem>
#include <utility>

namespace sudoku::harness {

CsvShape csv_shape(const BatchOptions& options) {
  return {.counted = options.solve.count_limit > 0, .rated = options.solve.rate};
}

std::string search_label(const BatchOptions& options) {
  std::string label(strategy_name(options.solve.strategy));
  if (options.solve.engine != Engine::kQueue) label += fmt::format("+{}", engine_name(options.solve.engine));
  if (options.solve.seed != 0) label += "+seed=" + std::to_string(options.solve.seed);
  return label;
}

int usage_error(const std::string& message, bool see_help) {
  std::fprintf(stderr, "sudoku-bench: %s\n%s", message.c_str(),
               see_help ? "Try 'sudoku-bench --help' for the options.\n" : "");
  return 2;
}

int open_outputs(const BatchOptions& options, const std::string& techniques, Outputs& outputs,
                 ResumeIndex& resume) {
  const int on_stdout = (options.csv_path == "-") + (options.solutions_path == "-") +
                        (options.json_path == "-");
  if (on_stdout > 1) {
    return usage_error("only one of --csv=-, --solutions=- and --json=- can take standard output", true);
  }
  // An output over one of the puzzle files would destroy it before (or, for --json, after) it
  // is read: "--csv=puzzles.txt puzzles.txt", or the same file by another path.
  for (const auto& [option, path] : {std::pair{"--csv", &options.csv_path},
                                     std::pair{"--solutions", &options.solutions_path},
                                     std::pair{"--json", &options.json_path}}) {
    if (path->empty() || *path == "-") continue;
    for (const std::string& input : options.files) {
      std::error_code ec;
      if (input != "-" && std::filesystem::equivalent(*path, input, ec)) {
        return usage_error(std::string(option) + ": " + *path + " is the puzzle file " + input +
                           " of this run; refusing to overwrite it");
      }
    }
  }
  std::string error;
  if (options.resume) {
    if (options.csv_path.empty() || options.csv_path == "-") {
      return usage_error("--resume needs --csv=PATH naming a file", true);
    }
    if (!resume.load(options.csv_path, techniques, search_label(options), csv_shape(options), &error)) {
      return usage_error("--resume: " + error);
    }
    if (resume.has_header() && resume.complete_bytes() < resume.file_bytes()) {
      // A row torn by a hard kill: drop it, it will be measured again.
      std::error_code ec;
      std::filesystem::resize_file(options.csv_path, resume.complete_bytes(), ec);
      if (ec) return usage_error("--resume: cannot cut the torn last row of " + options.csv_path);
    }
  }
  if (!options.csv_path.empty()) {
    const bool append = resume.has_header();
    OutputFile file = OutputFile::open(
        options.csv_path, append ? OutputFile::Mode::kAppend : OutputFile::Mode::kTruncate, &error);
    if (!file.is_open()) return usage_error("--csv: " + error);
    outputs.csv.emplace(std::move(file), !append, csv_shape(options));
    // The header is written and flushed here: a full disk shows now, before any solving.
    if (!outputs.csv->ok()) return usage_error("--csv: " + outputs.csv->error());
  }
  if (!options.solutions_path.empty()) {
    outputs.solutions = OutputFile::open(options.solutions_path, OutputFile::Mode::kTruncate, &error);
    if (!outputs.solutions.is_open()) return usage_error("--solutions: " + error);
  }
  if (!options.json_path.empty() && !outputs.json.open(options.json_path, &error)) {
    return usage_error("--json: " + error);
  }
  if (on_stdout > 0) outputs.summary = stderr;
  return 0;
}

}  // namespace sudoku::harness
