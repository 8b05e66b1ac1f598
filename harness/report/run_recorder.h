#pragma once
// The record stage of a batch run: each PuzzleResult goes, unchanged, to every sink: a CSV row
// (written and flushed at once), a line of the solutions file (in input order, whatever order the
// results come in), a tally in the summary, a FILE:LINE message for a failure, and a step of the
// progress bar.
// Driven from one thread. finish_run() then prints the summary and writes --json.

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "harness/core/machine_info.h"
#include "harness/core/puzzle_result.h"
#include "harness/core/run_options.h"
#include "harness/core/solver_labels.h"
#include "harness/output/batch_outputs.h"
#include "harness/output/resume_index.h"
#include "harness/report/progress.h"
#include "harness/report/summary.h"
#include "harness/run/interrupt.h"

namespace sudoku::harness {

// What the record stage reads of the run's options, filled in where the run reads them
// (harness/modes/recorded_run.cpp).
struct RecordSettings {
  std::vector<std::string> files;
  // In --solver order: with several, the file table counts the first one's rows.
  std::vector<SolverLabels> solvers;
  bool names_solvers = false;     // a failure's message starts with its solver's name
  std::uint64_t count_limit = 0;  // --count; 0: none
  int untimed_rounds = 0;         // solves before a puzzle's timed rounds, in the summary's solving time
  bool progress = true;           // a progress bar, where stderr is a terminal
};

class RunRecorder {
 public:
  RunRecorder(const RecordSettings& settings, Outputs& outputs,
              const std::vector<std::vector<RecordedRow>>& earlier_rows, InterruptGuard& interrupt);

  void record(const PuzzleResult& result);
  // Lines --resume skipped: progress only.
  void skipped(std::uint64_t lines) { progress_.advance(lines); }
  // Flushes the solutions file (the lines still waiting for an earlier one that never came, a
  // cancelled line or a lost rank, stay out) and clears the progress bar.
  void finish();

  const Summary& summary() const { return summary_; }
  const SolutionCounts& counts() const { return counts_; }
  std::uint64_t cancelled() const { return cancelled_; }
  bool all_good() const { return all_good_; }
  // Rows timed over several rounds, and of those the rows whose rounds spread past 10% of their
  // median (hyperfine's outlier warning): many such rows say the machine was noisy.
  std::uint64_t rounds_rows() const { return rounds_rows_; }
  std::uint64_t spread_rows() const { return spread_rows_; }
  bool output_failed() const { return output_failed_; }
  // The size of the first puzzle recorded (0 before any): the grid the wrappers are timed on.
  int first_size() const { return first_size_; }
  // Whether `solver` (--solver's NAME) solved some puzzle of this run: a solver that solved none
  // has its wrapper left unmeasured (a silent or broken one would only fail again).
  bool solved_some(const std::string& solver) const { return solved_by_.contains(solver); }

 private:
  void add_earlier(const RecordedRow& row, Tally* tally);
  bool in_file_table(std::string_view solver) const;
  void note_spread(const PuzzleResult& result);
  void record_solve(const PuzzleResult& result);
  void report(std::size_t file_index, std::size_t line, const std::string& reason);
  std::string solver_said(const PuzzleResult& result) const;
  void compare(const SolverRow& row);
  // The solution line (with '\n') of item `seq`, or none (a file problem, a cancelled line);
  // `ends_answers`: a puzzle left without an answer (cancelled), so no later line is written.
  void put_solution(std::uint64_t seq, std::optional<std::string> line, bool ends_answers = false);
  void write_solution(const std::optional<std::string>& line, bool ends_answers);
  void check_outputs();
  const SolverLabels& labels_of(std::string_view solver) const;

  const RecordSettings& settings_;
  Outputs& outputs_;
  InterruptGuard& interrupt_;
  Summary summary_;
  ProgressBar progress_;
  SolutionCounts counts_;
  std::uint64_t next_solution_seq_ = 0;
  struct Waiting {
    std::optional<std::string> line;
    bool ends_answers = false;
  };
  std::map<std::uint64_t, Waiting> waiting_solutions_;  // past a gap, by seq
  bool answers_ended_ = false;  // a puzzle got no answer: the solutions file ends before it
  std::uint64_t cancelled_ = 0;
  std::uint64_t rounds_rows_ = 0;
  std::uint64_t spread_rows_ = 0;
  bool all_good_ = true;
  bool output_failed_ = false;
  int first_size_ = 0;
  std::set<std::string> solved_by_;
};

// How the run went, for the summary's provenance lines.

// Prints the summary (to outputs.summary), writes --json and returns the run's exit status.
int finish_run(const RunOptions& options, Outputs& outputs, RunRecorder& recorder, const ResumeIndex& resume,
               const std::vector<std::vector<RecordedRow>>& earlier_rows, const InterruptGuard& interrupt,
               const RunFacts& facts);

}  // namespace sudoku::harness
