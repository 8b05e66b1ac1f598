// The C interface's entry points (include/sudoku_bench/sudoku_bench.h). Each checks its arguments,
// calls the solver library, and turns every C++ exception into a status: nothing is thrown across
// the C boundary.

#include "sudoku_bench/sudoku_bench.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string_view>

#include "capi/c_arguments.h"
#include "capi/shape_cache.h"
#include "solver/puzzle_io.h"
#include "solver/size_limits.h"
#include "solver/solver.h"
#include "solver/solver_settings.h"
#include "solver/verify.h"

namespace {

using sudoku::capi::CallError;

// Copies `text` into the caller's buffer of `size` bytes, NUL included, cut short if need be.
// Allocates nothing, so it is safe inside a catch block.
void write_message(char* buffer, std::size_t size, std::string_view text) {
  if (buffer == nullptr || size == 0) return;
  const std::size_t length = std::min(text.size(), size - 1);
  std::memcpy(buffer, text.data(), length);
  buffer[length] = '\0';
}

// Runs a call's body: its status, or a failure's status with its message in the buffer.
template <typename Body>
int guarded(char* message, std::size_t message_size, Body&& body) noexcept {
  try {
    return body();
  } catch (const CallError& error) {
    write_message(message, message_size, error.message);
    return error.status;
  } catch (const std::bad_alloc&) {
    write_message(message, message_size, "out of memory");
  } catch (const std::exception& error) {
    write_message(message, message_size, error.what());
  } catch (...) {
    write_message(message, message_size, "unknown exception");
  }
  return SB_ERR_INTERNAL;
}

int status_of(const sudoku::SolveResult& solved, bool cancelled) {
  using sudoku::SolveStatus;
  switch (solved.status) {
    case SolveStatus::kSolved: return SB_OK;
    case SolveStatus::kUnsolvable: return SB_UNSOLVABLE;
    case SolveStatus::kInvalid: return SB_INVALID;
    case SolveStatus::kTimeout: return cancelled ? SB_CANCELLED : SB_TIMEOUT;
    case SolveStatus::kError: return SB_ERR_INTERNAL;
  }
  return SB_ERR_INTERNAL;
}

// The solve's figures into the caller's result; the solution (1..n) into `solution` if given.
void report(const sudoku::SolveResult& solved, sb_result& out, int* solution) {
  out.solutions = solved.solutions;
  out.count_complete = solved.count_complete ? 1 : 0;
  sudoku::copy_common_counters(solved.stats, out.counters);
  write_message(out.message, sizeof out.message, solved.message);
  if (solution == nullptr || solved.status != sudoku::SolveStatus::kSolved) return;
  std::transform(solved.solution.begin(), solved.solution.end(), solution, [](int d) { return d + 1; });
}

// sb_solve and sb_count: up to `limit` solutions under the caller's options and stops.
int solve_up_to(int n, const int* cells, std::uint64_t limit, const sb_options* options, int* solution,
                sb_result* result) {
  sb_result scratch;
  sb_result& out = result != nullptr ? *result : scratch;
  out = sb_result{};
  out.count_complete = 1;
  out.status = guarded(out.message, sizeof out.message, [&] {
    if (limit == 0) throw CallError{SB_ERR_OPTION, "solution limit 0: count up to 1 at least"};
    const sb_options settings = sudoku::capi::options_or_defaults(options);
    const sudoku::Geometry& geo = sudoku::capi::geometry_of(n, settings.block_rows, settings.block_cols);
    const sudoku::Puzzle puzzle = sudoku::capi::puzzle_of(n, cells);
    sudoku::SolverConfig config = sudoku::capi::config_of(settings);
    config.solution_limit = limit;
    config.cancel_flag = settings.cancel;
    sudoku::capi::set_deadline(config, settings.time_limit_s);  // last: the clock starts here
    const sudoku::SolveResult solved = sudoku::solve(geo, puzzle, config);
    report(solved, out, solution);
    return status_of(solved,
                     settings.cancel != nullptr && __atomic_load_n(settings.cancel, __ATOMIC_ACQUIRE) != 0);
  });
  return out.status;
}

// tdoku's 81 characters as cells 0..9; false for a character that is no digit or blank.
bool read_tdoku_line(const char* line, int* cells) {
  for (int c = 0; c < 81; ++c) {
    const char symbol = line[c];
    if (symbol == '.' || symbol == '0') {
      cells[c] = 0;
    } else if (symbol >= '1' && symbol <= '9') {
      cells[c] = symbol - '0';
    } else {
      return false;  // the NUL of a short line too
    }
  }
  return true;
}

}  // namespace

extern "C" {

const char* sb_status_message(int status) {
  switch (status) {
    case SB_OK: return "solved (or done)";
    case SB_UNSOLVABLE: return "unsolvable: the puzzle has no solution";
    case SB_INVALID: return "invalid: the givens clash";
    case SB_TIMEOUT: return "timeout: the time limit passed before an answer";
    case SB_CANCELLED: return "cancelled: the cancel flag was raised before an answer";
    case SB_SKIPPED: return "skipped: a blank or comment line";
    case SB_WRONG: return "wrong: the grid does not solve the puzzle";
    case SB_ERR_SIZE: return "bad size: N outside 4..512, prime, or a block shape that does not tile N";
    case SB_ERR_VALUE: return "bad value: a cell outside 0..N";
    case SB_ERR_NULL: return "a required pointer is NULL";
    case SB_ERR_OPTION: return "bad option: an unknown name or a value out of range";
    case SB_ERR_PARSE: return "the line is not a puzzle";
    case SB_ERR_CAPACITY: return "an output buffer is too small";
    case SB_ERR_INTERNAL: return "internal error (out of memory, or a solver defect)";
    default: return "unknown status";
  }
}

const char* sb_version(void) { return SUDOKU_BENCH_VERSION; }

void sb_options_init(sb_options* options) {
  if (options == nullptr) return;
  *options = sb_options{};
  options->size = sizeof(sb_options);
  options->techniques = "all";
  options->search = "by-size";
}

int sb_set_option(sb_options* options, const char* name, const char* value) {
  if (options == nullptr || name == nullptr || value == nullptr) return SB_ERR_NULL;
  sudoku::SolverConfig scratch;
  if (!sudoku::apply_setting(scratch, name, value)) return SB_ERR_OPTION;
  const std::string_view wanted(name);
  if (wanted.size() >= sizeof(sb_setting::name) ||
      std::string_view(value).size() >= sizeof(sb_setting::value))
    return SB_ERR_OPTION;
  int slot = 0;
  while (slot < options->setting_count && wanted != options->settings[slot].name) ++slot;
  if (slot == SB_MAX_SETTINGS) return SB_ERR_CAPACITY;
  std::snprintf(options->settings[slot].name, sizeof(sb_setting::name), "%s", name);
  std::snprintf(options->settings[slot].value, sizeof(sb_setting::value), "%s", value);
  options->setting_count = std::max(options->setting_count, slot + 1);
  return SB_OK;
}

int sb_solve(int n, const int* cells, const sb_options* options, int* solution, sb_result* result) {
  return solve_up_to(n, cells, 1, options, solution, result);
}

int sb_count(int n, const int* cells, uint64_t limit, const sb_options* options, int* solution,
             sb_result* result) {
  return solve_up_to(n, cells, limit, options, solution, result);
}

int sb_check(int n, int block_rows, int block_cols, const int* puzzle, const int* grid, char* message,
             size_t message_size) {
  write_message(message, message_size, "");
  return guarded(message, message_size, [&] {
    const sudoku::Geometry& geo = sudoku::capi::geometry_of(n, block_rows, block_cols);
    const sudoku::Puzzle given = sudoku::capi::puzzle_of(n, puzzle);
    if (grid == nullptr) throw CallError{SB_ERR_NULL, "the grid is NULL"};
    const auto defect = sudoku::check_solution(geo, given, sudoku::capi::digits_of(n, grid));
    if (!defect) return SB_OK;
    write_message(message, message_size, *defect);
    return SB_WRONG;
  });
}

int sb_parse_line(const char* line, int* n, int* cells, size_t capacity, int* form, char* message,
                  size_t message_size) {
  write_message(message, message_size, "");
  return guarded(message, message_size, [&] {
    if (line == nullptr || n == nullptr) throw CallError{SB_ERR_NULL, "the line or n is NULL"};
    *n = 0;
    const sudoku::ParsedLine parsed = sudoku::parse_line(line);
    if (parsed.kind == sudoku::LineKind::kSkip) return SB_SKIPPED;
    if (parsed.kind == sudoku::LineKind::kInvalid) throw CallError{SB_ERR_PARSE, parsed.error};
    const sudoku::Puzzle& puzzle = parsed.puzzle;
    *n = puzzle.size;
    if (form != nullptr) *form = puzzle.form == sudoku::LineForm::kIntegers ? SB_FORM_INTEGERS : SB_FORM_TEXT;
    if (puzzle.cells.size() > capacity) {
      throw CallError{SB_ERR_CAPACITY, "the line has " + std::to_string(puzzle.cells.size()) +
                                           " cells, the buffer room for " + std::to_string(capacity)};
    }
    if (cells == nullptr) throw CallError{SB_ERR_NULL, "the cells are NULL"};
    std::transform(puzzle.cells.begin(), puzzle.cells.end(), cells,
                   [](int d) { return d == sudoku::kBlank ? 0 : d + 1; });
    return SB_OK;
  });
}

int sb_format_line(int n, const int* cells, int form, char* out, size_t capacity) {
  return guarded(nullptr, 0, [&] {
    if (n < 1 || n > sudoku::kMaxSize) throw CallError{SB_ERR_SIZE, ""};
    if (form != SB_FORM_TEXT && form != SB_FORM_INTEGERS) throw CallError{SB_ERR_OPTION, ""};
    if (out == nullptr) throw CallError{SB_ERR_NULL, ""};
    const std::string line =
        sudoku::format_grid(sudoku::capi::digits_of(n, cells),
                            form == SB_FORM_TEXT ? sudoku::LineForm::kText : sudoku::LineForm::kIntegers);
    if (line.size() >= capacity) throw CallError{SB_ERR_CAPACITY, ""};
    std::memcpy(out, line.c_str(), line.size() + 1);
    return SB_OK;
  });
}

size_t sb_solve_tdoku(const char* puzzle, size_t limit, uint32_t /*config*/, char* solution,
                      size_t* guesses) {
  if (guesses != nullptr) *guesses = 0;
  int cells[81];
  if (puzzle == nullptr || limit == 0 || !read_tdoku_line(puzzle, cells)) return 0;
  try {
    sudoku::SolverConfig config;
    config.solution_limit = limit;
    const sudoku::SolveResult solved =
        sudoku::solve(sudoku::capi::cached_geometry(3, 3), sudoku::capi::puzzle_of(9, cells), config);
    if (guesses != nullptr) *guesses = solved.stats.guesses;
    if (solved.status != sudoku::SolveStatus::kSolved) return 0;
    if (solution != nullptr) {
      std::transform(solved.solution.begin(), solved.solution.end(), solution,
                     [](int d) { return char('1' + d); });
    }
    return solved.solutions;
  } catch (...) {
    return 0;  // out of memory: tdoku's signature has no error but "no solution"
  }
}

}  // extern "C"
