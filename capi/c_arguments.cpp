#include "capi/c_arguments.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <optional>
#include <string_view>

#include "capi/shape_cache.h"
#include "solver/size_limits.h"
#include "solver/solver_settings.h"

namespace sudoku::capi {

namespace {

std::string shape_text(int rows, int cols) {
  return std::to_string(rows) + " rows x " + std::to_string(cols) + " columns";
}

BlockShape shape_of(int n, int block_rows, int block_cols) {
  if (n < 4 || n > kMaxSize) {
    throw CallError{SB_ERR_SIZE, "size " + std::to_string(n) + " is outside 4.." + std::to_string(kMaxSize)};
  }
  if (block_rows == 0 && block_cols == 0) {
    const auto shape = block_shape_for(n);
    if (!shape) throw CallError{SB_ERR_SIZE, "size " + std::to_string(n) + " is prime: no block shape"};
    return *shape;
  }
  if (block_rows < 1 || block_cols < 1 || block_rows * block_cols != n) {
    throw CallError{SB_ERR_SIZE, "blocks of " + shape_text(block_rows, block_cols) + " do not tile size " +
                                     std::to_string(n)};
  }
  return {block_rows, block_cols};
}

// Row and column of a cell, 1-based, for messages.
std::string cell_name(int n, int cell) {
  return "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1);
}

// The cells as 0-based digits and kBlank, each checked against 0..n.
std::vector<int> checked_cells(int n, const int* cells) {
  if (cells == nullptr) throw CallError{SB_ERR_NULL, "the cells are NULL"};
  std::vector<int> digits(std::size_t(n) * n);
  for (std::size_t c = 0; c < digits.size(); ++c) {
    if (cells[c] < 0 || cells[c] > n) {
      throw CallError{SB_ERR_VALUE, "cell " + cell_name(n, int(c)) + " holds " + std::to_string(cells[c]) +
                                        ", outside 0.." + std::to_string(n)};
    }
    digits[c] = cells[c] == 0 ? kBlank : cells[c] - 1;
  }
  return digits;
}

template <typename Parsed>
Parsed parsed_or_throw(std::optional<Parsed> parsed, const std::string& what) {
  if (!parsed) throw CallError{SB_ERR_OPTION, what};
  return *parsed;
}

}  // namespace

const Geometry& geometry_of(int n, int block_rows, int block_cols) {
  const BlockShape shape = shape_of(n, block_rows, block_cols);
  return cached_geometry(shape.rows, shape.cols);
}

Puzzle puzzle_of(int n, const int* cells) {
  Puzzle puzzle;
  puzzle.size = n;
  puzzle.cells = checked_cells(n, cells);
  return puzzle;
}

std::vector<int> digits_of(int n, const int* cells) { return checked_cells(n, cells); }

sb_options options_or_defaults(const sb_options* options) {
  sb_options merged;
  sb_options_init(&merged);
  if (options == nullptr) return merged;
  if (options->size < sizeof(options->size)) {
    throw CallError{SB_ERR_OPTION,
                    "sb_options.size is " + std::to_string(options->size) + ": call sb_options_init first"};
  }
  // A caller built against an older, shorter sb_options keeps the defaults of the fields it lacks;
  // one built against a longer one has fields this library does not know, which it ignores.
  std::memcpy(&merged, options, std::min(options->size, sizeof(sb_options)));
  merged.size = sizeof(sb_options);
  return merged;
}

SolverConfig config_of(const sb_options& options) {
  SolverConfig config;
  const std::string_view techniques = options.techniques != nullptr ? options.techniques : "all";
  std::string why;
  const std::optional<TechniqueSet> set = TechniqueSet::parse(techniques, &why);
  config.techniques = parsed_or_throw(set, "techniques: " + why);
  const std::string_view search = options.search != nullptr ? options.search : "by-size";
  config.strategy =
      parsed_or_throw(parse_strategy(search), "unknown search '" + std::string(search) +
                                                  "' (backtrack, learn, auto, by-size, places)");
  config.seed = options.seed;
  // sb_set_option checked each when it was set; a caller may still have written the array itself.
  const int count = std::clamp(options.setting_count, 0, SB_MAX_SETTINGS);
  for (int k = 0; k < count; ++k) {
    const sb_setting& setting = options.settings[k];
    const std::string name(setting.name, strnlen(setting.name, sizeof setting.name));
    const std::string value(setting.value, strnlen(setting.value, sizeof setting.value));
    std::string error;
    if (!apply_setting(config, name, value, &error))
      throw CallError{SB_ERR_OPTION, "setting " + name + ": " + error};
  }
  return config;
}

void set_deadline(SolverConfig& config, double time_limit_s) {
  if (!(time_limit_s >= 0)) {
    throw CallError{SB_ERR_OPTION, "time limit " + std::to_string(time_limit_s) + " s is not 0 or more"};
  }
  if (time_limit_s == 0) return;
  using Clock = std::chrono::steady_clock;
  const Clock::time_point now = Clock::now();
  // As the harness does (harness/core/solve_options.cpp): a limit near the clock's range is no limit,
  // where its cast to the clock's ticks would overflow into the past.
  const std::chrono::duration<double> limit(time_limit_s);
  if (limit >= std::chrono::duration<double>(Clock::time_point::max() - now) / 2) return;
  config.deadline = now + std::chrono::duration_cast<Clock::duration>(limit);
}

}  // namespace sudoku::capi
