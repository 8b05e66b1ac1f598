#include "harness/report/summary_json.h"
#include "tests/harness/run_info_parts.h"
#include "tests/harness/tally_rows.h"

#include <gtest/gtest.h>

namespace sudoku::harness {
namespace {

bool json_has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

Summary two_files() {
  Summary summary({"a.txt", "say \"b\".txt"});
  Stats stats;
  stats.guesses = 3;
  stats.recursions = 5;
  add_solve(summary.file(0), BackendStatus::kSolved, stats, 10.0);
  add_solve(summary.file(0), BackendStatus::kTimeout, stats, 30.0);
  return summary;
}

RunInfoParts learn_run() {
  RunInfoParts info;
  info.facts.wall_s = 0.5;
  info.options.threads = 2;
  info.options.techniques = "all";
  info.options.solve.strategy = SearchStrategy::kLearn;
  info.options.solve.seed = 3;
  info.options.command = {"sudoku-bench", "--seed=3"};
  info.facts.date = "2026-11-25T10:00:00Z";
  info.end.host = "box";
  return info;
}

constexpr std::string_view kSha = "6cb7b00087d95d6a055db79a727525726aa33da4";
const BuildInfo kBuild{"0.9.0", kSha, true, "GNU 12.2.0", "Release", "-O3 -DNDEBUG"};

TEST(SummaryJsonTest, NamesTheProgramAndItsBuild) {
  const std::string json = summary_json(two_files(), learn_run(), kBuild);
  EXPECT_TRUE(json_has(json,
                       R"("program": {"name": "sudoku-bench", "version": "0.9.0", )"
                       R"("commit": "6cb7b00087d95d6a055db79a727525726aa33da4", "modified": true, )"
                       R"("compiler": "GNU 12.2.0", "build_type": "Release", "flags": "-O3 -DNDEBUG"})"))
      << json;
}

TEST(SummaryJsonTest, RecordsTheRunsOptionsWithNullForNoTimeout) {
  const std::string json = summary_json(two_files(), learn_run(), kBuild);
  for (const char* part :
       {R"("command": ["sudoku-bench", "--seed=3"])", R"("date": "2026-11-25T10:00:00Z")",
        R"("search": "learn")", R"("engine": "queue")", R"("seed": 3,)", R"("timeout_s": null)",
        R"("threads": 2,)", R"("wall_s": 0.500000)", R"("peak_rss_mib": null)", R"("interrupted": false)",
        R"("files": ["a.txt", "say \"b\".txt"])"}) {
    EXPECT_TRUE(json_has(json, part)) << part << " not in\n" << json;
  }
}

TEST(SummaryJsonTest, GivesATallyPerFileAndOneOverAll) {
  RunInfoParts info = learn_run();
  info.options.solve.timeout_s = 0.2;
  info.end.interrupted = true;
  const std::string json = summary_json(two_files(), info, kBuild);
  EXPECT_TRUE(json_has(json, R"({"file": "a.txt", "puzzles": 2, "solved": 1, "failed": 1, )"
                             R"("solved_without_guess": 0, "ran": 2, "total_us": 40.0, "mean_us": 20.0, )"
                             R"("median_us": 20.0, "p90_us": 30.0, "p99_us": 30.0, "max_us": 30.0, )"
                             R"("guesses": 6, "recursions": 10, "memouts": 0})"))
      << json;
  EXPECT_TRUE(json_has(json, R"({"file": "say \"b\".txt", "puzzles": 0, "solved": 0, )")) << json;
  EXPECT_TRUE(json_has(json, R"("all": {"file": "all", "puzzles": 2, )")) << json;
  EXPECT_TRUE(json_has(json, R"("timeout_s": 0.2,)")) << json;
  EXPECT_TRUE(json_has(json, R"("interrupted": true)")) << json;
}

TEST(SummaryJsonTest, CountsTheRowsOfAnEarlierRunAsTheTableDoes) {
  Summary summary = two_files();
  add_solve(summary.earlier(0), BackendStatus::kSolved, {}, 20.0);
  add_invalid(summary.earlier(1));
  RunInfoParts info = learn_run();
  info.facts.resumed = 2;
  const std::string json = summary_json(summary, info, kBuild);
  EXPECT_TRUE(json_has(json, R"({"file": "a.txt", "puzzles": 3, "solved": 2, "failed": 1, )")) << json;
  EXPECT_TRUE(json_has(json, R"({"file": "say \"b\".txt", "puzzles": 1, "solved": 0, "failed": 1, )"))
      << json;
  EXPECT_TRUE(json_has(json, R"("all": {"file": "all", "puzzles": 4, "solved": 2, "failed": 2, )")) << json;
  EXPECT_TRUE(json_has(json, R"("resumed": 2,)")) << json;
}

TEST(SummaryJsonTest, RecordsTheMachineAndThePinning) {
  RunInfoParts info = learn_run();
  info.facts.machine.cpu = "AMD EPYC";
  info.facts.machine.cores_online = 4;
  info.facts.machine.usable = {0, 1, 2};
  info.facts.machine.kernel = "6.1.0";
  info.facts.machine.load_start = load_average_of("0.12 0.30 0.25");
  EXPECT_TRUE(json_has(summary_json(two_files(), info, kBuild),
                       R"("machine": {"cpu": "AMD EPYC", "cores_online": 4, "cores_usable": 3, )"
                       R"("usable_cpus": "0-2", "governor": "unknown", "kernel": "6.1.0", )"
                       R"("load_start": [0.12, 0.30, 0.25], "load_end": null, "pinned_cpus": null},)"))
      << summary_json(two_files(), info, kBuild);
  info.options.pin_cpus = {0, 1};
  EXPECT_TRUE(json_has(summary_json(two_files(), info, kBuild), R"("pinned_cpus": [0, 1]})"));
}

}  // namespace
}  // namespace sudoku::harness
