// The C interface (include/sudoku_bench/sudoku_bench.h) against the solver library it wraps: the
// same answers and counters as sudoku::solve, and every error as a status with its message.

#include "sudoku_bench/sudoku_bench.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "../bundled_puzzles.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"
#include "solver/solver_settings.h"

namespace sudoku {
namespace {

// stop_test.cpp's hard 9x9 (forum_hardest_1106 line 180): hundreds of nodes for every search.
const std::string kHard9 =
    "1....6.8....7..1....9.....4.......5..18..5...5..36.8..6.5..8.3.8....3.1.....2....";
// stop_test.cpp's deadly rectangle: exactly two solutions.
const std::string kTwoSolutions9 =
    ".3......8..8....2.71.4..5.....218...9..3..4.........16.6.....5..9.1.....8..97...4";

// A puzzle's cells as the C interface takes them: 0 blank, 1..N.
std::vector<int> c_cells(const Puzzle& puzzle) {
  std::vector<int> cells;
  for (int d : puzzle.cells) cells.push_back(d == kBlank ? 0 : d + 1);
  return cells;
}

std::vector<int> c_cells(const std::string& line) { return c_cells(parse_line(line).puzzle); }

sb_options options_with(const char* techniques, const char* search, std::uint64_t seed = 0) {
  sb_options options;
  sb_options_init(&options);
  options.techniques = techniques;
  options.search = search;
  options.seed = seed;
  return options;
}

// The figures sb_solve or sb_count reports against sudoku::solve's for the same settings.
void expect_same_as_library(const Puzzle& puzzle, const sb_options& options, std::uint64_t limit) {
  SolverConfig config;
  config.techniques = *TechniqueSet::parse(options.techniques);
  config.strategy = *parse_strategy(options.search);
  config.seed = options.seed;
  config.solution_limit = limit;
  const SolveResult expected = solve(Geometry::for_size(puzzle.size), puzzle, config);

  const std::vector<int> cells = c_cells(puzzle);
  std::vector<int> solution(cells.size(), -1);
  sb_result result;
  const int status = sb_count(puzzle.size, cells.data(), limit, &options, solution.data(), &result);
  ASSERT_EQ(expected.status, SolveStatus::kSolved);
  EXPECT_EQ(status, SB_OK) << result.message;
  EXPECT_EQ(result.status, SB_OK);
  EXPECT_EQ(result.solutions, expected.solutions);
  EXPECT_EQ(result.count_complete, 1);
  for (std::size_t c = 0; c < solution.size(); ++c) ASSERT_EQ(solution[c], expected.solution[c] + 1) << c;
  EXPECT_EQ(result.counters.recursions, expected.stats.recursions);
  EXPECT_EQ(result.counters.guesses, expected.stats.guesses);
  EXPECT_EQ(result.counters.backtracks, expected.stats.backtracks);
  EXPECT_EQ(result.counters.placements, expected.stats.placements);
  EXPECT_EQ(result.counters.conflicts, expected.stats.conflicts);
  EXPECT_EQ(result.counters.eliminations, expected.stats.eliminations);
  EXPECT_STREQ(result.message, "");
}

// ---- answers and counters -------------------------------------------------------------------

TEST(CApiTest, SolvesCoursePuzzlesAsTheLibraryDoes) {
  const sb_options settings[] = {options_with("all", "by-size"), options_with("fl,cp", "backtrack"),
                                 options_with("all", "learn", 7),
                                 options_with("fl,mrv,cp,subsets", "places")};
  for (int n : {4, 6, 9, 16}) {
    for (const Puzzle& puzzle : puzzles_of("puzzles_2_variety_easy.txt", n, 2)) {
      for (const sb_options& options : settings) expect_same_as_library(puzzle, options, 1);
    }
  }
  for (const sb_options& options : settings) expect_same_as_library(parse_line(kHard9).puzzle, options, 1);
}

TEST(CApiTest, CountsAsTheLibraryDoes) {
  expect_same_as_library(parse_line(kTwoSolutions9).puzzle, options_with("all", "by-size"), 10);
  expect_same_as_library(parse_line(std::string(16, '.')).puzzle, options_with("fl,cp", "backtrack"), 1000);
}

TEST(CApiTest, SolvesWithDefaultsWhenOptionsAndResultAreNull) {
  const std::vector<int> cells = c_cells(kHard9);
  std::vector<int> solution(81);
  EXPECT_EQ(sb_solve(9, cells.data(), nullptr, solution.data(), nullptr), SB_OK);
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), solution.data(), nullptr, 0), SB_OK);
  EXPECT_EQ(sb_solve(9, cells.data(), nullptr, nullptr, nullptr), SB_OK);
}

TEST(CApiTest, TakesAnExplicitBlockShape) {
  // 6x6 in blocks 3 high and 2 wide: the default rule's transpose (2 high, 3 wide).
  const std::vector<int> cells(36, 0);
  sb_options options;
  sb_options_init(&options);
  options.block_rows = 3;
  options.block_cols = 2;
  std::vector<int> solution(36);
  ASSERT_EQ(sb_solve(6, cells.data(), &options, solution.data(), nullptr), SB_OK);
  EXPECT_EQ(sb_check(6, 3, 2, cells.data(), solution.data(), nullptr, 0), SB_OK);
}

// ---- verdicts -------------------------------------------------------------------------------

TEST(CApiTest, ReportsClashingGivensAsInvalidWithTheReason) {
  std::vector<int> cells(81, 0);
  cells[0] = cells[5] = 5;
  sb_result result;
  EXPECT_EQ(sb_solve(9, cells.data(), nullptr, nullptr, &result), SB_INVALID);
  EXPECT_NE(std::string(result.message).find("twice"), std::string::npos) << result.message;
}

TEST(CApiTest, ReportsAnUnsolvablePuzzle) {
  // Row 1 leaves r1c4 only 4, which column 4 already holds further down: no clash, no solution.
  std::vector<int> cells(16, 0);
  cells[0] = 1;
  cells[1] = 2;
  cells[2] = 3;
  cells[15] = 4;
  EXPECT_EQ(sb_solve(4, cells.data(), nullptr, nullptr, nullptr), SB_UNSOLVABLE);
}

TEST(CApiTest, StopsAtItsTimeLimit) {
  // Search9 needs 366 nodes here and first reads the clock at its 64th.
  const std::vector<int> cells = c_cells(kHard9);
  sb_options options;
  sb_options_init(&options);
  options.time_limit_s = 1e-9;
  sb_result result;
  EXPECT_EQ(sb_solve(9, cells.data(), &options, nullptr, &result), SB_TIMEOUT);
  EXPECT_EQ(result.status, SB_TIMEOUT);
  EXPECT_EQ(result.solutions, 0u);
  EXPECT_STREQ(sb_status_message(SB_TIMEOUT), "timeout: the time limit passed before an answer");
}

TEST(CApiTest, StopsAtACancelFlagRaisedBeforeTheCall) {
  const std::vector<int> cells = c_cells(kHard9);
  const int raised = 1;
  sb_options options;
  sb_options_init(&options);
  options.cancel = &raised;
  EXPECT_EQ(sb_solve(9, cells.data(), &options, nullptr, nullptr), SB_CANCELLED);
  const int lowered = 0;
  options.cancel = &lowered;
  EXPECT_EQ(sb_solve(9, cells.data(), &options, nullptr, nullptr), SB_OK);
}

TEST(CApiTest, StopsAtACancelFlagRaisedByAnotherThread) {
  // The empty 16x16 has far too many solutions to count: only the flag ends this count.
  const std::vector<int> cells(256, 0);
  volatile int flag = 0;
  sb_options options = options_with("fl,cp", "backtrack");
  options.cancel = &flag;
  std::thread raiser([&flag] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    __atomic_store_n(&flag, 1, __ATOMIC_RELEASE);
  });
  const auto start = std::chrono::steady_clock::now();
  sb_result result;
  const int status = sb_count(16, cells.data(), UINT64_MAX, &options, nullptr, &result);
  const auto took = std::chrono::steady_clock::now() - start;
  raiser.join();
  EXPECT_EQ(status, SB_OK);  // solutions were found before the stop: a count cut short
  EXPECT_EQ(result.count_complete, 0);
  EXPECT_GT(result.solutions, 0u);
  EXPECT_LT(took, std::chrono::seconds(5));
}

// sb_set_option reaches the solver's settings as --set does: the same counters as the library
// with the setting applied, and others than without it.
TEST(CApiTest, SetsANamedSettingAsTheProgramsSetDoes) {
  const Puzzle puzzle = parse_line(kHard9).puzzle;
  const std::vector<int> cells = c_cells(puzzle);
  sb_options options = options_with("all", "auto");
  ASSERT_EQ(sb_set_option(&options, "learn_after", "0"), SB_OK);
  ASSERT_EQ(sb_set_option(&options, "learn_after", "1"), SB_OK);  // set again: replaced
  EXPECT_EQ(options.setting_count, 1);
  SolverConfig config;
  config.strategy = SearchStrategy::kAuto;
  ASSERT_TRUE(apply_setting(config, "learn_after", "1"));
  const SolveResult expected = solve(Geometry::for_size(9), puzzle, config);
  sb_result with, without;
  ASSERT_EQ(sb_solve(9, cells.data(), &options, nullptr, &with), SB_OK) << with.message;
  const sb_options plain = options_with("all", "auto");
  ASSERT_EQ(sb_solve(9, cells.data(), &plain, nullptr, &without), SB_OK);
  EXPECT_EQ(with.counters.recursions, expected.stats.recursions);
  EXPECT_EQ(with.counters.conflicts, expected.stats.conflicts);
  EXPECT_NE(with.counters.recursions, without.counters.recursions);
}

TEST(CApiTest, RefusesAnUnknownSettingOrAValueOutOfItsRange) {
  sb_options options;
  sb_options_init(&options);
  EXPECT_EQ(sb_set_option(&options, "no_such_setting", "1"), SB_ERR_OPTION);
  EXPECT_EQ(sb_set_option(&options, "fill_open_percent", "101"), SB_ERR_OPTION);
  EXPECT_EQ(sb_set_option(&options, "hall_sets", "maybe"), SB_ERR_OPTION);
  EXPECT_EQ(sb_set_option(nullptr, "hall_sets", "on"), SB_ERR_NULL);
  EXPECT_EQ(sb_set_option(&options, "hall_sets", nullptr), SB_ERR_NULL);
  EXPECT_EQ(options.setting_count, 0);
}

// ---- errors ---------------------------------------------------------------------------------

// A call's status and the message it wrote, which must say something.
void expect_error(int status, const sb_result& result, int expected, const std::string& words) {
  EXPECT_EQ(status, expected) << result.message;
  EXPECT_EQ(result.status, expected);
  EXPECT_NE(std::string(result.message).find(words), std::string::npos) << result.message;
  EXPECT_STRNE(sb_status_message(status), "unknown status");
}

TEST(CApiTest, RejectsBadSizes) {
  const std::vector<int> cells(600 * 600, 0);
  sb_result result;
  expect_error(sb_solve(3, cells.data(), nullptr, nullptr, &result), result, SB_ERR_SIZE, "outside 4..512");
  expect_error(sb_solve(513, cells.data(), nullptr, nullptr, &result), result, SB_ERR_SIZE, "outside 4..512");
  expect_error(sb_solve(-9, cells.data(), nullptr, nullptr, &result), result, SB_ERR_SIZE, "outside");
  expect_error(sb_solve(7, cells.data(), nullptr, nullptr, &result), result, SB_ERR_SIZE, "prime");
  expect_error(sb_solve(13, cells.data(), nullptr, nullptr, &result), result, SB_ERR_SIZE, "prime");
  sb_options options;
  sb_options_init(&options);
  options.block_rows = 2;
  options.block_cols = 4;
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_SIZE, "do not tile");
  options.block_cols = 0;
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_SIZE, "do not tile");
}

TEST(CApiTest, RejectsValuesOutOfRange) {
  std::vector<int> cells(81, 0);
  sb_result result;
  cells[10] = 10;
  expect_error(sb_solve(9, cells.data(), nullptr, nullptr, &result), result, SB_ERR_VALUE, "r2c2 holds 10");
  cells[10] = -1;
  expect_error(sb_solve(9, cells.data(), nullptr, nullptr, &result), result, SB_ERR_VALUE, "outside 0..9");
}

TEST(CApiTest, RejectsNullPointers) {
  sb_result result;
  expect_error(sb_solve(9, nullptr, nullptr, nullptr, &result), result, SB_ERR_NULL, "NULL");
  expect_error(sb_count(9, nullptr, 2, nullptr, nullptr, &result), result, SB_ERR_NULL, "NULL");
  const std::vector<int> cells(81, 0);
  EXPECT_EQ(sb_check(9, 0, 0, nullptr, cells.data(), nullptr, 0), SB_ERR_NULL);
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), nullptr, nullptr, 0), SB_ERR_NULL);
  int n = 0;
  EXPECT_EQ(sb_parse_line(nullptr, &n, nullptr, 0, nullptr, nullptr, 0), SB_ERR_NULL);
  EXPECT_EQ(sb_parse_line("1234341221434321", nullptr, nullptr, 0, nullptr, nullptr, 0), SB_ERR_NULL);
  EXPECT_EQ(sb_parse_line("1234341221434321", &n, nullptr, 16, nullptr, nullptr, 0), SB_ERR_NULL);
  EXPECT_EQ(sb_format_line(9, nullptr, SB_FORM_TEXT, nullptr, 100), SB_ERR_NULL);
  char line[100];
  EXPECT_EQ(sb_format_line(9, nullptr, SB_FORM_TEXT, line, sizeof line), SB_ERR_NULL);
  EXPECT_EQ(sb_solve_tdoku(nullptr, 1, 0, nullptr, nullptr), 0u);
  sb_options_init(nullptr);  // does nothing, and does not crash
}

TEST(CApiTest, RejectsBadOptions) {
  const std::vector<int> cells = c_cells(kHard9);
  sb_result result;
  sb_options options = options_with("fl,magic", "by-size");
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_OPTION, "magic");
  options = options_with("all", "sideways");
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_OPTION, "sideways");
  options = options_with("all", "by-size");
  options.time_limit_s = -1;
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_OPTION, "time limit");
  options.time_limit_s = std::nan("");
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_OPTION, "time limit");
  options.time_limit_s = 0;
  expect_error(sb_count(9, cells.data(), 0, &options, nullptr, &result), result, SB_ERR_OPTION, "limit 0");
  options.size = 0;
  expect_error(sb_solve(9, cells.data(), &options, nullptr, &result), result, SB_ERR_OPTION,
               "sb_options_init");
}

TEST(CApiTest, ReadsOnlyTheOptionsAnOlderCallerKnows) {
  // A caller whose sb_options ended before `techniques`: the rest keep their defaults.
  sb_options options = options_with("fl,magic", "sideways");
  options.size = offsetof(sb_options, techniques);
  const std::vector<int> cells = c_cells(kHard9);
  EXPECT_EQ(sb_solve(9, cells.data(), &options, nullptr, nullptr), SB_OK);
}

TEST(CApiTest, CutsLongMessagesToTheBuffer) {
  char message[8] = "xxxxxxx";
  const std::vector<int> cells(81, 7);
  std::vector<int> grid(81, 1);
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), grid.data(), message, 5), SB_WRONG);
  EXPECT_EQ(std::string(message).size(), 4u);
  EXPECT_EQ(message[6], 'x');  // nothing written past the buffer's size
}

TEST(CApiTest, NamesEveryStatus) {
  std::set<std::string> messages;
  for (int status = SB_ERR_INTERNAL; status <= SB_WRONG; ++status) {
    EXPECT_STRNE(sb_status_message(status), "unknown status") << status;
    messages.insert(sb_status_message(status));
  }
  EXPECT_EQ(messages.size(), std::size_t(SB_WRONG - SB_ERR_INTERNAL + 1));  // all different
  EXPECT_STREQ(sb_status_message(99), "unknown status");
  EXPECT_STREQ(sb_version(), "0.9.0");
}

// ---- checking, parsing, formatting ----------------------------------------------------------

TEST(CApiTest, ChecksAGrid) {
  const Puzzle puzzle = puzzles_of("puzzles_2_variety_easy.txt", 9, 1)[0];
  const std::vector<int> cells = c_cells(puzzle);
  std::vector<int> grid(81);
  ASSERT_EQ(sb_solve(9, cells.data(), nullptr, grid.data(), nullptr), SB_OK);
  char message[128];
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), grid.data(), message, sizeof message), SB_OK);
  EXPECT_STREQ(message, "");
  std::swap(grid[0], grid[1]);  // still every digit once a row, but the columns repeat
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), grid.data(), message, sizeof message), SB_WRONG);
  EXPECT_STRNE(message, "");
  grid[0] = 0;
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), grid.data(), message, sizeof message), SB_WRONG);
  EXPECT_NE(std::string(message).find("not filled"), std::string::npos) << message;
  grid[0] = 12;
  EXPECT_EQ(sb_check(9, 0, 0, cells.data(), grid.data(), message, sizeof message), SB_ERR_VALUE);
}

TEST(CApiTest, ParsesTextAndIntegerLines) {
  int n = 0;
  int form = -1;
  std::vector<int> cells(16, -1);
  ASSERT_EQ(sb_parse_line("1.3.\t\n", &n, cells.data(), cells.size(), &form, nullptr, 0), SB_ERR_PARSE);
  ASSERT_EQ(sb_parse_line("12.4....2..3.... \r\n", &n, cells.data(), cells.size(), &form, nullptr, 0), SB_OK);
  EXPECT_EQ(n, 4);
  EXPECT_EQ(form, SB_FORM_TEXT);
  EXPECT_EQ(cells[0], 1);
  EXPECT_EQ(cells[2], 0);
  ASSERT_EQ(
      sb_parse_line("1 2 0 4 0 0 0 0 2 0 0 3 0 0 0 0", &n, cells.data(), cells.size(), &form, nullptr, 0),
      SB_OK);
  EXPECT_EQ(form, SB_FORM_INTEGERS);
  EXPECT_EQ(cells[3], 4);
  EXPECT_EQ(sb_parse_line("# a comment", &n, cells.data(), cells.size(), &form, nullptr, 0), SB_SKIPPED);
  EXPECT_EQ(sb_parse_line("", &n, cells.data(), cells.size(), &form, nullptr, 0), SB_SKIPPED);
}

TEST(CApiTest, ReportsAParseErrorWithItsReason) {
  int n = 0;
  std::vector<int> cells(81);
  char message[256];
  EXPECT_EQ(sb_parse_line("12345", &n, cells.data(), cells.size(), nullptr, message, sizeof message),
            SB_ERR_PARSE);
  EXPECT_STRNE(message, "");
  EXPECT_EQ(
      sb_parse_line("12.4....2..3...?", &n, cells.data(), cells.size(), nullptr, message, sizeof message),
      SB_ERR_PARSE);
  EXPECT_STRNE(message, "");
}

TEST(CApiTest, AsksForRoomWhenTheCellsDoNotFit) {
  int n = 0;
  std::vector<int> cells(80);
  EXPECT_EQ(sb_parse_line(kHard9.c_str(), &n, cells.data(), cells.size(), nullptr, nullptr, 0),
            SB_ERR_CAPACITY);
  EXPECT_EQ(n, 9);
  cells.resize(std::size_t(n) * n);
  EXPECT_EQ(sb_parse_line(kHard9.c_str(), &n, cells.data(), cells.size(), nullptr, nullptr, 0), SB_OK);
}

TEST(CApiTest, FormatsLinesBackInTheirForm) {
  const std::vector<int> cells = c_cells(kHard9);
  std::vector<char> line(82);
  ASSERT_EQ(sb_format_line(9, cells.data(), SB_FORM_TEXT, line.data(), line.size()), SB_OK);
  EXPECT_EQ(std::string(line.data()), kHard9);
  EXPECT_EQ(sb_format_line(9, cells.data(), SB_FORM_TEXT, line.data(), 81), SB_ERR_CAPACITY);
  EXPECT_EQ(sb_format_line(9, cells.data(), 7, line.data(), line.size()), SB_ERR_OPTION);
  EXPECT_EQ(sb_format_line(0, cells.data(), SB_FORM_TEXT, line.data(), line.size()), SB_ERR_SIZE);
  const std::vector<int> small = {1, 2, 0, 4, 0, 0, 0, 0, 2, 0, 0, 3, 0, 0, 0, 4};
  line.resize(64);
  ASSERT_EQ(sb_format_line(4, small.data(), SB_FORM_INTEGERS, line.data(), line.size()), SB_OK);
  EXPECT_STREQ(line.data(), "1 2 0 4 0 0 0 0 2 0 0 3 0 0 0 4");
}

// ---- tdoku's signature ----------------------------------------------------------------------

TEST(CApiTest, SolvesThroughTdokusSignature) {
  std::string solution(81, '?');
  std::size_t guesses = 12345;
  EXPECT_EQ(sb_solve_tdoku(kHard9.c_str(), 1, 0, solution.data(), &guesses), 1u);
  std::vector<int> expected(81);
  sb_result result;
  ASSERT_EQ(sb_solve(9, c_cells(kHard9).data(), nullptr, expected.data(), &result), SB_OK);
  for (int c = 0; c < 81; ++c) EXPECT_EQ(solution[c], '0' + expected[c]) << c;
  EXPECT_EQ(guesses, result.counters.guesses);
  EXPECT_GT(guesses, 0u);

  std::string zeros = kTwoSolutions9;
  for (char& c : zeros) c = c == '.' ? '0' : c;
  EXPECT_EQ(sb_solve_tdoku(zeros.c_str(), 10, 0, solution.data(), nullptr), 2u);
  EXPECT_EQ(sb_solve_tdoku(zeros.c_str(), 1, 0, solution.data(), nullptr), 1u);
  EXPECT_EQ(sb_solve_tdoku(zeros.c_str(), 0, 0, solution.data(), nullptr), 0u);
}

TEST(CApiTest, AnswersNoSolutionToABadTdokuLine) {
  std::string solution(81, '?');
  std::size_t guesses = 7;
  EXPECT_EQ(sb_solve_tdoku("123", 1, 0, solution.data(), &guesses), 0u);  // short
  EXPECT_EQ(guesses, 0u);
  std::string bad = kHard9;
  bad[40] = 'x';
  EXPECT_EQ(sb_solve_tdoku(bad.c_str(), 1, 0, solution.data(), nullptr), 0u);
  std::string clash(81, '.');
  clash[0] = clash[1] = '3';
  EXPECT_EQ(sb_solve_tdoku(clash.c_str(), 1, 0, solution.data(), nullptr), 0u);
  EXPECT_EQ(solution, std::string(81, '?'));  // untouched
}

}  // namespace
}  // namespace sudoku
