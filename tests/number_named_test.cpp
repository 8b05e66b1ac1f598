#include "solver/number_named.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>

namespace sudoku {
namespace {

TEST(NumberNamedTest, TheWholeTextIsTheNumber) {
  EXPECT_EQ(number_named<int>("12"), std::optional<int>(12));
  EXPECT_EQ(number_named<int>("-3"), std::optional<int>(-3));
  EXPECT_EQ(number_named<double>("2.5"), std::optional<double>(2.5));
  EXPECT_EQ(number_named<std::uint64_t>("18446744073709551615"), std::optional<std::uint64_t>(UINT64_MAX));
}

// std::from_chars alone reads 12 from "12x" and stops; a number with anything after it, or no
// number at all, is refused here.
TEST(NumberNamedTest, TextBesideTheNumberIsRefused) {
  for (const char* text : {"", "12x", "12 ", " 12", "+12", "x", "1e", "--1"}) {
    EXPECT_FALSE(number_named<int>(text).has_value()) << "'" << text << "'";
    EXPECT_FALSE(number_named<double>(text).has_value()) << "'" << text << "'";
  }
}

TEST(NumberNamedTest, OutOfRangeIsRefused) {
  EXPECT_FALSE(number_named<std::uint64_t>("-1").has_value());
  EXPECT_FALSE(number_named<int>("99999999999").has_value());
  EXPECT_FALSE(number_named<std::uint64_t>("18446744073709551616").has_value());
}

}  // namespace
}  // namespace sudoku
