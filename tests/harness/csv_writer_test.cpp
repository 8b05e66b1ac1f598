#include "harness/csv_writer.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "harness/resume_index.h"

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

TEST(CsvHeaderTest, ListsTheDocumentedColumnsInOrder) {
  EXPECT_EQ(csv_header(),
            "file,line,size,block,givens,techniques,status,solve_us,recursions,guesses,backtracks,"
            "placements,eliminations,elim_fl,elim_cp,elim_subsets,elim_intersections,elim_fish,search,"
            "search_ran,techniques_ran,conflicts,rank,portfolio,winner\n");
  EXPECT_EQ(csv_columns().size(), 25u);
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
  CsvRow row{"p.txt", 7, 12, "4x3", 60, "all", "solved", 12.345, &stats, "auto", {}, std::nullopt,
             std::nullopt, "backtrack+learn", "fl+mrv+cp", 3, 4, 2};
  EXPECT_EQ(format_csv_row(row),
            "p.txt,7,12,4x3,60,all,solved,12.3,3,2,1,81,300,250,40,6,3,1,auto,backtrack+learn,fl+mrv+cp,5,3,4,2\n");
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
  Stats stats;
  CsvRow row{"p.txt", 1, 4, "2x2", 0, "all", "solved", 1.0, &stats, "auto", {.rated = true}, std::nullopt,
             Rating{Difficulty::kGuessing, 17, true}, "backtrack", "all"};
  EXPECT_EQ(format_csv_row(row), "p.txt,1,4,2x2,0,all,solved,1.0,0,0,0,0,0,0,0,0,0,0,auto,backtrack,all,0,0,1,0,guessing,17\n");
  row.rating = Rating{Difficulty::kIntersections, 0, true};
  EXPECT_EQ(fields_of(format_csv_row(row)).back(), "0");
  row.rating = Rating{Difficulty::kGuessing, 5, false};  // the timeout cut the guessing search short
  auto fields = fields_of(format_csv_row(row));
  ASSERT_EQ(fields.size(), csv_columns({.rated = true}).size());
  EXPECT_EQ(fields[fields.size() - 2], "guessing");
  EXPECT_EQ(fields.back(), "");
  row.rating.reset();  // not solved: nothing rated
  fields = fields_of(format_csv_row(row));
  EXPECT_EQ(fields[fields.size() - 2], "");
  EXPECT_EQ(fields.back(), "");
}

TEST(CsvRowTest, CountedRowEndsWithTheCountOrAnEmptyField) {
  Stats stats;
  CsvRow row{"p.txt", 1, 4, "2x2", 0, "all", "solved", 1.0, &stats, "auto", {.counted = true}, 2, std::nullopt,
             "backtrack", "all"};
  EXPECT_EQ(format_csv_row(row), "p.txt,1,4,2x2,0,all,solved,1.0,0,0,0,0,0,0,0,0,0,0,auto,backtrack,all,0,0,1,0,2\n");
  row.solutions.reset();  // a timeout cut the count short
  const auto fields = fields_of(format_csv_row(row));
  ASSERT_EQ(fields.size(), csv_columns({.counted = true}).size());
  EXPECT_EQ(fields.back(), "");
}

TEST(CsvRowTest, LeavesCountersEmptyForInvalidLine) {
  CsvRow row{"dir,with comma/p.txt", 3, std::nullopt, "", std::nullopt, "fl+cp", "invalid",
             std::nullopt, nullptr, "", {}, std::nullopt, std::nullopt, "", ""};
  const auto fields = fields_of(format_csv_row(row));
  ASSERT_EQ(fields.size(), csv_columns().size());
  EXPECT_EQ(fields[0], "dir,with comma/p.txt");
  EXPECT_EQ(fields[6], "invalid");
  // Every counter and the portfolio empty; the rank that read the line is still known.
  const auto columns = csv_columns();
  const auto rank = std::find(columns.begin(), columns.end(), "rank") - columns.begin();
  for (std::size_t i = 7; i < fields.size(); ++i) {
    EXPECT_EQ(fields[i], static_cast<std::ptrdiff_t>(i) == rank ? "0" : "") << columns[i];
  }
}

}  // namespace
}  // namespace sudoku::harness
