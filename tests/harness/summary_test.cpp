#include "harness/report/summary.h"
#include "tests/harness/run_info_parts.h"
#include "tests/harness/tally_rows.h"

#include <gtest/gtest.h>

namespace sudoku::harness {
namespace {

Stats with_guesses(std::uint64_t guesses, std::uint64_t recursions) {
  Stats stats;
  stats.guesses = guesses;
  stats.recursions = recursions;
  return stats;
}

TEST(TallyTest, TakesMiddleValueAsMedianOfOddCount) {
  Tally t;
  for (double us : {30.0, 10.0, 20.0}) add_solve(t, BackendStatus::kSolved, {}, us);
  EXPECT_DOUBLE_EQ(t.median_us(), 20.0);
  EXPECT_DOUBLE_EQ(t.max_us(), 30.0);
  EXPECT_DOUBLE_EQ(t.total_us(), 60.0);
}

TEST(TallyTest, AveragesTwoMiddleValuesAsMedianOfEvenCount) {
  Tally t;
  for (double us : {40.0, 10.0, 30.0, 20.0}) add_solve(t, BackendStatus::kSolved, {}, us);
  EXPECT_DOUBLE_EQ(t.median_us(), 25.0);
}

TEST(TallyTest, CountsInvalidLinesAsFailedButNotAsSolves) {
  Tally t;
  add_invalid(t);
  add_solve(t, BackendStatus::kSolved, with_guesses(0, 1), 100.0);
  add_solve(t, BackendStatus::kTimeout, with_guesses(7, 9), 300.0);
  EXPECT_EQ(t.puzzles, 3u);
  EXPECT_EQ(t.solved, 1u);
  EXPECT_EQ(t.failed, 2u);
  EXPECT_EQ(t.ran(), 2u);
  EXPECT_DOUBLE_EQ(t.us_per_puzzle(), 200.0);
  EXPECT_DOUBLE_EQ(t.puzzles_per_s(), 5000.0);  // 2 solves in 400 us
  EXPECT_DOUBLE_EQ(t.guesses_per_puzzle(), 3.5);
  EXPECT_DOUBLE_EQ(t.recursions_per_puzzle(), 5.0);
}

TEST(TallyTest, MeasuresNoGuessShareAmongSolvedPuzzles) {
  Tally t;
  add_solve(t, BackendStatus::kSolved, with_guesses(0, 1), 1.0);
  add_solve(t, BackendStatus::kSolved, with_guesses(0, 1), 1.0);
  add_solve(t, BackendStatus::kSolved, with_guesses(4, 5), 1.0);
  add_solve(t, BackendStatus::kSolved, with_guesses(1, 2), 1.0);
  add_solve(t, BackendStatus::kUnsolvable, with_guesses(0, 1), 1.0);
  EXPECT_DOUBLE_EQ(t.no_guess_percent(), 50.0);
}

TEST(TallyTest, GivesZerosWhenEmpty) {
  const Tally t;
  EXPECT_EQ(t.median_us(), 0.0);
  EXPECT_EQ(t.us_per_puzzle(), 0.0);
  EXPECT_EQ(t.puzzles_per_s(), 0.0);
  EXPECT_EQ(t.no_guess_percent(), 0.0);
}

TEST(TallyTest, MergesCountsAndTimes) {
  Tally a;
  Tally b;
  add_solve(a, BackendStatus::kSolved, with_guesses(1, 2), 10.0);
  add_solve(b, BackendStatus::kSolved, with_guesses(3, 4), 30.0);
  add_invalid(b);
  a += b;
  EXPECT_EQ(a.puzzles, 3u);
  EXPECT_EQ(a.guesses, 4u);
  EXPECT_DOUBLE_EQ(a.median_us(), 20.0);
}

TEST(SpeedUpTest, DividesSolveTimeByWallTime) {
  EXPECT_DOUBLE_EQ(speed_up(3.8, 2.0), 1.9);
  EXPECT_EQ(speed_up(1.0, 0.0), 0.0);
}

TEST(SummaryTest, NamesSolveTimeAndWallTimeApart) {
  Summary summary({"a.txt"});
  add_solve(summary.file(0), BackendStatus::kSolved, {}, 3e6);  // 3 s of solving
  add_solve(summary.file(0), BackendStatus::kSolved, {}, 1e6);
  summary.add_solving(3e6);  // the recorder adds each row's solving time (every round, every solver)
  summary.add_solving(1e6);
  RunInfoParts info;
  info.facts.wall_s = 2.0;
  info.options.threads = 2;
  const std::string text = summary.render(info);
  const std::string header = text.substr(0, text.find('\n'));
  EXPECT_NE(header.find("solve ms"), std::string::npos) << header;
  EXPECT_NE(header.find("solves/s"), std::string::npos) << header;
  // "total" and "puzzles/s" once meant the sum of solve times in the table and the wall clock
  // under it; now neither word is used for both.
  EXPECT_EQ(text.find("total"), std::string::npos) << text;
  EXPECT_EQ(text.find("puzzles/s"), std::string::npos) << text;
  EXPECT_NE(text.find("\nsolve ms: the puzzles' solve times added up; solves/s: puzzles per second of "
                      "solve time, one thread's rate\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\nwall time 2.000 s on 2 threads: 1 puzzles per wall-clock second; solve times "
                      "add up to 4.000 s, speed-up 2.00x\n"),
            std::string::npos)
      << text;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(SummaryTest, SaysWhyFilesGaveNoPuzzlesInsteadOfATableOfZeros) {
  Summary summary({"missing.txt", "empty.txt", "comments.txt"});
  summary.set_problem(0, "cannot open: No such file or directory");
  summary.set_problem(1, "empty file: no puzzles");
  RunInfoParts info;
  info.options.threads = 2;
  const std::string text = summary.render(info);
  EXPECT_FALSE(has(text, "puzzles   solved")) << text;  // no header
  EXPECT_FALSE(has(text, "\nall ")) << text;
  EXPECT_FALSE(has(text, " 0.0 ")) << text;
  EXPECT_TRUE(has(text,
                  "no puzzles recorded, so no table\n"
                  "no puzzles from 3 files:\n"
                  "  missing.txt: cannot open: No such file or directory\n"
                  "  empty.txt: empty file: no puzzles\n"
                  "  comments.txt: no puzzle lines (only blank and comment lines)\n"))
      << text;
  EXPECT_TRUE(has(text, "\nwall time 0.000 s on 2 threads: no puzzle recorded in this run\n")) << text;
}

TEST(SummaryTest, ListsAFileWithoutPuzzlesUnderTheTable) {
  Summary summary({"a.txt", "missing.txt"});
  add_solve(summary.file(0), BackendStatus::kSolved, {}, 10.0);
  summary.set_problem(1, "cannot open: No such file or directory");
  RunInfoParts info;
  info.facts.wall_s = 1.0;
  const std::string text = summary.render(info);
  EXPECT_TRUE(has(text, "\na.txt ")) << text;
  EXPECT_FALSE(has(text, "\nmissing.txt ")) << text;  // no row of zeros
  EXPECT_TRUE(has(text,
                  "rate\nno puzzles from 1 file:\n  missing.txt: cannot open: No such file or "
                  "directory\n\nwall time"))
      << text;
}

TEST(SummaryTest, InterruptedRunDoesNotCallUnreachedFilesEmpty) {
  Summary summary({"a.txt", "b.txt"});
  add_solve(summary.file(0), BackendStatus::kSolved, {}, 10.0);
  RunInfoParts info;
  info.end.interrupted = true;
  EXPECT_FALSE(has(summary.render(info), "b.txt")) << summary.render(info);
}

TEST(SummaryTest, AfterResumeCountsTheEarlierRowsInTheTableButNotInTheWallTime) {
  Summary summary({"a.txt"});
  for (int i = 0; i < 25; ++i)
    add_solve(summary.earlier(0), BackendStatus::kSolved, with_guesses(1, 2), 100.0);
  add_invalid(summary.earlier(0));
  for (int i = 0; i < 5; ++i) {
    add_solve(summary.file(0), BackendStatus::kSolved, with_guesses(0, 1), 300.0);
    summary.add_solving(300.0);
  }
  RunInfoParts info;
  info.facts.wall_s = 0.5;
  info.options.threads = 1;
  info.facts.resumed = 26;
  info.options.resume = true;
  info.options.csv_path = "run.csv";
  info.end.csv_rows_left_out = 40;
  const std::string text = summary.render(info);
  EXPECT_EQ(summary.overall().puzzles, 31u);
  EXPECT_EQ(summary.overall().solved, 30u);
  EXPECT_EQ(summary.this_run().puzzles, 5u);
  EXPECT_TRUE(has(text, "\na.txt        31       30       1        4.0 ")) << text;
  EXPECT_TRUE(has(text, "\nall          31       30       1        4.0 ")) << text;
  EXPECT_TRUE(has(text,
                  "\nresumed: 26 puzzles already in run.csv, skipped; 5 recorded now; the table "
                  "counts both\n  run.csv also holds 40 rows of other techniques, searches or "
                  "files, not in the table\n"))
      << text;
  // This run: 5 puzzles in 0.5 s of wall time, 1.5 ms of solving.
  EXPECT_TRUE(has(text,
                  "\nwall time 0.500 s on 1 thread: 10 puzzles per wall-clock second; solve times "
                  "add up to 0.002 s, speed-up 0.00x\n"))
      << text;
  EXPECT_TRUE(has(text, " resumed-skipped=26")) << text;
}

TEST(SummaryTest, ResumeWithNothingToSkipSaysSo) {
  Summary summary({"a.txt"});
  add_solve(summary.file(0), BackendStatus::kSolved, {}, 10.0);
  RunInfoParts info;
  info.options.resume = true;
  info.options.csv_path = "run.csv";
  info.end.csv_rows_left_out = 1;
  EXPECT_TRUE(has(summary.render(info),
                  "\nresumed: none of these puzzles in run.csv yet; 1 recorded now\n"
                  "  run.csv also holds 1 row of other techniques, searches or "
                  "files, not in the table\n"))
      << summary.render(info);
  info.end.csv_rows_left_out = 0;
  EXPECT_FALSE(has(summary.render(info), "resumed")) << summary.render(info);
}

TEST(SolutionCountsTest, CountsRowsOfAnEarlierRunAsTheyWereMeasured) {
  SolutionCounts counts;
  counts.add_recorded(BackendStatus::kSolved, 1, 3);
  counts.add_recorded(BackendStatus::kSolved, 2, 3);
  counts.add_recorded(BackendStatus::kSolved, 3, 3);
  counts.add_recorded(BackendStatus::kUnsolvable, 0, 3);
  counts.add_recorded(BackendStatus::kTimeout, std::nullopt, 3);
  counts.add_recorded(BackendStatus::kSolved, std::nullopt, 3);  // a count cut short
  EXPECT_EQ(counts.render(3),
            "solutions (--count=3): 1 unique, 1 with none, 1 with 2, 1 with 3 or more, 2 not counted "
            "(timeout)\n");
}

TEST(SummaryTest, RendersFileRowsAllRowAndProvenance) {
  Summary summary({"a.txt", "empty.txt", "b,c.txt"});
  add_solve(summary.file(0), BackendStatus::kSolved, {}, 10.0);
  add_invalid(summary.file(2));
  RunInfoParts info;
  info.facts.wall_s = 0.5;
  info.options.threads = 2;
  info.options.techniques = "fl+cp";
  info.options.solve.strategy = SearchStrategy::kLearn;
  info.options.solve.seed = 3;
  info.end.commit = "6cb7b00087d9";
  info.options.solve.timeout_s = 0.2;
  const std::string text = summary.render(info);
  EXPECT_NE(text.find("a.txt"), std::string::npos);
  EXPECT_EQ(text.find("\nempty.txt "), std::string::npos);                    // no puzzles: no row,
  EXPECT_NE(text.find("\n  empty.txt: no puzzle lines"), std::string::npos);  // but a word why
  EXPECT_NE(text.find("\nall "), std::string::npos);
  EXPECT_NE(text.find("\nrun: techniques=fl+cp search=learn engine=queue seed=3 timeout=0.2s "
                      "threads=2 files=3 commit=6cb7b00087d9"),
            std::string::npos)
      << text;
  EXPECT_EQ(summary.overall().puzzles, 2u);
  EXPECT_EQ(text.find("pinned="), std::string::npos) << text;
  info.options.pin_cpus = {2, 3};
  const std::string pinned = summary.render(info);
  EXPECT_NE(pinned.find(" commit=6cb7b00087d9 pinned=2,3\n"), std::string::npos) << pinned;
}

}  // namespace
}  // namespace sudoku::harness

namespace sudoku::harness {
namespace {

TEST(TallyTest, LeavesSolvesWithUnknownGuessesOutOfTheGuessFigures) {
  Tally t;
  Stats two;
  two.guesses = 2;
  two.recursions = 4;
  add_solve(t, BackendStatus::kSolved, two, 10.0);
  add_solve(t, BackendStatus::kSolved, {}, 10.0);
  add_solve(t, BackendStatus::kSolved, {}, 10.0,
            /*guesses_known=*/false);  // another solver: 0 is not "no guess"
  EXPECT_EQ(t.solved, 3u);
  EXPECT_DOUBLE_EQ(t.no_guess_percent(), 50.0);
  EXPECT_DOUBLE_EQ(t.guesses_per_puzzle(), 1.0);
  EXPECT_DOUBLE_EQ(t.recursions_per_puzzle(), 2.0);
  EXPECT_EQ(t.ran(), 3u);
}

}  // namespace
}  // namespace sudoku::harness
