#include "solver/puzzle_io.h"
#include "solver/size_limits.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace sudoku {
namespace {

using ::testing::IsSubstring;

constexpr const char* kPuzzle9 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kSolution9 =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A valid full grid of any shape: each band shifts its rows by one block width.
std::vector<int> pattern_grid(const Geometry& geo) {
  const int n = geo.size();
  std::vector<int> digits(geo.cell_count());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      digits[geo.cell(r, c)] =
          (geo.block_cols() * (r % geo.block_rows()) + r / geo.block_rows() + c) % n;
    }
  }
  return digits;
}

ParsedLine parse_ok(std::string_view line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
  EXPECT_TRUE(parsed.error.empty());
  return parsed;
}

ParsedLine parse_bad(std::string_view line) {
  ParsedLine parsed = parse_line(line);
  EXPECT_EQ(parsed.kind, LineKind::kInvalid);
  EXPECT_FALSE(parsed.error.empty());
  return parsed;
}

// An all-blank line of n*n cells with one symbol set (row-major index).
std::string line_with(int n, std::size_t index, char symbol) {
  std::string line(std::size_t(n) * n, '.');
  line[index] = symbol;
  return line;
}

TEST(PuzzleIoTest, ParsesFourByFourLine) {
  const ParsedLine parsed = parse_ok("1.3...12.1.3...1");
  EXPECT_EQ(parsed.puzzle.size, 4);
  const std::vector<int> expected = {0,      kBlank, 2,      kBlank, kBlank, kBlank, 0, 1,
                                     kBlank, 0,      kBlank, 2,      kBlank, kBlank, kBlank, 0};
  EXPECT_EQ(parsed.puzzle.cells, expected);
  EXPECT_EQ(parsed.puzzle.given_count(), 7);
}

TEST(PuzzleIoTest, ParsesNineByNineLineWithDotOrZeroBlanks) {
  const ParsedLine dots = parse_ok(kPuzzle9);
  EXPECT_EQ(dots.puzzle.size, 9);
  ASSERT_EQ(dots.puzzle.cells.size(), 81u);
  EXPECT_EQ(dots.puzzle.cells[0], 4);  // '5'
  EXPECT_EQ(dots.puzzle.cells[2], kBlank);
  EXPECT_EQ(dots.puzzle.cells[80], 8);  // '9'
  EXPECT_EQ(dots.puzzle.given_count(), 30);

  std::string zeros = kPuzzle9;
  for (char& c : zeros) {
    if (c == '.') c = '0';
  }
  EXPECT_EQ(parse_ok(zeros).puzzle.cells, dots.puzzle.cells);
}

TEST(PuzzleIoTest, ParsesSixteenAndTwentyFiveWithLetterSymbols) {
  for (int n : {16, 25}) {
    SCOPED_TRACE(n);
    const Geometry geo = Geometry::for_size(n);
    std::vector<int> digits = pattern_grid(geo);
    digits[1] = kBlank;
    const ParsedLine parsed = parse_ok(format_grid(digits));
    EXPECT_EQ(parsed.puzzle.size, n);
    EXPECT_EQ(parsed.puzzle.cells, digits);
    EXPECT_EQ(parsed.puzzle.given_count(), n * n - 1);
  }
  // 'G' is the sixteenth symbol, 'P' the twenty-fifth.
  const ParsedLine g = parse_ok(line_with(16, 0, 'G'));
  EXPECT_EQ(g.puzzle.cells[0], 15);
  const ParsedLine p = parse_ok(line_with(25, 624, 'P'));
  EXPECT_EQ(p.puzzle.cells[624], 24);
}

TEST(PuzzleIoTest, RejectsZeroAsBlankInSixteenBySixteen) {
  const ParsedLine parsed = parse_bad(line_with(16, 0, '0'));
  EXPECT_PRED_FORMAT2(IsSubstring, "unknown symbol '0'", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "row 1, column 1", parsed.error);
}

TEST(PuzzleIoTest, IgnoresByteOrderMarkTrailingSpaceAndCarriageReturn) {
  const ParsedLine plain = parse_ok(kPuzzle9);
  const std::string decorated = std::string("\xEF\xBB\xBF") + kPuzzle9 + " \t \r";
  const ParsedLine parsed = parse_ok(decorated);
  EXPECT_EQ(parsed.puzzle.size, 9);
  EXPECT_EQ(parsed.puzzle.cells, plain.puzzle.cells);
  EXPECT_EQ(parse_ok(std::string(kPuzzle9) + "\r\n").puzzle.cells, plain.puzzle.cells);
}

TEST(PuzzleIoTest, SkipsBlankAndCommentLines) {
  for (const std::string line : {"", "   ", "\r", "\t\r\n", "# a comment", "#", "\xEF\xBB\xBF",
                                 "\xEF\xBB\xBF# after a byte-order mark"}) {
    const ParsedLine parsed = parse_line(line);
    EXPECT_EQ(parsed.kind, LineKind::kSkip) << '"' << line << '"';
    EXPECT_TRUE(parsed.error.empty());
  }
}

TEST(PuzzleIoTest, RejectsLengthThatIsNoSquare) {
  const ParsedLine parsed = parse_bad(std::string(kPuzzle9).substr(0, 80));
  EXPECT_PRED_FORMAT2(IsSubstring, "length 80", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "not N*N", parsed.error);
}

TEST(PuzzleIoTest, NamesTheNearestSizeThatHasBlocks) {
  // 80 lies between 8x8 and 9x9: 9x9 is one character away.
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 81 = 9x9)", parse_bad(std::string(80, '.')).error);
  // 5x5 and 7x7 are prime and 2x2 is too small: never named, however near.
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 36 = 6x6)", parse_bad(std::string(31, '.')).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 36 = 6x6)", parse_bad(std::string(27, '.')).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 64 = 8x8)", parse_bad(std::string(51, '.')).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 16 = 4x4)", parse_bad(std::string(3, '.')).error);
  // 11x11 is prime: 122 is 22 from both 10x10 and 12x12, and both are named.
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 100 = 10x10 or 144 = 12x12)",
                      parse_bad(std::string(122, '.')).error);
  // Just below the largest size.
  EXPECT_PRED_FORMAT2(IsSubstring, "(nearest: 4096 = 64x64)", parse_bad(std::string(4095, '.')).error);
}

TEST(PuzzleIoTest, RejectsPrimeSize) {
  const ParsedLine parsed = parse_bad(std::string(49, '.'));
  EXPECT_PRED_FORMAT2(IsSubstring, "7x7", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "prime", parsed.error);
}

TEST(PuzzleIoTest, RejectsSizeBelowFour) {
  const ParsedLine parsed = parse_bad("123456789");
  EXPECT_PRED_FORMAT2(IsSubstring, "below 4x4", parsed.error);
}

TEST(PuzzleIoTest, RejectsUnknownSymbolWithItsPosition) {
  std::string line = kPuzzle9;
  line[11] = 'G';  // r2c3 in a 9x9, where 'G' means 16
  const ParsedLine g = parse_bad(line);
  EXPECT_PRED_FORMAT2(IsSubstring, "unknown symbol 'G'", g.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "row 2, column 3", g.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "1-9", g.error);
}

TEST(PuzzleIoTest, RejectsLowercaseLetterInSixteenBySixteen) {
  const ParsedLine parsed = parse_bad(line_with(16, 20, 'a'));
  EXPECT_PRED_FORMAT2(IsSubstring, "unknown symbol 'a'", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "row 2, column 5", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "1-9, A-G", parsed.error);
}

TEST(PuzzleIoTest, RejectsNulByteAndShowsItEscaped) {
  std::string line(16, '.');
  line[5] = '\0';
  const ParsedLine parsed = parse_bad(line);
  EXPECT_PRED_FORMAT2(IsSubstring, "unknown symbol \\x00", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "row 2, column 2", parsed.error);
}

TEST(PuzzleIoTest, RejectsTenMegabyteLine) {
  const std::string huge(10 * 1024 * 1024, '.');
  const ParsedLine parsed = parse_bad(huge);
  EXPECT_PRED_FORMAT2(IsSubstring, "longer than 71x71", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, std::to_string(huge.size()), parsed.error);
}

TEST(PuzzleIoTest, DescribesPrintableAndControlBytes) {
  EXPECT_EQ(describe_char('x'), "'x'");
  EXPECT_EQ(describe_char(' '), "\\x20");
  EXPECT_EQ(describe_char('\t'), "\\x09");
  EXPECT_EQ(describe_char('\xC3'), "\\xC3");
}

TEST(PuzzleIoTest, FindsClashInRow) {
  const Geometry geo{3, 3};
  std::string line(81, '.');
  line[0] = '5';
  line[8] = '5';  // r1c9
  const auto clash = find_clash(geo, parse_ok(line).puzzle);
  ASSERT_TRUE(clash.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "'5' twice in row 1", *clash);
  EXPECT_PRED_FORMAT2(IsSubstring, "r1c1 and r1c9", *clash);
}

TEST(PuzzleIoTest, FindsClashInColumn) {
  const Geometry geo{3, 3};
  std::string line(81, '.');
  line[geo.cell(0, 1)] = '7';
  line[geo.cell(8, 1)] = '7';
  const auto clash = find_clash(geo, parse_ok(line).puzzle);
  ASSERT_TRUE(clash.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "'7' twice in column 2", *clash);
  EXPECT_PRED_FORMAT2(IsSubstring, "r1c2 and r9c2", *clash);
}

TEST(PuzzleIoTest, FindsClashInBlock) {
  const Geometry geo{3, 3};
  std::string line(81, '.');
  line[geo.cell(3, 3)] = '9';
  line[geo.cell(4, 5)] = '9';  // same middle block, other row and column
  const auto clash = find_clash(geo, parse_ok(line).puzzle);
  ASSERT_TRUE(clash.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "'9' twice in block 5", *clash);
  EXPECT_PRED_FORMAT2(IsSubstring, "r4c4 and r5c6", *clash);
}

TEST(PuzzleIoTest, FindsNoClashInValidPuzzle) {
  const Geometry geo{3, 3};
  EXPECT_FALSE(find_clash(geo, parse_ok(kPuzzle9).puzzle).has_value());
  EXPECT_FALSE(find_clash(geo, parse_ok(kSolution9).puzzle).has_value());
  const Geometry geo6{2, 3};
  Puzzle full6{6, pattern_grid(geo6)};
  EXPECT_FALSE(find_clash(geo6, full6).has_value());
}

TEST(PuzzleIoTest, FormatsGridAsOneLine) {
  EXPECT_EQ(format_grid({0, 1, kBlank, 3}), "12.4");
  EXPECT_EQ(format_grid(parse_ok(kSolution9).puzzle.cells), kSolution9);
  EXPECT_EQ(format_grid({9, 15, 24}), "AGP");
}

TEST(PuzzleIoTest, DrawsGridWithBlockBorders) {
  const Geometry geo{2, 2};
  const std::vector<int> digits = parse_ok("1234341221434.21").puzzle.cells;
  const std::string expected =
      "+-----+-----+\n"
      "| 1 2 | 3 4 |\n"
      "| 3 4 | 1 2 |\n"
      "+-----+-----+\n"
      "| 2 1 | 4 3 |\n"
      "| 4 . | 2 1 |\n"
      "+-----+-----+\n";
  EXPECT_EQ(draw_grid(geo, digits), expected);
}

TEST(PuzzleIoTest, DrawsRectangularBlocksOnSixBySix) {
  const Geometry geo{2, 3};
  const std::string drawn = draw_grid(geo, pattern_grid(geo));
  const std::string rule = "+-------+-------+\n";
  EXPECT_EQ(drawn.substr(0, rule.size()), rule);
  EXPECT_EQ(drawn.substr(drawn.size() - rule.size()), rule);
  // Three bands of two rows: four rules and six grid rows.
  std::size_t rules = 0;
  for (std::size_t at = drawn.find(rule); at != std::string::npos; at = drawn.find(rule, at + 1)) {
    ++rules;
  }
  EXPECT_EQ(rules, 4u);
  EXPECT_PRED_FORMAT2(IsSubstring, "| 1 2 3 | 4 5 6 |\n| 4 5 6 | 1 2 3 |\n+", drawn);
}

TEST(PuzzleIoTest, CountsSymbolsAndFlagsUnevenGrid) {
  const Geometry geo{2, 2};
  std::vector<int> digits = parse_ok("1234341221434321").puzzle.cells;
  EXPECT_EQ(symbol_counts(geo, digits), "1:4 2:4 3:4 4:4 (each symbol 4 times)");
  digits[0] = 1;
  EXPECT_EQ(symbol_counts(geo, digits), "1:3 2:5 3:4 4:4 (UNEVEN)");
  digits[1] = kBlank;
  EXPECT_EQ(symbol_counts(geo, digits), "1:3 2:4 3:4 4:4 (UNEVEN)");
}

TEST(PuzzleIoTest, RoundTripsEverySymbol) {
  for (int d = 0; d < kMaxTextSize; ++d) {
    const char symbol = symbol_of(d);
    const auto back = digit_of(symbol);
    ASSERT_TRUE(back.has_value()) << d;
    EXPECT_EQ(*back, d);
  }
  EXPECT_EQ(symbol_of(0), '1');
  EXPECT_EQ(symbol_of(8), '9');
  EXPECT_EQ(symbol_of(9), 'A');
  EXPECT_EQ(symbol_of(34), 'Z');
  EXPECT_EQ(symbol_of(63), 'w');
  EXPECT_EQ(symbol_of(70), '~');
  EXPECT_FALSE(digit_of(char(0x7f)).has_value());
  EXPECT_FALSE(digit_of('0').has_value());
  EXPECT_FALSE(digit_of('.').has_value());
  EXPECT_FALSE(digit_of(' ').has_value());
  EXPECT_FALSE(digit_of('\0').has_value());
}

}  // namespace
}  // namespace sudoku
