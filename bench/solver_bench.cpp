// sudoku_bench_gbench: Google Benchmark micro-benchmarks of the solver.
//
//   BM_Technique/<name>/<size>   one pass of fl_cp, intersections, subsets or fish on a fixed board
//   BM_Solve/<set>/<techniques>  a full solve of every puzzle of a course file or public 9x9 set
//   BM_Target/<set>              the default configuration on the sets of the performance targets
//
// Puzzles come from SUDOKU_SOURCE_DIR (set by CMake); the public sets from ../shared beside it,
// when present. One flag of its own, --include_bigger; every other flag is Google Benchmark's.

#include <benchmark/benchmark.h>

#include <cstdio>
#include <exception>
#include <string_view>
#include <vector>

#include "bench/solve_bench.h"
#include "bench/technique_bench.h"

int main(int argc, char** argv) {
  sudoku::bench::SolveBenchOptions options;
  options.source_dir = SUDOKU_SOURCE_DIR;
  std::vector<char*> args;  // argv without our own flag, for Google Benchmark
  for (int i = 0; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--include_bigger") {
      options.include_bigger = true;
      continue;
    }
    if (arg == "--help") {
      std::printf(
          "--include_bigger: also BM_Solve/puzzles_7_bigger/all, BM_Target/course7_24x24_25x25 "
          "(seconds per pass) and BM_Target/gecode_frisch_25x25 (minutes: 30 s limit per solve)\n\n");
    }
    args.push_back(argv[i]);
  }
  args.push_back(nullptr);
  int count = static_cast<int>(args.size()) - 1;

  try {
    sudoku::bench::register_technique_benchmarks(options.source_dir);
    sudoku::bench::register_solve_benchmarks(options);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "sudoku_bench_gbench: %s\n", e.what());
    return 1;
  }
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
