#include "solver/puzzle_io.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "solver/mask.h"

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

std::string_view trim(std::string_view line) {
  if (line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
  while (!line.empty() && (line.back() == '\r' || line.back() == '\n' || line.back() == ' ' ||
                           line.back() == '\t')) {
    line.remove_suffix(1);
  }
  return line;
}

int integer_sqrt(std::size_t x) {
  std::size_t r = 0;
  while ((r + 1) * (r + 1) <= x) ++r;
  return static_cast<int>(r);
}

std::string symbol_range(int n) {
  if (n <= 9) return std::string("1-") + symbol_of(n - 1);
  return std::string("1-9, A-") + symbol_of(n - 1);
}

// Where a line's length is no square: the sizes with a block shape (composite, 4 to kMaxTextSize)
// whose N*N is nearest to it, "81 = 9x9"; at a tie both, the smaller first ("100 = 10x10 or
// 144 = 12x12"). A prime or too small N is never named: its line would be refused too.
std::string nearest_sizes(std::size_t length) {
  std::size_t best_gap = SIZE_MAX;
  std::string out;
  for (int n = 4; n <= kMaxTextSize; ++n) {
    if (!block_shape_for(n)) continue;
    const std::size_t area = std::size_t(n) * n;
    const std::size_t gap = area > length ? area - length : length - area;
    const std::string name = std::to_string(area) + " = " + std::to_string(n) + "x" + std::to_string(n);
    if (gap < best_gap) {
      best_gap = gap;
      out = name;
    } else if (gap == best_gap) {
      out += " or " + name;
    }
  }
  return out;
}

ParsedLine invalid(std::string reason) {
  ParsedLine out;
  out.kind = LineKind::kInvalid;
  out.error = std::move(reason);
  return out;
}

}  // namespace

ParsedLine parse_line(std::string_view raw) {
  const std::string_view line = trim(raw);
  if (line.empty() || line.front() == '#') return {};
  const std::size_t length = line.size();
  // Huge lines are rejected before any square root loop runs over them.
  if (length > std::size_t(kMaxTextSize) * kMaxTextSize) {
    return invalid("line of " + std::to_string(length) + " characters is longer than " +
                   std::to_string(kMaxTextSize) + "x" + std::to_string(kMaxTextSize) + " allows");
  }
  const int n = integer_sqrt(length);
  if (std::size_t(n) * n != length) {
    return invalid("length " + std::to_string(length) + " is not N*N for any N (nearest: " +
                   nearest_sizes(length) + ")");
  }
  if (n < 4) return invalid("size " + std::to_string(n) + "x" + std::to_string(n) + " is below 4x4");
  if (!block_shape_for(n)) {
    return invalid("size " + std::to_string(n) + "x" + std::to_string(n) + ": " +
                   std::to_string(n) + " is prime, so there is no block shape");
  }
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
      return invalid("unknown symbol " + describe_char(c) + " at row " + std::to_string(i / n + 1) +
                     ", column " + std::to_string(i % n + 1) + " (" + std::to_string(n) + "x" +
                     std::to_string(n) + " uses " + symbol_range(n) + " and '.')");
    }
    out.puzzle.cells[i] = *digit;
  }
  return out;
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
      return std::string("clashing givens: '") + symbol_of(d) + "' twice in " + kKind[u / geo.size()] +
             " " + std::to_string(u % geo.size() + 1) + " (" + where(a) + " and " + where(c) + ")";
    }
  }
  return std::nullopt;
}

std::string format_grid(const std::vector<int>& digits) {
  std::string out(digits.size(), '.');
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (digits[i] != kBlank) out[i] = symbol_of(digits[i]);
  }
  return out;
}

std::string draw_grid(const Geometry& geo, const std::vector<int>& digits) {
  const int n = geo.size();
  std::string rule = "+";
  for (int b = 0; b < n / geo.block_cols(); ++b) rule += std::string(2 * geo.block_cols() + 1, '-') + "+";
  rule += '\n';
  std::string out;
  for (int r = 0; r < n; ++r) {
    if (r % geo.block_rows() == 0) out += rule;
    for (int c = 0; c < n; ++c) {
      if (c % geo.block_cols() == 0) out += "| ";
      const int d = digits[geo.cell(r, c)];
      out += d == kBlank ? '.' : symbol_of(d);
      out += ' ';
    }
    out += "|\n";
  }
  return out + rule;
}

std::string symbol_counts(const Geometry& geo, const std::vector<int>& digits) {
  std::vector<int> counts(geo.size(), 0);
  for (int d : digits) {
    if (d != kBlank) ++counts[d];
  }
  std::string out;
  bool even = true;
  for (int d = 0; d < geo.size(); ++d) {
    out += symbol_of(d);
    out += ':' + std::to_string(counts[d]) + ' ';
    even = even && counts[d] == geo.size();
  }
  return out + (even ? "(each symbol " + std::to_string(geo.size()) + " times)" : "(UNEVEN)");
}

}  // namespace sudoku
