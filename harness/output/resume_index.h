#pragma once
// --resume: which puzzles an earlier run already recorded. Reads the existing CSV, keeps the
// (file, line) of every complete row made with the same technique set and search, whatever its status, so
// the new run skips them and appends only new rows. Puzzles cancelled by an interrupt were never written, so
// they run again. Every row is checked against the CSV's own header first: a row cut by a kill and glued to
// the next, a second row for one puzzle (two runs writing at once), an unknown status or a line the puzzle
// file does not have is dropped, not taken as done, and the CSV is rewritten without it.

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "harness/output/csv_writer.h"

namespace sudoku::harness {

// RFC 4180 records of `text`: fields split on commas, quotes removed and "" undone, newlines
// inside quotes kept; a line starting with '#' is a comment, no record. A last record without its
// '\n' is torn (the writer was killed mid-row): it is left out, and *complete_bytes says where the
// complete records end.
std::vector<std::vector<std::string>> parse_csv(std::string_view text, std::size_t* complete_bytes);

// A record of parse_csv with where it came from: its first line in the file (1-based, what an
// editor shows) and its bytes, so that a rewrite copies the rows it keeps exactly.
struct CsvRecord {
  std::vector<std::string> fields;
  std::size_t row = 0;    // line of the file where the record starts
  std::size_t begin = 0;  // bytes [begin, end) of text, with its '\n'
  std::size_t end = 0;
};
std::vector<CsvRecord> parse_csv_records(std::string_view text, std::size_t* complete_bytes);

// DroppedRow::kind of a second row for one puzzle (the first is kept, so nothing runs again).
inline constexpr const char* kSecondRow = "second row for a puzzle";

// A row --resume left out of the CSV, and why.
struct DroppedRow {
  std::size_t row = 0;  // line of the CSV file
  std::string kind;     // the reason in a few words, for the summary's tally
  std::string reason;   // the whole story, for stderr: "unknown status 'row'"
};

// What a row of the CSV says about its puzzle, as far as the summary needs it.
struct RecordedRow {
  std::string status;              // "solved", "invalid", ...
  std::optional<double> solve_us;  // empty: nothing was solved (an invalid line)
  std::uint64_t recursions = 0;
  std::uint64_t guesses = 0;
  std::optional<std::uint64_t> solutions;  // --count; empty: not counted
  std::string solver = "native";
  std::size_t line = 0;
  bool guesses_known = true;  // the solver counts guesses (the column is not empty)
};

class ResumeIndex {
 public:
  // Loads the rows of `csv_path` made with `techniques` and `search`. A missing or empty file is an
  // empty index. False, with the reason in *error, when the file is not a sudoku-bench CSV (another
  // header: also one with other optional columns than `shape` says, --count's or --rate's) or
  // cannot be read. `file_lines` holds the number of lines of each puzzle file of the run (by
  // path as given): a row of such a file beyond it is dropped; rows of other files are not
  // range-checked.
  // The solvers of the run, by --solver's NAME (default: native alone): a row of another solver is
  // not this run's; a line is done when each of them has its row. The rows of the solvers in
  // `unlabelled` (other programs: harness/core/solver_labels.h) are theirs whatever this
  // run's techniques and search, when they say kNotApplicable there, or (as versions before that
  // label wrote them) this run's own labels. Call before load().
  void key_by_solvers(std::vector<std::string> solvers, std::vector<std::string> unlabelled = {}) {
    solvers_ = std::move(solvers);
    unlabelled_ = std::move(unlabelled);
  }

  bool load(const std::string& csv_path, std::string_view techniques, std::string_view search, CsvShape shape,
            const std::map<std::string, std::size_t>& file_lines, std::string* error);

  // Drops this run's rows for the puzzles in `keys` (file, line), all for one reason.
  void drop(const std::vector<std::pair<std::string, std::size_t>>& keys, const std::string& kind,
            const std::string& reason);
  // Rows dropped, in the CSV's order (by drop() after load's own, in the order dropped).
  const std::vector<DroppedRow>& dropped() const { return dropped_; }
  // Writes the CSV back without the dropped rows and without a torn last row: into a temporary
  // beside it, then renamed over it, so that a crash midway leaves the old file whole. Does
  // nothing when nothing was dropped. False, and *error says why, when it cannot.
  bool rewrite(const std::string& csv_path, std::string* error);

  // Lines with a row of every solver already, for each of `files` (paths as given), indexed like `files`.
  std::vector<std::unordered_set<std::size_t>> lines_by_file(const std::vector<std::string>& files) const;
  // Lines with a row of any solver, each with its solvers' bits (bit i: key_by_solvers' i-th).
  std::vector<std::unordered_map<std::size_t, std::uint64_t>> solvers_by_line(
      const std::vector<std::string>& files) const;
  std::uint64_t every_solver() const { return (std::uint64_t{1} << solvers_.size()) - 1; }

  // The rows kept, for each of `files` (indexed like it): what the summary of a resumed run adds
  // to this run's tallies, so that it covers the whole CSV.
  std::vector<std::vector<RecordedRow>> rows_by_file(const std::vector<std::string>& files) const;

  bool has_header() const { return has_header_; }
  std::size_t rows() const;                              // the rows of this run's techniques and search
  std::size_t csv_rows() const { return kept_.size(); }  // every row kept, whatever made it
  // The CSV's size up to its last complete row: the run cuts a torn row off before appending.
  std::uintmax_t complete_bytes() const { return complete_bytes_; }
  std::uintmax_t file_bytes() const { return file_bytes_; }

 private:
  struct Kept;
  // Calls f(slot, row) for each row of this run's and each slot of `files` naming its file.
  template <typename F>
  void for_each_row_of(const std::vector<std::string>& files, F&& f) const;

  // A row that passed the checks.
  struct Kept {
    std::string file;
    std::size_t line = 0;
    bool ours = false;             // made with this run's techniques, search and a solver of it: done
    std::uint64_t solver_bit = 0;  // when ours: the bit of its solver
    RecordedRow recorded;          // what it says, when ours
    std::size_t row = 0;           // its line in the CSV file
    std::size_t begin = 0;         // its bytes in text_
    std::size_t end = 0;
  };
  RecordedRow recorded_row(const std::vector<std::string>& fields) const;
  // The reason to drop `record`, or nothing; `seen` holds the keys of the rows kept so far.
  std::optional<DroppedRow> check(const CsvRecord& record,
                                  const std::map<std::string, std::size_t>& file_lines,
                                  std::map<std::string, std::size_t>& seen) const;

  // Whether a row of `solver` with these labels was made as this run makes its rows.
  bool same_making(std::string_view solver, std::string_view row_techniques, std::string_view row_search,
                   std::string_view techniques, std::string_view search) const;

  std::vector<std::string> solvers_{"native"};
  std::vector<std::string> unlabelled_;
  std::vector<std::string> columns_;
  std::vector<Kept> kept_;
  std::vector<DroppedRow> dropped_;
  std::string text_;  // the file as read, until rewrite()
  std::size_t header_end_ = 0;
  bool has_header_ = false;
  std::uintmax_t complete_bytes_ = 0;
  std::uintmax_t file_bytes_ = 0;
};

}  // namespace sudoku::harness
