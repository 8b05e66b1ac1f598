#include "harness/cli/did_you_mean.h"

#include <algorithm>
#include <cstddef>

namespace sudoku::harness {
namespace {

// Optimal string alignment distance: Levenshtein's edits plus a swap of two neighbouring letters,
// the commonest slip of typing ("--tiemout").
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t replace = d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, replace});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.size()][b.size()];
}

}  // namespace

std::optional<std::string> nearest_word(const std::string& word, const std::vector<std::string>& known) {
  std::optional<std::string> best;
  std::size_t best_distance = 3;  // more than 2 edits away is no guess worth offering
  for (const std::string& candidate : known) {
    const std::size_t distance = edit_distance(word, candidate);
    if (distance < best_distance && 2 * distance < word.size()) {
      best = candidate;
      best_distance = distance;
    }
  }
  return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
  const auto near = nearest_word(word, known);
  return near ? " (did you mean " + *near + "?)" : "";
}

}  // namespace sudoku::harness
