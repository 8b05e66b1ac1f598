#include "solver/technique_set.h"

namespace sudoku {

const std::array<std::string_view, kTechniqueCount>& technique_names() {
  static constexpr std::array<std::string_view, kTechniqueCount> kNames = {
      "fl", "mrv", "cp", "subsets", "intersections", "fish"};
  return kNames;
}

std::string_view technique_name(TechniqueId id) { return technique_names()[idx(id)]; }

TechniqueSet TechniqueSet::all() {
  TechniqueSet set;
  set.bits_.set();
  return set;
}

bool TechniqueSet::deduces() const {
  return has(TechniqueId::kForwardLooking) || has(TechniqueId::kHiddenSingle) || has(TechniqueId::kSubsets) ||
         has(TechniqueId::kIntersections) || has(TechniqueId::kFish);
}

std::optional<TechniqueSet> TechniqueSet::parse(std::string_view list, std::string* error) {
  TechniqueSet set;
  const std::string_view whole = list;
  // An empty entry ("fl,,cp", ",", "") is a slip, not a request for plain backtracking: "none" says that.
  const auto empty_entry = [&] {
    if (error)
      *error = "empty technique name in '" + std::string(whole) + "' (use 'none' for plain backtracking)";
    return std::nullopt;
  };
  if (whole.find_first_not_of(' ') == std::string_view::npos) return empty_entry();
  while (!list.empty()) {
    const auto comma = list.find_first_of(",+");
    std::string_view name = list.substr(0, comma);
    list = comma == std::string_view::npos ? std::string_view{} : list.substr(comma + 1);
    if (comma != std::string_view::npos && list.find_first_not_of(' ') == std::string_view::npos) {
      return empty_entry();  // a trailing separator: "fl,"
    }
    while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
    while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
    if (name.empty()) return empty_entry();
    if (name == "none") continue;
    if (name == "all") {
      set = all();
      continue;
    }
    bool known = false;
    for (std::size_t i = 0; i < kTechniqueCount; ++i) {
      if (technique_names()[i] == name) {
        set.bits_.set(i);
        known = true;
      }
    }
    if (!known) {
      if (error) {
        *error = "unknown technique '" + std::string(name) +
                 "' (known: fl, mrv, cp, subsets, intersections, fish, all, none)";
      }
      return std::nullopt;
    }
  }
  if (set.deduces()) set.add(TechniqueId::kForwardLooking);
  return set;
}

std::string TechniqueSet::to_string() const {
  if (bits_.none()) return "none";
  if (bits_.all()) return "all";
  std::string out;
  for (std::size_t i = 0; i < kTechniqueCount; ++i) {
    if (!bits_.test(i)) continue;
    if (!out.empty()) out += '+';
    out += technique_names()[i];
  }
  return out;
}

}  // namespace sudoku
