#include "solver/nine/bitboard9.h"

#include <algorithm>
#include <bit>

namespace sudoku::nine {
namespace {

constexpr Band kRow = 0x1FF;  // the 9 cells of a band's first row
constexpr Band kFullBand = (Band{1} << 27) - 1;
constexpr Band kColumnSpread = 0x40201;  // x * kColumnSpread copies 9 bits into all 3 rows

constexpr int band_of(int cell) { return cell / 27; }
constexpr Band bit_of(int cell) { return Band{1} << (cell % 27); }

struct Tables {
  // Per cell, its peers and the cell itself as BandLanes' four lanes (the fourth empty).
  std::array<std::array<Band, 4>, kCells> peers{};
  std::array<std::array<Band, 4>, kCells> itself{};
  // Row of 9 bits -> which of its 3 segments (blocks) hold a bit.
  std::array<std::uint8_t, 512> segments{};
  // 3 bits (j) -> the same bits 3 apart (3j), to build a stack's column-by-band pattern.
  std::array<std::uint16_t, 8> spread{};
  // Pattern of segments, bit 3i + k = "line i of the band or stack meets block k" -> what pointing
  // and claiming leave of it, repeated to a fixed point:
  //   pointing  block k meets only line i      -> line i's other blocks lose the digit
  //   claiming  line i meets only block k      -> block k's other lines lose the digit
  std::array<std::uint16_t, 512> locked{};
  // Pattern of row segments (bit 3r + k) -> the band's cells in them.
  std::array<Band, 512> row_segment_cells{};

  constexpr Tables() {
    for (int cell = 0; cell < kCells; ++cell) {
      const int r = cell / 9, c = cell % 9;
      for (int other = 0; other < kCells; ++other) {
        const int r2 = other / 9, c2 = other % 9;
        const bool peer = r == r2 || c == c2 || (r / 3 == r2 / 3 && c / 3 == c2 / 3);
        if (peer && other != cell) peers[cell][band_of(other)] |= bit_of(other);
      }
      itself[cell][band_of(cell)] = bit_of(cell);
    }
    for (int row = 0; row < 512; ++row) {
      for (int k = 0; k < 3; ++k) {
        if ((row >> (3 * k)) & 7) segments[row] |= std::uint8_t(1 << k);
      }
    }
    for (int t = 0; t < 8; ++t) {
      for (int j = 0; j < 3; ++j) {
        if ((t >> j) & 1) spread[t] |= std::uint16_t(1 << (3 * j));
      }
    }
    for (int pattern = 0; pattern < 512; ++pattern) {
      int m = pattern;
      for (bool changed = true; changed;) {
        const int before = m;
        for (int k = 0; k < 3; ++k) {         // pointing
          const int lines = (m >> k) & 0x49;  // bits 0, 3, 6: lines 0, 1, 2 in block k
          if (lines != 0 && (lines & (lines - 1)) == 0) {
            const int line = std::countr_zero(unsigned(lines)) / 3;
            m &= ~(7 << (3 * line)) | (1 << (3 * line + k));
          }
        }
        for (int i = 0; i < 3; ++i) {  // claiming
          const int blocks = (m >> (3 * i)) & 7;
          if (blocks != 0 && (blocks & (blocks - 1)) == 0) {
            const int block = std::countr_zero(unsigned(blocks));
            m &= ~(0x49 << block) | (1 << (3 * i + block));
          }
        }
        changed = m != before;
      }
      locked[pattern] = std::uint16_t(m);
      for (int bit = 0; bit < 9; ++bit) {
        if ((pattern >> bit) & 1) row_segment_cells[pattern] |= Band{7} << (9 * (bit / 3) + 3 * (bit % 3));
      }
    }
  }
};

constexpr Tables kTables;

BandLanes peers_of(int cell) {
  const auto& p = kTables.peers[cell];
  return BandLanes{p[0], p[1], p[2], p[3]};
}

// The cell as a set: its bit in its band's lane. From a table: a vector built by setting one
// lane goes through memory, and the load after the store waits.
BandLanes lanes_of(int cell) {
  const auto& c = kTables.itself[cell];
  return BandLanes{c[0], c[1], c[2], c[3]};
}

// Each lane all ones where `v`'s lane is not empty, else zero (a comparison's lanes, as BandLanes).
BandLanes where_any(BandLanes v) { return (BandLanes)(v != BandLanes{0, 0, 0, 0}); }

int popcount(BandLanes v) { return std::popcount(v[0]) + std::popcount(v[1]) + std::popcount(v[2]); }
bool any(BandLanes v) { return (v[0] | v[1] | v[2]) != 0; }

// The cells with at least one, two and three of the digits' candidates, counted over the digits'
// sets (what a caller leaves unread, the compiler drops).
struct CandidateCounts {
  BandLanes one{0, 0, 0, 0};
  BandLanes two{0, 0, 0, 0};
  BandLanes three{0, 0, 0, 0};
};
CandidateCounts count_candidates(const std::array<BandLanes, kSize>& candidates) {
  CandidateCounts at_least;
  for (const BandLanes& digit : candidates) {
    at_least.three |= at_least.two & digit;
    at_least.two |= at_least.one & digit;
    at_least.one |= digit;
  }
  return at_least;
}

// A digit's columns across the three bands, in every lane (the fourth stays empty): the columns
// where some band holds it, and those where it has two places or more. The lanes are turned so
// that each sees the other two bands.
struct ColumnTally {
  BandLanes any;
  BandLanes multi;
};
ColumnTally column_tally(BandLanes w) {
  const BandLanes band_any = (w | w >> 9 | w >> 18) & kRow;
  const BandLanes band_multi = ((w & w >> 9) | (w & w >> 18) | (w >> 9 & w >> 18)) & kRow;
  const BandLanes any_1 = __builtin_shufflevector(band_any, band_any, 1, 2, 0, 3);
  const BandLanes any_2 = __builtin_shufflevector(band_any, band_any, 2, 0, 1, 3);
  const BandLanes multi = band_multi | __builtin_shufflevector(band_multi, band_multi, 1, 2, 0, 3) |
                          __builtin_shufflevector(band_multi, band_multi, 2, 0, 1, 3) | (band_any & any_1) |
                          (band_any & any_2) | (any_1 & any_2);
  return {band_any | any_1 | any_2, multi};
}

}  // namespace

Bitboard9::Bitboard9(const Puzzle& puzzle)
    : open_{kFullBand, kFullBand, kFullBand, 0}, unchecked_singles_(0x1FF), unchecked_locked_(0x1FF) {
  // Slot 0 collects the blanks, slot d + 1 digit d's givens: no branch on whether a cell is
  // given, which varies from cell to cell too irregularly to predict.
  static_assert(kBlank == -1);
  std::array<BandLanes, kSize + 1> by_digit{};
  for (int cell = 0; cell < kCells; ++cell) by_digit[puzzle.cells[cell] + 1] |= lanes_of(cell);
  const BandLanes givens = open_ & ~by_digit[0];
  for (int d = 0; d < kSize; ++d) candidates_[d] = (open_ & ~givens) | by_digit[d + 1];
}

Mask Bitboard9::candidates(int cell) const {
  const int b = band_of(cell);
  const Band bit = bit_of(cell);
  Mask m = 0;
  for (int d = 0; d < kSize; ++d) {
    if (candidates_[d][b] & bit) m |= digit_bit(d);
  }
  return m;
}

bool Bitboard9::place_givens(Stats& stats) {
  // The givens are the cells of one candidate; each digit leaves the rows, columns and blocks of
  // its givens, filled whole by word operations: no pass over the cells (which, a place() per
  // given, was two fifths of the time of a grid solved at the root; results/notes/nine-by-nine.md).
  // A unit with two givens of a digit is a clash.
  const BandLanes givens = open_ & ~count_candidates(candidates_).two;
  constexpr BandLanes kNone = {0, 0, 0, 0};
  int removed = 0;
  for (int d = 0; d < kSize; ++d) {
    const BandLanes mine = candidates_[d] & givens;
    BandLanes seen = kNone;
    BandLanes twice = kNone;  // lanes with a row or block of two of them
    for (int k = 0; k < 3; ++k) {
      const BandLanes row = mine & (kRow << (9 * k));
      const BandLanes block = mine & (Band{7} << (3 * k)) * kColumnSpread;
      seen |= where_any(row) & (kRow << (9 * k));
      seen |= where_any(block) & (Band{7} << (3 * k)) * kColumnSpread;
      twice |= (row & (row - 1)) | (block & (block - 1));
    }
    const ColumnTally columns = column_tally(mine);
    if (any(twice | columns.multi)) return false;
    seen = (seen | columns.any * kColumnSpread) & ~mine & BandLanes{kFullBand, kFullBand, kFullBand, 0};
    removed += popcount(candidates_[d] & seen);
    candidates_[d] &= ~seen;
  }
  open_ &= ~givens;
  stats.eliminations += std::uint64_t(removed);
  stats.eliminated[idx(TechniqueId::kForwardLooking)] += std::uint64_t(removed);
  return true;
}

bool Bitboard9::place(int cell, int digit, std::size_t by, Stats& stats) {
  const int b = band_of(cell);
  const Band bit = bit_of(cell);
  if ((candidates_[digit][b] & bit) == 0) return false;
  if ((open_[b] & bit) == 0) return true;  // placed already, and with this digit: its bit is kept
  // The cell's other digits, without a branch per digit: which of them are there varies too much
  // to predict.
  const BandLanes here = lanes_of(cell);
  unsigned others = 0;
  for (int d = 0; d < kSize; ++d) {
    others |= unsigned((candidates_[d][b] & bit) != 0) << d;
    candidates_[d] &= ~here;
  }
  candidates_[digit] |= here;
  others &= ~unsigned(digit_bit(digit));
  mark_changed(others);
  const int removed = std::popcount(others);
  open_ &= ~here;
  const BandLanes hit = candidates_[digit] & peers_of(cell);
  const int from_peers = popcount(hit);
  candidates_[digit] &= ~hit;
  mark_changed(digit_bit(digit));
  stats.eliminations += std::uint64_t(removed + from_peers);
  stats.eliminated[idx(TechniqueId::kForwardLooking)] += std::uint64_t(from_peers);
  ++stats.placements;
  if (by != kNoTechnique) {
    ++stats.placed[by];
    stats.eliminated[by] += std::uint64_t(removed);
  }
  return true;
}

bool Bitboard9::propagate(Rules rules, Stats& stats) {
  for (;;) {
    // A board with every cell placed is a solution (a placement takes its digit from every peer),
    // and no rule finds more on it: the last round of unit scans would be spent for nothing.
    if (complete()) return true;
    bool placed = false;
    // Bands in order, each counted after the placements of the bands before it: all three are
    // counted at once, again after a band placed something.
    CandidateCounts at_least;
    bool counted = false;
    for (int b = 0; b < 3; ++b) {
      if (!counted) {
        at_least = count_candidates(candidates_);
        counted = true;
      }
      if ((open_[b] & ~at_least.one[b]) != 0) return false;
      Band singles = open_[b] & ~at_least.two[b];
      if (singles == 0) continue;
      counted = false;
      // Bit k of a cell's digit, were it its only one: no search over the digits for each single.
      std::array<Band, 4> digit_bits{};
      for (int d = 0; d < kSize; ++d) {
        for (int k = 0; k < 4; ++k) digit_bits[k] |= (d >> k) & 1 ? candidates_[d][b] : 0;
      }
      for (; singles != 0; singles &= singles - 1) {
        const int at = std::countr_zero(singles);
        const int digit = int((digit_bits[0] >> at) & 1) | int((digit_bits[1] >> at) & 1) << 1 |
                          int((digit_bits[2] >> at) & 1) << 2 | int((digit_bits[3] >> at) & 1) << 3;
        // false: a placement just made emptied this cell
        if (!place(27 * b + at, digit, idx(TechniqueId::kForwardLooking), stats)) return false;
        placed = true;
      }
    }
    if (placed) continue;
    if (rules.hidden_singles) {
      const int found = hidden_singles(stats);
      if (found < 0) return false;
      if (found > 0) continue;
    }
    if (rules.intersections && pointing_and_claiming(stats)) continue;
    return true;
  }
}

namespace {

constexpr Band kSegmentBase = 0x1249249;  // the first bit of each of a band's 9 segments of 3 cells
constexpr Band kRowBase = 0x40201;        // the first bit of each of a band's 3 rows
constexpr Band kBlockBase = 0x49;         // the first bit of each of a band's 3 blocks (in row 0)

// Of three flags at bits 0, s and 2s of `any` (and `multi`: a flag standing for two or more),
// which groups hold exactly one, at bit 0 of the group; and which hold none.
struct Tally {
  BandLanes one;
  BandLanes none;
};
inline Tally tally(BandLanes any, BandLanes multi, int s) {
  const BandLanes some = any | any >> s | any >> 2 * s;
  const BandLanes more = (any & any >> s) | (any & any >> 2 * s) | (any >> s & any >> 2 * s) | multi |
                         multi >> s | multi >> 2 * s;
  return {some & ~more, ~some};
}

// In each lane, the cells of band word `w` alone in their row or block; `empty` gets a bit in the
// lane of a band with a row or block that has none. Branch-free: segments of 3 cells are summed
// first, then rows (segments 3 apart) and blocks (segments 9 apart).
inline BandLanes alone_in_rows_and_blocks(BandLanes w, BandLanes& empty) {
  const BandLanes any = (w | w >> 1 | w >> 2) & kSegmentBase;
  const BandLanes multi = ((w & w >> 1) | (w & w >> 2) | (w >> 1 & w >> 2)) & kSegmentBase;
  const Tally rows = tally(any, multi, 3);
  const Tally blocks = tally(any, multi, 9);
  empty = (rows.none & kRowBase) | (blocks.none & kBlockBase);
  return w & ((rows.one & kRowBase) * kRow | ((blocks.one & kBlockBase) * 7) * kColumnSpread);
}

}  // namespace

int Bitboard9::hidden_singles(Stats& stats) {
  int found = 0;
  while (unchecked_singles_ != 0) {
    const int d = std::countr_zero(unchecked_singles_);
    unchecked_singles_ &= unchecked_singles_ - 1;
    const BandLanes w = candidates_[d];
    BandLanes empty;
    const BandLanes sole = alone_in_rows_and_blocks(w, empty);
    const ColumnTally columns = column_tally(w);
    const BandLanes lone = sole | (w & ((columns.any & ~columns.multi) * kColumnSpread));
    if (any(empty) || columns.any[0] != kRow) return -1;
    for (int b = 0; b < 3; ++b) {
      for (Band cells = lone[b] & open_[b]; cells != 0; cells &= cells - 1) {
        const int cell = 27 * b + std::countr_zero(cells);
        // false: a placement just made took the digit's last place in a unit
        if (!place(cell, d, idx(TechniqueId::kHiddenSingle), stats)) return -1;
        ++found;
      }
    }
  }
  return found > 0 ? 1 : 0;
}

bool Bitboard9::pointing_and_claiming(Stats& stats) {
  const auto& t = kTables;
  int removed = 0;
  while (unchecked_locked_ != 0) {
    const int d = std::countr_zero(unchecked_locked_);
    unchecked_locked_ &= unchecked_locked_ - 1;
    Cells where = {candidates_[d][0], candidates_[d][1], candidates_[d][2]};
    const int removed_before = removed;
    for (Band& w : where) {  // bands: rows x blocks
      const int pattern =
          t.segments[w & kRow] | t.segments[(w >> 9) & kRow] << 3 | t.segments[(w >> 18) & kRow] << 6;
      const int keep = t.locked[pattern];
      if (keep != pattern) {
        const Band left = w & t.row_segment_cells[keep];
        removed += std::popcount(w ^ left);
        w = left;
      }
    }
    // stacks: columns x blocks; bit 3j + b = "column j of the stack has the digit in band b"
    Band columns[3];
    for (int b = 0; b < 3; ++b) columns[b] = (where[b] | where[b] >> 9 | where[b] >> 18) & kRow;
    for (int s = 0; s < 3; ++s) {
      const int pattern = t.spread[(columns[0] >> (3 * s)) & 7] | t.spread[(columns[1] >> (3 * s)) & 7] << 1 |
                          t.spread[(columns[2] >> (3 * s)) & 7] << 2;
      const int keep = t.locked[pattern];
      if (keep == pattern) continue;
      for (int b = 0; b < 3; ++b) {
        const int kept = (keep >> b) & 0x49;
        const Band kept_columns = Band((kept | kept >> 2 | kept >> 4) & 7);
        const Band gone = ((~kept_columns & 7) << (3 * s)) * kColumnSpread;
        removed += std::popcount(where[b] & gone);
        where[b] &= ~gone;
      }
    }
    if (removed != removed_before) {
      candidates_[d] = BandLanes{where[0], where[1], where[2], 0};
      mark_changed(digit_bit(d));
    }
  }
  stats.eliminations += std::uint64_t(removed);
  stats.eliminated[idx(TechniqueId::kIntersections)] += std::uint64_t(removed);
  return removed > 0;
}

int Bitboard9::open_peers(int cell) const { return popcount(peers_of(cell) & open_); }

int Bitboard9::choose_cell(bool most_constrained) const {
  if (!most_constrained) {
    for (int b = 0; b < 3; ++b) {
      if (open_[b] != 0) return 27 * b + std::countr_zero(open_[b]);
    }
    return -1;
  }
  // Fewest candidates first; among equals, the cell with the most open peers: its digit leaves
  // the most cells, so each branch propagates furthest. On forum_hardest_1106 that tie-break
  // halves the nodes (123.6 -> 65.7 a puzzle) against taking the first cell with two.
  // Each cell's count is summed for all cells at once, bit-sliced over the digits' words, and only
  // the cells of the fewest are weighed: counting cell by cell was half of an empty 9x9's time.
  const Cells pool = fewest_candidates();
  // The first cell of the most open peers: a maximum without a branch per cell, since which cell
  // wins is too irregular to predict.
  constexpr int kCellBits = 7;  // cells below 128, open peers below 128
  int best_key = -1;
  for (int b = 0; b < 3; ++b) {
    for (Band cells = pool[b]; cells != 0; cells &= cells - 1) {
      const int cell = 27 * b + std::countr_zero(cells);
      best_key = std::max(best_key, (open_peers(cell) << kCellBits) | (kCells - 1 - cell));
    }
  }
  return best_key < 0 ? -1 : kCells - 1 - (best_key & ((1 << kCellBits) - 1));
}

Cells Bitboard9::fewest_candidates() const {
  // Cells of two candidates first, the common case once the search is under way: two or more, and
  // not three or more, counted in three words.
  const CandidateCounts at_least = count_candidates(candidates_);
  const BandLanes pairs = open_ & at_least.two & ~at_least.three;
  if (any(pairs)) return {pairs[0], pairs[1], pairs[2]};
  // Else a 4-bit counter per cell in four sets (bit planes), each digit's set added in.
  BandLanes c0 = {0, 0, 0, 0}, c1 = c0, c2 = c0, c3 = c0;
  for (const BandLanes& x : candidates_) {  // a placed cell counts its one digit, and is no open cell
    const BandLanes carry0 = c0 & x;
    c0 ^= x;
    const BandLanes carry1 = c1 & carry0;
    c1 ^= carry0;
    c3 |= c2 & carry1;
    c2 ^= carry1;
  }
  for (int n = 3; n <= kSize; ++n) {  // after propagation no open cell has fewer than two
    const BandLanes with_n =
        open_ & (n & 1 ? c0 : ~c0) & (n & 2 ? c1 : ~c1) & (n & 4 ? c2 : ~c2) & (n & 8 ? c3 : ~c3);
    if (any(with_n)) return {with_n[0], with_n[1], with_n[2]};
  }
  return {0, 0, 0};
}

std::vector<int> Bitboard9::digits() const {
  std::vector<int> out(kCells, kBlank);
  for (int d = 0; d < kSize; ++d) {
    for (int b = 0; b < 3; ++b) {
      for (Band cells = candidates_[d][b] & ~open_[b]; cells != 0; cells &= cells - 1) {
        out[27 * b + std::countr_zero(cells)] = d;
      }
    }
  }
  return out;
}

}  // namespace sudoku::nine
