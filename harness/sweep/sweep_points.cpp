#include "harness/sweep/sweep_points.h"

#include <cmath>

#include <fmt/format.h>

#include "generator/dig.h"
#include "solver/number_named.h"

namespace sudoku::harness {
namespace {

// A share as typed, "45%" or "45" or "2.5%": its percent, if it is a number.
std::optional<double> percent_of(std::string text) {
  if (!text.empty() && text.back() == '%') text.pop_back();
  const auto value = number_named<double>(text);
  if (!value || !std::isfinite(*value)) return std::nullopt;
  return value;
}

std::vector<std::string> split_colons(const std::string& text) {
  std::vector<std::string> parts(1);
  for (char c : text) {
    if (c == ':') {
      parts.emplace_back();
    } else {
      parts.back() += c;
    }
  }
  return parts;
}

}  // namespace

std::optional<SweepKind> parse_sweep_kind(const std::string& name) {
  if (name == "holes") return SweepKind::kHoles;
  if (name == "unique") return SweepKind::kUnique;
  return std::nullopt;
}

const char* sweep_kind_name(SweepKind kind) { return kind == SweepKind::kHoles ? "holes" : "unique"; }

std::optional<std::vector<double>> parse_share_range(const std::string& text, std::string* error) {
  const std::vector<std::string> parts = split_colons(text);
  if (parts.size() != 1 && parts.size() != 3) {
    *error = fmt::format("--givens: '{}' is neither a share (45%) nor START:END:STEP (20%:80%:5%)", text);
    return std::nullopt;
  }
  std::vector<double> numbers;
  for (const std::string& part : parts) {
    const auto value = percent_of(part);
    if (!value || *value < 0 || *value > 100) {
      *error = fmt::format("--givens: '{}' is not a share from 0% to 100%", part);
      return std::nullopt;
    }
    numbers.push_back(*value);
  }
  if (numbers.size() == 1) return numbers;
  const double start = numbers[0], end = numbers[1], step = numbers[2];
  if (step <= 0 || start > end) {
    *error = fmt::format(
        "--givens: '{}' gives no point (the step must be above 0%, the start at most the end)", text);
    return std::nullopt;
  }
  std::vector<double> shares;
  // Counted in steps, not summed, so that 20 + 12 * 5 is exactly 80 and the end is not lost to rounding.
  for (int i = 0; start + i * step <= end + 1e-9; ++i) shares.push_back(start + i * step);
  return shares;
}

std::vector<SweepPoint> sweep_points(const std::vector<int>& sizes, const std::vector<double>& shares,
                                     SweepKind kind) {
  std::vector<SweepPoint> points;
  for (int size : sizes) {
    for (double percent : shares) {
      const int cells = size * size;
      const int givens = static_cast<int>(std::lround(percent * cells / 100.0));
      points.push_back(
          {size, percent, givens, fmt::format("n{}_g{:g}_{}.txt", size, percent, sweep_kind_name(kind))});
    }
  }
  return points;
}

std::optional<std::string> unique_out_of_reach(const SweepPoint& point) {
  const int minimum = generator::fewest_unique_givens(point.size);
  if (point.givens >= minimum) return std::nullopt;
  return fmt::format("--kind=unique: {:g}% of {}x{} is {} givens, below the {} a unique puzzle needs",
                     point.percent, point.size, point.size, point.givens, minimum);
}

}  // namespace sudoku::harness
