#include "harness/output/json_string.h"

#include <gtest/gtest.h>

namespace sudoku::harness {
namespace {

TEST(JsonStringTest, QuotesPlainText) { EXPECT_EQ(json_string("puzzles/a.txt"), "\"puzzles/a.txt\""); }

TEST(JsonStringTest, EscapesQuotesAndBackslashes) {
  EXPECT_EQ(json_string(R"(say "hi" \ bye)"), R"("say \"hi\" \\ bye")");
}

TEST(JsonStringTest, EscapesControlCharacters) {
  EXPECT_EQ(json_string("a\nb\tc\rd"), R"("a\nb\tc\rd")");
  EXPECT_EQ(json_string(std::string_view("\x01\x1f\0", 3)), R"("\u0001\u001f\u0000")");
  EXPECT_EQ(json_string("\x7f"), "\"\x7f\"");  // DEL needs no escape
}

TEST(JsonStringTest, KeepsWellFormedUtf8) {
  EXPECT_EQ(json_string("µs \xe2\x9c\x93 \xf0\x9f\x98\x80"), "\"µs \xe2\x9c\x93 \xf0\x9f\x98\x80\"");
}

TEST(JsonStringTest, ReplacesBytesThatAreNotUtf8) {
  EXPECT_EQ(json_string(std::string("a\xff") + "b"), R"("a\ufffdb")");
  EXPECT_EQ(json_string("\xc3"), R"("\ufffd")");                      // cut short
  EXPECT_EQ(json_string("\xc0\xaf"), R"("\ufffd\ufffd")");            // overlong '/'
  EXPECT_EQ(json_string("\xed\xa0\x80"), R"("\ufffd\ufffd\ufffd")");  // a surrogate
}

}  // namespace
}  // namespace sudoku::harness
