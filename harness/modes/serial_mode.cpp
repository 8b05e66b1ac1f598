#include "harness/modes/serial_mode.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

#include "harness/run/backend_row.h"
#include "harness/run/interrupt.h"
#include "harness/run/portfolio.h"
#include "harness/run/puzzle_job.h"
#include "harness/run/solver_race.h"
#include "harness/run/solver_threads.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {
namespace {

// "1 guess", "2 guesses".
std::string count_of(std::uint64_t n, const char* one, const char* many) {
  return std::to_string(n) + ' ' + (n == 1 ? one : many);
}

void print_pretty(const Job& job, const PuzzleResult& record, const std::string& file) {
  const Geometry& geo = *job.geometry;
  const BackendResult& r = record.result;
  std::printf("%s:%zu  %dx%d, blocks %s (wide x high), %s\n", file.c_str(), job.line, geo.size(), geo.size(),
              geo.block_label().c_str(),
              count_of(static_cast<std::uint64_t>(job.puzzle.given_count()), "given", "givens").c_str());
  const LineForm form = job.puzzle.form;
  std::fputs(draw_grid(geo, job.puzzle.cells, form).c_str(), stdout);
  if (r.status == BackendStatus::kSolved) {
    std::printf("solution: %s, %s, %.3f ms", count_of(r.stats.recursions, "recursion", "recursions").c_str(),
                count_of(r.stats.guesses, "guess", "guesses").c_str(), record.solve_ns / 1e6);
    if (record.portfolio > 1)
      std::printf(", by member %d of a portfolio of %d", record.winner, record.portfolio);
    std::printf("\n");
    std::fputs(draw_grid(geo, r.solution, form).c_str(), stdout);
    std::printf("symbol counts: %s\n\n", symbol_counts(geo, r.solution, form).c_str());
  } else {
    std::printf("%s\n\n", failure_reason(record).c_str());  // "no solution: ...", "timed out ..."
  }
}

// False, with a message, when stdout could not take what was written (a full disk): the grader
// would get a truncated file, so the run stops rather than solve for nothing.
bool stdout_ok() {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return true;
  std::fprintf(stderr, "sudoku-bench: writing standard output failed: %s; stopping\n", std::strerror(errno));
  return false;
}

// One serial run: the reader, the clock and the answers so far.
class SerialRun {
 public:
  explicit SerialRun(const RunOptions& options)
      : options_(options),
        reader_(options.files),
        config_(with_cancel(options.config, &interrupt_.flag())),
        threads_(std::max(options.threads, 1), options.pin_cpus) {}

  int run();

 private:
  // False when the run must stop (an interrupt cut the solve short, or stdout failed).
  bool answer(const InputItem& item);
  PuzzleResult solve(const Job& job);
  PuzzleResult solve_foreign(const Job& job);
  void grade() const;
  void complain(const InputItem& at, const std::string& reason);
  void note_count(const InputItem& item, const BackendResult& result);

  const RunOptions& options_;
  PuzzleReader reader_;
  GeometryCache geometries_;
  InterruptGuard interrupt_;
  SolverConfig config_;
  // A portfolio's members need threads of their own; one member solves on the calling thread
  // (with --pin, pinned here first, since it solves even without a portfolio).
  SolverThreads threads_;
  // --solver other than native: its one instance (harness/core/solver_choice.h made it once already).
  std::unique_ptr<backends::Backend> backend_;
  // --portfolio=A,B: the instances of the race's members (harness/run/solver_race.h).
  std::vector<std::unique_ptr<backends::Backend>> race_backends_;
  // The grade counts only what the solver was given: a line the parser rejects never reaches it.
  std::uint64_t passed_ = 0;     // puzzles answered with a checked solution
  std::uint64_t failed_ = 0;     // puzzles given to the solver without one (an empty line each)
  std::uint64_t not_given_ = 0;  // lines rejected as bad input before any solver (an empty line each)
  bool all_good_ = true;
};

int SerialRun::run() {
  InputItem item;
  while (!interrupt_.raised() && reader_.next(item)) {
    if (item.kind == InputItem::Kind::kFileProblem) {
      complain(item, item.text);
      continue;
    }
    if (!answer(item)) break;
    // Line by line, so that a grader who stops a slow run still gets every solution found so far.
    if (!stdout_ok()) return 1;
  }
  if (!stdout_ok()) return 1;
  if (!options_.solvers.front().native()) grade();
  if (interrupt_.raised()) {
    std::fprintf(stderr, "sudoku-bench: interrupted; every line written is a finished answer\n");
    return 128 + (interrupt_.signal_number() != 0 ? interrupt_.signal_number() : 2);
  }
  return all_good_ ? 0 : 1;
}

bool SerialRun::answer(const InputItem& item) {
  const Job job = make_job(item, geometries_);
  if (job.kind == Job::Kind::kSkip) return true;
  if (job.kind == Job::Kind::kInvalid) {
    ++not_given_;
    complain(item, job.problem);
    return true;
  }
  const PuzzleResult r = solve(job);
  // A solve the interrupt cut short has no answer to give, not even an empty line.
  if (interrupt_.raised() && (r.result.status != BackendStatus::kSolved || !r.result.count_complete))
    return false;
  // Clashing givens, found by the solver that was given the puzzle (native's solve, or the
  // harness's check after another solver said "no solution"): its line, like an unsolvable one.
  if (r.result.status == BackendStatus::kInvalid) {  // nothing to draw
    ++failed_;
    complain(item, r.result.message);
    return true;
  }
  const bool solved = r.result.status == BackendStatus::kSolved;
  if (options_.pretty) print_pretty(job, r, reader_.path(item.file_index));
  if (!solved) {
    complain(item, failure_reason(r));
  } else if (!options_.pretty) {
    std::fputs(r.solution_line.c_str(), stdout);
    std::fputc('\n', stdout);
  }
  if (solved) note_count(item, r.result);
  ++(solved ? passed_ : failed_);
  return true;
}

PuzzleResult SerialRun::solve(const Job& job) {
  const SolverChoice& choice = options_.solvers.front();
  if (choice.race()) {
    return solve_and_rate(job, config_, options_.solve, [&](const Job& j, const SolverConfig& config) {
      return race_solvers(j, choice, race_backends_, config, options_.solve);
    });
  }
  if (!choice.native()) return solve_foreign(job);
  const auto started = start_clock(config_, options_.solve);
  return solve_and_rate(job, config_, options_.solve, [&](const Job& j, const SolverConfig& config) {
    if (options_.portfolio <= 1) return run_job(j, config, started);
    PuzzleResult r;
    threads_.run(
        [&] { r = run_portfolio(j, config, options_.portfolio, options_.solve.share_clauses, started); });
    return r;
  });
}

// The grader's form: another program's answers, each checked by Backend::solve before it is printed.
PuzzleResult SerialRun::solve_foreign(const Job& job) {
  const backends::SolveLimits limits = foreign_limits(config_, options_.solve, &interrupt_.flag(), false);
  return harness::solve_foreign(backend_, options_.solvers.front(), job, config_, limits,
                                options_.solve.seed);
}

// The pass/fail line of the grader's form, on stderr (stdout holds only the answers). Lines of bad
// input are named apart: the solver never saw them, so they are not its failures.
void SerialRun::grade() const {
  std::string not_given;
  if (not_given_ > 0) {
    not_given = "; " + count_of(not_given_, "line", "lines") + " not given (bad input, named above)";
  }
  std::fprintf(stderr, "sudoku-bench: %s: %llu passed, %llu failed of %s given to it%s\n",
               options_.solvers.front().name.c_str(), static_cast<unsigned long long>(passed_),
               static_cast<unsigned long long>(failed_),
               count_of(passed_ + failed_, "puzzle", "puzzles").c_str(), not_given.c_str());
}

void SerialRun::complain(const InputItem& at, const std::string& reason) {
  all_good_ = false;
  // What stdout holds so far goes first, so that with both streams on one terminal or file the
  // message follows the puzzle it is about (--pretty's drawing, say).
  std::fflush(stdout);
  report_problem(reader_.path(at.file_index), at.line, reason);
  // The grader counts lines: a failed puzzle still takes its (empty) line.
  if (at.line != 0 && !options_.pretty) std::fputc('\n', stdout);
}

// A note, not a failure: the first solution is printed; stdout stays one line per puzzle.
void SerialRun::note_count(const InputItem& item, const BackendResult& result) {
  const std::uint64_t limit = options_.solve.count_limit;
  if (limit == 0 || result.solutions <= 1) return;
  std::fprintf(stderr, "%s:%zu: not unique: %llu%s solutions (counted up to %llu)\n",
               reader_.path(item.file_index).c_str(), item.line,
               static_cast<unsigned long long>(result.solutions), result.solutions >= limit ? " or more" : "",
               static_cast<unsigned long long>(limit));
}

}  // namespace

int run_serial(const RunOptions& options) { return SerialRun(options).run(); }

}  // namespace sudoku::harness
