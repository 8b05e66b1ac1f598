#include "backends/library_worker.h"

#include <filesystem>
#include <system_error>

#include "backends/command_backend.h"

namespace sudoku::backends {
namespace {

// 'text' for /bin/sh, whatever the text holds.
std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

std::string library_worker_path() {
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto beside = self.parent_path() / "sudoku-lib-worker";
    if (std::filesystem::exists(beside, error)) return beside.string();
  }
  const std::filesystem::path built = SUDOKU_LIB_WORKER;  // the build tree's, baked in by CMake
  return std::filesystem::exists(built, error) ? built.string() : "";
}

bool needs_worker(const SolveLimits& limits) { return limits.deadline.has_value(); }

BackendResult LibraryWorker::solve(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                   std::uint64_t seed) {
  if (!worker_) {
    const std::string path = library_worker_path();
    if (path.empty()) {
      BackendResult result;
      result.status = BackendStatus::kError;
      result.message =
          "sudoku-lib-worker not found beside the program: a time limit cannot hold over a library";
      return result;
    }
    worker_ = make_command_backend(shell_quoted(path) + " " + shell_quoted(spec_), limits_);
  }
  return worker_->solve(geo, puzzle, limits, seed);
}

}  // namespace sudoku::backends
