#include "harness/output/batch_outputs.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <utility>

#include "harness/output/answered_prefix.h"
#include "harness/output/round_samples.h"

namespace sudoku::harness {
namespace {

using OptionPath = std::pair<const char*, const std::string*>;

std::vector<OptionPath> output_paths(const OutputRequest& request) {
  return {{"--csv", &request.csv_path},
          {"--solutions", &request.solutions_path},
          {"--json", &request.json_path},
          {"--samples", &request.samples_path},
          {"--markdown", &request.markdown_path}};
}

bool same_file(const std::string& a, const std::string& b) {
  std::error_code ec;
  return a == b || std::filesystem::equivalent(a, b, ec);
}

// Outputs that would destroy each other or the input: "--csv=puzzles.txt puzzles.txt", the same
// file by another path, or one file named by two outputs.
int check_paths(const OutputRequest& request) {
  const auto outputs = output_paths(request);
  for (std::size_t i = 0; i < outputs.size(); ++i) {
    const auto& [option, path] = outputs[i];
    if (path->empty() || *path == "-") continue;
    for (const std::string& input : request.files) {
      std::error_code ec;
      if (input != "-" && std::filesystem::equivalent(*path, input, ec)) {
        return usage_error(std::string(option) + ": " + *path + " is the puzzle file " + input +
                           " of this run; refusing to overwrite it");
      }
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (!outputs[j].second->empty() && same_file(*outputs[j].second, *path)) {
        return usage_error(std::string(option) + ": " + *path + " is the " + outputs[j].first +
                           " file too; give each output its own");
      }
    }
  }
  return 0;
}

// Every output file locked for the run's life (harness/output/output_lock.h): status 2 when another run
// holds one. Where locks cannot be had, a note on stderr (once) and the run goes on.
int lock_outputs(const OutputRequest& request, std::vector<OutputLock>& locks) {
  bool noted = false;
  for (const auto& [option, path] : output_paths(request)) {
    if (path->empty()) continue;
    OutputLock lock;
    std::string message;
    switch (lock.acquire(*path, &message)) {
      case OutputLock::Result::kLocked: locks.push_back(std::move(lock)); break;
      case OutputLock::Result::kBusy: return usage_error(std::string(option) + ": " + message);
      case OutputLock::Result::kUnsupported:
      case OutputLock::Result::kFailed:
        if (message.empty() || noted) break;
        std::fprintf(stderr, "sudoku-bench: %s: %s\n", option, message.c_str());
        noted = true;
        break;
      case OutputLock::Result::kNotNeeded: break;
    }
  }
  return 0;
}

// Lines of the file (the last may lack its '\n'); what a CSV row's line may not pass.
std::size_t count_lines(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::size_t lines = 0;
  std::string line;
  while (std::getline(in, line)) ++lines;
  return lines;
}

// Each bad row on stderr as CSV:ROW: reason; the rows that only lack an answer, in one line.
void report_dropped(const std::string& csv_path, const std::vector<DroppedRow>& dropped) {
  std::size_t unanswered = 0;
  for (const DroppedRow& row : dropped) {
    if (row.kind == kNoAnswerYet) {
      ++unanswered;
      continue;
    }
    const bool first_kept = row.kind == kSecondRow;
    std::fprintf(stderr, "%s:%zu: %s; row dropped%s\n", csv_path.c_str(), row.row, row.reason.c_str(),
                 first_kept ? "" : ", its puzzle runs again");
  }
  if (unanswered > 0) {
    std::fprintf(stderr,
                 "sudoku-bench: --resume: %zu row%s of %s without an answer in the solutions file yet "
                 "(a run stopped between the two); measured again\n",
                 unanswered, unanswered == 1 ? "" : "s", csv_path.c_str());
  }
}

// --solutions with --resume: keeps the earlier answers and drops the rows still without one.
int align_solutions(const OutputRequest& request, Outputs& outputs, ResumeIndex& resume,
                    AnsweredPrefix& prefix) {
  for (const std::string& input : request.files) {
    if (input == "-") return usage_error("--resume with --solutions reads the input twice: not stdin", true);
  }
  prefix = read_answered_prefix(request.solutions_path);
  std::string error;
  if (!align_with_answers(request.files, prefix.lines, request.solutions_path, resume, &outputs.answers_kept,
                          &error)) {
    return usage_error("--resume: " + error);
  }
  return 0;
}

// --resume: loads the earlier rows, drops the bad ones (and, with --solutions, those without an
// answer) and writes the CSV back without them, before the run appends.
int load_resume(const OutputRequest& request, Outputs& outputs, ResumeIndex& resume, AnsweredPrefix& prefix) {
  if (request.csv_path.empty() || request.csv_path == "-") {
    return usage_error("--resume needs --csv=PATH naming a file", true);
  }
  std::map<std::string, std::size_t> file_lines;
  for (const std::string& input : request.files) {
    std::error_code ec;
    if (input != "-" && std::filesystem::is_regular_file(input, ec)) file_lines[input] = count_lines(input);
  }
  std::string error;
  std::vector<std::string> solvers, unlabelled;
  for (const SolverLabels& solver : request.solvers) {
    solvers.push_back(solver.name);
    if (!solver.takes_labels) unlabelled.push_back(solver.name);
  }
  resume.key_by_solvers(std::move(solvers), std::move(unlabelled));
  if (!resume.load(request.csv_path, request.techniques, request.search, request.csv_shape, file_lines,
                   &error)) {
    return usage_error("--resume: " + error);
  }
  // Without rows of this run's making, the solutions file starts afresh too: answers there came
  // before any row, so they are not this input's (a file left from another run).
  const bool keeps_answers =
      !request.solutions_path.empty() && request.solutions_path != "-" && resume.rows() > 0;
  if (keeps_answers) {
    if (int status = align_solutions(request, outputs, resume, prefix); status != 0) return status;
  }
  report_dropped(request.csv_path, resume.dropped());
  if (!resume.rewrite(request.csv_path, &error)) return usage_error("--resume: " + error);
  std::error_code ec;
  if (resume.has_header() && resume.complete_bytes() < resume.file_bytes()) {
    // A row torn by a hard kill: drop it, it will be measured again.
    std::filesystem::resize_file(request.csv_path, resume.complete_bytes(), ec);
    if (ec) return usage_error("--resume: cannot cut the torn last row of " + request.csv_path);
  }
  if (keeps_answers && prefix.bytes < prefix.file_bytes) {
    std::filesystem::resize_file(request.solutions_path, prefix.bytes, ec);
    if (ec) return usage_error("--resume: cannot cut the torn last line of " + request.solutions_path);
  }
  return 0;
}

// --samples: a fresh file with its header, or with --resume the file so far, appended to (the
// resumed lines' rounds are in it already).
int open_samples(const OutputRequest& request, Outputs& outputs) {
  if (request.samples_path.empty()) return 0;
  std::error_code ec;
  const bool append = request.resume && std::filesystem::file_size(request.samples_path, ec) > 0 && !ec;
  std::string error;
  outputs.samples = OutputFile::open(
      request.samples_path, append ? OutputFile::Mode::kAppend : OutputFile::Mode::kTruncate, &error);
  if (!outputs.samples.is_open()) return usage_error("--samples: " + error);
  if (!append) outputs.samples.write(samples_header());
  outputs.samples.flush();
  return outputs.samples.ok() ? 0 : usage_error("--samples: " + outputs.samples.error());
}

}  // namespace

int open_outputs(const OutputRequest& request, Outputs& outputs, ResumeIndex& resume) {
  const int on_stdout = (request.csv_path == "-") + (request.solutions_path == "-") +
                        (request.json_path == "-") + (request.samples_path == "-") +
                        (request.markdown_path == "-");
  if (on_stdout > 1) {
    return usage_error(
        "only one of --csv=-, --solutions=-, --json=-, --samples=- and --markdown=- can take "
        "standard output",
        true);
  }
  if (int status = check_paths(request); status != 0) return status;
  // Before anything is read: another run may be appending to the CSV right now.
  if (int status = lock_outputs(request, outputs.locks); status != 0) return status;
  AnsweredPrefix prefix;
  if (request.resume) {
    if (int status = load_resume(request, outputs, resume, prefix); status != 0) return status;
  }
  std::string error;
  if (!request.csv_path.empty()) {
    const bool append = resume.has_header();
    OutputFile file = OutputFile::open(
        request.csv_path, append ? OutputFile::Mode::kAppend : OutputFile::Mode::kTruncate, &error);
    if (!file.is_open()) return usage_error("--csv: " + error);
    outputs.csv.emplace(std::move(file), !append, request.csv_shape, request.csv_comment);
    // The header is written and flushed here: a full disk shows now, before any solving.
    if (!outputs.csv->ok()) return usage_error("--csv: " + outputs.csv->error());
  }
  if (!request.solutions_path.empty()) {
    const bool append = prefix.lines > 0;
    outputs.solutions = OutputFile::open(
        request.solutions_path, append ? OutputFile::Mode::kAppend : OutputFile::Mode::kTruncate, &error);
    if (!outputs.solutions.is_open()) return usage_error("--solutions: " + error);
  }
  if (!request.json_path.empty() && !outputs.json.open(request.json_path, &error)) {
    return usage_error("--json: " + error);
  }
  if (int status = open_samples(request, outputs); status != 0) return status;
  if (!request.markdown_path.empty() && !outputs.markdown.open(request.markdown_path, &error)) {
    return usage_error("--markdown: " + error);
  }
  if (on_stdout > 0) outputs.summary = stderr;
  return 0;
}

}  // namespace sudoku::harness
