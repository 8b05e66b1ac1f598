#include "harness/resume_index.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "harness/csv_writer.h"

namespace sudoku::harness {
namespace {

constexpr std::size_t kTechniquesColumn = 5;  // see csv_columns()

// The column called `name`, found by name; columns.size() when there is none.
std::size_t column(const std::vector<std::string>& columns, std::string_view name) {
  return static_cast<std::size_t>(std::find(columns.begin(), columns.end(), name) - columns.begin());
}

template <typename Number>
std::optional<Number> number_in(const std::vector<std::string>& fields, std::size_t at) {
  if (at >= fields.size()) return std::nullopt;
  const std::string& text = fields[at];
  Number value{};
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

}  // namespace

std::vector<std::vector<std::string>> parse_csv(std::string_view text, std::size_t* complete_bytes) {
  std::vector<std::vector<std::string>> records;
  std::vector<std::string> record;
  std::string field;
  bool quoted = false;
  *complete_bytes = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
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
      record.push_back(std::move(field));
      field.clear();
    } else if (c == '\n') {
      if (!field.empty() && field.back() == '\r') field.pop_back();
      record.push_back(std::move(field));
      field.clear();
      records.push_back(std::move(record));
      record.clear();
      *complete_bytes = i + 1;
    } else {
      field += c;
    }
  }
  return records;
}

bool ResumeIndex::load(const std::string& csv_path, std::string_view techniques, std::string_view search,
                       CsvShape shape, std::string* error) {
  *this = ResumeIndex{};
  std::error_code ec;
  if (!std::filesystem::exists(csv_path, ec)) return true;  // nothing recorded yet: a fresh run
  std::ifstream in(csv_path, std::ios::binary);
  if (!in) {
    *error = "cannot read " + csv_path + ": " + std::strerror(errno);
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  const std::string content = text.str();
  file_bytes_ = content.size();
  std::size_t complete = 0;
  const auto records = parse_csv(content, &complete);
  complete_bytes_ = complete;
  if (records.empty()) {
    // Nothing but a header cut short is still ours to rewrite; anything else is someone's data.
    if (csv_header(shape).starts_with(content)) return true;
    *error = csv_path + " is not a sudoku-bench CSV (no header line); refusing to append to it";
    return false;
  }
  const std::vector<std::string> columns = csv_columns(shape);
  if (records.front() != columns) {
    // Written by this version with other options: say which.
    const auto with = [](bool on, const char* option) { return std::string(on ? " with " : " without ") + option; };
    std::string differs;
    for (const CsvShape other : {CsvShape{false, false}, CsvShape{true, false}, CsvShape{false, true}, CsvShape{true, true}}) {
      if (records.front() != csv_columns(other)) continue;
      if (other.counted != shape.counted) differs += with(other.counted, "--count");
      if (other.rated != shape.rated) differs += (differs.empty() ? "" : " and") + with(other.rated, "--rate");
    }
    if (!differs.empty()) {
      *error = csv_path + " was written" + differs + "; resume with the same options, or write a new CSV";
    } else {
      *error = csv_path + " is not a sudoku-bench CSV of this version (its header differs); "
               "refusing to append to it";
    }
    return false;
  }
  has_header_ = true;
  csv_rows_ = records.size() - 1;
  const std::size_t search_column = column(columns, "search");
  const std::size_t status = column(columns, "status");
  const std::size_t solve_us = column(columns, "solve_us");
  const std::size_t recursions = column(columns, "recursions");
  const std::size_t guesses = column(columns, "guesses");
  const std::size_t solutions = column(columns, "solutions");
  for (std::size_t r = 1; r < records.size(); ++r) {
    const auto& fields = records[r];
    std::size_t line = 0;
    if (fields.size() != columns.size() || fields[kTechniquesColumn] != techniques ||
        fields[search_column] != search) {
      continue;
    }
    const std::string& text_line = fields[1];
    auto [end, parse_error] = std::from_chars(text_line.data(), text_line.data() + text_line.size(), line);
    if (parse_error != std::errc{} || end != text_line.data() + text_line.size()) continue;
    keys_.emplace_back(fields[0], line);
    recorded_.push_back({status < fields.size() ? fields[status] : std::string(),
                         number_in<double>(fields, solve_us),
                         number_in<std::uint64_t>(fields, recursions).value_or(0),
                         number_in<std::uint64_t>(fields, guesses).value_or(0),
                         number_in<std::uint64_t>(fields, solutions)});
  }
  return true;
}

template <typename F>
void ResumeIndex::for_each_row_of(const std::vector<std::string>& files, F&& f) const {
  std::map<std::string_view, std::vector<std::size_t>> slots;  // a file may be named twice
  for (std::size_t i = 0; i < files.size(); ++i) slots[files[i]].push_back(i);
  for (std::size_t k = 0; k < keys_.size(); ++k) {
    auto it = slots.find(keys_[k].first);
    if (it == slots.end()) continue;
    for (std::size_t slot : it->second) f(slot, k);
  }
}

std::vector<std::vector<RecordedRow>> ResumeIndex::rows_by_file(const std::vector<std::string>& files) const {
  std::vector<std::vector<RecordedRow>> rows(files.size());
  for_each_row_of(files, [&](std::size_t slot, std::size_t k) { rows[slot].push_back(recorded_[k]); });
  return rows;
}

std::vector<std::unordered_set<std::size_t>> ResumeIndex::lines_by_file(
    const std::vector<std::string>& files) const {
  std::vector<std::unordered_set<std::size_t>> done(files.size());
  for_each_row_of(files, [&](std::size_t slot, std::size_t k) { done[slot].insert(keys_[k].second); });
  return done;
}

}  // namespace sudoku::harness
