#pragma once
// "Did you mean ...?": the known word nearest to a misspelt one, for usage errors.

#include <optional>
#include <string>
#include <vector>

namespace sudoku::harness {

// The word of `known` nearest to `word` by edits (insert, delete, replace, swap two neighbours),
// when it is at most 2 edits away and fewer than half of word's letters; else nothing.
std::optional<std::string> nearest_word(const std::string& word, const std::vector<std::string>& known);

// " (did you mean X?)" for the nearest known word, or "" when none is near.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& known);

}  // namespace sudoku::harness
