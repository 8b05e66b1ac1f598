#pragma once
// A number from its text, all of the text: "12x", "" or "1 " name no number, where std::from_chars
// alone would read 12 from the first. The options, settings and files that the harness and the
// solver read all take their numbers this way.

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace sudoku {

// The number that the whole of `text` spells, in std::from_chars's syntax (no sign "+", no
// spaces); nullopt when `text` is empty, spells more than a number or one out of Number's range.
template <typename Number>
std::optional<Number> number_named(std::string_view text) {
  Number value{};
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc{} || stop != end) return std::nullopt;
  return value;
}

}  // namespace sudoku
