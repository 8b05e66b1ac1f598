#include "harness/core/solver_choice.h"

#include <algorithm>

#include "backends/make_backend.h"

namespace sudoku::harness {
namespace {

constexpr std::size_t kMaxSolvers = 64;  // --resume keeps a bit per solver

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
         c == '.';
}

// "qq=cmd:./qq.sh": the name before '=' when all of it is a name (a command's own '=' follows
// its "cmd:", whose colon is no name character).
std::optional<std::string> name_prefix(std::string_view piece) {
  const std::size_t equals = piece.find('=');
  if (equals == std::string_view::npos || equals == 0) return std::nullopt;
  const std::string_view name = piece.substr(0, equals);
  if (!std::all_of(name.begin(), name.end(), name_char)) return std::nullopt;
  return std::string(name);
}

// The spec of a piece, without its NAME= prefix.
std::string_view spec_of(std::string_view piece) {
  const std::optional<std::string> name = name_prefix(piece);
  return name ? piece.substr(name->size() + 1) : piece;
}

// Where a solver starts: after a command or a library path, a piece that does not start one is
// the rest of that command ("cmd:tr a,b c,d") or path.
bool starts_solver(std::string_view piece, std::string_view before) {
  const std::string_view spec = spec_of(before);
  if (!spec.starts_with("cmd:") && !spec.starts_with("lib:")) return true;
  return piece == "native" || piece == "cadical" || piece.starts_with("lib:") || piece.starts_with("cmd:") ||
         name_prefix(piece).has_value();
}

std::vector<std::string> split_solvers(std::string_view text) {
  std::vector<std::string> pieces;
  std::size_t begin = 0;
  while (begin <= text.size()) {
    std::size_t comma = text.find(',', begin);
    if (comma == std::string_view::npos) comma = text.size();
    const std::string_view piece = text.substr(begin, comma - begin);
    if (!pieces.empty() && !starts_solver(piece, pieces.back())) {
      pieces.back() += ',';
      pieces.back() += piece;
    } else {
      pieces.emplace_back(piece);
    }
    begin = comma + 1;
  }
  return pieces;
}

}  // namespace

std::vector<SolverChoice> default_solvers() { return {{"native", "native", {}}}; }

std::vector<SolverChoice> parse_solvers(std::string_view text, const SolverConfig& native_config,
                                        std::string* error) {
  std::vector<SolverChoice> choices;
  const std::vector<std::string> pieces = split_solvers(text);
  if (pieces.size() > kMaxSolvers) {
    *error = "at most " + std::to_string(kMaxSolvers) + " solvers";
    return {};
  }
  for (const std::string& piece : pieces) {
    SolverChoice choice;
    const std::optional<std::string> name = name_prefix(piece);
    choice.spec = spec_of(piece);
    std::string reason;
    const auto backend = backends::make_backend(choice.spec, native_config, reason);
    if (!backend || !reason.empty()) {
      *error = reason.empty() ? "'" + choice.spec + "' cannot be made" : reason;
      return {};
    }
    choice.name = name ? *name : backend->name();
    const auto same = [&](const SolverChoice& c) { return c.name == choice.name; };
    if (std::any_of(choices.begin(), choices.end(), same)) {
      *error = "the solver name '" + choice.name + "' is given twice (NAME=SPEC names each apart)";
      return {};
    }
    choices.push_back(std::move(choice));
  }
  return choices;
}

std::optional<SolverChoice> parse_race(std::string_view text, const SolverConfig& native_config,
                                       std::string* error) {
  SolverChoice race{"", "race", parse_solvers(text, native_config, error)};
  if (race.members.empty()) return std::nullopt;
  if (race.members.size() < 2) {
    *error = "a race needs two solvers or more";
    return std::nullopt;
  }
  for (const SolverChoice& member : race.members) race.name += (race.name.empty() ? "" : "|") + member.name;
  return race;
}

}  // namespace sudoku::harness
