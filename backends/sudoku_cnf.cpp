#include "backends/sudoku_cnf.h"

#include <array>
#include <vector>

namespace sudoku::backends {
namespace {

void add(ClauseSink& sink, std::initializer_list<int> literals) {
  sink.add_clause(std::span<const int>(literals.begin(), literals.size()));
}

// Exactly one of `vars` true.
void encode_exactly_one(std::span<const int> vars, const CnfOptions& options, ClauseSink& sink) {
  sink.add_clause(vars);
  encode_at_most_one(vars, options, sink);
}

// Each open cell holds one of its candidates.
void encode_cells(const CandidateGrid& grid, const CnfOptions& options, ClauseSink& sink) {
  std::vector<int> vars;
  for (int c = 0; c < static_cast<int>(grid.value.size()); ++c) {
    if (grid.value[c] != kBlank) continue;
    vars.clear();
    for (std::uint64_t i = grid.begin[c]; i < grid.begin[c + 1]; ++i) vars.push_back(static_cast<int>(i + 1));
    encode_exactly_one(vars, options, sink);
  }
}

// Each digit the unit has not placed goes to exactly one of its open cells that still allow it.
void encode_unit(const Geometry& geo, const CandidateGrid& grid, int unit, const CnfOptions& options,
                 std::vector<std::vector<int>>& places, ClauseSink& sink) {
  const int n = geo.size();
  std::vector<bool> placed(n, false);
  for (auto& p : places) p.clear();
  for (int c : geo.unit(unit)) {
    if (grid.value[c] != kBlank) {
      placed[grid.value[c]] = true;
      continue;
    }
    for (std::uint64_t i = grid.begin[c]; i < grid.begin[c + 1]; ++i) {
      places[grid.digits[i]].push_back(static_cast<int>(i + 1));
    }
  }
  for (int d = 0; d < n; ++d) {
    if (!placed[d]) {
      encode_exactly_one(places[d], options, sink);
      continue;
    }
    for (int var : places[d]) add(sink, {-var});  // a placed digit left elsewhere: ruled out
  }
}

}  // namespace

void encode_at_most_one(std::span<const int> vars, const CnfOptions& options, ClauseSink& sink) {
  const int k = static_cast<int>(vars.size());
  if (k <= 1) return;
  if (k <= options.pairwise_up_to) {
    for (int i = 0; i < k; ++i) {
      for (int j = i + 1; j < k; ++j) add(sink, {-vars[i], -vars[j]});
    }
    return;
  }
  // Sequential counter: s_i is "one of x_1..x_i is true".
  int previous = sink.new_variable();
  add(sink, {-vars[0], previous});
  for (int i = 1; i < k - 1; ++i) {
    const int next = sink.new_variable();
    add(sink, {-vars[i], next});
    add(sink, {-previous, next});
    add(sink, {-vars[i], -previous});
    previous = next;
  }
  add(sink, {-vars[k - 1], -previous});
}

void encode_sudoku(const Geometry& geo, const CandidateGrid& grid, const CnfOptions& options,
                   ClauseSink& sink) {
  encode_cells(grid, options, sink);
  std::vector<std::vector<int>> places(geo.size());
  for (int u = 0; u < geo.unit_count(); ++u) encode_unit(geo, grid, u, options, places, sink);
}

}  // namespace sudoku::backends
