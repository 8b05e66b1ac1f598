#include "harness/report/solver_table.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sudoku::harness {
namespace {

TallyRow row(BackendStatus status, double us, std::optional<std::uint64_t> guesses,
             std::optional<double> cpu_us, std::optional<std::uint64_t> peak_rss_kib) {
  TallyRow r;
  r.status = status;
  r.us = us;
  r.guesses = guesses;
  r.cpu_us = cpu_us;
  r.peak_rss_kib = peak_rss_kib;
  return r;
}

// A table of two solvers over `puzzles` lines of one file, `other` taking `factor` times native's time.
std::string table_of(std::size_t puzzles, double factor) {
  SolverTable table(1, {"native", "other"});
  for (std::size_t line = 1; line <= puzzles; ++line) {
    const double us = 100.0 * static_cast<double>(line);
    table.add(SolverRow{0, line, "native", row(BackendStatus::kSolved, us, 0, std::nullopt, std::nullopt)});
    table.add(SolverRow{0, line, "other",
                        row(BackendStatus::kSolved, us * factor, std::nullopt, std::nullopt, std::nullopt)});
  }
  return table.render({"p.txt"});
}

TEST(SolverTableTest, SaysInWordsWhichSolverIsFaster) {
  EXPECT_NE(table_of(6, 2.0).find("2.000x [2.000, 2.000] slower, n=6"), std::string::npos)
      << table_of(6, 2.0);
  // A ratio below 1 is turned round, its interval with it.
  EXPECT_NE(table_of(6, 0.25).find("4.000x [4.000, 4.000] faster, n=6"), std::string::npos)
      << table_of(6, 0.25);
}

TEST(SolverTableTest, GivesNoIntervalForFewerThanFivePuzzles) {
  const std::string text = table_of(4, 3.0);
  EXPECT_NE(text.find("3.000x slower, n=4: too few puzzles for an interval"), std::string::npos) << text;
  EXPECT_EQ(text.find("["), std::string::npos) << text;
  EXPECT_NE(table_of(5, 3.0).find("3.000x [3.000, 3.000] slower, n=5"), std::string::npos);
}

TEST(SolverTableTest, CountsEachSolversPuzzlesApart) {
  SolverTable table(1, {"native", "other"});
  for (std::size_t line = 1; line <= 3; ++line) {
    table.add(SolverRow{0, line, "native", row(BackendStatus::kSolved, 10.0, 0, std::nullopt, std::nullopt)});
    table.add(SolverRow{0, line, "other",
                        row(BackendStatus::kTimeout, 1e6, std::nullopt, std::nullopt, std::nullopt)});
  }
  EXPECT_EQ(table.tally(0, 0).puzzles, 3u);
  EXPECT_EQ(table.tally(0, 1).puzzles, 3u);
  EXPECT_EQ(table.tally(0, 1).timeouts, 3u);
  EXPECT_NE(table.render({"p.txt"}).find("no puzzle solved by both"), std::string::npos);
}

TEST(SolverTableTest, ShowsCpuTimeAndAWorkersPeakMemoryBesideTime) {
  SolverTable table(1, {"native", "other"});
  for (std::size_t line = 1; line <= 2; ++line) {
    table.add(SolverRow{0, line, "native", row(BackendStatus::kSolved, 10.0, 0, 8.0, std::nullopt)});
    table.add(SolverRow{0, line, "other",
                        row(BackendStatus::kSolved, 40.0, std::nullopt, 30.0 + line, 2048 * line)});
  }
  const std::string text = table.render({"p.txt"});
  EXPECT_NE(text.find("cpu µs/p"), std::string::npos) << text;
  EXPECT_NE(text.find("31.5"), std::string::npos) << text;  // the other's mean CPU time
  EXPECT_NE(text.find("4.0"), std::string::npos) << text;   // its largest peak, 4096 KiB in MiB
  const std::string markdown = table.render_markdown({"p.txt"});
  EXPECT_NE(markdown.find("### p.txt"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("| native | 2 |"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("| 31.5 | 4.0 |"), std::string::npos) << markdown;
  EXPECT_NE(markdown.find("4.000x slower, n=2: too few puzzles for an interval |"), std::string::npos)
      << markdown;
}

}  // namespace
}  // namespace sudoku::harness
