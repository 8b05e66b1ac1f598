#include "harness/report/run_recorder.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <string_view>
#include <unordered_set>

#include "backends/worker_limits.h"
#include "harness/core/build_info.h"
#include "harness/output/round_samples.h"
#include "harness/report/summary_json.h"
#include "harness/run/puzzle_job.h"
#include "solver/solver_settings.h"

namespace sudoku::harness {
namespace {

bool show_progress(const RecordSettings& settings) { return settings.progress && stderr_is_terminal(); }

// The summary's tally of the rows --resume dropped: reasons in the order first met.
std::vector<std::pair<std::string, std::uint64_t>> dropped_by_kind(const std::vector<DroppedRow>& dropped) {
  std::vector<std::pair<std::string, std::uint64_t>> kinds;
  for (const DroppedRow& row : dropped) {
    auto it =
        std::find_if(kinds.begin(), kinds.end(), [&](const auto& kind) { return kind.first == row.kind; });
    if (it == kinds.end()) it = kinds.insert(kinds.end(), {row.kind, 0});
    ++it->second;
  }
  return kinds;
}

// Whether one of the run's solvers (or a race's members) runs in worker processes.
bool has_workers(const std::vector<SolverChoice>& solvers) {
  return std::any_of(solvers.begin(), solvers.end(), [](const SolverChoice& choice) {
    return choice.spec.starts_with("cmd:") || choice.spec.starts_with("lib:") || has_workers(choice.members);
  });
}

// The worker limits and how this machine holds them: a memory limit whenever one was asked for,
// the process limit where a solver of the run has workers.
void record_worker_limits(const RunOptions& options, RunEnd& info) {
  backends::WorkerLimits limits{options.solve.memory_limit_mib, options.solve.process_limit};
  if (!has_workers(options.solvers)) limits.processes = 0;
  if (limits.memory_mib == 0 && limits.processes == 0) return;
  const backends::LimitMechanisms by = backends::probe_limit_mechanisms(limits);
  info.memory_limit_mib = limits.memory_mib;
  info.memory_limit_by = has_workers(options.solvers) ? by.memory : "none";
  info.process_limit = limits.processes;
  info.process_limit_by = by.processes;
}

// A row an earlier run left in the CSV, as the tallies read it: a status that does not parse
// (a line that was no puzzle) measured nothing.
TallyRow earlier_row(const RecordedRow& row) {
  const std::optional<BackendStatus> status = backends::parse_backend_status(row.status);
  if (!status || !row.solve_us) return TallyRow{};
  TallyRow earlier;
  earlier.status = *status;
  earlier.us = row.solve_us;
  if (row.guesses_known) earlier.guesses = row.guesses;
  earlier.recursions = row.recursions;
  return earlier;
}

}  // namespace

RunRecorder::RunRecorder(const RecordSettings& settings, Outputs& outputs,
                         const std::vector<std::vector<RecordedRow>>& earlier_rows, InterruptGuard& interrupt)
    : settings_(settings),
      outputs_(outputs),
      interrupt_(interrupt),
      summary_(settings.files),
      progress_(show_progress(settings) ? count_puzzle_lines(settings.files) : 0, show_progress(settings)) {
  if (settings.solvers.size() > 1) {
    std::vector<std::string> names;
    for (const SolverLabels& solver : settings.solvers) names.push_back(solver.name);
    summary_.compare_solvers(std::move(names));
  }
  for (std::size_t i = 0; i < earlier_rows.size(); ++i) {
    for (const RecordedRow& row : earlier_rows[i]) {
      add_earlier(row, in_file_table(row.solver) ? &summary_.earlier(i) : nullptr);
      compare(SolverRow{i, row.line, row.solver, earlier_row(row)});
    }
  }
}

// The spread a benchmark tool warns of: the slowest round more than 10% of the median above the fastest.
void RunRecorder::note_spread(const PuzzleResult& result) {
  if (result.rounds < 2) return;
  ++rounds_rows_;
  if (result.slowest_ns() - result.fastest_ns() > result.solve_ns / 10) ++spread_rows_;
}

// With several solvers the file table counts each puzzle once, by the first solver's row; every
// solver's rows are in the side-by-side table (harness/report/solver_table.h).
bool RunRecorder::in_file_table(std::string_view solver) const {
  return settings_.solvers.size() < 2 || solver == settings_.solvers.front().name;
}

// The labels of `solver`'s rows; every row names one of the run's solvers.
const SolverLabels& RunRecorder::labels_of(std::string_view solver) const {
  const auto& solvers = settings_.solvers;
  const auto it =
      std::find_if(solvers.begin(), solvers.end(), [&](const SolverLabels& s) { return s.name == solver; });
  return it != solvers.end() ? *it : solvers.front();
}

// A row into the solvers' comparison, where the run has one.
void RunRecorder::compare(const SolverRow& row) {
  if (SolverTable* table = summary_.solver_table()) table->add(row);
}

void RunRecorder::record(const PuzzleResult& result) {
  using Kind = PuzzleResult::Kind;
  if (first_size_ == 0 && result.measured() && result.size) first_size_ = *result.size;
  progress_.advance(result.kind == Kind::kFileProblem || !result.gives_answer ? 0 : 1);
  if (result.kind == Kind::kFileProblem) {
    report(result.file_index, 0, result.problem);
    summary_.set_problem(result.file_index, result.problem);
    put_solution(result.seq, std::nullopt);
    return;
  }
  if (result.kind == Kind::kCancelled) {
    ++cancelled_;
    if (result.gives_answer) put_solution(result.seq, std::nullopt, /*ends_answers=*/true);
    return;
  }
  if (result.measured()) {
    record_solve(result);
    note_spread(result);
    // Each round solved it, its repeats and the untimed rounds too: about that many times its median.
    summary_.add_solving(result.solve_ns / 1e3 * (result.rounds * result.repeats + settings_.untimed_rounds));
  } else {  // a line that does not parse, or givens that clash (the solver's verdict)
    report(result.file_index, result.line,
           result.kind == Kind::kSolved ? result.result.message : result.problem);
    if (result.gives_answer) put_solution(result.seq, std::string("\n"));
  }
  // Another solver's row is counted in the side-by-side table only: the file table counts puzzles.
  const TallyRow row = tally_row(result);
  if (in_file_table(result.solver)) summary_.file(result.file_index).add(row);
  compare(SolverRow{result.file_index, result.line, result.solver, row});
  if (outputs_.csv) {
    const SolverLabels& labels = labels_of(result.solver);
    outputs_.csv->write({result, settings_.files[result.file_index], labels.techniques, labels.search});
  }
  if (outputs_.samples.is_open())
    outputs_.samples.write(format_samples(result, settings_.files[result.file_index]));
  check_outputs();
}

// A row an earlier run left in the CSV (--resume): counted in the summary as if measured now, in
// `tally` when the file table counts it (null: another solver's row).
void RunRecorder::add_earlier(const RecordedRow& row, Tally* tally) {
  const TallyRow earlier = earlier_row(row);
  if (tally != nullptr) tally->add(earlier);
  if (earlier.us && settings_.count_limit > 0)
    counts_.add_recorded(earlier.status, row.solutions, settings_.count_limit);
}

// A measured row: who solved it, its FILE:LINE message if it failed, --count, its answer.
void RunRecorder::record_solve(const PuzzleResult& outcome) {
  const BackendResult& result = outcome.result;
  const bool solved = result.status == BackendStatus::kSolved;
  if (solved) solved_by_.insert(outcome.solver);
  if (!solved) report(outcome.file_index, outcome.line, solver_said(outcome) + failure_reason(outcome));
  if (settings_.count_limit > 0 && outcome.gives_answer) counts_.add(result, settings_.count_limit);
  // Same lines as --serial: the solution in its puzzle's form, or an empty line so later lines
  // keep their place. With several solvers, the first one's (the line's gives_answer row).
  if (outcome.gives_answer)
    put_solution(outcome.seq, solved ? outcome.solution_line + '\n' : std::string("\n"));
}

// "cadical: " before a failure's reason when the run names solvers; nothing for native alone.
std::string RunRecorder::solver_said(const PuzzleResult& result) const {
  return settings_.names_solvers ? result.solver + ": " : std::string();
}

void RunRecorder::put_solution(std::uint64_t seq, std::optional<std::string> line, bool ends_answers) {
  if (!outputs_.solutions.is_open()) return;
  if (seq != next_solution_seq_) {
    waiting_solutions_.emplace(seq, Waiting{std::move(line), ends_answers});
    return;
  }
  write_solution(line, ends_answers);
  for (auto it = waiting_solutions_.begin();
       it != waiting_solutions_.end() && it->first == next_solution_seq_; it = waiting_solutions_.erase(it)) {
    write_solution(it->second.line, it->second.ends_answers);
  }
  // Flushed as they go, like the rows: an answer on disk is one --resume need not solve again.
  outputs_.solutions.flush();
}

// The answers stay a prefix of the input's (harness/output/answered_prefix.h): none after a puzzle that
// got none, and none that an earlier run's file already holds.
void RunRecorder::write_solution(const std::optional<std::string>& line, bool ends_answers) {
  answers_ended_ = answers_ended_ || ends_answers;
  if (line && !answers_ended_ && next_solution_seq_ >= outputs_.answers_kept) outputs_.solutions.write(*line);
  ++next_solution_seq_;
}

void RunRecorder::finish() {
  // Lines still waiting for an earlier one that never came (a cancelled line, a lost rank) stay
  // out: written after the gap, they would answer the wrong puzzles.
  waiting_solutions_.clear();
  if (outputs_.solutions.is_open()) outputs_.solutions.flush();
  if (outputs_.samples.is_open()) outputs_.samples.flush();
  progress_.finish();
}

// A write that failed (disk full, a closed pipe) stops the run at once: every later row would be
// lost too, so solving on would only burn time. The puzzles in flight are cancelled.
void RunRecorder::check_outputs() {
  if (output_failed_) return;
  const OutputFile& solutions = outputs_.solutions;
  std::string error;
  if (outputs_.csv && !outputs_.csv->ok()) {
    error = "--csv: " + outputs_.csv->error();
  } else if (outputs_.samples.is_open() && !outputs_.samples.ok()) {
    error = "--samples: " + outputs_.samples.error();
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

void RunRecorder::report(std::size_t file_index, std::size_t line, const std::string& reason) {
  all_good_ = false;
  progress_.clear();
  report_problem(settings_.files[file_index], line, reason);
}

// What a careful reader of the figures should know, on stderr: rounds that spread on many rows
// (more than a tenth of them), and a paired ratio resting on fewer puzzles than give an interval.
void warn_of_figures(const RunRecorder& recorder, const std::vector<std::string>& files) {
  const std::uint64_t spread = recorder.spread_rows();
  if (spread > 0 && spread * 10 > recorder.rounds_rows()) {
    std::fprintf(stderr,
                 "sudoku-bench: warning: on %llu of %llu rows the slowest round was more than 10%% of the "
                 "median above the fastest: the machine was noisy (more --rounds, --warmup, --pin or a "
                 "quieter machine)\n",
                 static_cast<unsigned long long>(spread),
                 static_cast<unsigned long long>(recorder.rounds_rows()));
  }
  const SolverTable* table = recorder.summary().solver_table();
  if (table == nullptr) return;
  const std::size_t fewest = table->fewest_pairs(files.size());
  if (fewest > 0 && fewest < SolverTable::kPairsForInterval) {
    std::fprintf(stderr,
                 "sudoku-bench: warning: a side-by-side ratio rests on %zu puzzle%s solved by both: too few "
                 "for an interval\n",
                 fewest, fewest == 1 ? "" : "s");
  }
}

int finish_run(const RunOptions& options, Outputs& outputs, RunRecorder& recorder, const ResumeIndex& resume,
               const std::vector<std::vector<RecordedRow>>& earlier_rows, const InterruptGuard& interrupt,
               const RunFacts& facts) {
  recorder.finish();
  if (!recorder.output_failed() && outputs.solutions.is_open() && !outputs.solutions.ok()) {
    std::fprintf(stderr, "sudoku-bench: --solutions: %s\n", outputs.solutions.error().c_str());
  }
  const bool outputs_ok = !recorder.output_failed() && outputs.solutions.ok();

  RunEnd end;
  record_worker_limits(options, end);
  if (options.resume) {
    std::size_t counted = 0;  // rows of the CSV that the table counts (once, if a file is named twice)
    std::unordered_set<std::string_view> seen;
    for (std::size_t i = 0; i < options.files.size(); ++i) {
      if (seen.insert(options.files[i]).second) counted += earlier_rows[i].size();
    }
    end.csv_rows_left_out = resume.csv_rows() - counted;
    end.rows_dropped = dropped_by_kind(resume.dropped());
  }
  end.cancelled = recorder.cancelled();
  end.interrupted = interrupt.signal_number() != 0;
  end.stopped_by_output = recorder.output_failed();
  end.peak_rss_kib = peak_rss_kib();
  end.commit = short_commit(build_info());
  end.host = host_name();
  const RunInfo info{options, facts, end};
  std::string summary = recorder.summary().render(info);
  if (options.solve.count_limit > 0) summary += recorder.counts().render(options.solve.count_limit);
  std::fputs(summary.c_str(), outputs.summary);
  std::fflush(outputs.summary);
  warn_of_figures(recorder, options.files);

  // Last, so that a JSON that cannot be written loses nothing else.
  bool json_ok = true;
  if (outputs.json.is_open()) {
    std::string error;
    json_ok = outputs.json.commit(summary_json(recorder.summary(), info, build_info()), &error);
    if (!json_ok) std::fprintf(stderr, "sudoku-bench: --json: %s\n", error.c_str());
  }

  if (outputs.markdown.is_open() && recorder.summary().solver_table() != nullptr) {
    std::string error;
    const std::string table = recorder.summary().solver_table()->render_markdown(options.files) +
                              render_wrapper_costs(facts.wrappers, true);
    if (!outputs.markdown.commit(table, &error)) {
      std::fprintf(stderr, "sudoku-bench: --markdown: %s\n", error.c_str());
      json_ok = false;
    }
  }

  if (end.interrupted) return 128 + interrupt.signal_number();
  return recorder.all_good() && outputs_ok && json_ok ? 0 : 1;
}

}  // namespace sudoku::harness
