// The two propagation engines (queue and sweep): the same fixed point from the same board, and the
// same answers through a whole solve.

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "solver/board.h"
#include "solver/geometry.h"
#include "solver/propagator.h"
#include "solver/puzzle_io.h"
#include "solver/solver.h"

namespace sudoku {
namespace {

std::vector<Puzzle> course_puzzles(const std::string& file) {
  std::ifstream in(std::string(SUDOKU_SOURCE_DIR) + "/puzzles/" + file);
  std::vector<Puzzle> puzzles;
  std::string line;
  while (std::getline(in, line)) {
    ParsedLine parsed = parse_line(line);
    if (parsed.kind == LineKind::kPuzzle) puzzles.push_back(std::move(parsed.puzzle));
  }
  return puzzles;
}

const char* const kFiles[] = {"puzzles_1_standard_easy.txt", "puzzles_4_variety_medium.txt",
                              "puzzles_5_standard_hard.txt", "puzzles_6_variety_hard.txt"};

TEST(EngineTest, SweepReachesTheQueuesFixedPoint) {
  int boards = 0;
  for (const char* file : kFiles) {
    for (const Puzzle& puzzle : course_puzzles(file)) {
      const Geometry geo = Geometry::for_size(puzzle.size);
      for (const char* techniques : {"fl", "fl,cp", "all"}) {
        const TechniqueSet set = *TechniqueSet::parse(techniques);
        Stats queue_stats;
        Stats sweep_stats;
        Board by_queue(geo, puzzle);
        Board by_sweep(geo, puzzle);
        Propagator queue(geo, set, queue_stats, Engine::kQueue);
        Propagator sweep(geo, set, sweep_stats, Engine::kScan);
        queue.queue_everything(by_queue);
        sweep.queue_everything(by_sweep);
        ASSERT_EQ(queue.propagate(by_queue), sweep.propagate(by_sweep)) << file << " " << techniques;
        for (int c = 0; c < geo.cell_count(); ++c) {
          ASSERT_EQ(by_queue.candidates(c), by_sweep.candidates(c))
              << file << " " << techniques << " cell " << c;
        }
        // Every removal is counted once, whichever engine makes it.
        EXPECT_EQ(queue_stats.eliminations, sweep_stats.eliminations) << file << " " << techniques;
        ++boards;
      }
    }
  }
  EXPECT_EQ(boards, 4 * 60 * 3);
}

TEST(EngineTest, SweepSolvesLikeTheQueue) {
  for (const char* file : kFiles) {
    for (const Puzzle& puzzle : course_puzzles(file)) {
      const Geometry geo = Geometry::for_size(puzzle.size);
      SolverConfig config;
      config.techniques = *TechniqueSet::parse("fl,mrv,cp");
      config.strategy = SearchStrategy::kBacktrack;
      const SolveResult by_queue = solve(geo, puzzle, config);
      config.engine = Engine::kScan;
      const SolveResult by_sweep = solve(geo, puzzle, config);
      ASSERT_EQ(by_queue.status, SolveStatus::kSolved) << file;
      ASSERT_EQ(by_sweep.status, SolveStatus::kSolved) << file;
      EXPECT_EQ(by_sweep.solution, by_queue.solution) << file;  // the course puzzles are unique
    }
  }
  // A contradiction is found by both.
  const Puzzle broken = parse_line("12........3...4.").puzzle;
  SolverConfig config;
  config.engine = Engine::kScan;
  config.strategy = SearchStrategy::kBacktrack;
  EXPECT_EQ(solve(Geometry::for_size(4), broken, config).status, SolveStatus::kUnsolvable);
}

}  // namespace
}  // namespace sudoku
