#include "harness/run/puzzle_job.h"

#include <chrono>
#include <cstdio>
#include <exception>

#include "backends/cpu_time.h"
#include "solver/puzzle_io.h"

namespace sudoku::harness {

Job make_job(const InputItem& item, GeometryCache& geometries) {
  Job job;
  job.file_index = item.file_index;
  job.line = item.line;
  ParsedLine parsed = parse_line(item.text);
  switch (parsed.kind) {
    case LineKind::kSkip: return job;
    case LineKind::kInvalid:
      job.kind = Job::Kind::kInvalid;
      job.problem = std::move(parsed.error);
      return job;
    case LineKind::kPuzzle: break;
  }
  job.puzzle = std::move(parsed.puzzle);
  try {
    job.geometry = &geometries.get(job.puzzle.size);
  } catch (const std::exception& e) {  // a size the geometry refuses: the line's fault
    return Job{Job::Kind::kInvalid, item.file_index, item.line, {}, nullptr, e.what()};
  }
  // Clashing givens are the solver's to find (solve() says kInvalid): it does that once, and on
  // 9x9 for less than find_clash costs, in the parallel stage rather than the serial reader.
  job.kind = Job::Kind::kPuzzle;
  return job;
}

PuzzleResult job_result(const Job& job) {
  PuzzleResult r;
  r.file_index = job.file_index;
  r.line = job.line;
  if (job.geometry != nullptr) {
    r.size = job.geometry->size();
    r.block = job.geometry->block_label();
    r.givens = job.puzzle.given_count();
  }
  if (job.kind == Job::Kind::kInvalid) {
    r.kind = PuzzleResult::Kind::kInvalidLine;
    r.problem = job.problem;
  }
  return r;
}

PuzzleResult run_job(const Job& job, const SolverConfig& config) {
  return run_job(job, config, std::chrono::steady_clock::now());
}

PuzzleResult run_job(const Job& job, const SolverConfig& config,
                     std::chrono::steady_clock::time_point started, bool measure_cpu, int repeats) {
  PuzzleResult r = job_result(job);
  const auto cpu_before = measure_cpu ? backends::thread_cpu_time() : std::chrono::nanoseconds(0);
  // The wall clock starts after the CPU clock's reading and stops before the next: their cost
  // stays out of solve_ns.
  if (measure_cpu || repeats > 1) started = std::chrono::steady_clock::now();
  SolveResult solved = solve(*job.geometry, job.puzzle, config);
  // The same solve again (it is deterministic); one that ends otherwise than the first, a
  // deadline say, ends the round there.
  for (r.repeats = 1; r.repeats < repeats; ++r.repeats) {
    SolveResult again = solve(*job.geometry, job.puzzle, config);
    if (again.status != solved.status) {
      solved = std::move(again);
      ++r.repeats;
      break;
    }
  }
  const auto solved_at = std::chrono::steady_clock::now();
  if (measure_cpu)
    r.cpu_ns = backends::thread_cpu_between(cpu_before, backends::thread_cpu_time()).count() / r.repeats;
  r.solve_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(solved_at - started).count() / r.repeats;
  // A stop is a timeout here: the harness tells an interrupt from it by its own flag.
  r.result = backends::native_answer(std::move(solved), false);
  if (r.result.status == BackendStatus::kSolved)
    r.solution_line = format_grid(r.result.solution, job.puzzle.form);
  return r;
}

void report_problem(const std::string& path, std::size_t line, const std::string& reason) {
  if (line == 0) {
    std::fprintf(stderr, "%s: %s\n", path.c_str(), reason.c_str());
  } else {
    std::fprintf(stderr, "%s:%zu: %s\n", path.c_str(), line, reason.c_str());
  }
}

}  // namespace sudoku::harness
