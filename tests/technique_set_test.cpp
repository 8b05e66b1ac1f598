#include "solver/technique_set.h"

#include <gtest/gtest.h>

#include <string>

namespace sudoku {
namespace {

TechniqueSet parse_ok(std::string_view list) {
  std::string error;
  const auto set = TechniqueSet::parse(list, &error);
  EXPECT_TRUE(set.has_value()) << error;
  return set.value_or(TechniqueSet{});
}

TEST(TechniqueSetTest, ParsesAllAsEveryTechnique) {
  const TechniqueSet set = parse_ok("all");
  EXPECT_EQ(set, TechniqueSet::all());
  for (std::size_t i = 0; i < kTechniqueCount; ++i) EXPECT_TRUE(set.has(TechniqueId(i)));
  EXPECT_EQ(set.to_string(), "all");
}

TEST(TechniqueSetTest, ParsesNoneAsEmptySet) {
  for (const char* list : {"none", " none ", "none,none"}) {
    const TechniqueSet set = parse_ok(list);
    EXPECT_TRUE(set.empty()) << list;
    EXPECT_FALSE(set.deduces());
    EXPECT_EQ(set, TechniqueSet{});
    EXPECT_EQ(set.to_string(), "none");
  }
}

TEST(TechniqueSetTest, ParsesCommaSeparatedNames) {
  const TechniqueSet set = parse_ok("fl,mrv");
  EXPECT_TRUE(set.has(TechniqueId::kForwardLooking));
  EXPECT_TRUE(set.has(TechniqueId::kMostConstrainedBranching));
  EXPECT_FALSE(set.has(TechniqueId::kHiddenSingle));
  EXPECT_FALSE(set.has(TechniqueId::kSubsets));
  EXPECT_FALSE(set.has(TechniqueId::kIntersections));
  EXPECT_FALSE(set.has(TechniqueId::kFish));
  EXPECT_EQ(set.to_string(), "fl+mrv");
  // The canonical '+' form and stray spaces read back the same.
  EXPECT_EQ(parse_ok("fl+mrv"), set);
  EXPECT_EQ(parse_ok(" mrv , fl "), set);
}

TEST(TechniqueSetTest, RejectsUnknownNameWithReason) {
  std::string error;
  EXPECT_FALSE(TechniqueSet::parse("fl,xwing", &error).has_value());
  EXPECT_PRED_FORMAT2(::testing::IsSubstring, "unknown technique 'xwing'", error);
  EXPECT_PRED_FORMAT2(::testing::IsSubstring, "known: fl, mrv, cp", error);
  // Names are case-sensitive, and a null error pointer is allowed.
  EXPECT_FALSE(TechniqueSet::parse("FL").has_value());
}

TEST(TechniqueSetTest, RejectsEmptyEntriesWithReason) {
  for (const char* list : {"", " ", ",", "fl,,cp", "fl,", ",fl", "fl, ,cp", "fl+"}) {
    std::string error;
    EXPECT_FALSE(TechniqueSet::parse(list, &error).has_value()) << "'" << list << "'";
    EXPECT_PRED_FORMAT2(::testing::IsSubstring, "empty technique name", error);
  }
  EXPECT_EQ(parse_ok("none").to_string(), "none");
}

TEST(TechniqueSetTest, ImpliesForwardLookingForCandidateReaders) {
  for (const char* name : {"cp", "subsets", "intersections", "fish"}) {
    const TechniqueSet set = parse_ok(name);
    EXPECT_TRUE(set.has(TechniqueId::kForwardLooking)) << name;
    EXPECT_TRUE(set.deduces());
    EXPECT_EQ(set.to_string(), std::string("fl+") + name);
  }
  // mrv is a search rule, not a deduction: no fl.
  const TechniqueSet mrv = parse_ok("mrv");
  EXPECT_FALSE(mrv.has(TechniqueId::kForwardLooking));
  EXPECT_FALSE(mrv.deduces());
  EXPECT_EQ(mrv.to_string(), "mrv");
}

TEST(TechniqueSetTest, WritesNamesInTechniqueOrder) {
  EXPECT_EQ(parse_ok("fish,cp").to_string(), "fl+cp+fish");
  EXPECT_EQ(parse_ok("intersections,mrv,subsets").to_string(), "fl+mrv+subsets+intersections");
  TechniqueSet all_but_fish;
  for (TechniqueId id : {TechniqueId::kForwardLooking, TechniqueId::kMostConstrainedBranching,
                         TechniqueId::kHiddenSingle, TechniqueId::kSubsets, TechniqueId::kIntersections}) {
    all_but_fish.add(id);
  }
  EXPECT_EQ(all_but_fish.to_string(), "fl+mrv+cp+subsets+intersections");
  EXPECT_EQ(parse_ok(all_but_fish.to_string()), all_but_fish);
  EXPECT_EQ(all_but_fish.add(TechniqueId::kFish).to_string(), "all");
}

TEST(TechniqueSetTest, KeepsSetBuiltByAddUnchanged) {
  // add() does not imply fl: that is how a technique is tested alone.
  const TechniqueSet subsets_only = TechniqueSet{}.add(TechniqueId::kSubsets);
  EXPECT_FALSE(subsets_only.has(TechniqueId::kForwardLooking));
  EXPECT_EQ(subsets_only.to_string(), "subsets");
}

TEST(TechniqueSetTest, NamesTechniquesInIdOrder) {
  EXPECT_EQ(technique_name(TechniqueId::kForwardLooking), "fl");
  EXPECT_EQ(technique_name(TechniqueId::kMostConstrainedBranching), "mrv");
  EXPECT_EQ(technique_name(TechniqueId::kHiddenSingle), "cp");
  EXPECT_EQ(technique_name(TechniqueId::kSubsets), "subsets");
  EXPECT_EQ(technique_name(TechniqueId::kIntersections), "intersections");
  EXPECT_EQ(technique_name(TechniqueId::kFish), "fish");
  EXPECT_EQ(technique_names().size(), kTechniqueCount);
}

}  // namespace
}  // namespace sudoku
