#include "bench/puzzle_file.h"

#include <algorithm>
#include <fstream>
#include <stdexcept>

#include "solver/puzzle_io.h"

namespace sudoku::bench {

std::shared_ptr<const PuzzleFile> load_puzzle_file(const std::filesystem::path& path,
                                                   const PuzzleFilter& filter) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path.string() + ": cannot open");
  auto file = std::make_shared<PuzzleFile>();
  file->stem = filter.label.empty() ? path.stem().string() : filter.label;
  std::string text;
  for (int line = 1; std::getline(in, text); ++line) {
    if (filter.limit != 0 && file->puzzles.size() == filter.limit) break;
    ParsedLine parsed = parse_line(text);
    if (parsed.kind == LineKind::kSkip) continue;
    if (parsed.kind == LineKind::kInvalid) {
      throw std::runtime_error(path.string() + ":" + std::to_string(line) + ": " + parsed.error);
    }
    const int n = parsed.puzzle.size;
    if (!filter.sizes.empty() &&
        std::find(filter.sizes.begin(), filter.sizes.end(), n) == filter.sizes.end()) {
      continue;
    }
    file->shapes.try_emplace(n, Geometry::for_size(n));
    file->puzzles.push_back(std::move(parsed.puzzle));
    file->lines.push_back(line);
  }
  // Pointers are taken only now that the map is complete; map nodes never move afterwards.
  for (const Puzzle& p : file->puzzles) file->geometry.push_back(&file->shapes.at(p.size));
  return file;
}

std::vector<std::filesystem::path> course_files(const std::filesystem::path& source_dir) {
  std::vector<std::filesystem::path> files;
  const std::filesystem::path dir = source_dir / "puzzles";
  if (!std::filesystem::is_directory(dir)) return files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.path().extension() == ".txt" && name.starts_with("puzzles_")) files.push_back(entry.path());
  }
  // puzzles_1_... to puzzles_7_...: one digit each, so name order is file order.
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace sudoku::bench
