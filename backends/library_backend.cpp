#include "backends/library_backend.h"

#include <dlfcn.h>

#include <cstring>
#include <filesystem>

#include "backends/library_worker.h"
#include "sudoku_bench/sudoku_bench.h"

namespace sudoku::backends {
namespace {

using TdokuSolve = std::size_t (*)(const char*, std::size_t, std::uint32_t, char*, std::size_t*);
using SbSolve = decltype(&sb_solve);
using SbCount = decltype(&sb_count);
using SbOptionsInit = decltype(&sb_options_init);

// The loaded library, closed with its last backend.
class Library {
 public:
  Library(void* handle) : handle_(handle) {}
  ~Library() { dlclose(handle_); }
  Library(const Library&) = delete;
  Library& operator=(const Library&) = delete;
  void* symbol(const std::string& name) const { return dlsym(handle_, name.c_str()); }

 private:
  void* handle_;
};

// Seconds left before the deadline (0: none); negative once it has passed.
double seconds_left(const SolveLimits& limits) {
  if (!limits.deadline) return 0;
  const std::chrono::duration<double> left = *limits.deadline - std::chrono::steady_clock::now();
  return left.count() > 0 ? left.count() : -1;
}

// What both kinds of library backend hold: the library, the name, and the worker process a solve
// with limits runs in (library_worker.h).
class LoadedLibraryBackend : public Backend {
 public:
  LoadedLibraryBackend(std::shared_ptr<Library> library, std::string name, std::string spec,
                       const WorkerLimits& limits)
      : library_(std::move(library)), name_(std::move(name)), worker_(std::move(spec), limits) {}
  std::string name() const override { return name_; }
  Placement placement(const SolveLimits& limits) const override {
    return worker_.wanted(limits) ? Placement::kWorker : Placement::kInProcess;
  }

 protected:
  std::shared_ptr<Library> library_;
  std::string name_;
  LibraryWorker worker_;
};

class TdokuBackend final : public LoadedLibraryBackend {
 public:
  TdokuBackend(std::shared_ptr<Library> library, TdokuSolve entry, std::string name, std::string spec,
               const WorkerLimits& limits)
      : LoadedLibraryBackend(std::move(library), std::move(name), std::move(spec), limits), solve_(entry) {}

 protected:
  BackendResult solve_unchecked(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                std::uint64_t seed) override;

 private:
  TdokuSolve solve_;
};

BackendResult TdokuBackend::solve_unchecked(const Geometry& geo, const Puzzle& puzzle,
                                            const SolveLimits& limits, std::uint64_t seed) {
  BackendResult result;
  if (geo.size() != 9) {
    result.status = BackendStatus::kRefused;
    result.message = "tdoku's signature takes 9x9 puzzles only, not " + std::to_string(geo.size()) + "x" +
                     std::to_string(geo.size());
    return result;
  }
  if (limits.stop_due()) {
    result.status = stop_status(limits);
    return result;
  }
  if (placement(limits) == Placement::kWorker) return worker_.solve(geo, puzzle, limits, seed);
  char line[82] = {};
  for (int c = 0; c < 81; ++c) line[c] = puzzle.cells[c] == kBlank ? '.' : char('1' + puzzle.cells[c]);
  char solution[82] = {};
  std::size_t guesses = 0;
  result.solutions = solve_(line, limits.solution_limit, 0, solution, &guesses);
  result.stats.guesses = guesses;
  result.known = kKnowsGuesses;
  result.status = result.solutions > 0 ? BackendStatus::kSolved : BackendStatus::kUnsolvable;
  if (result.solutions == 0) return result;
  result.solution.resize(81);
  for (int c = 0; c < 81; ++c) {
    const bool digit = solution[c] >= '1' && solution[c] <= '9';
    result.solution[c] = digit ? solution[c] - '1' : kBlank;  // the check names a non-digit
  }
  return result;
}

class ProjectBackend final : public LoadedLibraryBackend {
 public:
  ProjectBackend(std::shared_ptr<Library> library, std::string name, std::string spec,
                 const WorkerLimits& limits)
      : LoadedLibraryBackend(std::move(library), std::move(name), std::move(spec), limits),
        solve_(reinterpret_cast<SbSolve>(library_->symbol("sb_solve"))),
        count_(reinterpret_cast<SbCount>(library_->symbol("sb_count"))) {}
  // Counts stay in-process (sb_count has no worker protocol).
  Placement placement(const SolveLimits& limits) const override {
    return limits.solution_limit <= 1 ? LoadedLibraryBackend::placement(limits) : Placement::kInProcess;
  }

 protected:
  BackendResult solve_unchecked(const Geometry& geo, const Puzzle& puzzle, const SolveLimits& limits,
                                std::uint64_t seed) override;

 private:
  SbSolve solve_;
  SbCount count_;  // may be null: counts are then refused
};

BackendStatus status_of(int sb) {
  switch (sb) {
    case SB_OK: return BackendStatus::kSolved;
    case SB_UNSOLVABLE: return BackendStatus::kUnsolvable;
    case SB_INVALID: return BackendStatus::kInvalid;
    case SB_TIMEOUT: return BackendStatus::kTimeout;
    case SB_CANCELLED: return BackendStatus::kCancelled;
    default: return BackendStatus::kError;
  }
}

BackendResult ProjectBackend::solve_unchecked(const Geometry& geo, const Puzzle& puzzle,
                                              const SolveLimits& limits, std::uint64_t seed) {
  BackendResult result;
  if (limits.solution_limit > 1 && count_ == nullptr) {
    result.status = BackendStatus::kRefused;
    result.message = "the library has no sb_count: it cannot count solutions";
    return result;
  }
  if (limits.stop_due()) {
    result.status = stop_status(limits);
    return result;
  }
  if (placement(limits) == Placement::kWorker) return worker_.solve(geo, puzzle, limits, seed);
  sb_options options;
  std::memset(&options, 0, sizeof options);
  options.size = sizeof options;
  options.block_rows = geo.block_rows();
  options.block_cols = geo.block_cols();
  options.time_limit_s = seconds_left(limits);
  options.seed = seed;
  std::vector<int> cells(puzzle.cells.size());
  for (std::size_t c = 0; c < cells.size(); ++c)
    cells[c] = puzzle.cells[c] == kBlank ? 0 : puzzle.cells[c] + 1;
  std::vector<int> solution(cells.size(), 0);
  sb_result out;
  std::memset(&out, 0, sizeof out);
  const int n = geo.size();
  const int sb = limits.solution_limit > 1
                     ? count_(n, cells.data(), limits.solution_limit, &options, solution.data(), &out)
                     : solve_(n, cells.data(), &options, solution.data(), &out);
  result.status = status_of(sb);
  result.message = out.message;
  if (result.status == BackendStatus::kError && result.message.empty())
    result.message = "status " + std::to_string(sb);
  copy_common_counters(out.counters, result.stats);
  result.known = kKnowsCommon;
  result.solutions = out.solutions;
  result.count_complete = out.count_complete != 0;
  if (result.status != BackendStatus::kSolved) return result;
  result.solution.resize(solution.size());
  for (std::size_t c = 0; c < solution.size(); ++c) result.solution[c] = solution[c] - 1;
  return result;
}

}  // namespace

std::unique_ptr<Backend> load_library_backend(const std::string& path, const std::string& symbol,
                                              const WorkerLimits& limits, std::string& error) {
  void* handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* why = dlerror();
    error = why != nullptr ? why : "cannot load " + path;
    return nullptr;
  }
  auto library = std::make_shared<Library>(handle);
  const std::string wanted = symbol.empty() ? kProjectSymbol : symbol;
  void* entry = library->symbol(wanted);
  if (entry == nullptr) {
    error = path + " has no symbol " + wanted;
    return nullptr;
  }
  const std::string name = "lib:" + std::filesystem::path(path).filename().string() + ":" + wanted;
  const std::string spec = path + ":" + wanted;  // what sudoku-lib-worker loads
  if (wanted == kProjectSymbol) return std::make_unique<ProjectBackend>(library, name, spec, limits);
  return std::make_unique<TdokuBackend>(library, reinterpret_cast<TdokuSolve>(entry), name, spec, limits);
}

}  // namespace sudoku::backends
