#pragma once
// Text as a JSON string literal, for the hand-written JSON of --json (one small document of known
// shape needs no JSON library). Quotes, backslashes and control characters are escaped; bytes
// that are not UTF-8 (a file name can hold any) become U+FFFD, so the document always parses.

#include <string>
#include <string_view>

namespace sudoku::harness {

// The text between double quotes, escaped.
std::string json_string(std::string_view text);

}  // namespace sudoku::harness
