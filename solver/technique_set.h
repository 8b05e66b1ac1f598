#pragma once
// The one on/off switch for solving techniques: a bitset indexed by TechniqueId, parsed from names.

#include <array>
#include <bitset>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sudoku {

enum class TechniqueId {
  kForwardLooking,            // fl: a placed value leaves every peer; chains naked singles
  kMostConstrainedBranching,  // mrv: a search rule, not a deduction: branch on a fewest-candidates cell
  kHiddenSingle,              // cp: hidden singles; a value with no place left fails
  kSubsets,                   // subsets: naked and hidden subsets of every size
  kIntersections,             // intersections: pointing and claiming
  kFish,                      // fish: X-Wing, Swordfish and larger
};
inline constexpr std::size_t kTechniqueCount = 6;

constexpr std::size_t idx(TechniqueId id) { return static_cast<std::size_t>(id); }

// Short names, in TechniqueId order: "fl", "mrv", "cp", "subsets", "intersections", "fish".
const std::array<std::string_view, kTechniqueCount>& technique_names();
std::string_view technique_name(TechniqueId id);

class TechniqueSet {
 public:
  TechniqueSet() = default;  // none: plain backtracking
  static TechniqueSet all();

  bool has(TechniqueId id) const { return bits_.test(idx(id)); }
  TechniqueSet& add(TechniqueId id) {
    bits_.set(idx(id));
    return *this;
  }
  TechniqueSet& remove(TechniqueId id) {
    bits_.reset(idx(id));
    return *this;
  }
  bool empty() const { return bits_.none(); }
  // True when some deduction needs up-to-date candidates, which only fl maintains.
  bool deduces() const;
  bool operator==(const TechniqueSet&) const = default;

  // Parses "fl,cp,subsets", "all" or "none". Techniques that read candidates (cp, subsets,
  // intersections, fish) imply fl, which keeps the candidates true. Empty on an unknown name,
  // with the reason in *error.
  static std::optional<TechniqueSet> parse(std::string_view list, std::string* error = nullptr);
  // Canonical form: "none", "all", or names joined by '+' in TechniqueId order (no commas, so the
  // value needs no quoting in CSV).
  std::string to_string() const;

 private:
  std::bitset<kTechniqueCount> bits_;
};

}  // namespace sudoku
