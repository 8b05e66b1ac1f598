#pragma once
// Puzzle files for the benchmarks: read and checked once, before anything is timed, with one
// geometry per size present. Shared (read-only) by the benchmarks registered on the file.

#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"

namespace sudoku::bench {

struct PuzzleFile {
  std::string stem;                       // file name without ".txt": the <set> of BM_Solve
  std::vector<Puzzle> puzzles;            // in file order, comments and blank lines skipped
  std::vector<int> lines;                 // 1-based line of each puzzle, for labels
  std::vector<const Geometry*> geometry;  // geometry of each puzzle, into `shapes`
  std::map<int, Geometry> shapes;         // one per size N present
};

// Which puzzles of a file to keep: those of the listed sizes (all when empty), at most `limit`
// (0: no limit), under another name than the file's stem when `label` is set.
struct PuzzleFilter {
  std::vector<int> sizes;
  std::size_t limit = 0;
  std::string label;
};

// Reads every puzzle of `path` that the filter keeps. Throws std::runtime_error naming FILE:LINE
// on a defective line. Shared and const: the geometry pointers point into the object itself, so
// it never moves.
std::shared_ptr<const PuzzleFile> load_puzzle_file(const std::filesystem::path& path,
                                                   const PuzzleFilter& filter = {});

// The bundled course files, puzzles/puzzles_<k>_*.txt under `source_dir`, in order of k.
std::vector<std::filesystem::path> course_files(const std::filesystem::path& source_dir);

}  // namespace sudoku::bench
