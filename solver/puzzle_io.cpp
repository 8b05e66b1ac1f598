#include "solver/puzzle_io.h"

#include <algorithm>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "solver/size_limits.h"

namespace sudoku {

int Puzzle::given_count() const {
  return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](int d) { return d != kBlank; }));
}

char symbol_of(int digit) { return digit < 9 ? char('1' + digit) : char('A' + digit - 9); }

std::optional<int> digit_of(char symbol) {
  if (symbol >= '1' && symbol <= '9') return symbol - '1';
  if (symbol >= 'A' && symbol <= 'A' + (kMaxTextSize - 10)) return symbol - 'A' + 9;
  return std::nullopt;
}

std::string describe_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7f) return std::string("'") + c + "'";
  char buf[8];
  std::snprintf(buf, sizeof buf, "\\x%02X", byte);
  return buf;
}

namespace {

// Every text line the symbols can write is a size the solver takes.
static_assert(kMaxTextSize <= kMaxSize);

// Past 'Z' (N = 35) the symbols are punctuation and lowercase letters, hard to tell apart in a
// drawing: larger grids are drawn in numbers.
constexpr int kMaxDrawnSymbolSize = 35;

std::size_t cells_of(int n) { return std::size_t(n) * std::size_t(n); }

std::string size_name(int n) { return std::to_string(n) + "x" + std::to_string(n); }

// Where the cell of a row-major index is, "row 2, column 3".
std::string row_and_column(std::size_t index, int n) {
  return "row " + std::to_string(index / n + 1) + ", column " + std::to_string(index % n + 1);
}

std::string_view trim(std::string_view line) {
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  while (!line.empty() &&
         (line.back() == '\r' || line.back() == '\n' || line.back() == ' ' || line.back() == '\t')) {
    line.remove_suffix(1);
  }
  return line;
}

int integer_sqrt(std::size_t x) {
  auto r = static_cast<std::size_t>(std::sqrt(static_cast<double>(x)));
  while (r * r > x) --r;
  while ((r + 1) * (r + 1) <= x) ++r;
  return static_cast<int>(r);
}

// Whether a grid's digits are written as numbers 1..N: always in integer form, and in text past
// the last symbol.
bool writes_numbers(LineForm form, int n) { return form == LineForm::kIntegers || n > kMaxTextSize; }

// A digit as a person reads it: its symbol, or its number 1..N.
std::string digit_name(int digit, bool as_number) {
  return as_number ? std::to_string(digit + 1) : std::string(1, symbol_of(digit));
}

std::string symbol_range(int n) {
  if (n <= 9) return std::string("1-") + symbol_of(n - 1);
  return std::string("1-9, A-") + symbol_of(n - 1);
}

// Where a count of cells is no square: the sizes with a block shape (composite, 4 to `largest`)
// whose N*N is nearest to it, "81 = 9x9"; at a tie both, the smaller first ("100 = 10x10 or
// 144 = 12x12"). A prime or too small N is never named: its line would be refused too.
std::string nearest_sizes(std::size_t count, int largest) {
  std::size_t best_gap = SIZE_MAX;
  std::string out;
  for (int n = 4; n <= largest; ++n) {
    if (!block_shape_for(n)) continue;
    const std::size_t area = cells_of(n);
    const std::size_t gap = area > count ? area - count : count - area;
    const std::string name = std::to_string(area) + " = " + size_name(n);
    if (gap < best_gap) {
      best_gap = gap;
      out = name;
    } else if (gap == best_gap) {
      out += " or " + name;
    }
  }
  return out;
}

// Why `count` cells (at most largest^2) make no puzzle, or empty when they make one of size
// sqrt(count). `counted` says what was counted ("length 80", "integer line of 80 numbers").
std::string size_problem(std::size_t count, int largest, const std::string& counted) {
  const int n = integer_sqrt(count);
  if (cells_of(n) != count) {
    return counted + " is not N*N for any N (nearest: " + nearest_sizes(count, largest) + ")";
  }
  if (n < 4) return "size " + size_name(n) + " is below 4x4";
  if (!block_shape_for(n)) {
    return "size " + size_name(n) + ": " + std::to_string(n) + " is prime, so there is no block shape";
  }
  return {};
}

ParsedLine invalid(std::string reason) {
  ParsedLine out;
  out.kind = LineKind::kInvalid;
  out.error = std::move(reason);
  return out;
}

// ---- text lines: one character a cell ----------------------------------------------------------

// A text line longer than 71x71 has run out of symbols, whatever the solver takes.
std::string beyond_text(std::size_t length) {
  const int n = integer_sqrt(length);
  const std::string limit = size_name(kMaxTextSize);
  if (cells_of(n) == length) {
    return "size " + size_name(n) + " is too large for one character a cell (text lines stop at " + limit +
           "): write it as N*N integers";
  }
  return "line of " + std::to_string(length) +
         " characters is longer than one character a cell allows (text lines stop at " + limit +
         "): write larger grids as N*N integers";
}

ParsedLine parse_text_line(std::string_view line) {
  const std::size_t length = line.size();
  if (length > cells_of(kMaxTextSize)) return invalid(beyond_text(length));
  if (std::string problem = size_problem(length, kMaxTextSize, "length " + std::to_string(length));
      !problem.empty()) {
    return invalid(std::move(problem));
  }
  const int n = integer_sqrt(length);
  ParsedLine out;
  out.kind = LineKind::kPuzzle;
  out.puzzle.size = n;
  out.puzzle.cells.resize(length);
  for (std::size_t i = 0; i < length; ++i) {
    const char c = line[i];
    if (c == '.' || (c == '0' && n <= 9)) {
      out.puzzle.cells[i] = kBlank;
      continue;
    }
    const auto digit = digit_of(c);
    if (!digit || *digit >= n) {
      return invalid("unknown symbol " + describe_char(c) + " at " + row_and_column(i, n) + " (" +
                     size_name(n) + " uses " + symbol_range(n) + " and '.')");
    }
    out.puzzle.cells[i] = *digit;
  }
  return out;
}

// ---- integer lines: N*N numbers between spaces, tabs or commas ---------------------------------

bool is_blank_char(char c) { return c == ' ' || c == '\t'; }
bool is_separator(char c) { return is_blank_char(c) || c == ','; }

// A line is integers when a space, tab or comma follows its first character that is no space
// or tab (trailing blanks are trimmed already): a text line has no room for one.
bool is_integer_line(std::string_view line) {
  const std::size_t start = line.find_first_not_of(" \t");
  return start != std::string_view::npos && line.find_first_of(" \t,", start) != std::string_view::npos;
}

// Calls f(entry) for the entries of an integer line in order, until f returns false. Entries are
// separated by a run of spaces and tabs, or by one comma with spaces and tabs around it or not.
// Returns the problem of a comma without an entry on each side, or empty.
template <typename F>
std::string for_each_entry(std::string_view line, F&& f) {
  std::size_t i = 0;
  std::size_t entries = 0;
  const auto skip_blanks = [&] {
    while (i < line.size() && is_blank_char(line[i])) ++i;
  };
  skip_blanks();
  if (i < line.size() && line[i] == ',') {
    return "empty entry before number 1 (a comma with no number before it)";
  }
  while (i < line.size()) {
    const std::size_t start = i;
    while (i < line.size() && !is_separator(line[i])) ++i;
    if (!f(line.substr(start, i - start))) return {};
    ++entries;
    skip_blanks();
    if (i < line.size() && line[i] == ',') {
      ++i;
      skip_blanks();
      if (i == line.size() || line[i] == ',') {
        return "empty entry after number " + std::to_string(entries) + " (a comma with no number after it)";
      }
    }
  }
  return {};
}

// An entry's value: 0 for a blank ("0" or "."), else the number (INT_MAX for one too large for
// an int, out of range all the same); empty when the entry is no decimal number.
std::optional<int> entry_value(std::string_view entry) {
  if (entry == ".") return 0;
  const char* end = entry.data() + entry.size();
  int value = 0;
  const auto [stop, error] = std::from_chars(entry.data(), end, value);
  if (stop != end || error == std::errc::invalid_argument) return std::nullopt;
  return error == std::errc::result_out_of_range ? INT_MAX : value;
}

// An entry quoted for a message: at most 20 characters, control and non-ASCII bytes as \xNN.
std::string quote_entry(std::string_view entry) {
  constexpr std::size_t kShown = 20;
  std::string out = "'";
  for (char c : entry.substr(0, kShown)) {
    const auto byte = static_cast<unsigned char>(c);
    out += byte >= 0x20 && byte < 0x7f ? std::string(1, c) : describe_char(c);
  }
  return out + (entry.size() > kShown ? "...'" : "'");
}

std::string value_range(int n) { return "1-" + std::to_string(n) + ", 0 or '.' a blank"; }

// The entries are read twice: once to count them (the count gives N, and with it the rows and
// columns the messages name), once to store them; both without an allocation per entry, so a
// 400x400 line of 160,000 numbers takes a few milliseconds.
ParsedLine parse_integer_line(std::string_view line) {
  std::size_t count = 0;
  std::size_t first_non_number = SIZE_MAX;
  std::string_view non_number;
  const auto count_entry = [&](std::string_view entry) {
    if (first_non_number == SIZE_MAX && !entry_value(entry)) {
      first_non_number = count;
      non_number = entry;
    }
    ++count;
    return true;
  };
  if (std::string problem = for_each_entry(line, count_entry); !problem.empty()) {
    return invalid(std::move(problem));
  }
  const std::string counted = "integer line of " + std::to_string(count) + " numbers";
  const std::string size_error = count > cells_of(kMaxSize)
                                     ? counted + " is more than " + size_name(kMaxSize) + " allows"
                                     : size_problem(count, kMaxSize, counted);
  const int n = integer_sqrt(count);
  if (first_non_number != SIZE_MAX) {
    if (!size_error.empty()) {
      return invalid(quote_entry(non_number) + " (entry " + std::to_string(first_non_number + 1) + " of " +
                     std::to_string(count) +
                     ") is not a number; a line with spaces, tabs or commas is read as integers");
    }
    return invalid(quote_entry(non_number) + " at " + row_and_column(first_non_number, n) +
                   " is not a number (" + size_name(n) + " uses " + value_range(n) + ")");
  }
  if (!size_error.empty()) return invalid(size_error);

  ParsedLine out;
  out.kind = LineKind::kPuzzle;
  out.puzzle.size = n;
  out.puzzle.form = LineForm::kIntegers;
  out.puzzle.cells.resize(count);
  std::size_t i = 0;
  std::string range_error;
  for_each_entry(line, [&](std::string_view entry) {
    const int value = *entry_value(entry);
    if (value < 0 || value > n) {
      range_error = "value " + quote_entry(entry) + " at " + row_and_column(i, n) + " is out of range (" +
                    size_name(n) + " uses " + value_range(n) + ")";
      return false;
    }
    out.puzzle.cells[i++] = value == 0 ? kBlank : value - 1;
    return true;
  });
  if (!range_error.empty()) return invalid(std::move(range_error));
  return out;
}

}  // namespace

LineSize measure_line(std::string_view raw) {
  const std::string_view line = trim(raw);
  LineSize size;
  if (!is_integer_line(line)) {
    size.cells = line.size();
    size.blanks = static_cast<std::size_t>(
        std::count_if(line.begin(), line.end(), [](char c) { return c == '.' || c == '0'; }));
    return size;
  }
  (void)for_each_entry(line, [&](std::string_view entry) {
    ++size.cells;
    if (entry == "0" || entry == ".") ++size.blanks;
    return true;
  });
  return size;
}

bool is_skipped_line(std::string_view raw) {
  const std::string_view line = trim(raw);
  return line.empty() || line.front() == '#';
}

ParsedLine parse_line(std::string_view raw) {
  if (is_skipped_line(raw)) return {};
  const std::string_view line = trim(raw);
  return is_integer_line(line) ? parse_integer_line(line) : parse_text_line(line);
}

std::optional<std::string> find_clash(const Geometry& geo, const Puzzle& puzzle) {
  static constexpr const char* kKind[] = {"row", "column", "block"};
  // Each unit's givens stamp their digits with the unit's number: a digit already stamped with it
  // is given twice. One pass, at any size.
  std::vector<int> stamped(geo.size(), -1);
  for (int u = 0; u < geo.unit_count(); ++u) {
    for (int c : geo.unit(u)) {
      const int d = puzzle.cells[c];
      if (d == kBlank) continue;
      if (stamped[d] != u) {
        stamped[d] = u;
        continue;
      }
      int a = -1;
      for (int first : geo.unit(u)) {
        if (puzzle.cells[first] == d) {
          a = first;
          break;
        }
      }
      const auto where = [&](int cell) {
        std::string out = "r";
        out += std::to_string(geo.row_of(cell) + 1);
        out += 'c';
        out += std::to_string(geo.col_of(cell) + 1);
        return out;
      };
      return "clashing givens: '" + digit_name(d, writes_numbers(puzzle.form, geo.size())) + "' twice in " +
             kKind[u / geo.size()] + " " + std::to_string(u % geo.size() + 1) + " (" + where(a) + " and " +
             where(c) + ")";
    }
  }
  return std::nullopt;
}

std::string format_grid(const std::vector<int>& digits, LineForm form) {
  if (!writes_numbers(form, integer_sqrt(digits.size()))) {
    std::string out(digits.size(), '.');
    for (std::size_t i = 0; i < digits.size(); ++i) {
      if (digits[i] != kBlank) out[i] = symbol_of(digits[i]);
    }
    return out;
  }
  std::string out;
  out.reserve(digits.size() * 4);
  char number[16];
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i != 0) out += ' ';
    const int value = digits[i] == kBlank ? 0 : digits[i] + 1;
    out.append(number, std::to_chars(number, number + sizeof number, value).ptr);
  }
  return out;
}

std::string draw_grid(const Geometry& geo, const std::vector<int>& digits, LineForm form) {
  const int n = geo.size();
  const bool numbers = writes_numbers(form, n) || n > kMaxDrawnSymbolSize;
  const std::size_t width = numbers ? std::to_string(n).size() : 1;  // each cell right-aligned
  std::string rule = "+";
  for (int b = 0; b < n / geo.block_cols(); ++b) {
    rule += std::string((width + 1) * geo.block_cols() + 1, '-') + "+";
  }
  rule += '\n';
  std::string out;
  for (int r = 0; r < n; ++r) {
    if (r % geo.block_rows() == 0) out += rule;
    for (int c = 0; c < n; ++c) {
      if (c % geo.block_cols() == 0) out += "| ";
      const int d = digits[geo.cell(r, c)];
      const std::string cell = d == kBlank ? "." : digit_name(d, numbers);
      out.append(width - cell.size(), ' ');
      out += cell;
      out += ' ';
    }
    out += "|\n";
  }
  return out + rule;
}

std::string symbol_counts(const Geometry& geo, const std::vector<int>& digits, LineForm form) {
  const bool numbers = writes_numbers(form, geo.size());
  std::vector<int> counts(geo.size(), 0);
  for (int d : digits) {
    if (d != kBlank) ++counts[d];
  }
  std::string out;
  bool even = true;
  for (int d = 0; d < geo.size(); ++d) {
    out += digit_name(d, numbers);
    out += ':' + std::to_string(counts[d]) + ' ';
    even = even && counts[d] == geo.size();
  }
  return out + (even ? "(each symbol " + std::to_string(geo.size()) + " times)" : "(UNEVEN)");
}

}  // namespace sudoku
