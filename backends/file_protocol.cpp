#include "backends/file_protocol.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <stdexcept>

#include "backends/answer_line.h"
#include "backends/program_backend.h"
#include "backends/stream_worker.h"
#include "solver/puzzle_io.h"

namespace sudoku::backends {
namespace {

using Clock = std::chrono::steady_clock;

// A temporary file of puzzles, one line each in the form it was read in; removed with this object.
class PuzzleFile {
 public:
  PuzzleFile(const std::vector<Puzzle>& puzzles, std::size_t first) {
    path_ = (std::filesystem::temp_directory_path() / "sudoku-bench-XXXXXX.txt").string();
    const int fd = mkstemps(path_.data(), 4);
    if (fd < 0) throw std::runtime_error("cannot create a puzzle file in " + path_);
    std::string text;
    for (std::size_t i = first; i < puzzles.size(); ++i)
      text += format_grid(puzzles[i].cells, puzzles[i].form) + "\n";
    const bool written = write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    close(fd);
    if (!written) {
      unlink(path_.c_str());
      throw std::runtime_error("cannot write the puzzle file " + path_);
    }
  }
  ~PuzzleFile() { unlink(path_.c_str()); }
  PuzzleFile(const PuzzleFile&) = delete;
  PuzzleFile& operator=(const PuzzleFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// Every `{}` in the command replaced by the file's path (mkstemps's names need no quoting).
std::string with_file(const std::string& command, const std::string& path) {
  std::string out;
  std::size_t start = 0;
  for (std::size_t at; (at = command.find("{}", start)) != std::string::npos; start = at + 2) {
    out += command.substr(start, at - start) + path;
  }
  return out + command.substr(start);
}

// One call of run_file_protocol: the program's runs over the puzzles, until every one has a result.
class FileRun {
 public:
  FileRun(const std::string& command, const std::vector<Puzzle>& puzzles, const FileRunLimits& limits)
      : command_(command), puzzles_(puzzles), limits_(limits), results_(puzzles.size()) {}

  std::vector<BackendResult> run() {
    for (std::size_t next = 0; next < puzzles_.size();) next = run_once(next);
    return std::move(results_);
  }

 private:
  std::size_t run_once(std::size_t first);
  bool answered(StreamWorker& worker, std::size_t i, const std::string& line);
  std::size_t stopped(StreamWorker& worker, std::size_t i, const SolveLimits& limits);
  void ended(StreamWorker& worker, std::size_t i);
  void measure(StreamWorker& worker, BackendResult& result);
  const Geometry& geometry(int size);

  const std::string& command_;
  const std::vector<Puzzle>& puzzles_;
  FileRunLimits limits_;
  std::vector<BackendResult> results_;
  std::map<int, Geometry> geometries_;       // built once per size
  std::chrono::nanoseconds cpu_charged_{0};  // the program's CPU time given to its answers so far
};

// A result's peak memory, and its CPU time: what the program used since its last answer (the
// first answer bears the program's start).
void FileRun::measure(StreamWorker& worker, BackendResult& result) {
  result.peak_memory_kb = worker.peak_memory_kb();
  const auto used = worker.cpu_time();
  if (!used || *used < cpu_charged_) return;
  result.cpu_time = *used - cpu_charged_;
  cpu_charged_ = *used;
}

const Geometry& FileRun::geometry(int size) {
  auto it = geometries_.find(size);
  if (it == geometries_.end()) it = geometries_.emplace(size, Geometry::for_size(size)).first;
  return it->second;
}

// Runs the program on the puzzles from `first`; returns the first one still without a result.
std::size_t FileRun::run_once(std::size_t first) {
  const PuzzleFile file(puzzles_, first);
  StreamWorker worker(with_file(command_, file.path()), limits_.worker);
  worker.close_input();
  cpu_charged_ = std::chrono::nanoseconds(0);
  Clock::time_point previous = Clock::now();
  for (std::size_t i = first; i < puzzles_.size(); ++i) {
    SolveLimits limits;
    limits.cancel = limits_.cancel;
    if (limits_.timeout) limits.deadline = previous + *limits_.timeout;
    std::string line;
    const auto read = worker.read_line(line, [&] {
      return (limits.cancel != nullptr && limits.cancel->load(std::memory_order_relaxed)) ||
             (limits.deadline && Clock::now() >= *limits.deadline) || worker.over_limit();
    });
    const Clock::time_point now = Clock::now();
    results_[i].solve_time = now - previous;
    previous = now;
    if (read == StreamWorker::Read::kStopped) return stopped(worker, i, limits);
    if (read == StreamWorker::Read::kClosed) {
      ended(worker, i);
      return i + 1;
    }
    if (!answered(worker, i, line)) return i + 1;
  }
  worker.end(/*at_once=*/false);  // every line answered: the program exits by itself
  measure(worker, results_.back());
  return puzzles_.size();
}

// Records the answer line of puzzle i, checked; false when it was garbage (the run is ended).
bool FileRun::answered(StreamWorker& worker, std::size_t i, const std::string& line) {
  BackendResult& result = results_[i];
  const Geometry& geo = geometry(puzzles_[i].size);
  if (auto garbage = read_answer_line(geo, line, result)) {
    worker.end(/*at_once=*/true);
    result.status = BackendStatus::kWrong;
    result.message = *garbage;
    measure(worker, result);
    record_limit_hit(worker.limit_hit(), limits_.worker, result);
    return false;
  }
  check_answer(geo, puzzles_[i], result);
  measure(worker, result);
  return true;
}

// Puzzle i ran past its timeout or the run was cancelled: the run ends; a cancel takes the rest.
std::size_t FileRun::stopped(StreamWorker& worker, std::size_t i, const SolveLimits& limits) {
  worker.end(/*at_once=*/true);
  results_[i].status = stop_status(limits);
  measure(worker, results_[i]);
  record_limit_hit(worker.limit_hit(), limits_.worker, results_[i]);
  if (results_[i].status != BackendStatus::kCancelled) return i + 1;
  for (std::size_t j = i + 1; j < puzzles_.size(); ++j) results_[j].status = BackendStatus::kCancelled;
  return puzzles_.size();
}

// The program closed its output before puzzle i's line: crashed when a signal ended it, else wrong.
void FileRun::ended(StreamWorker& worker, std::size_t i) {
  const std::string how = worker.end(/*at_once=*/false);
  BackendResult& result = results_[i];
  const bool signalled = how.starts_with("signal");
  result.status = signalled ? BackendStatus::kCrashed : BackendStatus::kWrong;
  result.message =
      signalled ? "the program died: " + how : "no answer line (the program ended with " + how + ")";
  measure(worker, result);
  record_limit_hit(worker.limit_hit(), limits_.worker, result);
}

class FileCommandBackend final : public ProgramBackend {
 public:
  using ProgramBackend::ProgramBackend;
  Placement placement(const SolveLimits&) const override { return Placement::kProcessPerPuzzle; }

 protected:
  // The program's own CPU time is in each answer (FileRun::measure), not this thread's.
  std::optional<std::chrono::nanoseconds> cpu_clock() override { return std::nullopt; }

  BackendResult solve_unchecked(const Geometry&, const Puzzle& puzzle, const SolveLimits& limits,
                                std::uint64_t) override {
    BackendResult result;
    if (limits.solution_limit > 1) {
      result.status = BackendStatus::kRefused;
      result.message = "an external program answers one solution: it cannot count";
      return result;
    }
    FileRunLimits file_limits;
    file_limits.cancel = limits.cancel;
    file_limits.worker = limits_;
    if (limits.deadline) file_limits.timeout = *limits.deadline - Clock::now();
    if (file_limits.timeout && *file_limits.timeout <= Clock::duration::zero()) {
      result.status = stop_status(limits);
      return result;
    }
    return run_file_protocol(command_, {puzzle}, file_limits)[0];
  }
};

}  // namespace

bool is_file_command(std::string_view command) { return command.find("{}") != std::string_view::npos; }

std::vector<BackendResult> run_file_protocol(const std::string& command, const std::vector<Puzzle>& puzzles,
                                             const FileRunLimits& limits) {
  return FileRun(command, puzzles, limits).run();
}

std::unique_ptr<Backend> make_file_command_backend(const std::string& command, const WorkerLimits& limits) {
  return std::make_unique<FileCommandBackend>(command, limits);
}

}  // namespace sudoku::backends
