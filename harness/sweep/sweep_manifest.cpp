#include "harness/sweep/sweep_manifest.h"

#include <sstream>

#include <fmt/format.h>

#include "solver/number_named.h"

namespace sudoku::harness {
namespace {

template <typename T>
bool read_number(std::string_view text, T& value) {
  const auto number = number_named<T>(text);
  if (number) value = *number;
  return number.has_value();
}

// "point=FILE size=N percent=P givens=G" as a point.
std::optional<SweepPoint> parse_point(const std::string& line) {
  std::istringstream words(line);
  std::string word;
  SweepPoint point;
  int fields = 0;
  while (words >> word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos) return std::nullopt;
    const std::string key = word.substr(0, eq);
    const std::string_view value = std::string_view(word).substr(eq + 1);
    bool ok = true;
    if (key == "point") {
      point.file = value;
    } else if (key == "size") {
      ok = read_number(value, point.size);
    } else if (key == "percent") {
      ok = read_number(value, point.percent);
    } else if (key == "givens") {
      ok = read_number(value, point.givens);
    } else {
      continue;
    }
    if (!ok) return std::nullopt;
    ++fields;
  }
  if (fields != 4 || point.file.empty() || point.file.find('/') != std::string::npos) return std::nullopt;
  return point;
}

}  // namespace

std::string format_manifest(const SweepManifest& manifest) {
  std::string text = "# sudoku-bench sweep instances: one file per point, one puzzle a line\n";
  text += fmt::format("seed={}\nkind={}\nper_point={}\narguments={}\n", manifest.seed,
                      sweep_kind_name(manifest.kind), manifest.per_point, manifest.arguments);
  for (const SweepPoint& p : manifest.points) {
    text += fmt::format("point={} size={} percent={:g} givens={}\n", p.file, p.size, p.percent, p.givens);
  }
  return text;
}

std::optional<SweepManifest> parse_manifest(std::string_view text, std::string* error) {
  SweepManifest manifest;
  std::istringstream lines{std::string(text)};
  std::string line;
  int number = 0;
  bool has_kind = false;
  while (std::getline(lines, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    bool ok = true;
    if (line.starts_with("seed=")) {
      ok = read_number(std::string_view(line).substr(5), manifest.seed);
    } else if (line.starts_with("kind=")) {
      const auto kind = parse_sweep_kind(line.substr(5));
      ok = has_kind = kind.has_value();
      if (kind) manifest.kind = *kind;
    } else if (line.starts_with("per_point=")) {
      ok = read_number(std::string_view(line).substr(10), manifest.per_point);
    } else if (line.starts_with("arguments=")) {
      manifest.arguments = line.substr(10);
    } else if (line.starts_with("point=")) {
      const auto point = parse_point(line);
      ok = point.has_value();
      if (point) manifest.points.push_back(*point);
    }
    if (!ok) {
      *error = fmt::format("{}:{}: not a manifest line: '{}'", kManifestName, number, line);
      return std::nullopt;
    }
  }
  if (!has_kind || manifest.points.empty()) {
    *error = fmt::format("{} names no kind or no point", kManifestName);
    return std::nullopt;
  }
  return manifest;
}

}  // namespace sudoku::harness
