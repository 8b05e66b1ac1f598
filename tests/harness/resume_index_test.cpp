#include "harness/output/resume_index.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "harness/output/csv_writer.h"

namespace sudoku::harness {
namespace {

std::string write_temp(const std::string& name, const std::string& text) {
  const auto path =
      std::filesystem::temp_directory_path() / ("resume_index_test_" + std::to_string(getpid()) + "_" + name);
  std::ofstream(path, std::ios::binary) << text;
  return path.string();
}

// A 9x9 puzzle's result at `line`, as the solver would report it.
PuzzleResult result_of(std::size_t line, BackendStatus status, double us, const Stats& stats = {},
                       std::optional<std::uint64_t> solutions = std::nullopt) {
  PuzzleResult r;
  r.line = line;
  r.size = 9;
  r.block = "3x3";
  r.givens = 30;
  r.result.status = status;
  r.result.stats = stats;
  r.result.known = kKnowsAll;
  r.result.search_ran = SearchRan::kLearn;
  r.result.solutions = solutions.value_or(0);
  r.result.count_complete = solutions.has_value();
  r.solve_ns = static_cast<std::int64_t>(us * 1e3);
  return r;
}

std::string row(const std::string& file, int line, const std::string& techniques,
                const std::string& search = "auto") {
  return format_csv_row(
      {result_of(static_cast<std::size_t>(line), BackendStatus::kSolved, 1.0), file, techniques, search}, {});
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
  const std::string path =
      write_temp("search.csv", csv_header() + row("a.txt", 1, "all") + row("a.txt", 2, "all", "learn"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "learn", {}, {}, &error)) << error;
  EXPECT_EQ(index.rows(), 1u);
  EXPECT_EQ(index.lines_by_file({"a.txt"})[0], (std::unordered_set<std::size_t>{2}));
  std::filesystem::remove(path);
}

// A row of `solver` for a.txt:line, as another backend writes it: status `wrong`, counters unknown.
std::string solver_row(int line, const std::string& solver, const std::string& backend_status = "") {
  PuzzleResult r = result_of(static_cast<std::size_t>(line), BackendStatus::kSolved, 1.0);
  r.solver = solver;
  if (!backend_status.empty()) r.result.status = *backends::parse_backend_status(backend_status);
  r.result.known = 0;
  return format_csv_row({r, "a.txt", "all", "auto"}, {});
}

TEST(ResumeIndexTest, KeysRowsBySolverToo) {
  const std::string path =
      write_temp("solvers.csv", csv_header() + solver_row(1, "native") + solver_row(1, "cadical") +
                                    solver_row(2, "native") + solver_row(3, "cadical", "wrong") +
                                    solver_row(4, "other") + solver_row(2, "native"));
  ResumeIndex index;
  index.key_by_solvers({"native", "cadical"});
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  // The second native row of line 2 is a second row; cadical's of line 1 is not.
  ASSERT_EQ(index.dropped().size(), 1u);
  EXPECT_EQ(index.dropped()[0].kind, kSecondRow);
  EXPECT_EQ(index.rows(), 4u);  // "other" is no solver of this run
  EXPECT_EQ(index.lines_by_file({"a.txt"})[0], (std::unordered_set<std::size_t>{1}));
  const auto by_line = index.solvers_by_line({"a.txt"})[0];
  EXPECT_EQ(by_line.at(1), 3u);
  EXPECT_EQ(by_line.at(2), 1u);  // native's bit: cadical still to run
  EXPECT_EQ(by_line.at(3), 2u);  // a wrong answer is a row like any other
  EXPECT_EQ(by_line.count(4), 0u);
  EXPECT_EQ(index.every_solver(), 3u);
  std::filesystem::remove(path);
}

// A row of `solver` for a.txt:line with the techniques and search columns given.
std::string labelled_row(int line, const std::string& solver, const std::string& techniques,
                         const std::string& search) {
  PuzzleResult r = result_of(static_cast<std::size_t>(line), BackendStatus::kSolved, 1.0);
  r.solver = solver;
  return format_csv_row({r, "a.txt", techniques, search}, {});
}

TEST(ResumeIndexTest, TakesAnotherProgramsRowsWhateverTheLabels) {
  // cadical reads neither option: its n/a rows, and its rows with the run's labels (an older
  // version's), are done; native's rows of other techniques are not.
  const std::string path = write_temp(
      "labels.csv", csv_header() + labelled_row(1, "native", "all", "auto") +
                        labelled_row(1, "cadical", "n/a", "n/a") + labelled_row(2, "native", "fl", "auto") +
                        labelled_row(2, "cadical", "all", "auto") + labelled_row(3, "cadical", "fl", "auto") +
                        labelled_row(4, "native", "n/a", "n/a"));
  ResumeIndex index;
  index.key_by_solvers({"native", "cadical"}, {"cadical"});
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_TRUE(index.dropped().empty());
  const auto by_line = index.solvers_by_line({"a.txt"})[0];
  EXPECT_EQ(by_line.at(1), 3u);
  EXPECT_EQ(by_line.at(2), 2u);     // cadical's, labelled as before n/a
  EXPECT_EQ(by_line.count(3), 0u);  // labels neither n/a nor the run's: another run's row
  EXPECT_EQ(by_line.count(4), 0u);  // native's rows always carry the run's labels
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, KeepsRowsOfTheSameTechniquesOnly) {
  const std::string path = write_temp("same.csv", csv_header() + row("a,b.txt", 1, "all") +
                                                      row("a,b.txt", 2, "none") + row("c.txt", 5, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
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
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_EQ(index.rows(), 1u);
  EXPECT_EQ(index.complete_bytes(), good.size());
  EXPECT_GT(index.file_bytes(), good.size());
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RefusesForeignCsv) {
  const std::string path = write_temp("foreign.csv", "name,score\nann,3\n");
  ResumeIndex index;
  std::string error;
  EXPECT_FALSE(index.load(path, "all", "auto", {}, {}, &error));
  EXPECT_NE(error.find("header"), std::string::npos);
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RefusesCsvWrittenWithOtherCountOption) {
  const std::string path = write_temp("counted.csv", csv_header({.counted = true}));
  ResumeIndex index;
  std::string error;
  EXPECT_FALSE(index.load(path, "all", "auto", {}, {}, &error));
  EXPECT_NE(error.find("with --count"), std::string::npos) << error;
  EXPECT_TRUE(index.load(path, "all", "auto", {.counted = true}, {}, &error)) << error;
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RefusesCsvWrittenWithOtherRateOption) {
  const std::string path = write_temp("rated.csv", csv_header({.rated = true}));
  ResumeIndex index;
  std::string error;
  EXPECT_FALSE(index.load(path, "all", "auto", {.counted = true}, {}, &error));
  EXPECT_NE(error.find("without --count and with --rate"), std::string::npos) << error;
  EXPECT_TRUE(index.load(path, "all", "auto", {.rated = true}, {}, &error)) << error;
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, KeepsWhatEachRowSaysForTheSummary) {
  Stats stats;
  stats.recursions = 7;
  stats.guesses = 3;
  const auto counted_row = [&](const PuzzleResult& r, std::string_view techniques = "all") {
    return format_csv_row({r, "a.txt", techniques, "auto"}, {.counted = true});
  };
  PuzzleResult invalid;
  invalid.kind = PuzzleResult::Kind::kInvalidLine;
  invalid.line = 2;
  const std::string path = write_temp(
      "figures.csv",
      csv_header({.counted = true}) + counted_row(result_of(1, BackendStatus::kSolved, 12.5, stats, 2)) +
          counted_row(invalid) + counted_row(result_of(3, BackendStatus::kTimeout, 2e6, stats)) +
          counted_row(result_of(4, BackendStatus::kSolved, 1.0, stats, 1)).replace(0, 5, "b.txt") +
          counted_row(result_of(5, BackendStatus::kSolved, 1.0, stats, 1), "none"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {.counted = true}, {}, &error)) << error;
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
  EXPECT_TRUE(index.load("/nonexistent/dir/run.csv", "all", "auto", {}, {}, &error));
  EXPECT_FALSE(index.has_header());
  EXPECT_EQ(index.rows(), 0u);
}

// The text of `path`.
std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// The rows of `index` dropped, as "ROW kind".
std::vector<std::string> dropped(const ResumeIndex& index) {
  std::vector<std::string> rows;
  for (const DroppedRow& row : index.dropped()) rows.push_back(std::to_string(row.row) + " " + row.kind);
  return rows;
}

TEST(ParseCsvTest, NumbersEachRecordByTheLineItStartsOn) {
  std::size_t complete = 0;
  const auto records = parse_csv_records("a,b\n\"x\ny\",z\nc,d\n", &complete);
  ASSERT_EQ(records.size(), 3u);
  EXPECT_EQ(records[1].row, 2u);
  EXPECT_EQ(records[2].row, 4u);  // the quoted newline took a line of the file
  EXPECT_EQ(records[2].begin, 12u);
  EXPECT_EQ(records[2].end, 16u);
}

TEST(ResumeIndexTest, DropsRowCutShortAndGluedToTheNext) {
  const std::string good = row("a.txt", 1, "all");
  const std::string torn = row("a.txt", 2, "all").substr(0, 20) + row("a.txt", 3, "all");
  const std::string path = write_temp("glued.csv", csv_header() + good + torn + row("a.txt", 4, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_EQ(dropped(index), (std::vector<std::string>{"3 wrong number of fields"}));
  EXPECT_EQ(index.lines_by_file({"a.txt"})[0], (std::unordered_set<std::size_t>{1, 4}));
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, DropsUnknownStatusAndTextInANumberColumn) {
  std::string unknown = row("a.txt", 2, "all");
  unknown.replace(unknown.find("solved"), 6, "row");
  std::string text = row("a.txt", 3, "all");
  text.replace(text.find(",1.0,"), 5, ",1.0x,");
  const std::string path = write_temp("status.csv", csv_header() + row("a.txt", 1, "all") + unknown + text);
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_EQ(dropped(index), (std::vector<std::string>{"3 unknown status", "4 field not a number"}));
  EXPECT_NE(index.dropped()[0].reason.find("'row'"), std::string::npos) << index.dropped()[0].reason;
  EXPECT_EQ(index.rows(), 1u);
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, DropsLineOutsideItsPuzzleFile) {
  const std::string path =
      write_temp("range.csv", csv_header() + row("a.txt", 0, "all") + row("a.txt", 5, "all") +
                                  row("a.txt", 6, "all") + row("b.txt", 99, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {{"a.txt", 5}}, &error)) << error;
  EXPECT_EQ(dropped(index), (std::vector<std::string>{"2 line out of range", "4 line out of range"}));
  EXPECT_EQ(index.lines_by_file({"a.txt", "b.txt"})[1],
            (std::unordered_set<std::size_t>{99}));  // not checked
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, KeepsTheFirstOfTwoRowsForOnePuzzle) {
  const std::string path =
      write_temp("twice.csv", csv_header() + row("a.txt", 1, "all") + row("a.txt", 1, "none") +
                                  row("a.txt", 2, "all") + row("a.txt", 1, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_EQ(dropped(index), (std::vector<std::string>{"5 second row for a puzzle"}));
  EXPECT_NE(index.dropped()[0].reason.find("the first is row 2"), std::string::npos)
      << index.dropped()[0].reason;
  EXPECT_EQ(index.rows(), 2u);
  EXPECT_EQ(index.csv_rows(), 3u);  // the other technique set's row is no second row
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, RewritesTheCsvWithoutDroppedRowsOrTornEnd) {
  const std::string keep = csv_header() + row("a.txt", 1, "all") + row("a.txt", 2, "none");
  const std::string path = write_temp("rewrite.csv", keep + row("a.txt", 1, "all") + "a.txt,3,9");
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  ASSERT_TRUE(index.rewrite(path, &error)) << error;
  EXPECT_EQ(read_all(path), keep);
  EXPECT_EQ(index.complete_bytes(), index.file_bytes());
  EXPECT_FALSE(std::filesystem::exists(path + ".resume.tmp"));
  std::filesystem::remove(path);
}

TEST(ParseCsvTest, SkipsCommentLinesAndCountsTheirLines) {
  std::size_t complete = 0;
  const auto records = parse_csv_records("# machine: load=1.00,0.50,0.25\na,b\n#x,y\nc,d\n# torn", &complete);
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].fields, (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(records[0].row, 2u);
  EXPECT_EQ(records[1].fields, (std::vector<std::string>{"c", "d"}));
  EXPECT_EQ(records[1].row, 4u);
  EXPECT_EQ(complete, 44u);  // up to the torn comment
}

TEST(ResumeIndexTest, KeepsTheMachineLineWhenRewriting) {
  const std::string machine = "# machine: cpu=x cores=2 usable=2 load=0.10,0.20,0.30 pin=no\n";
  const std::string keep = machine + csv_header() + row("a.txt", 1, "all");
  const std::string path = write_temp("machine.csv", keep + row("a.txt", 1, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_TRUE(index.has_header());
  EXPECT_EQ(dropped(index), (std::vector<std::string>{"4 second row for a puzzle"}));
  ASSERT_TRUE(index.rewrite(path, &error)) << error;
  EXPECT_EQ(read_all(path), keep);
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, TakesAMachineLineAndATornHeaderForAFreshRun) {
  const std::string path = write_temp("torn_header.csv", "# machine: cpu=x\n" + csv_header().substr(0, 9));
  ResumeIndex index;
  std::string error;
  EXPECT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  EXPECT_FALSE(index.has_header());
  std::filesystem::remove(path);
}

TEST(ResumeIndexTest, DropsTheRowsItIsToldToAndNamesTheirLines) {
  const std::string path =
      write_temp("told.csv", csv_header() + row("a.txt", 1, "all") + row("a.txt", 2, "all"));
  ResumeIndex index;
  std::string error;
  ASSERT_TRUE(index.load(path, "all", "auto", {}, {}, &error)) << error;
  index.drop({{"a.txt", 2}}, "no answer yet", "no answer in s.txt yet");
  EXPECT_EQ(dropped(index), (std::vector<std::string>{"3 no answer yet"}));
  EXPECT_EQ(index.lines_by_file({"a.txt"})[0], (std::unordered_set<std::size_t>{1}));
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace sudoku::harness
