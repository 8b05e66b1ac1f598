#include "harness/run/backend_row.h"

#include <gtest/gtest.h>

#include "harness/core/csv_columns.h"
#include "harness/run/geometry_cache.h"

namespace sudoku::harness {
namespace {

using backends::BackendResult;
using backends::BackendStatus;

constexpr const char* kPuzzle = "1.34341221434.21";  // 4x4, two blanks
constexpr const char* kSolved = "1234341221434321";

Job job_of(GeometryCache& geometries) {
  return make_job(InputItem{InputItem::Kind::kLine, 0, 7, kPuzzle}, geometries);
}

// The CSV field of `column` in `r`'s row.
std::string field(const PuzzleResult& r, const std::string& column) {
  const std::vector<std::string> names = csv_columns();
  std::string row = format_csv_row({r, "p.txt", "all", "by-size"}, {});
  row.pop_back();
  std::vector<std::string> fields;
  for (std::size_t at = 0;;) {
    const std::size_t comma = row.find(',', at);
    fields.push_back(row.substr(at, comma - at));
    if (comma == std::string::npos) break;
    at = comma + 1;
  }
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == column) return fields.at(i);
  }
  return "no such column";
}

TEST(BackendRowTest, KeepsACheckedAnswerAndLeavesUnknownCountersEmpty) {
  GeometryCache geometries;
  const Job job = job_of(geometries);
  ASSERT_EQ(job.kind, Job::Kind::kPuzzle);
  BackendResult answer;
  answer.status = BackendStatus::kSolved;
  answer.solutions = 1;
  for (char c : std::string(kSolved)) answer.solution.push_back(c - '1');
  answer.stats.conflicts = 3;
  answer.stats.guesses = 99;  // not known: never shown
  answer.known = kKnowsConflicts;
  answer.solve_time = std::chrono::microseconds(42);
  const PuzzleResult r = backend_row(job, answer, "cadical");
  EXPECT_EQ(r.line, 7u);
  EXPECT_EQ(r.solver, "cadical");
  EXPECT_EQ(r.result.status, BackendStatus::kSolved);
  EXPECT_EQ(r.solution_line, kSolved);
  EXPECT_EQ(r.solve_ns, 42000);
  EXPECT_EQ(field(r, "status"), "solved");
  EXPECT_EQ(field(r, "solver"), "cadical");
  EXPECT_EQ(field(r, "conflicts"), "3");
  for (const char* unknown : {"recursions", "guesses", "backtracks", "placements", "eliminations", "elim_fl",
                              "search_ran", "techniques_ran"}) {
    EXPECT_EQ(field(r, unknown), "") << unknown;
  }
}

TEST(BackendRowTest, RecordsAFailedCheckAsWrongWithoutItsGrid) {
  GeometryCache geometries;
  const Job job = job_of(geometries);
  BackendResult answer;
  answer.status = BackendStatus::kWrong;
  answer.message = "cell 1 changes a given";
  const PuzzleResult r = backend_row(job, answer, "liar");
  EXPECT_EQ(r.result.status, BackendStatus::kWrong);
  EXPECT_EQ(field(r, "status"), "wrong");
  EXPECT_EQ(failure_reason(r), "wrong: cell 1 changes a given");
  EXPECT_TRUE(r.solution_line.empty());
  EXPECT_EQ(backends::parse_backend_status("wrong"), BackendStatus::kWrong);
}

TEST(BackendRowTest, NamesCrashesAndRefusalsAndDropsCancelledSolves) {
  GeometryCache geometries;
  const Job job = job_of(geometries);
  BackendResult answer;
  answer.status = BackendStatus::kCrashed;
  EXPECT_EQ(field(backend_row(job, answer, "x"), "status"), "crashed");
  answer.status = BackendStatus::kRefused;
  EXPECT_EQ(field(backend_row(job, answer, "x"), "status"), "refused");
  answer.status = BackendStatus::kTimeout;
  EXPECT_EQ(field(backend_row(job, answer, "x"), "status"), "timeout");
  answer.status = BackendStatus::kCancelled;
  EXPECT_EQ(backend_row(job, answer, "x").kind, PuzzleResult::Kind::kCancelled);
}

TEST(BackendRowTest, RecordsAMemoutAsAFailureThatResumeReadsBack) {
  GeometryCache geometries;
  const Job job = job_of(geometries);
  BackendResult answer;
  answer.status = BackendStatus::kMemout;
  answer.message = "the worker ran out of its memory limit of 300 MiB";
  const PuzzleResult r = backend_row(job, answer, "hog");
  EXPECT_EQ(r.result.status, BackendStatus::kMemout);
  EXPECT_EQ(field(r, "status"), "memout");
  EXPECT_EQ(failure_reason(r), "memout: the worker ran out of its memory limit of 300 MiB");
  EXPECT_EQ(backends::parse_backend_status("memout"), BackendStatus::kMemout);
}

}  // namespace
}  // namespace sudoku::harness
