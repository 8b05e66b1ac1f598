#include "harness/csv_writer.h"

#include <fmt/format.h>

#include <iterator>

#include "solver/technique_set.h"

namespace sudoku::harness {
namespace {

// Per-technique elimination columns. mrv is a branching rule and eliminates nothing, so it has
// no column (its effect shows in recursions and guesses).
constexpr TechniqueId kEliminationColumns[] = {
    TechniqueId::kForwardLooking, TechniqueId::kHiddenSingle, TechniqueId::kSubsets,
    TechniqueId::kIntersections,  TechniqueId::kFish,
};

}  // namespace

std::string csv_quote(std::string_view field) {
  if (field.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(field);
  std::string quoted;
  quoted.reserve(field.size() + 2);
  quoted += '"';
  for (char c : field) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  quoted += '"';
  return quoted;
}

std::vector<std::string> csv_columns(CsvShape shape) {
  static const std::vector<std::string> always = [] {
    std::vector<std::string> names = {"file",       "line",       "size",       "block",
                                      "givens",     "techniques", "status",     "solve_us",
                                      "recursions", "guesses",    "backtracks", "placements",
                                      "eliminations"};
    for (TechniqueId id : kEliminationColumns) names.push_back(fmt::format("elim_{}", technique_name(id)));
    // What was asked (techniques, search) comes first, as the key of --resume; what ran after it.
    for (const char* name : {"search", "search_ran", "techniques_ran", "conflicts", "rank", "portfolio", "winner"}) names.push_back(name);
    return names;
  }();
  std::vector<std::string> columns = always;
  if (shape.counted) columns.push_back("solutions");
  if (shape.rated) columns.insert(columns.end(), {"rating", "rating_guesses"});
  return columns;
}

std::string csv_header(CsvShape shape) {
  std::string header;
  for (const std::string& name : csv_columns(shape)) {
    if (!header.empty()) header += ',';
    header += name;
  }
  header += '\n';
  return header;
}

std::string format_csv_row(const CsvRow& row) {
  fmt::memory_buffer buf;
  auto out = std::back_inserter(buf);
  fmt::format_to(out, "{},{},", csv_quote(row.file), row.line);
  if (row.size) fmt::format_to(out, "{}", *row.size);
  fmt::format_to(out, ",{},", csv_quote(row.block));
  if (row.givens) fmt::format_to(out, "{}", *row.givens);
  fmt::format_to(out, ",{},{},", csv_quote(row.techniques), csv_quote(row.status));
  if (row.solve_us) fmt::format_to(out, "{:.1f}", *row.solve_us);
  if (row.stats != nullptr) {
    const Stats& s = *row.stats;
    fmt::format_to(out, ",{},{},{},{},{}", s.recursions, s.guesses, s.backtracks, s.placements,
                   s.eliminations);
    for (TechniqueId id : kEliminationColumns) fmt::format_to(out, ",{}", s.eliminated[idx(id)]);
  } else {
    fmt::format_to(out, ",,,,,");
    for (std::size_t i = 0; i < std::size(kEliminationColumns); ++i) fmt::format_to(out, ",");
  }
  fmt::format_to(out, ",{},{},{},", csv_quote(row.search), csv_quote(row.search_ran),
                 csv_quote(row.techniques_ran));
  if (row.stats != nullptr) fmt::format_to(out, "{}", row.stats->conflicts);
  fmt::format_to(out, ",{},", row.rank);
  if (row.stats != nullptr) fmt::format_to(out, "{},{}", row.portfolio, row.winner);
  else buf.push_back(',');
  if (row.shape.counted) {
    buf.push_back(',');
    if (row.solutions) fmt::format_to(out, "{}", *row.solutions);
  }
  if (row.shape.rated) {
    buf.push_back(',');
    if (row.rating) {
      fmt::format_to(out, "{},", difficulty_name(row.rating->level));
      if (row.rating->complete) fmt::format_to(out, "{}", row.rating->guesses);
    } else {
      buf.push_back(',');
    }
  }
  buf.push_back('\n');
  return fmt::to_string(buf);
}

CsvWriter::CsvWriter(OutputFile out, bool write_header, CsvShape shape) : out_(std::move(out)) {
  if (write_header) {
    out_.write(csv_header(shape));
    out_.flush();
  }
}

void CsvWriter::write(const CsvRow& row) {
  // One write and one flush per row: a few microseconds against solves of tens of microseconds
  // and up, and it is what makes "nothing measured is lost" hold even for a kill -9.
  out_.write(format_csv_row(row));
  out_.flush();
}

}  // namespace sudoku::harness
