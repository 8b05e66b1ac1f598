#include "solver/puzzle_io.h"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <vector>

#include "solver/size_limits.h"

namespace sudoku {
namespace {

using ::testing::IsSubstring;

constexpr const char* kPuzzle9 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kSolution9 =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// A valid full grid of any size with a block shape: each band shifts its rows by one block width.
// Built from the block shape alone, so that it also serves sizes no Geometry is built for here.
std::vector<int> pattern_grid(int n) {
  const BlockShape shape = *block_shape_for(n);
  std::vector<int> digits(std::size_t(n) * n);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      digits[std::size_t(r) * n + c] = (shape.cols * (r % shape.rows) + r / shape.rows + c) % n;
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

// Digits as an integer line: numbers 1..N, `blank` for a blank, joined by `separator`.
std::string integer_line(const std::vector<int>& digits, std::string_view separator,
                         std::string_view blank = "0") {
  std::string line;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i != 0) line += separator;
    line += digits[i] == kBlank ? std::string(blank) : std::to_string(digits[i] + 1);
  }
  return line;
}

// An all-blank integer line of n*n entries with one entry replaced (row-major index).
std::string integer_line_with(int n, std::size_t index, std::string_view entry) {
  std::string line;
  for (std::size_t i = 0; i < std::size_t(n) * n; ++i) {
    if (i != 0) line += ' ';
    line += i == index ? entry : "0";
  }
  return line;
}

constexpr const char* kPuzzle4 = "1.3...12.1.3...1";
constexpr const char* kPuzzle4Integers = "1 0 3 0 0 0 1 2 0 1 0 3 0 0 0 1";

TEST(PuzzleIoTest, ParsesFourByFourLine) {
  const ParsedLine parsed = parse_ok("1.3...12.1.3...1");
  EXPECT_EQ(parsed.puzzle.size, 4);
  const std::vector<int> expected = {0,      kBlank, 2,      kBlank, kBlank, kBlank, 0,      1,
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
    std::vector<int> digits = pattern_grid(n);
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
  EXPECT_PRED_FORMAT2(IsSubstring, "longer than one character a cell allows (text lines stop at 71x71)",
                      parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, "write larger grids as N*N integers", parsed.error);
  EXPECT_PRED_FORMAT2(IsSubstring, std::to_string(huge.size()), parsed.error);
}

TEST(PuzzleIoTest, RejectsTextLineTooLargeForOneCharacterACell) {
  EXPECT_PRED_FORMAT2(IsSubstring,
                      "size 72x72 is too large for one character a cell (text lines stop at 71x71): "
                      "write it as N*N integers",
                      parse_bad(std::string(72 * 72, '.')).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "line of 5042 characters is longer than one character a cell allows",
                      parse_bad(std::string(71 * 71 + 1, '.')).error);
  // 71x71 itself is no text size for another reason: 71 is prime.
  if (kMaxSize >= 71) {
    EXPECT_PRED_FORMAT2(IsSubstring, "prime", parse_bad(std::string(71 * 71, '.')).error);
  }
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
  Puzzle full6{6, pattern_grid(6)};
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
  const std::string drawn = draw_grid(geo, pattern_grid(6));
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
  EXPECT_EQ(symbol_of(35), '[');
  EXPECT_EQ(symbol_of(63), 'w');
  EXPECT_EQ(symbol_of(64), 'x');
  EXPECT_EQ(symbol_of(kMaxTextSize - 1), '~');
  // Past '~' (N = 71) no character is a symbol.
  EXPECT_FALSE(digit_of('\x7F').has_value());
  EXPECT_FALSE(digit_of('\x80').has_value());
  EXPECT_FALSE(digit_of('0').has_value());
  EXPECT_FALSE(digit_of('.').has_value());
  EXPECT_FALSE(digit_of(' ').has_value());
  EXPECT_FALSE(digit_of('\0').has_value());
}

// ---- integer lines -----------------------------------------------------------------------------

TEST(PuzzleIoTest, ParsesIntegerLineSeparatedBySpaces) {
  const ParsedLine text = parse_ok(kPuzzle4);
  const ParsedLine integers = parse_ok(kPuzzle4Integers);
  EXPECT_EQ(integers.puzzle.size, 4);
  EXPECT_EQ(integers.puzzle.cells, text.puzzle.cells);
  EXPECT_EQ(integers.puzzle.form, LineForm::kIntegers);
  EXPECT_EQ(text.puzzle.form, LineForm::kText);
}

TEST(PuzzleIoTest, ParsesIntegerLineSeparatedByTabsCommasAndMixes) {
  const std::vector<int> expected = parse_ok(kPuzzle4).puzzle.cells;
  for (const char* separator : {"\t", "  ", " \t ", ",", ", ", " ,", " , ", "\t,\t"}) {
    const ParsedLine parsed = parse_ok(integer_line(expected, separator));
    EXPECT_EQ(parsed.puzzle.cells, expected) << '"' << separator << '"';
    EXPECT_EQ(parsed.puzzle.form, LineForm::kIntegers);
  }
  // Every kind in one line, with blanks before the first entry and a BOM, blanks and CR after.
  const std::string mixed = "\xEF\xBB\xBF \t1\t0,3 , 0  0\t \t0, 1,2 0,1\t,0 3 0,0 0 1 \t\r";
  EXPECT_EQ(parse_ok(mixed).puzzle.cells, expected);
}

TEST(PuzzleIoTest, ReadsZeroAndDotAsBlanksInIntegerLine) {
  std::vector<int> digits = pattern_grid(16);
  digits[0] = digits[17] = digits[255] = kBlank;
  EXPECT_EQ(parse_ok(integer_line(digits, " ", "0")).puzzle.cells, digits);
  EXPECT_EQ(parse_ok(integer_line(digits, " ", ".")).puzzle.cells, digits);
  EXPECT_EQ(parse_ok(integer_line(digits, ",", "00")).puzzle.cells, digits);
  EXPECT_EQ(parse_ok(integer_line(digits, " ", ".")).puzzle.given_count(), 253);
}

TEST(PuzzleIoTest, ParsesIntegerLinesWithTwoDigitValues) {
  for (int n : {12, 16, 25}) {
    SCOPED_TRACE(n);
    const std::vector<int> digits = pattern_grid(n);
    const ParsedLine parsed = parse_ok(integer_line(digits, n == 25 ? ", " : " "));
    EXPECT_EQ(parsed.puzzle.size, n);
    EXPECT_EQ(parsed.puzzle.cells, digits);
  }
  // "16" is the value 16, digit 15; "007" is 7.
  EXPECT_EQ(parse_ok(integer_line_with(16, 5, "16")).puzzle.cells[5], 15);
  EXPECT_EQ(parse_ok(integer_line_with(16, 5, "007")).puzzle.cells[5], 6);
}

TEST(PuzzleIoTest, ParsesIntegerLineOfTheLargestSizeLongerThanAnyTextLine) {
  const std::string line = integer_line(pattern_grid(kMaxSize), " ");
  ASSERT_GT(line.size(), std::size_t(kMaxSize) * kMaxSize);  // over the text limit, and still read
  const ParsedLine parsed = parse_ok(line);
  EXPECT_EQ(parsed.puzzle.size, kMaxSize);
  EXPECT_EQ(parsed.puzzle.cells, pattern_grid(kMaxSize));
}

TEST(PuzzleIoTest, ParsesHundredByHundredIntegerLine) {
  if (kMaxSize < 100) GTEST_SKIP() << "the solver takes up to " << kMaxSize << "x" << kMaxSize;
  std::vector<int> digits = pattern_grid(100);
  digits[4321] = kBlank;
  const ParsedLine parsed = parse_ok(integer_line(digits, " "));
  EXPECT_EQ(parsed.puzzle.size, 100);
  EXPECT_EQ(parsed.puzzle.cells, digits);
}

TEST(PuzzleIoTest, ReadsFourHundredByFourHundredIntegerLineQuickly) {
  const std::string line = integer_line(pattern_grid(400), " ");  // 160,000 numbers, ~600 KB
  const auto start = std::chrono::steady_clock::now();
  const ParsedLine parsed = parse_line(line);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  if (kMaxSize >= 400) {
    EXPECT_EQ(parsed.kind, LineKind::kPuzzle) << parsed.error;
    EXPECT_EQ(parsed.puzzle.cells, pattern_grid(400));
  } else {
    EXPECT_PRED_FORMAT2(IsSubstring, "integer line of 160000 numbers is more than", parsed.error);
  }
  // A few milliseconds in a Release build; the bound catches work that grows faster than the line.
  EXPECT_LT(elapsed, std::chrono::seconds(1));
}

TEST(PuzzleIoTest, RejectsIntegerLineWhoseCountIsNoSquare) {
  const std::string line = integer_line(std::vector<int>(80, kBlank), " ");
  EXPECT_PRED_FORMAT2(IsSubstring, "integer line of 80 numbers is not N*N for any N (nearest: 81 = 9x9)",
                      parse_bad(line).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "integer line of 2 numbers is not N*N", parse_bad("1 2").error);
}

TEST(PuzzleIoTest, RejectsIntegerLineOfPrimeOrTooSmallSize) {
  EXPECT_PRED_FORMAT2(IsSubstring, "size 7x7: 7 is prime",
                      parse_bad(integer_line(std::vector<int>(49, kBlank), " ")).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "size 3x3 is below 4x4", parse_bad("1 2 3 4 5 6 7 8 9").error);
}

TEST(PuzzleIoTest, RejectsIntegerLineLargerThanTheSolverTakes) {
  const int n = kMaxSize + 1;
  const std::string line = integer_line(std::vector<int>(std::size_t(n) * n, kBlank), " ");
  EXPECT_PRED_FORMAT2(IsSubstring,
                      "integer line of " + std::to_string(n * n) + " numbers is more than " +
                          std::to_string(kMaxSize) + "x" + std::to_string(kMaxSize) + " allows",
                      parse_bad(line).error);
}

TEST(PuzzleIoTest, RejectsEntryThatIsNoNumberWithItsPosition) {
  for (const char* entry : {"x", "1.5", "+1", "0x1", "1e2", "--", "5a", "\xC3\xA9"}) {
    SCOPED_TRACE(entry);
    const ParsedLine parsed = parse_bad(integer_line_with(4, 6, entry));
    EXPECT_PRED_FORMAT2(IsSubstring, "at row 2, column 3 is not a number (4x4 uses 1-4, 0 or '.' a blank)",
                        parsed.error);
  }
  EXPECT_PRED_FORMAT2(IsSubstring, "'1.5' at row 2, column 3",
                      parse_bad(integer_line_with(4, 6, "1.5")).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "'\\xC3\\xA9' at row 2",
                      parse_bad(integer_line_with(4, 6, "\xC3\xA9")).error);
}

TEST(PuzzleIoTest, SaysAWrongCountLineWithSpacesIsReadAsIntegers) {
  // A text line with a stray space: two "numbers", the first of which is none.
  const std::string puzzle = kPuzzle9;
  const std::string line = puzzle.substr(0, 40) + ' ' + puzzle.substr(40);
  EXPECT_PRED_FORMAT2(IsSubstring,
                      "'53..7....6..195....9...' (entry 1 of 2) is not a number; a line with spaces, tabs "
                      "or commas is read as integers",
                      parse_bad(line).error);
}

TEST(PuzzleIoTest, RejectsIntegerValueOutOfRangeWithItsPosition) {
  EXPECT_PRED_FORMAT2(IsSubstring,
                      "value '5' at row 2, column 1 is out of range (4x4 uses 1-4, 0 or '.' a blank)",
                      parse_bad(integer_line_with(4, 4, "5")).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "value '-1' at row 1, column 2 is out of range",
                      parse_bad(integer_line_with(4, 1, "-1")).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "value '99999999999999999999' at row 4, column 4 is out of range",
                      parse_bad(integer_line_with(4, 15, "99999999999999999999")).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "value '17' at row 16, column 16 is out of range (16x16 uses 1-16",
                      parse_bad(integer_line_with(16, 255, "17")).error);
}

TEST(PuzzleIoTest, RejectsCommaWithoutANumberOnEachSide) {
  const std::string line = integer_line(parse_ok(kPuzzle4).puzzle.cells, ",");
  EXPECT_PRED_FORMAT2(IsSubstring, "empty entry before number 1 (a comma with no number before it)",
                      parse_bad(" ," + line).error);
  EXPECT_PRED_FORMAT2(IsSubstring, "empty entry after number 16 (a comma with no number after it)",
                      parse_bad(line + ", ").error);
  EXPECT_PRED_FORMAT2(IsSubstring, "empty entry after number 1 (a comma with no number after it)",
                      parse_bad("1 , ," + line.substr(2)).error);
}

// ---- text symbols past 'Z' ----------------------------------------------------------------------

TEST(PuzzleIoTest, ParsesSymbolsPastZ) {
  // The public 64x64 set's symbols: '[' is digit 35 (value 36), 'w' digit 63 (value 64).
  EXPECT_EQ(parse_ok(line_with(64, 100, '[')).puzzle.cells[100], 35);
  EXPECT_EQ(parse_ok(line_with(64, 4095, 'w')).puzzle.cells[4095], 63);
  EXPECT_EQ(parse_ok(format_grid(pattern_grid(64))).puzzle.cells, pattern_grid(64));
  // 'x' is digit 64: beyond a 64x64.
  const ParsedLine beyond = parse_bad(line_with(64, 0, 'x'));
  EXPECT_PRED_FORMAT2(IsSubstring, "unknown symbol 'x' at row 1, column 1 (64x64 uses 1-9, A-w and '.')",
                      beyond.error);
}

TEST(PuzzleIoTest, ParsesSeventyBySeventyTextLineUpToSymbolTilde) {
  if (kMaxSize < 70) GTEST_SKIP() << "the solver takes up to " << kMaxSize << "x" << kMaxSize;
  const std::string line = format_grid(pattern_grid(70));
  EXPECT_NE(line.find('}'), std::string::npos);  // digit 69, the last of a 70x70
  const ParsedLine parsed = parse_ok(line);
  EXPECT_EQ(parsed.puzzle.cells, pattern_grid(70));
  EXPECT_EQ(parsed.puzzle.form, LineForm::kText);
  EXPECT_PRED_FORMAT2(IsSubstring, "unknown symbol '~'", parse_bad(line_with(70, 0, '~')).error);
}

// ---- writing and drawing in the puzzle's form --------------------------------------------------

TEST(PuzzleIoTest, FormatsGridAsIntegers) {
  EXPECT_EQ(format_grid({0, 1, kBlank, 3}, LineForm::kIntegers), "1 2 0 4");
  const std::vector<int> digits = pattern_grid(16);
  EXPECT_EQ(format_grid(digits, LineForm::kIntegers), integer_line(digits, " "));
  const ParsedLine again = parse_ok(format_grid(digits, LineForm::kIntegers));
  EXPECT_EQ(again.puzzle.cells, digits);
  EXPECT_EQ(again.puzzle.form, LineForm::kIntegers);
}

TEST(PuzzleIoTest, FormatsGridTooLargeForTextAsIntegers) {
  std::vector<int> digits(72 * 72);
  for (std::size_t i = 0; i < digits.size(); ++i) digits[i] = int(i % 72);
  EXPECT_EQ(format_grid(digits), integer_line(digits, " "));
  // 71x71 still has a symbol for every digit, '~' the last.
  std::vector<int> text(71 * 71, kBlank);
  text[0] = 70;
  std::string expected(71 * 71, '.');
  expected[0] = '~';
  EXPECT_EQ(format_grid(text), expected);
}

TEST(PuzzleIoTest, NamesClashingDigitInThePuzzleForm) {
  const Geometry geo{4, 4};
  std::string text = line_with(16, 0, 'C');
  text[5] = 'C';
  const auto as_symbol = find_clash(geo, parse_ok(text).puzzle);
  ASSERT_TRUE(as_symbol.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "'C' twice in row 1 (r1c1 and r1c6)", *as_symbol);

  Puzzle integers = parse_ok(integer_line_with(16, 0, "12")).puzzle;
  integers.cells[5] = 11;
  const auto as_number = find_clash(geo, integers);
  ASSERT_TRUE(as_number.has_value());
  EXPECT_PRED_FORMAT2(IsSubstring, "'12' twice in row 1 (r1c1 and r1c6)", *as_number);
}

TEST(PuzzleIoTest, DrawsIntegerGridAsRightAlignedNumbers) {
  const Geometry geo{4, 4};
  std::vector<int> digits = pattern_grid(16);
  digits[1] = kBlank;
  const std::string drawn = draw_grid(geo, digits, LineForm::kIntegers);
  const std::string rule = "+-------------+-------------+-------------+-------------+\n";
  const std::string first_row = "|  1  .  3  4 |  5  6  7  8 |  9 10 11 12 | 13 14 15 16 |\n";
  EXPECT_EQ(drawn.substr(0, rule.size() + first_row.size()), rule + first_row);
  EXPECT_EQ(drawn.substr(drawn.size() - rule.size()), rule);
  // A 4x4 needs no more than one column a number: drawn as text is.
  const std::vector<int> four = parse_ok(kPuzzle4).puzzle.cells;
  EXPECT_EQ(draw_grid(Geometry{2, 2}, four, LineForm::kIntegers), draw_grid(Geometry{2, 2}, four));
}

TEST(PuzzleIoTest, DrawsTextGridPastZInNumbers) {
  const std::vector<int> digits = pattern_grid(36);
  const std::string drawn = draw_grid(Geometry{6, 6}, digits);
  EXPECT_PRED_FORMAT2(IsSubstring, "|  1  2  3  4  5  6 |  7  8  9 10 11 12 |", drawn);
  EXPECT_PRED_FORMAT2(IsSubstring, " 36 |", drawn);
  // Up to 'Z' the symbols stay.
  EXPECT_PRED_FORMAT2(IsSubstring, "| 1 2 3 4 5 | 6 7 8 9 A |", draw_grid(Geometry{5, 5}, pattern_grid(25)));
}

TEST(PuzzleIoTest, CountsSymbolsAsNumbersForIntegerGrid) {
  const Geometry geo{4, 4};
  const std::vector<int> digits = pattern_grid(16);
  const std::string numbers = symbol_counts(geo, digits, LineForm::kIntegers);
  EXPECT_EQ(numbers.substr(0, 10), "1:16 2:16 ");
  EXPECT_PRED_FORMAT2(IsSubstring, " 10:16 ", numbers);
  EXPECT_PRED_FORMAT2(IsSubstring, " 16:16 (each symbol 16 times)", numbers);
  EXPECT_PRED_FORMAT2(IsSubstring, " A:16 ", symbol_counts(geo, digits));
  EXPECT_PRED_FORMAT2(IsSubstring, " G:16 (each", symbol_counts(geo, digits));
}

}  // namespace
}  // namespace sudoku
