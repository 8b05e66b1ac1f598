#pragma once
// The points of a sweep: every (grid size, share of givens) pair the command line asks for, read
// and checked once, and the name of the file that holds a point's instances.

#include <optional>
#include <string>
#include <vector>

namespace sudoku::harness {

// How a point's instances are made: `holes` keeps a random share of a random complete grid's
// cells (solvable, often many solutions); `unique` digs a unique puzzle down to that share.
enum class SweepKind { kHoles, kUnique };
std::optional<SweepKind> parse_sweep_kind(const std::string& name);
const char* sweep_kind_name(SweepKind kind);

struct SweepPoint {
  int size = 0;        // N
  double percent = 0;  // share of the N*N cells given, 0 to 100
  int givens = 0;      // round(percent * N*N / 100)
  std::string file;    // the instances' file name, "n25_g45_holes.txt"
};

// "20%:80%:5%" (start:end:step, '%' optional) or one share "45%": the shares, start first.
// Empty, with the reason in *error, for a share outside 0-100% or a range with no point.
std::optional<std::vector<double>> parse_share_range(const std::string& text, std::string* error);

// Every size with every share, sizes outermost, in the order given.
std::vector<SweepPoint> sweep_points(const std::vector<int>& sizes, const std::vector<double>& shares,
                                     SweepKind kind);

// Why `unique` cannot reach a point at all, or nothing: fewer givens than the known minimum
// (generator::fewest_unique_givens, which generate's --givens is held to as well).
std::optional<std::string> unique_out_of_reach(const SweepPoint& point);

}  // namespace sudoku::harness
