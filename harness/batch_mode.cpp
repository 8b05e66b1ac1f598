#include "harness/batch_mode.h"

#include <fmt/format.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include <chrono>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <optional>
#include <string_view>
#include <unordered_set>

#include "harness/atomic_file.h"
#include "harness/build_info.h"
#include "harness/csv_writer.h"
#include "harness/interrupt.h"
#include "harness/output_file.h"
#include "harness/progress.h"
#include "harness/puzzle_job.h"
#include "harness/puzzle_reader.h"
#include "harness/resume_index.h"
#include "harness/summary.h"
#include "harness/summary_json.h"
#include "solver/puzzle_io.h"

// The run is one tbb::parallel_pipeline of three stages:
//   read   (serial, in order)  next line of the next file -> Job; owns the reader and the
//                              GeometryCache, which are not thread-safe, so they need no lock
//   solve  (parallel)          run_job with its own deadline; each solve is isolated, which is why
//                              the counters do not depend on the thread count
//   record (serial, in order)  CSV row, solution line, summary tally, progress, messages
// At most kTokensPerThread * threads puzzles are in flight, so memory stays flat however long the
// input is, and rows leave in input order, so --solutions lines up with the input for free.

namespace sudoku::harness {
namespace {
// The CSV's search column: the strategy, with "+sweep" when the sweeping engine propagated and
// "+seed=S" for a seeded search, so that --resume never mixes rows made differently.
std::string search_label(const BatchOptions& options) {
  std::string label(strategy_name(options.solve.strategy));
  if (options.solve.engine != Engine::kQueue) label += fmt::format("+{}", engine_name(options.solve.engine));
  if (options.solve.seed != 0) label += "+seed=" + std::to_string(options.solve.seed);
  return label;
}

// Enough puzzles in flight that a slow one does not starve the other threads while the in-order
// record stage waits for it; few enough that memory stays small.
constexpr int kTokensPerThread = 4;

// One puzzle, or one unreadable file, on its way through the pipeline.
struct Work {
  Job job;                           // file_index, line, puzzle or problem
  bool file_problem = false;         // job.problem says why the file gave no puzzles
  std::uint64_t resumed_before = 0;  // lines skipped by --resume just before this one (progress)
  Record record;
  bool cancelled = false;  // interrupted before or while solving: measured nothing, not written
};

struct Outputs {
  std::optional<CsvWriter> csv;
  OutputFile solutions;
  AtomicFile json;  // written once, at the end
  std::FILE* summary = stdout;
};

// Status 2, before any solving: options that do not go together (with a pointer to --help), or
// an output file that cannot be used (without: the path is at fault, not the command line).
int usage_error(const std::string& message, bool see_help = false) {
  std::fprintf(stderr, "sudoku-bench: %s\n%s", message.c_str(),
               see_help ? "Try 'sudoku-bench --help' for the options.\n" : "");
  return 2;
}

// Opens the CSV (fresh, or appended to for --resume) and the solutions file before any solving,
// so a bad path costs nothing. Returns an exit status, 0 when all went well.
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
    if (!resume.load(options.csv_path, techniques, search_label(options),
                     options.solve.count_limit > 0, &error)) {
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
    outputs.csv.emplace(std::move(file), !append, options.solve.count_limit > 0);
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

bool show_progress(const BatchOptions& options) { return options.progress && stderr_is_terminal(); }


// One run's state, grouped by the pipeline stage that owns it: no member is written by two
// stages, which is why the pipeline needs no lock.
class BatchRun {
 public:
  BatchRun(const BatchOptions& options, std::string techniques, Outputs& outputs,
           std::vector<std::unordered_set<std::size_t>> already_done,
           const std::vector<std::vector<RecordedRow>>& earlier_rows, InterruptGuard& interrupt)
      : options_(options),
        techniques_(std::move(techniques)),
        search_(search_label(options)),
        outputs_(outputs),
        already_done_(std::move(already_done)),
        interrupt_(interrupt),
        reader_(options.files),
        summary_(options.files),
        progress_(show_progress(options) ? count_puzzle_lines(options.files) : 0, show_progress(options)) {
    config_ = make_solver_config(options.solve, &interrupt.flag());
    for (std::size_t i = 0; i < earlier_rows.size(); ++i) {
      for (const RecordedRow& row : earlier_rows[i]) add_earlier(row, summary_.earlier(i));
    }
  }

  // Runs the pipeline on `threads` threads; returns the wall time in seconds.
  double run(int threads);

  const Summary& summary() const { return summary_; }
  std::uint64_t resumed() const { return resumed_; }
  std::uint64_t cancelled() const { return cancelled_; }
  bool all_good() const { return all_good_; }
  bool output_failed() const { return output_failed_; }
  const SolutionCounts& counts() const { return counts_; }

 private:
  Work read(tbb::flow_control& control);
  Work solve(Work work) const;
  void record(Work work);
  void add_earlier(const RecordedRow& row, Tally& tally);
  void record_solve(const Work& work, CsvRow& row, Tally& tally);
  void report(std::size_t file_index, std::size_t line, const std::string& reason);
  void check_outputs();

  const BatchOptions& options_;
  const std::string techniques_;
  const std::string search_;
  Outputs& outputs_;
  const std::vector<std::unordered_set<std::size_t>> already_done_;
  InterruptGuard& interrupt_;
  SolverConfig config_;
  // read stage only
  PuzzleReader reader_;
  GeometryCache geometries_;
  std::uint64_t resumed_ = 0;
  std::uint64_t resumed_pending_ = 0;
  // record stage only
  Summary summary_;
  ProgressBar progress_;
  std::uint64_t cancelled_ = 0;
  bool all_good_ = true;
  bool output_failed_ = false;
  SolutionCounts counts_;
};

double BatchRun::run(int threads) {
  // The arena fixes the number of threads that work on the pipeline (the calling thread is one of
  // them); global_control lets TBB start that many even past the core count, which it otherwise
  // caps at, so --threads=4 on two cores means four threads, as asked.
  tbb::global_control workers(tbb::global_control::max_allowed_parallelism, static_cast<std::size_t>(threads));
  tbb::task_arena arena(threads);
  const auto start = std::chrono::steady_clock::now();
  arena.execute([&] {
    tbb::parallel_pipeline(
        static_cast<std::size_t>(kTokensPerThread * threads),
        tbb::make_filter<void, Work>(tbb::filter_mode::serial_in_order,
                                     [this](tbb::flow_control& control) { return read(control); }) &
            tbb::make_filter<Work, Work>(tbb::filter_mode::parallel,
                                         [this](Work work) { return solve(std::move(work)); }) &
            tbb::make_filter<Work, void>(tbb::filter_mode::serial_in_order,
                                         [this](Work work) { record(std::move(work)); }));
  });
  const auto wall = std::chrono::steady_clock::now() - start;
  progress_.advance(resumed_pending_);
  progress_.finish();
  return std::chrono::duration<double>(wall).count();
}

Work BatchRun::read(tbb::flow_control& control) {
  InputItem item;
  Work work;
  for (;;) {
    if (interrupt_.raised() || !reader_.next(item)) {
      control.stop();
      return work;
    }
    if (item.kind == InputItem::Kind::kFileProblem) {
      work.file_problem = true;
      work.job.file_index = item.file_index;
      work.job.problem = std::move(item.text);
      return work;
    }
    if (already_done_[item.file_index].count(item.line) != 0) {
      ++resumed_;
      ++resumed_pending_;
      continue;
    }
    try {
      work.job = make_job(item, geometries_);
    } catch (const std::exception& e) {  // a size the geometry refuses: the line's fault
      work.job = Job{Job::Kind::kInvalid, item.file_index, item.line, {}, nullptr, e.what()};
    }
    if (work.job.kind == Job::Kind::kSkip) continue;
    work.resumed_before = resumed_pending_;
    resumed_pending_ = 0;
    return work;
  }
}

Work BatchRun::solve(Work work) const {
  if (work.file_problem || work.job.kind != Job::Kind::kPuzzle) return work;
  if (interrupt_.raised()) {
    work.cancelled = true;
    return work;
  }
  SolverConfig config = config_;
  start_clock(config, options_.solve);
  try {
    work.record = run_job(work.job, config);
  } catch (const std::exception& e) {  // out of memory on a huge grid, say: one row, not the run
    work.record.result.status = SolveStatus::kError;
    work.record.result.message = std::string("solver failed: ") + e.what();
  }
  // A stop with time still left on the clock was the interrupt, not the puzzle's own timeout.
  // A count it cut short after the first solution is no measurement either: left out like the
  // rest, so that --resume counts that puzzle again.
  const SolveResult& result = work.record.result;
  const bool stopped = result.status == SolveStatus::kTimeout ||
                       (result.status == SolveStatus::kSolved && !result.count_complete);
  if (stopped && interrupt_.raised() &&
      !(config.deadline && std::chrono::steady_clock::now() >= *config.deadline)) {
    work.cancelled = true;
  }
  return work;
}

void BatchRun::record(Work work) {
  progress_.advance(work.resumed_before + (work.file_problem ? 0 : 1));
  if (work.file_problem) {
    report(work.job.file_index, 0, work.job.problem);
    summary_.set_problem(work.job.file_index, work.job.problem);
    return;
  }
  if (work.cancelled) {
    ++cancelled_;
    return;
  }
  const Job& job = work.job;
  Tally& tally = summary_.file(job.file_index);
  CsvRow row;
  row.file = reader_.path(job.file_index);  // paths_ never changes after construction
  row.line = job.line;
  row.techniques = techniques_;
  row.search = search_;
  row.counted = options_.solve.count_limit > 0;
  if (job.geometry != nullptr) {
    row.size = job.geometry->size();
    row.block = job.geometry->block_label();
    row.givens = job.puzzle.given_count();
  }
  // A line that does not parse, or givens that clash (the solver's verdict): no measurement.
  const bool clashing = job.kind == Job::Kind::kPuzzle && work.record.result.status == SolveStatus::kInvalid;
  if (job.kind == Job::Kind::kInvalid || clashing) {
    tally.add_invalid();
    row.status = status_name(SolveStatus::kInvalid);
    report(job.file_index, job.line, clashing ? work.record.result.message : job.problem);
    if (outputs_.solutions.is_open()) outputs_.solutions.write("\n");
  } else {
    record_solve(work, row, tally);
  }
  if (outputs_.csv) outputs_.csv->write(row);
  check_outputs();
}

// A row an earlier run left in the CSV (--resume): counted in the summary as if measured now.
void BatchRun::add_earlier(const RecordedRow& row, Tally& tally) {
  const std::optional<SolveStatus> status = parse_status(row.status);
  if (!status || !row.solve_us) {
    tally.add_invalid();  // a line that was no puzzle: nothing measured
    return;
  }
  Stats stats;
  stats.recursions = row.recursions;
  stats.guesses = row.guesses;
  tally.add_solve(*status, stats, *row.solve_us);
  if (options_.solve.count_limit > 0) counts_.add_recorded(*status, row.solutions, options_.solve.count_limit);
}

// A write that failed (disk full, a closed pipe) stops the run at once: every later row would be
// lost too, so solving on would only burn time. The puzzles in flight are cancelled.
void BatchRun::check_outputs() {
  if (output_failed_) return;
  const OutputFile& solutions = outputs_.solutions;
  std::string error;
  if (outputs_.csv && !outputs_.csv->ok()) {
    error = "--csv: " + outputs_.csv->error();
  } else if (solutions.is_open() && !solutions.ok()) {
    error = "--solutions: " + solutions.error();
  } else {
    return;
  }
  output_failed_ = true;
  all_good_ = false;
  progress_.clear();
  std::fprintf(stderr, "sudoku-bench: %s; stopping the run\n", error.c_str());
  interrupt_.request_stop();
}

void BatchRun::record_solve(const Work& work, CsvRow& row, Tally& tally) {
  const SolveResult& result = work.record.result;
  const double us = work.record.solve_ns / 1e3;
  tally.add_solve(result.status, result.stats, us);
  row.status = status_name(result.status);
  row.solve_us = us;
  row.stats = &result.stats;
  if (result.status != SolveStatus::kInvalid) {
    row.search_ran = search_ran_name(result.search_ran);
    row.techniques_ran = result.techniques_ran.to_string();
  }
  const bool solved = result.status == SolveStatus::kSolved;
  if (!solved) report(work.job.file_index, work.job.line, failure_reason(work.record));
  if (options_.solve.count_limit > 0) {
    if (result.status == SolveStatus::kUnsolvable || (solved && result.count_complete)) {
      row.solutions = result.solutions;
    }
    counts_.add(result, options_.solve.count_limit);
  }
  if (outputs_.solutions.is_open()) {
    // Same lines as --serial: the solution in its puzzle's form, or an empty line so later lines
    // keep their place.
    outputs_.solutions.write(solved ? format_grid(result.solution, work.job.puzzle.form) + '\n'
                                    : std::string("\n"));
  }
}

void BatchRun::report(std::size_t file_index, std::size_t line, const std::string& reason) {
  all_good_ = false;
  progress_.clear();
  const std::string& path = reader_.path(file_index);
  if (line == 0) {
    std::fprintf(stderr, "%s: %s\n", path.c_str(), reason.c_str());
  } else {
    std::fprintf(stderr, "%s:%zu: %s\n", path.c_str(), line, reason.c_str());
  }
}

}  // namespace

int run_batch(const BatchOptions& options) {
  const std::string techniques = options.solve.techniques.to_string();
  Outputs outputs;
  ResumeIndex resume;
  if (int status = open_outputs(options, techniques, outputs, resume); status != 0) return status;

  const int threads = options.threads > 0 ? options.threads : tbb::info::default_concurrency();
  const std::string date = utc_timestamp();
  InterruptGuard interrupt;
  const auto earlier_rows = resume.rows_by_file(options.files);
  BatchRun run(options, techniques, outputs, resume.lines_by_file(options.files), earlier_rows,
               interrupt);
  const double wall_s = run.run(threads);

  if (outputs.solutions.is_open()) outputs.solutions.flush();
  if (!run.output_failed() && outputs.solutions.is_open() && !outputs.solutions.ok()) {
    std::fprintf(stderr, "sudoku-bench: --solutions: %s\n", outputs.solutions.error().c_str());
  }
  const bool outputs_ok = !run.output_failed() && outputs.solutions.ok();

  RunInfo info;
  info.wall_s = wall_s;
  info.threads = threads;
  info.techniques = techniques;
  info.search = strategy_name(options.solve.strategy);
  info.engine = engine_name(options.solve.engine);
  info.seed = options.solve.seed;
  info.commit = short_commit(build_info());
  info.timeout_s = options.solve.timeout_s;
  info.resumed = run.resumed();
  if (options.resume) {
    info.resumed_csv = options.csv_path;
    std::size_t counted = 0;  // rows of the CSV that the table counts (once, if a file is named twice)
    std::unordered_set<std::string_view> seen;
    for (std::size_t i = 0; i < options.files.size(); ++i) {
      if (seen.insert(options.files[i]).second) counted += earlier_rows[i].size();
    }
    info.csv_rows_left_out = resume.csv_rows() - counted;
  }
  info.cancelled = run.cancelled();
  info.interrupted = interrupt.signal_number() != 0;
  info.stopped_by_output = run.output_failed();
  info.peak_rss_kib = peak_rss_kib();
  info.command = options.command;
  info.date = date;
  info.host = host_name();
  std::string summary = run.summary().render(info);
  if (options.solve.count_limit > 0) summary += run.counts().render(options.solve.count_limit);
  std::fputs(summary.c_str(), outputs.summary);
  std::fflush(outputs.summary);

  // Last, so that a JSON that cannot be written loses nothing else.
  bool json_ok = true;
  if (outputs.json.is_open()) {
    std::string error;
    json_ok = outputs.json.commit(summary_json(run.summary(), info, build_info()), &error);
    if (!json_ok) std::fprintf(stderr, "sudoku-bench: --json: %s\n", error.c_str());
  }

  if (info.interrupted) return 128 + interrupt.signal_number();
  return run.all_good() && outputs_ok && json_ok ? 0 : 1;
}

}  // namespace sudoku::harness
