#include "harness/output/resume_index.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "harness/core/puzzle_result.h"
#include "harness/core/solver_labels.h"
#include "harness/output/csv_writer.h"
#include "solver/number_named.h"
#include "solver/solver.h"

namespace sudoku::harness {
namespace {

// The column called `name`, found by name; columns.size() when there is none.
std::size_t column(const std::vector<std::string>& columns, std::string_view name) {
  return static_cast<std::size_t>(std::find(columns.begin(), columns.end(), name) - columns.begin());
}

template <typename Number>
std::optional<Number> number_in(const std::vector<std::string>& fields, std::size_t at) {
  if (at >= fields.size()) return std::nullopt;
  return number_named<Number>(fields[at]);
}

// The first column that must hold a number (or nothing) but holds something else: text written
// into the middle of a row.
std::optional<std::size_t> non_number(const std::vector<std::string>& columns,
                                      const std::vector<std::string>& fields) {
  static const std::set<std::string_view> kNumbers = [] {
    std::set<std::string_view> names;
    for (const CsvColumn& column : csv_column_table()) {
      if (column.number) names.insert(column.name);
    }
    return names;
  }();
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (fields[i].empty() || kNumbers.count(columns[i]) == 0) continue;
    if (!number_in<double>(fields, i)) return i;
  }
  return std::nullopt;
}

// Why the header of `csv_path` is not the one this run writes: written with other options (say
// which), or not by this program.
std::string header_problem(const std::string& csv_path, const std::vector<std::string>& header,
                           CsvShape shape) {
  const auto with = [](bool on, const char* option) {
    return std::string(on ? " with " : " without ") + option;
  };
  std::string differs;
  for (const CsvShape other :
       {CsvShape{false, false}, CsvShape{true, false}, CsvShape{false, true}, CsvShape{true, true}}) {
    if (header != csv_columns(other)) continue;
    if (other.counted != shape.counted) differs += with(other.counted, "--count");
    if (other.rated != shape.rated) differs += (differs.empty() ? "" : " and") + with(other.rated, "--rate");
  }
  if (!differs.empty()) {
    return csv_path + " was written" + differs + "; resume with the same options, or write a new CSV";
  }
  return csv_path +
         " is not a sudoku-bench CSV of this version (its header differs); refusing to append to it";
}

// Puts `text` in place of `path` whole: a temporary in the same directory (so that the rename
// stays on one file system), flushed to disk, then renamed over it.
bool replace_file(const std::string& path, const std::string& text, std::string* error) {
  const std::string temporary = path + ".resume.tmp";
  std::FILE* f = std::fopen(temporary.c_str(), "wb");
  if (f == nullptr) {
    *error = "cannot create " + temporary + ": " + std::strerror(errno);
    return false;
  }
  bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size() && std::fflush(f) == 0 &&
            ::fsync(::fileno(f)) == 0;
  const int write_error = errno;
  ok = std::fclose(f) == 0 && ok;
  if (ok && std::rename(temporary.c_str(), path.c_str()) == 0) return true;
  *error = "cannot rewrite " + path + ": " + std::strerror(ok ? errno : write_error);
  std::remove(temporary.c_str());
  return false;
}

}  // namespace

std::vector<CsvRecord> parse_csv_records(std::string_view text, std::size_t* complete_bytes) {
  std::vector<CsvRecord> records;
  CsvRecord record;
  std::string field;
  std::size_t line = 1;  // of the character at i
  record.row = 1;
  bool quoted = false;
  *complete_bytes = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (i == record.begin && c == '#') {  // a comment line (the machine's): no record
      const std::size_t end = text.find('\n', i);
      if (end == std::string_view::npos) break;  // torn: not complete
      i = end;
      record.row = ++line;
      record.begin = *complete_bytes = end + 1;
      continue;
    }
    if (quoted) {
      if (c != '"') {
        field += c;
      } else if (i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else {
        quoted = false;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      record.fields.push_back(std::move(field));
      field.clear();
    } else if (c == '\n') {
      if (!field.empty() && field.back() == '\r') field.pop_back();
      record.fields.push_back(std::move(field));
      field.clear();
      record.end = i + 1;
      records.push_back(std::move(record));
      record = CsvRecord{};
      record.row = line + 1;
      record.begin = i + 1;
      *complete_bytes = i + 1;
    } else {
      field += c;
    }
    if (c == '\n') ++line;
  }
  return records;
}

std::vector<std::vector<std::string>> parse_csv(std::string_view text, std::size_t* complete_bytes) {
  std::vector<std::vector<std::string>> records;
  for (CsvRecord& record : parse_csv_records(text, complete_bytes)) {
    records.push_back(std::move(record.fields));
  }
  return records;
}

std::optional<DroppedRow> ResumeIndex::check(const CsvRecord& record,
                                             const std::map<std::string, std::size_t>& file_lines,
                                             std::map<std::string, std::size_t>& seen) const {
  const auto& fields = record.fields;
  const auto drop = [&](const char* kind, std::string reason) {
    return DroppedRow{record.row, kind, std::move(reason)};
  };
  if (fields.size() != columns_.size()) {
    // Most often a row cut short by a kill, with the next row glued to its end.
    return drop("wrong number of fields",
                fmt::format("{} fields where the header has {}", fields.size(), columns_.size()));
  }
  const std::string& file = fields[0];
  const std::optional<std::size_t> line = number_in<std::size_t>(fields, 1);
  if (!line) return drop("line not a number", fmt::format("line '{}' is not a line number", fields[1]));
  if (const auto bad = non_number(columns_, fields)) {
    return drop("field not a number", fmt::format("{} '{}' is not a number", columns_[*bad], fields[*bad]));
  }
  const std::string& status = fields[column(columns_, "status")];
  if (!backends::parse_backend_status(status))
    return drop("unknown status", fmt::format("unknown status '{}'", status));
  if (const auto lines = file_lines.find(file);
      lines != file_lines.end() && (*line == 0 || *line > lines->second)) {
    return drop("line out of range",
                fmt::format("line {} is outside {} ({} lines)", *line, file, lines->second));
  }
  // One puzzle, one row per technique set and search: a second is what two runs writing at once leave.
  const std::string key =
      fmt::format("{}\n{}\n{}\n{}\n{}", file, *line, fields[column(columns_, "techniques")],
                  fields[column(columns_, "search")], fields[column(columns_, "solver")]);
  if (const auto first = seen.find(key); first != seen.end()) {
    return drop(kSecondRow,
                fmt::format("a second row for {}:{} (the first is row {})", file, *line, first->second));
  }
  seen.emplace(key, record.row);
  return std::nullopt;
}

bool ResumeIndex::load(const std::string& csv_path, std::string_view techniques, std::string_view search,
                       CsvShape shape, const std::map<std::string, std::size_t>& file_lines,
                       std::string* error) {
  std::vector<std::string> solvers = std::move(solvers_);
  std::vector<std::string> unlabelled = std::move(unlabelled_);
  *this = ResumeIndex{};
  key_by_solvers(std::move(solvers), std::move(unlabelled));
  std::error_code ec;
  if (!std::filesystem::exists(csv_path, ec)) return true;  // nothing recorded yet: a fresh run
  std::ifstream in(csv_path, std::ios::binary);
  if (!in) {
    *error = "cannot read " + csv_path + ": " + std::strerror(errno);
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  text_ = text.str();
  file_bytes_ = text_.size();
  std::size_t complete = 0;
  const auto records = parse_csv_records(text_, &complete);
  complete_bytes_ = complete;
  if (records.empty()) {
    // Nothing but a header cut short (after the comment lines) is still ours to rewrite; anything
    // else is someone's data.
    if (csv_header(shape).starts_with(std::string_view(text_).substr(complete))) return true;
    *error = csv_path + " is not a sudoku-bench CSV (no header line); refusing to append to it";
    return false;
  }
  columns_ = csv_columns(shape);
  if (records.front().fields != columns_) {
    *error = header_problem(csv_path, records.front().fields, shape);
    return false;
  }
  has_header_ = true;
  header_end_ = records.front().end;
  const std::size_t search_column = column(columns_, "search");
  const std::size_t techniques_column = column(columns_, "techniques");
  std::map<std::string, std::size_t> seen;
  for (std::size_t r = 1; r < records.size(); ++r) {
    const CsvRecord& record = records[r];
    if (auto dropped = check(record, file_lines, seen)) {
      dropped_.push_back(std::move(*dropped));
      continue;
    }
    const auto& fields = record.fields;
    Kept& kept = kept_.emplace_back();
    kept.file = fields[0];
    kept.line = *number_in<std::size_t>(fields, 1);
    kept.row = record.row;
    kept.begin = record.begin;
    kept.end = record.end;
    const std::string& name = fields[column(columns_, "solver")];
    const auto solver = std::find(solvers_.begin(), solvers_.end(), name);
    kept.ours = solver != solvers_.end() &&
                same_making(name, fields[techniques_column], fields[search_column], techniques, search);
    if (kept.ours) kept.solver_bit = std::uint64_t{1} << (solver - solvers_.begin());
    if (kept.ours) kept.recorded = recorded_row(fields);
  }
  return true;
}

bool ResumeIndex::same_making(std::string_view solver, std::string_view row_techniques,
                              std::string_view row_search, std::string_view techniques,
                              std::string_view search) const {
  if (row_techniques == techniques && row_search == search) return true;
  const bool unlabelled = std::find(unlabelled_.begin(), unlabelled_.end(), solver) != unlabelled_.end();
  return unlabelled && row_techniques == kNotApplicable && row_search == kNotApplicable;
}

RecordedRow ResumeIndex::recorded_row(const std::vector<std::string>& fields) const {
  const auto guesses = number_in<std::uint64_t>(fields, column(columns_, "guesses"));
  return {fields[column(columns_, "status")],
          number_in<double>(fields, column(columns_, "solve_us")),
          number_in<std::uint64_t>(fields, column(columns_, "recursions")).value_or(0),
          guesses.value_or(0),
          number_in<std::uint64_t>(fields, column(columns_, "solutions")),
          fields[column(columns_, "solver")],
          number_in<std::size_t>(fields, 1).value_or(0),
          guesses.has_value()};
}

void ResumeIndex::drop(const std::vector<std::pair<std::string, std::size_t>>& keys, const std::string& kind,
                       const std::string& reason) {
  const std::set<std::pair<std::string, std::size_t>> unwanted(keys.begin(), keys.end());
  std::vector<Kept> kept;
  for (Kept& row : kept_) {
    if (row.ours && unwanted.count({row.file, row.line}) != 0) {
      dropped_.push_back({row.row, kind, reason});
    } else {
      kept.push_back(std::move(row));
    }
  }
  kept_ = std::move(kept);
}

std::size_t ResumeIndex::rows() const {
  return static_cast<std::size_t>(
      std::count_if(kept_.begin(), kept_.end(), [](const Kept& k) { return k.ours; }));
}

bool ResumeIndex::rewrite(const std::string& csv_path, std::string* error) {
  if (dropped_.empty()) return true;
  std::string text = text_.substr(0, header_end_);
  for (const Kept& row : kept_) text.append(text_, row.begin, row.end - row.begin);
  if (!replace_file(csv_path, text, error)) return false;
  file_bytes_ = complete_bytes_ = text.size();
  return true;
}

template <typename F>
void ResumeIndex::for_each_row_of(const std::vector<std::string>& files, F&& f) const {
  std::map<std::string_view, std::vector<std::size_t>> slots;  // a file may be named twice
  for (std::size_t i = 0; i < files.size(); ++i) slots[files[i]].push_back(i);
  for (const Kept& row : kept_) {
    if (!row.ours) continue;
    auto it = slots.find(row.file);
    if (it == slots.end()) continue;
    for (std::size_t slot : it->second) f(slot, row);
  }
}

std::vector<std::vector<RecordedRow>> ResumeIndex::rows_by_file(const std::vector<std::string>& files) const {
  std::vector<std::vector<RecordedRow>> rows(files.size());
  for_each_row_of(files, [&](std::size_t slot, const Kept& row) { rows[slot].push_back(row.recorded); });
  return rows;
}

std::vector<std::unordered_map<std::size_t, std::uint64_t>> ResumeIndex::solvers_by_line(
    const std::vector<std::string>& files) const {
  std::vector<std::unordered_map<std::size_t, std::uint64_t>> done(files.size());
  for_each_row_of(files, [&](std::size_t slot, const Kept& row) { done[slot][row.line] |= row.solver_bit; });
  return done;
}

std::vector<std::unordered_set<std::size_t>> ResumeIndex::lines_by_file(
    const std::vector<std::string>& files) const {
  std::vector<std::unordered_set<std::size_t>> done(files.size());
  const auto by_line = solvers_by_line(files);
  for (std::size_t i = 0; i < files.size(); ++i) {
    for (const auto& [line, solvers] : by_line[i]) {
      if (solvers == every_solver()) done[i].insert(line);
    }
  }
  return done;
}

}  // namespace sudoku::harness
