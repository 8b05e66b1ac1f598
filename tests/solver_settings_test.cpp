// The solver's named settings (solver/solver_settings.h): each one reads and writes its own field,
// its defaults are the config's, a bad name or value is refused with the setting's range, and a
// setting changed by name reaches the search exactly as the field set directly does.

#include "solver/solver_settings.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "solver/geometry.h"
#include "solver/puzzle.h"
#include "solver/solver.h"
#include "tests/bundled_puzzles.h"

namespace sudoku {
namespace {

// A grid the fill takes (above 49x49, at least 75% open): the valid pattern grid (r, c) ->
// (cols * (r % rows) + r / rows + c) % N with about `percent` of its cells given, picked by a hash.
Puzzle sparse_pattern_grid(int n, int percent) {
  const Geometry& geo = Geometry::for_size(n);
  Puzzle puzzle{n, std::vector<int>(std::size_t(geo.cell_count()), kBlank)};
  for (int cell = 0; cell < geo.cell_count(); ++cell) {
    if ((cell * 7919 + 13) % 101 >= percent) continue;
    const int r = geo.row_of(cell), c = geo.col_of(cell);
    puzzle.cells[cell] = (geo.block_cols() * (r % geo.block_rows()) + r / geo.block_rows() + c) % n;
  }
  return puzzle;
}

// A value in range other than the default: the other switch position, or an end of the range.
std::string other_value(const SettingInfo& s) {
  if (s.range == "on|off") return s.default_value == "on" ? "off" : "on";
  const std::string lo = s.range.substr(0, s.range.find(".."));
  const std::string hi = s.range.substr(s.range.find("..") + 2);
  return s.default_value == lo ? hi : lo;
}

TEST(SolverSettingsTest, DefaultConfigChangesNothing) {
  EXPECT_TRUE(changed_settings(SolverConfig{}).empty());
  EXPECT_EQ(solver_settings().size(), 40u);
}

TEST(SolverSettingsTest, NamesAreUnique) {
  std::set<std::string_view> names;
  for (const SettingInfo& s : solver_settings()) EXPECT_TRUE(names.insert(s.name).second) << s.name;
}

// Each setting set to another value reads back as that value, is the only one changed, and set
// back to its default leaves nothing changed: no two settings share a field, none is ignored.
TEST(SolverSettingsTest, EverySettingRoundTrips) {
  for (const SettingInfo& s : solver_settings()) {
    SolverConfig config;
    const std::string value = other_value(s);
    std::string error;
    ASSERT_TRUE(apply_setting(config, std::string(s.name) + "=" + value, &error)) << error;
    EXPECT_EQ(setting_value(config, s.name), value) << s.name;
    const auto changed = changed_settings(config);
    ASSERT_EQ(changed.size(), 1u) << s.name;
    EXPECT_EQ(changed[0].first, s.name);
    EXPECT_EQ(changed[0].second, value);
    ASSERT_TRUE(apply_setting(config, s.name, s.default_value, &error)) << error;
    EXPECT_TRUE(changed_settings(config).empty()) << s.name;
  }
}

// The names reach the fields they say, in SolverConfig and in its LearningSchedule.
TEST(SolverSettingsTest, NamesReachTheirFields) {
  SolverConfig config;
  ASSERT_TRUE(apply_setting(config, "restart_unit=7"));
  ASSERT_TRUE(apply_setting(config, "hall_sets=true"));
  ASSERT_TRUE(apply_setting(config, "learn_after", "5"));
  ASSERT_TRUE(apply_setting(config, "kept_lbd=0"));
  ASSERT_TRUE(apply_setting(config, "activity_decay=0.9"));
  EXPECT_EQ(config.learning.restart_unit, 7u);
  EXPECT_TRUE(config.learning.hall_sets);
  EXPECT_EQ(config.learn_after, 5u);
  EXPECT_EQ(config.learning.kept_lbd, 0);
  EXPECT_DOUBLE_EQ(config.learning.activity_decay, 1.0 / 0.9);
  EXPECT_EQ(setting_value(config, "activity_decay"), "0.9");
  EXPECT_EQ(setting_value(SolverConfig{}, "activity_decay"), "0.95");
}

TEST(SolverSettingsTest, UnknownNameIsRefused) {
  SolverConfig config;
  std::string error;
  EXPECT_FALSE(apply_setting(config, "hall_set=on", &error));
  EXPECT_NE(error.find("unknown setting 'hall_set'"), std::string::npos) << error;
  EXPECT_FALSE(apply_setting(config, "hall_sets", &error));  // no '='
  EXPECT_NE(error.find("NAME=VALUE"), std::string::npos) << error;
  EXPECT_TRUE(changed_settings(config).empty());
  EXPECT_EQ(setting_value(config, "nonesuch"), "");
}

// Out of range, garbled, negative, fractional where whole, empty: refused with name and range,
// and the config left as it was.
TEST(SolverSettingsTest, BadValuesAreRefusedWithTheRange) {
  const struct {
    const char* assignment;
    const char* message;
  } cases[] = {
      {"fill_open_percent=101", "setting fill_open_percent: '101' is not a whole number in 0..100"},
      {"restart_unit=0", "setting restart_unit: '0' is not a whole number in 1..1000000000000"},
      {"kept_size=-1", "setting kept_size: '-1' is not a whole number in 0..1000000"},
      {"kept_size=2.5", "setting kept_size: '2.5' is not a whole number in 0..1000000"},
      {"kept_size=2x", "setting kept_size: '2x' is not a whole number in 0..1000000"},
      {"kept_size=", "setting kept_size: '' is not a whole number in 0..1000000"},
      {"hidden_pairs_up_to_size=65", "setting hidden_pairs_up_to_size: '65' is not a whole number in 0..64"},
      {"hall_sets=maybe", "setting hall_sets: 'maybe' is not on|off"},
      {"activity_decay=1.5", "setting activity_decay: '1.5' is not a number in 0.5..1"},
      {"activity_decay=nan", "setting activity_decay: 'nan' is not a number in 0.5..1"},
  };
  for (const auto& c : cases) {
    SolverConfig config;
    std::string error;
    EXPECT_FALSE(apply_setting(config, c.assignment, &error)) << c.assignment;
    EXPECT_EQ(error, c.message);
    EXPECT_TRUE(changed_settings(config).empty()) << c.assignment;
  }
}

TEST(SolverSettingsTest, TableListsEverySettingWithItsDefault) {
  const std::string table = format_settings_table();
  EXPECT_EQ(table.rfind("name", 0), 0u);
  for (const SettingInfo& s : solver_settings()) {
    EXPECT_NE(table.find(std::string(s.name) + " "), std::string::npos) << s.name;
    EXPECT_FALSE(s.meaning.empty()) << s.name;
  }
  EXPECT_NE(table.find("hall_sets"), std::string::npos);
  EXPECT_EQ(setting_value(SolverConfig{}, "hall_sets"), "off");
  EXPECT_EQ(setting_value(SolverConfig{}, "restart_unit"), "100");
}

// Hall sets switched on by name change the search on a 25x25 where they matter (more subsets
// eliminations, other conflicts), and by the same counts as the field set directly.
TEST(SolverSettingsTest, HallSetsByNameReachTheSearch) {
  const Puzzle puzzle = puzzles_of("puzzles_7_bigger.txt", 20, 1).at(0);
  const Geometry& geo = Geometry::for_size(puzzle.size);
  SolverConfig by_name;
  ASSERT_TRUE(apply_setting(by_name, "hall_sets=on"));
  SolverConfig direct;
  direct.learning.hall_sets = true;
  const SolveResult off = solve(geo, puzzle, SolverConfig{});
  const SolveResult named = solve(geo, puzzle, by_name);
  const SolveResult set = solve(geo, puzzle, direct);
  ASSERT_EQ(named.status, SolveStatus::kSolved);
  const std::size_t subsets = idx(TechniqueId::kSubsets);
  EXPECT_GT(named.stats.eliminated[subsets], off.stats.eliminated[subsets]);
  EXPECT_EQ(named.stats.eliminated[subsets], set.stats.eliminated[subsets]);
  EXPECT_EQ(named.stats.conflicts, set.stats.conflicts);
  EXPECT_NE(named.stats.conflicts, off.stats.conflicts);
}

// One random order per stack (fill_band_set_attempts=1) leaves a 64x64 at 20% given without the
// band column sets it draws by default (a stack's first order strands a digit there), and the fill
// goes another way; the same as the field set directly.
TEST(SolverSettingsTest, BandSetAttemptsByNameReachTheDraws) {
  const Puzzle puzzle = sparse_pattern_grid(64, 20);
  const Geometry& geo = Geometry::for_size(puzzle.size);
  SolverConfig by_name;
  ASSERT_TRUE(apply_setting(by_name, "fill_band_set_attempts=1"));
  SolverConfig direct;
  direct.fill.band_set_attempts = 1;
  const SolveResult usual = solve(geo, puzzle, SolverConfig{});
  const SolveResult named = solve(geo, puzzle, by_name);
  ASSERT_EQ(usual.status, SolveStatus::kSolved);
  ASSERT_EQ(named.status, SolveStatus::kSolved);
  EXPECT_EQ(usual.search_ran, SearchRan::kBacktrack);  // the fill took it
  EXPECT_NE(named.stats.placements, usual.stats.placements);
  EXPECT_EQ(named.stats, solve(geo, puzzle, direct).stats);
}

// A band colouring that never strays from the rows pushing out fewest pairs
// (fill_colouring_noise at its top) stalls on an 81x81 at 10% given, which it colours by default
// with no guess, and the fill search takes over; the same as the field set directly.
TEST(SolverSettingsTest, ColouringNoiseByNameReachesTheColouring) {
  const Puzzle puzzle = sparse_pattern_grid(81, 10);
  const Geometry& geo = Geometry::for_size(puzzle.size);
  SolverConfig by_name;
  ASSERT_TRUE(apply_setting(by_name, "fill_colouring_noise=1000000"));
  SolverConfig direct;
  direct.fill.colouring_noise = 1000000;
  const SolveResult usual = solve(geo, puzzle, SolverConfig{});
  const SolveResult named = solve(geo, puzzle, by_name);
  ASSERT_EQ(usual.status, SolveStatus::kSolved);
  ASSERT_EQ(named.status, SolveStatus::kSolved);
  EXPECT_EQ(usual.search_ran, SearchRan::kBacktrack);  // the fill took it
  EXPECT_EQ(usual.stats.guesses, 0u);
  EXPECT_GT(named.stats.guesses, 0u);
  EXPECT_EQ(named.stats, solve(geo, puzzle, direct).stats);
}

}  // namespace
}  // namespace sudoku
