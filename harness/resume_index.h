#pragma once
// --resume: which puzzles an earlier run already recorded. Reads the existing CSV, keeps the
// (file, line) of every complete row made with the same technique set and search, whatever its status, so
// the new run skips them and appends only new rows. Puzzles cancelled by an interrupt were never written, so they run again.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "harness/csv_writer.h"

namespace sudoku::harness {

// RFC 4180 records of `text`: fields split on commas, quotes removed and "" undone, newlines
// inside quotes kept. A last record without its '\n' is torn (the writer was killed mid-row):
// it is left out, and *complete_bytes says where the complete records end.
std::vector<std::vector<std::string>> parse_csv(std::string_view text, std::size_t* complete_bytes);

// What a row of the CSV says about its puzzle, as far as the summary needs it.
struct RecordedRow {
  std::string status;                      // "solved", "invalid", ...
  std::optional<double> solve_us;          // empty: nothing was solved (an invalid line)
  std::uint64_t recursions = 0;
  std::uint64_t guesses = 0;
  std::optional<std::uint64_t> solutions;  // --count; empty: not counted
};

class ResumeIndex {
 public:
  // Loads the rows of `csv_path` made with `techniques` and `search`. A missing or empty file is an
  // empty index. False, with the reason in *error, when the file is not a sudoku-bench CSV (another
  // header: also one with other optional columns than `shape` says, --count's or --rate's) or
  // cannot be read.
  bool load(const std::string& csv_path, std::string_view techniques, std::string_view search,
            CsvShape shape, std::string* error);

  // Rows already recorded for each of `files` (paths as given), indexed like `files`.
  std::vector<std::unordered_set<std::size_t>> lines_by_file(const std::vector<std::string>& files) const;

  // The rows kept, for each of `files` (indexed like it): what the summary of a resumed run adds
  // to this run's tallies, so that it covers the whole CSV.
  std::vector<std::vector<RecordedRow>> rows_by_file(const std::vector<std::string>& files) const;

  bool has_header() const { return has_header_; }
  std::size_t rows() const { return keys_.size(); }
  std::size_t csv_rows() const { return csv_rows_; }  // every complete row, whatever made it
  // The CSV's size up to its last complete row: the run cuts a torn row off before appending.
  std::uintmax_t complete_bytes() const { return complete_bytes_; }
  std::uintmax_t file_bytes() const { return file_bytes_; }

 private:
  // Calls f(slot, k) for the k-th recorded row and each slot of `files` naming its file.
  template <typename F>
  void for_each_row_of(const std::vector<std::string>& files, F&& f) const;

  std::vector<std::pair<std::string, std::size_t>> keys_;
  std::vector<RecordedRow> recorded_;  // keys_[i]'s figures
  std::size_t csv_rows_ = 0;
  bool has_header_ = false;
  std::uintmax_t complete_bytes_ = 0;
  std::uintmax_t file_bytes_ = 0;
};

}  // namespace sudoku::harness
