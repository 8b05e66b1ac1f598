#include "harness/resume_index.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "harness/csv_writer.h"

namespace sudoku::harness {
namespace {

std::string write_temp(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("resume_index_test_" + std::to_string(getpid()) + "_" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

std::string row(const std::string& file, int line, const std::string& techniques,
                const std::string& search = "auto") {
  return format_csv_row(CsvRow{file, static_cast<std::size_t>(line), 9, "3x3", 30, techniques,
                               "solved", 1.0, nullptr, search, {}, std::nullopt, std::nullopt, "learn", techniques});
}

TEST(ParseCsvTest, UndoesQuotingAndKeepsQuotedNewlines) {
  std::size_t complete = 0;
  const auto records = parse_csv("a,\"b,c\",\"d\"\"e\"\n\"x\ny\",z\r\n", &complete);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0], (std::vector<std::string>{"a", "b,c", "d\"e"}));
  EXPECT_EQ(records[1], (std::vector<std::string>{"x\ny", "z"}));
}

TEST(ParseCsvTest, LeavesOutTornLastRecord) {
  std::size_t complete = 0;
  const auto records = parse_csv("a,b\nc,d\ne,", &complete);
  EXPECT_EQ(records.size(), 2u);
  EXPECT_EQ(complete, 8u);
}

TEST(ResumeIndexTest, KeepsRowsOfTheSameSearchOnly) {
  const std::string path = write_temp("search.csv", csv_header() + row("a.txt", 1, "all") +
                                                        row("a.txt", 2, "all", "learn"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "learn", {}, &error)) << error;
  EXPECT_EQ(index.rows(), 1u);
  EXPECT_EQ(index.lines_by_file({"a.txt"})[0], (std::unordered_set<std::size_t>{2}));
}

TEST(ResumeIndexTest, KeepsRowsOfTheSameTechniquesOnly) {
  const std::string path = write_temp("same.csv", csv_header() + row("a,b.txt", 1, "all") +
                                                      row("a,b.txt", 2, "none") + row("c.txt", 5, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, &error)) << error;
  EXPECT_TRUE(index.has_header());
  EXPECT_EQ(index.rows(), 2u);
  const auto done = index.lines_by_file({"a,b.txt", "c.txt", "other.txt"});
  EXPECT_EQ(done[0], (std::unordered_set<std::size_t>{1}));
  EXPECT_EQ(done[1], (std::unordered_set<std::size_t>{5}));
  EXPECT_TRUE(done[2].empty());
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, ReportsWhereTheTornRowStarts) {
  const std::string good = csv_header() + row("c.txt", 5, "all");
  const std::string path = write_temp("torn.csv", good + "c.txt,6,9,3x");
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, &error)) << error;
  EXPECT_EQ(index.rows(), 1u);
  EXPECT_EQ(index.complete_bytes(), good.size());
  EXPECT_GT(index.file_bytes(), good.size());
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RefusesForeignCsv) {
  const std::string path = write_temp("foreign.csv", "name,score\nann,3\n");
  ResumeIndex index;
  std::string error;
  EXPECT_FALSE(index.load(path, "all", "auto", {}, &error));
  EXPECT_NE(error.find("header"), std::string::npos);
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RefusesCsvWrittenWithOtherCountOption) {
  const std::string path = write_temp("counted.csv", csv_header({.counted = true}));
  ResumeIndex index;
  std::string error;
  EXPECT_FALSE(index.load(path, "all", "auto", {}, &error));
  EXPECT_NE(error.find("with --count"), std::string::npos) << error;
  EXPECT_TRUE(index.load(path, "all", "auto", {.counted = true}, &error)) << error;
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RefusesCsvWrittenWithOtherRateOption) {
  const std::string path = write_temp("rated.csv", csv_header({.rated = true}));
  ResumeIndex index;
  std::string error;
  EXPECT_FALSE(index.load(path, "all", "auto", {.counted = true}, &error));
  EXPECT_NE(error.find("without --count and with --rate"), std::string::npos) << error;
  EXPECT_TRUE(index.load(path, "all", "auto", {.rated = true}, &error)) << error;
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, KeepsWhatEachRowSaysForTheSummary) {
  Stats stats;
  stats.recursions = 7;
  stats.guesses = 3;
  const auto counted_row = [&](std::size_t line, std::string_view status, std::optional<double> us,
                               const Stats* figures, std::optional<std::uint64_t> solutions) {
    return format_csv_row(CsvRow{"a.txt", line, 9, "3x3", 30, "all", status, us, figures, "auto",
                                 {.counted = true}, solutions, std::nullopt, "learn", "all"});
  };
  const std::string path = write_temp(
      "figures.csv", csv_header({.counted = true}) + counted_row(1, "solved", 12.5, &stats, 2) +
                         counted_row(2, "invalid", std::nullopt, nullptr, std::nullopt) +
                         counted_row(3, "timeout", 2e6, &stats, std::nullopt) +
                         counted_row(4, "solved", 1.0, &stats, 1).replace(0, 5, "b.txt") +
                         format_csv_row(CsvRow{"a.txt", 5, 9, "3x3", 30, "none", "solved", 1.0, &stats,
                                               "auto", {.counted = true}, 1, std::nullopt, "learn", "all"}));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {.counted = true}, &error)) << error;
  EXPECT_EQ(index.csv_rows(), 5u);  // every row, of any technique set
  const auto rows = index.rows_by_file({"a.txt", "c.txt", "a.txt"});
  ASSERT_EQ(rows.size(), 3u);
  ASSERT_EQ(rows[0].size(), 3u);
  EXPECT_EQ(rows[0][0].status, "solved");
  EXPECT_EQ(rows[0][0].solve_us, 12.5);
  EXPECT_EQ(rows[0][0].recursions, 7u);
  EXPECT_EQ(rows[0][0].guesses, 3u);
  EXPECT_EQ(rows[0][0].solutions, std::optional<std::uint64_t>(2));
  EXPECT_EQ(rows[0][1].status, "invalid");
  EXPECT_FALSE(rows[0][1].solve_us.has_value());
  EXPECT_EQ(rows[0][2].status, "timeout");
  EXPECT_FALSE(rows[0][2].solutions.has_value());
  EXPECT_TRUE(rows[1].empty());
  EXPECT_EQ(rows[2].size(), 3u);  // a file named twice gets its rows twice, as its lines are skipped twice
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, TreatsMissingFileAsFreshRun) {
  ResumeIndex index;
  std::string error;
  EXPECT_TRUE(index.load("/nonexistent/dir/run.csv", "all", "auto", {}, &error));
  EXPECT_FALSE(index.has_header());
  EXPECT_EQ(index.rows(), 0u);
}

}  // namespace
}  // namespace sudoku::harness
