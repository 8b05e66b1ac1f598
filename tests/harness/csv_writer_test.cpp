#include "harness/core/csv_columns.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "harness/output/resume_index.h"

namespace sudoku::harness {
namespace {

std::vector<std::string> fields_of(const std::string& text) {
  std::size_t complete = 0;
  auto records = parse_csv(text, &complete);
  EXPECT_EQ(records.size(), 1u);
  return records.empty() ? std::vector<std::string>{} : records.front();
}

TEST(CsvQuoteTest, LeavesPlainFieldAlone) { EXPECT_EQ(csv_quote("puzzles/easy.txt"), "puzzles/easy.txt"); }

TEST(CsvQuoteTest, QuotesFieldWithComma) { EXPECT_EQ(csv_quote("a,b.txt"), "\"a,b.txt\""); }

TEST(CsvQuoteTest, DoublesInnerQuotes) { EXPECT_EQ(csv_quote("say \"hi\""), "\"say \"\"hi\"\"\""); }

TEST(CsvQuoteTest, QuotesLineBreaks) {
  EXPECT_EQ(csv_quote("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_quote("cr\r"), "\"cr\r\"");
}

PuzzleResult solved_result(const Stats& stats = {}) {
  PuzzleResult r;
  r.line = 1;
  r.size = 4;
  r.block = "2x2";
  r.givens = 0;
  r.result.status = BackendStatus::kSolved;
  r.result.stats = stats;
  r.result.known = kKnowsAll;
  r.result.search_ran = SearchRan::kBacktrack;
  r.result.techniques_ran = TechniqueSet::all();
  r.solve_ns = 1000;
  return r;
}

std::string row_of(const PuzzleResult& r, CsvShape shape = {}) {
  return format_csv_row({r, "p.txt", "all", "auto"}, shape);
}

TEST(CsvHeaderTest, ListsTheDocumentedColumnsInOrder) {
  EXPECT_EQ(
      csv_header(),
      "file,line,size,block,givens,solver,techniques,status,solve_us,recursions,guesses,backtracks,"
      "placements,eliminations,elim_fl,elim_cp,elim_subsets,elim_intersections,elim_fish,search,"
      "search_ran,techniques_ran,conflicts,rank,portfolio,winner,winner_solver,cpu_us,peak_rss_kib,rounds,"
      "repeats,"
      "solve_us_min,solve_us_max\n");
  EXPECT_EQ(csv_columns().size(), 33u);
}

TEST(CsvColumnTest, EveryColumnHasAMeaningAndAValue) {
  for (const CsvColumn& column : csv_column_table()) {
    EXPECT_FALSE(column.meaning.empty()) << column.name;
    EXPECT_NE(column.value, nullptr) << column.name;
    EXPECT_NE(column_list().find(column.name + ' '), std::string::npos) << column.name;
  }
}

TEST(CsvRowTest, FormatsSolvedRowWithOneDecimalAndEveryCounter) {
  Stats stats;
  stats.recursions = 3;
  stats.guesses = 2;
  stats.backtracks = 1;
  stats.conflicts = 5;
  stats.placements = 81;
  stats.eliminations = 300;
  stats.eliminated[idx(TechniqueId::kForwardLooking)] = 250;
  stats.eliminated[idx(TechniqueId::kHiddenSingle)] = 40;
  stats.eliminated[idx(TechniqueId::kSubsets)] = 6;
  stats.eliminated[idx(TechniqueId::kIntersections)] = 3;
  stats.eliminated[idx(TechniqueId::kFish)] = 1;
  PuzzleResult r = solved_result(stats);
  r.line = 7;
  r.size = 12;
  r.block = "4x3";
  r.givens = 60;
  r.solve_ns = 12345;
  r.result.search_ran = SearchRan::kBacktrackThenLearn;
  r.result.techniques_ran = *TechniqueSet::parse("fl,mrv,cp");
  r.rank = 3;
  r.portfolio = 4;
  r.winner = 2;
  EXPECT_EQ(row_of(r),
            "p.txt,7,12,4x3,60,native,all,solved,12.3,3,2,1,81,300,250,40,6,3,1,auto,backtrack+learn,fl+mrv+"
            "cp,5,3,4,"
            "2,,,,1,1,12.3,12.3\n");
}

// --rounds: the median, the fastest and the slowest round; cpu_us and a worker's peak where read;
// the solves each round repeated (--min-round-us).
TEST(CsvRowTest, FormatsTheRoundsCpuTimeAndPeakMemory) {
  PuzzleResult r = solved_result();
  r.solve_ns = 20'000;
  r.rounds = 5;
  r.repeats = 7;
  r.solve_ns_min = 15'000;
  r.solve_ns_max = 90'060;
  r.cpu_ns = 18'440;
  r.peak_rss_kib = 4096;
  const auto fields = fields_of(row_of(r));
  ASSERT_EQ(fields.size(), csv_columns().size());
  const std::vector<std::string> tail(fields.end() - 6, fields.end());
  EXPECT_EQ(tail, (std::vector<std::string>{"18.4", "4096", "5", "7", "15.0", "90.1"}));
  EXPECT_EQ(fields[8], "20.0");
}

TEST(CsvHeaderTest, CountAddsTheSolutionsColumnLast) {
  EXPECT_EQ(csv_header({.counted = true}), csv_header().substr(0, csv_header().size() - 1) + ",solutions\n");
  EXPECT_EQ(csv_columns({.counted = true}).size(), csv_columns().size() + 1);
}

TEST(CsvHeaderTest, RateAddsTheRatingColumnsAfterTheCount) {
  const std::string plain = csv_header().substr(0, csv_header().size() - 1);
  EXPECT_EQ(csv_header({.rated = true}), plain + ",rating,rating_guesses\n");
  EXPECT_EQ(csv_header({.counted = true, .rated = true}), plain + ",solutions,rating,rating_guesses\n");
}

TEST(CsvRowTest, RatedRowEndsWithTheRungAndGuesses) {
  PuzzleResult r = solved_result();
  r.rating = Rating{Difficulty::kGuessing, 17, true};
  EXPECT_EQ(
      row_of(r, {.rated = true}),
      "p.txt,1,4,2x2,0,native,all,solved,1.0,0,0,0,0,0,0,0,0,0,0,auto,backtrack,all,0,0,1,0,,,,1,1,1.0,1."
      "0,guessing,"
      "17\n");
  r.rating = Rating{Difficulty::kIntersections, 0, true};
  EXPECT_EQ(fields_of(row_of(r, {.rated = true})).back(), "0");
  r.rating = Rating{Difficulty::kGuessing, 5, false};  // the timeout cut the guessing search short
  auto fields = fields_of(row_of(r, {.rated = true}));
  ASSERT_EQ(fields.size(), csv_columns({.rated = true}).size());
  EXPECT_EQ(fields[fields.size() - 2], "guessing");
  EXPECT_EQ(fields.back(), "");
  r.rating.reset();  // not solved: nothing rated
  fields = fields_of(row_of(r, {.rated = true}));
  EXPECT_EQ(fields[fields.size() - 2], "");
  EXPECT_EQ(fields.back(), "");
}

TEST(CsvRowTest, CountedRowEndsWithTheCountOrAnEmptyField) {
  PuzzleResult r = solved_result();
  r.result.solutions = 2;
  EXPECT_EQ(row_of(r, {.counted = true}),
            "p.txt,1,4,2x2,0,native,all,solved,1.0,0,0,0,0,0,0,0,0,0,0,auto,backtrack,all,0,0,1,0,,,,1,1,1.0,"
            "1.0,2\n");
  r.result.count_complete = false;  // a timeout cut the count short
  const auto fields = fields_of(row_of(r, {.counted = true}));
  ASSERT_EQ(fields.size(), csv_columns({.counted = true}).size());
  EXPECT_EQ(fields.back(), "");
}

TEST(CsvRowTest, LeavesCountersEmptyForInvalidLine) {
  PuzzleResult r;
  r.kind = PuzzleResult::Kind::kInvalidLine;
  r.line = 3;
  const auto fields = fields_of(format_csv_row({r, "dir,with comma/p.txt", "fl+cp", ""}, {}));
  ASSERT_EQ(fields.size(), csv_columns().size());
  EXPECT_EQ(fields[0], "dir,with comma/p.txt");
  const auto columns = csv_columns();
  const auto at = [&](std::string_view name) {
    return static_cast<std::size_t>(std::find(columns.begin(), columns.end(), name) - columns.begin());
  };
  EXPECT_EQ(fields[at("status")], "invalid");
  EXPECT_EQ(fields[at("solver")], "native");
  // Every counter and the portfolio empty; the rank that read the line is still known.
  for (std::size_t i = at("solve_us"); i < fields.size(); ++i) {
    EXPECT_EQ(fields[i], i == at("rank") ? "0" : "") << columns[i];
  }
}

TEST(CsvRowTest, ClashingGivensAreAnInvalidRowWithoutCounters) {
  PuzzleResult r = solved_result();
  r.result.status = BackendStatus::kInvalid;
  const auto fields = fields_of(row_of(r));
  const auto columns = csv_columns();
  EXPECT_EQ(fields[std::find(columns.begin(), columns.end(), "status") - columns.begin()], "invalid");
  EXPECT_EQ(fields[std::find(columns.begin(), columns.end(), "recursions") - columns.begin()], "");
}

}  // namespace
}  // namespace sudoku::harness
