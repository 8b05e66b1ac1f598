// The parts of the MPI batch mode that need no MPI: the message encoding, the chunk sizes, the
// hand-over between a rank's message loop and its pipeline, and reading the launcher's environment.
// (tests/cli/mpi_cli_test.py runs the whole mode under mpirun.)

#include <gtest/gtest.h>

#include <cstdlib>
#include <thread>

#include "harness/mpi/chunk_plan.h"
#include "harness/mpi/launch_env.h"
#include "harness/mpi/local_exchange.h"
#include "harness/mpi/wire.h"

namespace sudoku::harness {
namespace {

InputLine line_of(std::uint64_t seq, std::size_t file, std::size_t number, std::string text) {
  InputLine line;
  line.seq = seq;
  line.item = {InputItem::Kind::kLine, file, number, std::move(text)};
  return line;
}

TEST(WireTest, LinesComeBackAsSent) {
  const std::vector<InputLine> lines = {line_of(0, 0, 1, "1.3"), line_of(7, 2, 19, ""),
                                        line_of(1ull << 40, 1, 3, std::string("a,b\0c", 5))};
  const std::vector<InputLine> back = wire::decode_lines(wire::encode_lines(lines));
  ASSERT_EQ(back.size(), lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(back[i].seq, lines[i].seq);
    EXPECT_EQ(back[i].item.file_index, lines[i].item.file_index);
    EXPECT_EQ(back[i].item.line, lines[i].item.line);
    EXPECT_EQ(back[i].item.text, lines[i].item.text);
  }
  EXPECT_TRUE(wire::decode_lines(wire::encode_lines({})).empty());
}

TEST(WireTest, OutcomesComeBackWithEveryField) {
  PuzzleResult solved;
  solved.kind = PuzzleResult::Kind::kSolved;
  solved.seq = 41;
  solved.file_index = 3;
  solved.line = 12;
  solved.rank = 5;
  solved.size = 12;
  solved.block = "4x3";
  solved.givens = 60;
  solved.solver = "other";
  solved.result.status = BackendStatus::kSolved;
  solved.result.solutions = 2;
  solved.result.count_complete = false;
  solved.result.search_ran = SearchRan::kBacktrackThenLearn;
  solved.result.techniques_ran = *TechniqueSet::parse("fl,cp,fish");
  solved.result.known = kKnowsAll;
  Stats& s = solved.result.stats;
  s.recursions = 1;
  s.guesses = 2;
  s.backtracks = 3;
  s.conflicts = 4;
  s.placements = 5;
  s.eliminations = 6;
  for (std::size_t i = 0; i < kTechniqueCount; ++i) {
    s.placed[i] = 10 + i;
    s.eliminated[i] = 20 + i;
  }
  solved.solve_ns = 123456789;
  solved.portfolio = 3;
  solved.winner = 2;
  solved.solution_line = "123";
  solved.rating = Rating{Difficulty::kGuessing, 77, false};
  PuzzleResult invalid;
  invalid.kind = PuzzleResult::Kind::kInvalidLine;
  invalid.problem = "81 characters expected";
  PuzzleResult clash;
  clash.result.status = BackendStatus::kInvalid;
  clash.result.message = "'5' twice in row 3";

  const auto back = wire::decode_results(wire::encode_results({solved, invalid, clash}));
  ASSERT_EQ(back.size(), 3u);
  const PuzzleResult& b = back[0];
  EXPECT_EQ(b.kind, solved.kind);
  EXPECT_EQ(b.seq, 41u);
  EXPECT_EQ(b.file_index, 3u);
  EXPECT_EQ(b.line, 12u);
  EXPECT_EQ(b.rank, 5);
  EXPECT_EQ(b.size, 12);
  EXPECT_EQ(b.block, "4x3");
  EXPECT_EQ(b.givens, 60);
  EXPECT_EQ(b.solver, "other");
  EXPECT_EQ(b.result.status, BackendStatus::kSolved);
  EXPECT_EQ(b.result.solutions, 2u);
  EXPECT_FALSE(b.result.count_complete);
  EXPECT_EQ(b.result.search_ran, SearchRan::kBacktrackThenLearn);
  EXPECT_EQ(b.result.techniques_ran, solved.result.techniques_ran);
  EXPECT_EQ(b.result.stats, solved.result.stats);
  EXPECT_EQ(b.solve_ns, 123456789);
  EXPECT_EQ(b.portfolio, 3);
  EXPECT_EQ(b.winner, 2);
  EXPECT_EQ(b.solution_line, "123");
  ASSERT_TRUE(b.rating.has_value());
  EXPECT_EQ(b.rating->level, Difficulty::kGuessing);
  EXPECT_EQ(b.rating->guesses, 77u);
  EXPECT_FALSE(b.rating->complete);
  EXPECT_FALSE(back[2].rating.has_value());  // not rated
  EXPECT_EQ(back[1].kind, PuzzleResult::Kind::kInvalidLine);
  EXPECT_EQ(back[1].problem, invalid.problem);
  EXPECT_FALSE(back[1].size.has_value());  // a line that did not parse has no size
  EXPECT_FALSE(back[1].givens.has_value());
  EXPECT_EQ(back[2].result.status, BackendStatus::kInvalid);
  EXPECT_EQ(back[2].result.message, clash.result.message);
}

TEST(WireTest, AMessageCutShortIsRefused) {
  const std::string lines = wire::encode_lines({line_of(1, 0, 1, "12345")});
  EXPECT_THROW(wire::decode_lines(lines.substr(0, lines.size() - 1)), wire::DecodeError);
  EXPECT_THROW(wire::decode_lines(lines + "x"), wire::DecodeError);
  PuzzleResult outcome;
  outcome.solution_line = "12";
  const std::string outcomes = wire::encode_results({outcome});
  EXPECT_THROW(wire::decode_results(outcomes.substr(0, outcomes.size() - 1)), wire::DecodeError);
  EXPECT_THROW(wire::decode_results(""), wire::DecodeError);
}

TEST(ChunkPlanTest, FixedSizeIsKept) {
  ChunkPlan plan(4, 2, 1000, 7);
  plan.observe(5.0);
  EXPECT_EQ(plan.next_size(), 7u);
}

TEST(ChunkPlanTest, StartsSmallThenAimsAtTwentyMillisecondsOfARank) {
  ChunkPlan plan(2, 3, 0, 0);
  EXPECT_EQ(plan.next_size(), 6u);  // two lines a thread before any time is known
  plan.observe(100.0);
  plan.observe(300.0);  // mean 200 us: 20 ms of 3 threads is 300 lines
  EXPECT_EQ(plan.next_size(), 300u);
  plan.observe(1e6);  // a slow puzzle: never below one line
  EXPECT_EQ(plan.next_size(), 1u);
}

TEST(ChunkPlanTest, ChunksShrinkAsTheInputRunsOut) {
  ChunkPlan plan(2, 1, 10'000, 0);
  plan.observe(1.0);                   // fast puzzles: the time rule alone would ask for kMaxLines
  EXPECT_EQ(plan.next_size(), 1250u);  // a quarter of each rank's share of 10,000
  plan.handed_out(9'000);
  EXPECT_EQ(plan.next_size(), 125u);
  plan.handed_out(999);
  EXPECT_EQ(plan.next_size(), 1u);
  ChunkPlan unknown_total(2, 1, 0, 0);
  unknown_total.observe(1.0);
  EXPECT_EQ(unknown_total.next_size(), ChunkPlan::kMaxLines);
}

TEST(LocalExchangeTest, QueueHandsOutInOrderAndEndsWhenClosed) {
  LineQueue queue;
  queue.push({line_of(0, 0, 1, "a"), line_of(1, 0, 2, "b")});
  EXPECT_EQ(queue.queued(), 2u);
  InputLine line;
  std::thread closer([&] { queue.close(); });
  ASSERT_TRUE(queue.next(line));
  EXPECT_EQ(line.item.text, "a");
  ASSERT_TRUE(queue.next(line));
  EXPECT_EQ(line.item.text, "b");
  EXPECT_FALSE(queue.next(line));  // waits for close() when empty, then ends
  closer.join();
}

TEST(LocalExchangeTest, AbandonReturnsWhatWasNeverTaken) {
  LineQueue queue;
  queue.push({line_of(0, 0, 1, "a"), line_of(1, 0, 2, "b"), line_of(2, 0, 3, "c")});
  InputLine line;
  ASSERT_TRUE(queue.next(line));
  const std::vector<InputLine> dropped = queue.abandon();
  ASSERT_EQ(dropped.size(), 2u);
  EXPECT_EQ(dropped[0].seq, 1u);
  EXPECT_EQ(dropped[1].seq, 2u);
  EXPECT_TRUE(queue.closed());
  EXPECT_FALSE(queue.next(line));
}

TEST(LocalExchangeTest, OutboxIsExhaustedOnlyWhenFinishedAndDrained) {
  ResultOutbox outbox;
  PuzzleResult outcome;
  outcome.seq = 9;
  outbox.take(outcome, 0);
  outbox.mark_finished();
  EXPECT_FALSE(outbox.exhausted());
  const auto taken = outbox.drain(std::chrono::microseconds(0));
  ASSERT_EQ(taken.size(), 1u);
  EXPECT_EQ(taken[0].seq, 9u);
  EXPECT_TRUE(outbox.exhausted());
}

class LaunchEnvTest : public ::testing::Test {
 protected:
  void SetUp() override { clear(); }
  void TearDown() override { clear(); }
  static void clear() {
    for (const char* name : {"OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK",
                             "PMI_SIZE", "SLURM_STEP_NUM_TASKS", "SLURM_NTASKS"}) {
      unsetenv(name);
    }
  }
};

TEST_F(LaunchEnvTest, APlainStartIsNoMpiLaunch) {
  const LaunchEnv env = launch_env();
  EXPECT_FALSE(env.by_mpi);
  EXPECT_EQ(env.rank, 0);
  EXPECT_EQ(env.ranks, 1);
}

TEST_F(LaunchEnvTest, ReadsOpenMpiAndSlurmMarks) {
  setenv("OMPI_COMM_WORLD_RANK", "3", 1);
  setenv("OMPI_COMM_WORLD_SIZE", "8", 1);
  LaunchEnv env = launch_env();
  EXPECT_TRUE(env.by_mpi);
  EXPECT_EQ(env.rank, 3);
  EXPECT_EQ(env.ranks, 8);
  clear();
  setenv("PMIX_RANK", "1", 1);
  setenv("SLURM_STEP_NUM_TASKS", "4", 1);
  env = launch_env();
  EXPECT_TRUE(env.by_mpi);
  EXPECT_EQ(env.rank, 1);
  EXPECT_EQ(env.ranks, 4);
  clear();
  setenv("SLURM_NTASKS", "4", 1);  // a batch script's own shell: no launcher started it
  EXPECT_FALSE(launch_env().by_mpi);
  setenv("PMI_RANK", "x", 1);  // not a number: not trusted
  EXPECT_FALSE(launch_env().by_mpi);
  setenv("PMI_RANK", "2x", 1);  // a number with more after it: not trusted either
  EXPECT_FALSE(launch_env().by_mpi);
  setenv("PMI_RANK", "-1", 1);  // no rank is negative
  EXPECT_FALSE(launch_env().by_mpi);
}

}  // namespace
}  // namespace sudoku::harness
