#include "solver/solver_settings.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <type_traits>

#include "solver/number_named.h"
#include "solver/size_limits.h"

namespace sudoku {
namespace {

// Conflict and dead-end counts: large enough for any run, small enough to read in a listing.
constexpr std::int64_t kMaxCount = 1'000'000'000'000;
constexpr std::int64_t kMaxClause = 1'000'000;  // clause sizes and LBDs

enum class Kind { kSwitch, kWhole, kReal };

// One row of the table: what is listed, and how the value is read from and written to a config.
struct Setting {
  std::string_view name;
  Kind kind;
  double lo;
  double hi;
  std::string_view meaning;
  std::function<std::string(const SolverConfig&)> get;
  std::function<void(SolverConfig&, double)> set;  // value already checked against lo..hi
};

std::string whole_text(double value) { return std::to_string(static_cast<std::int64_t>(value)); }

std::string real_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.12g", value);
  return text;
}

std::string range_text(const Setting& s) {
  if (s.kind == Kind::kSwitch) return "on|off";
  if (s.kind == Kind::kWhole) return whole_text(s.lo) + ".." + whole_text(s.hi);
  return real_text(s.lo) + ".." + real_text(s.hi);
}

// A whole-number field; `field` maps a config (const or not) to the member.
template <typename Field>
Setting whole(std::string_view name, std::int64_t lo, std::int64_t hi, std::string_view meaning,
              Field field) {
  return {name,
          Kind::kWhole,
          static_cast<double>(lo),
          static_cast<double>(hi),
          meaning,
          [field](const SolverConfig& c) { return std::to_string(field(c)); },
          [field](SolverConfig& c, double v) {
            auto& member = field(c);
            member = static_cast<std::remove_reference_t<decltype(member)>>(static_cast<std::int64_t>(v));
          }};
}

template <typename Field>
Setting on_off(std::string_view name, std::string_view meaning, Field field) {
  return {name,
          Kind::kSwitch,
          0,
          1,
          meaning,
          [field](const SolverConfig& c) { return std::string(field(c) ? "on" : "off"); },
          [field](SolverConfig& c, double v) { field(c) = v != 0; }};
}

// The backtracking and strategy tunables of SolverConfig.
void add_search_settings(std::vector<Setting>& t) {
  t.push_back(whole(
      "learn_after", 0, kMaxCount,
      "auto search: dead ends of backtracking before learning takes over (0: never)",
      [](auto& c) -> auto& { return c.learn_after; }));
  t.push_back(whole(
      "backtrack_below_open_percent", 0, 100,
      "by-size search: backtrack first (as auto) when fewer cells than this share (%) are open after the "
      "root",
      [](auto& c) -> auto& { return c.backtrack_below_open_percent; }));
  t.push_back(whole(
      "learn_counts_up_to", 1, kMaxCount,
      "learning counts solutions up to this limit; larger counts backtrack",
      [](auto& c) -> auto& { return c.learn_counts_up_to; }));
  t.push_back(whole(
      "activity_order_after", 0, kMaxCount,
      "learning: conflicts before decisions follow activity, not fewest candidates",
      [](auto& c) -> auto& { return c.activity_order_after; }));
  t.push_back(on_off(
      "weighted_branching",
      "backtracking: weigh candidate counts by the dead ends of each cell's units (dom/wdeg)",
      [](auto& c) -> auto& { return c.weighted_branching; }));
}

// LearningSchedule: restarts, reductions, modes, sharing, activity.
void add_schedule_settings(std::vector<Setting>& t) {
  t.push_back(whole(
      "restart_unit", 1, kMaxCount, "learning: conflicts per unit of the Luby restart series",
      [](auto& c) -> auto& { return c.learning.restart_unit; }));
  t.push_back(whole(
      "reduction_interval", 1, kMaxCount, "learning: conflicts before the first clause-database reduction",
      [](auto& c) -> auto& { return c.learning.reduction_interval; }));
  t.push_back(whole(
      "reduction_growth", 0, kMaxCount, "learning: conflicts added to the interval after each reduction",
      [](auto& c) -> auto& { return c.learning.reduction_growth; }));
  t.push_back(whole(
      "kept_size", 0, kMaxClause, "reduction keeps every learnt clause of at most this many literals",
      [](auto& c) -> auto& { return c.learning.kept_size; }));
  t.push_back(whole(
      "kept_lbd", 0, kMaxClause, "reduction keeps every learnt clause of at most this LBD",
      [](auto& c) -> auto& { return c.learning.kept_lbd; }));
  t.push_back(whole(
      "reduction_drop_percent", 0, 100,
      "reduction drops this share of the learnt clauses it does not keep, highest LBD first",
      [](auto& c) -> auto& { return c.learning.reduction_drop_percent; }));
  t.push_back(whole(
      "first_mode_length", 0, kMaxCount,
      "learning: conflicts of the first focused mode, doubling per pair (0: focused only)",
      [](auto& c) -> auto& { return c.learning.first_mode_length; }));
  t.push_back(whole(
      "modes_above_size", 0, kMaxSize, "focused and stable modes alternate on grids above this N",
      [](auto& c) -> auto& { return c.learning.modes_above_size; }));
  t.push_back(whole(
      "literal_modes_above_size", 0, kMaxSize,
      "modes with literal phases on grids above this N, up to modes_above_size",
      [](auto& c) -> auto& { return c.learning.literal_modes_above_size; }));
  t.push_back(whole(
      "literal_modes_from_conflict", 0, kMaxCount,
      "modes with literal phases: conflicts before the first stable mode (at least first_mode_length)",
      [](auto& c) -> auto& { return c.learning.literal_modes_from_conflict; }));
  t.push_back(whole(
      "rephase_interval", 1, kMaxCount,
      "literal phases: conflicts after the first rephase to the second, growing by as many each time",
      [](auto& c) -> auto& { return c.learning.rephase_interval; }));
  t.push_back(whole(
      "literal_modes_early_conflict", 0, kMaxCount,
      "literal modes start at this conflict if its conflicts came deep (0: never early)",
      [](auto& c) -> auto& { return c.learning.literal_modes_early_conflict; }));
  t.push_back({"literal_modes_early_level", Kind::kReal, 0, double(kMaxSize) * kMaxSize,
               "literal modes start early above this mean decision level of the conflicts so far",
               [](const SolverConfig& c) { return real_text(c.learning.literal_modes_early_level); },
               [](SolverConfig& c, double v) { c.learning.literal_modes_early_level = v; }});
  t.push_back(whole(
      "shared_size", 0, kMaxClause,
      "portfolio with sharing: learnt clauses of at most this many literals are published",
      [](auto& c) -> auto& { return c.learning.shared_size; }));
  t.push_back({"activity_decay", Kind::kReal, 0.5, 1.0, "learning: activity decay per conflict (1: no decay)",
               [](const SolverConfig& c) { return real_text(1.0 / c.learning.activity_decay); },
               [](SolverConfig& c, double v) { c.learning.activity_decay = 1.0 / v; }});
}

// LearningSchedule: the grid sizes and conflicts that switch learning's costlier steps on.
void add_step_settings(std::vector<Setting>& t) {
  t.push_back(whole(
      "shrink_above_size", 0, kMaxSize, "learnt clauses are shrunk on grids above this N",
      [](auto& c) -> auto& { return c.learning.shrink_above_size; }));
  t.push_back(whole(
      "hidden_pairs_up_to_size", 0, 64, "learning checks hidden pairs on grids up to this N",
      [](auto& c) -> auto& { return c.learning.hidden_pairs_up_to_size; }));
  t.push_back(whole(
      "hidden_pairs_from_conflict", 0, kMaxCount, "hidden pairs start at this conflict",
      [](auto& c) -> auto& { return c.learning.hidden_pairs_from_conflict; }));
  t.push_back(whole(
      "intersections_until_conflict", 0, kMaxCount,
      "learning: pointing and claiming stop at the first restart from this conflict (0: never)",
      [](auto& c) -> auto& { return c.learning.intersections_until_conflict; }));
  t.push_back(on_off(
      "hall_sets", "learning: all-different on each unit, every Hall set (needs the subsets technique)",
      [](auto& c) -> auto& { return c.learning.hall_sets; }));
  t.push_back(on_off(
      "reason_bumping",
      "learning: bump the literals of the learnt clause's reasons too (CaDiCaL's bumpreason)",
      [](auto& c) -> auto& { return c.learning.reason_bumping; }));
  t.push_back(whole(
      "fill_above_size", 0, kMaxSize, "the fill search, and learning's fill mode, run on grids above this N",
      [](auto& c) -> auto& { return c.learning.fill_above_size; }));
  t.push_back(whole(
      "fill_open_percent", 0, 100,
      "the fill search, and learning's fill mode, run when at least this percentage of cells is open",
      [](auto& c) -> auto& { return c.learning.fill_open_percent; }));
  t.push_back(whole(
      "fill_conflicts", 0, kMaxCount,
      "fill mode's decisions give way to the usual ones after this many conflicts",
      [](auto& c) -> auto& { return c.learning.fill_conflicts; }));
  t.push_back(whole(
      "compact_above_size", 0, kMaxSize,
      "learning keeps literals only for cells open at the start above this N",
      [](auto& c) -> auto& { return c.learning.compact_above_size; }));
}

// Search first, then the learning search's schedules and steps: the order of the listing.
// FillSchedule: the fill's budgets (solver/fill/fill_schedule.h).
void add_fill_settings(std::vector<Setting>& t) {
  t.push_back(whole(
      "fill_banded_dead_ends", 0, kMaxCount,
      "dead ends the fill search meets within band column sets before it tries without them",
      [](auto& c) -> auto& { return c.fill.banded_dead_ends; }));
  t.push_back(whole(
      "fill_band_set_draws", 1, 1000, "band column sets drawn while the sets allow no fill",
      [](auto& c) -> auto& { return c.fill.band_set_draws; }));
  t.push_back(whole(
      "fill_band_set_attempts", 1, 1000,
      "random orders each stack of a band column set draw tries before the draw gives up",
      [](auto& c) -> auto& { return c.fill.band_set_attempts; }));
  t.push_back(whole(
      "fill_dead_ends_before_learning", 0, kMaxCount,
      "dead ends the fill search meets before learning takes the grid",
      [](auto& c) -> auto& { return c.fill.dead_ends_before_learning; }));
  t.push_back(whole(
      "fill_dead_ends_alone", 0, kMaxCount,
      "dead ends the fill search meets where no learning follows, before it gives up",
      [](auto& c) -> auto& { return c.fill.dead_ends_alone; }));
  t.push_back(whole(
      "fill_colouring_steps", 0, kMaxCount,
      "steps per open cell a band's edge colouring takes where learning follows",
      [](auto& c) -> auto& { return c.fill.colouring_steps_before_fill; }));
  t.push_back(whole(
      "fill_colouring_steps_alone", 0, kMaxCount,
      "steps per open cell a band's edge colouring takes where no learning follows",
      [](auto& c) -> auto& { return c.fill.colouring_steps_alone; }));
  t.push_back(whole(
      "fill_colouring_noise", 1, 1000000,
      "once in this many of a band colouring's pushes, any row takes the pair, not one pushing out fewest",
      [](auto& c) -> auto& { return c.fill.colouring_noise; }));
  t.push_back(whole(
      "fill_restart_dead_ends", 1, kMaxCount,
      "a fill search run ends after this many times Luby's term dead ends",
      [](auto& c) -> auto& { return c.fill.restart_dead_ends; }));
  t.push_back(whole(
      "fill_restart_rows", 1, kMaxSize, "a fill search restart undoes this many times Luby's term rows",
      [](auto& c) -> auto& { return c.fill.restart_rows; }));
}

std::vector<Setting> make_table() {
  std::vector<Setting> t;
  add_search_settings(t);
  add_schedule_settings(t);
  add_step_settings(t);
  add_fill_settings(t);
  return t;
}

const std::vector<Setting>& table() {
  static const std::vector<Setting> settings = make_table();
  return settings;
}

const Setting* find(std::string_view name) {
  for (const Setting& s : table()) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

// The value's text as a number of the setting's kind, or false.
bool read_value(const Setting& s, std::string_view text, double& value) {
  if (s.kind == Kind::kSwitch) {
    const bool on = text == "on" || text == "true" || text == "1";
    const bool off = text == "off" || text == "false" || text == "0";
    value = on ? 1 : 0;
    return on || off;
  }
  if (s.kind == Kind::kWhole) {
    const auto parsed = number_named<std::int64_t>(text);
    if (parsed) value = static_cast<double>(*parsed);
    return parsed.has_value();
  }
  const auto parsed = number_named<double>(text);
  if (parsed) value = *parsed;
  return parsed.has_value();
}

std::string quoted(std::string_view text) { return std::string("'").append(text).append("'"); }

void set_error(std::string* error, std::string message) {
  if (error != nullptr) *error = std::move(message);
}

}  // namespace

const std::vector<SettingInfo>& solver_settings() {
  static const std::vector<SettingInfo> infos = [] {
    const SolverConfig defaults;
    std::vector<SettingInfo> out;
    for (const Setting& s : table()) out.push_back({s.name, s.get(defaults), range_text(s), s.meaning});
    return out;
  }();
  return infos;
}

std::string format_settings_table() {
  std::size_t name_width = 4, default_width = 7, range_width = 5;
  for (const SettingInfo& s : solver_settings()) {
    name_width = std::max(name_width, s.name.size());
    default_width = std::max(default_width, s.default_value.size());
    range_width = std::max(range_width, s.range.size());
  }
  auto line = [&](std::string_view name, std::string_view def, std::string_view range,
                  std::string_view meaning) {
    std::string out(name);
    out.append(name_width + 2 - name.size(), ' ').append(def);
    out.append(default_width + 2 - def.size(), ' ').append(range);
    out.append(range_width + 2 - range.size(), ' ').append(meaning).append("\n");
    return out;
  };
  std::string out = line("name", "default", "range", "meaning");
  for (const SettingInfo& s : solver_settings()) out += line(s.name, s.default_value, s.range, s.meaning);
  return out;
}

bool apply_setting(SolverConfig& config, std::string_view name, std::string_view value, std::string* error) {
  const Setting* s = find(name);
  if (s == nullptr) {
    set_error(error,
              std::string("unknown setting ").append(quoted(name)).append(" (--list-settings lists them)"));
    return false;
  }
  double number = 0;
  if (!read_value(*s, value, number) || !(number >= s->lo && number <= s->hi)) {
    const char* kind = s->kind == Kind::kSwitch  ? ""
                       : s->kind == Kind::kWhole ? "a whole number in "
                                                 : "a number in ";
    set_error(error, std::string("setting ")
                         .append(name)
                         .append(": ")
                         .append(quoted(value))
                         .append(" is not ")
                         .append(kind)
                         .append(range_text(*s)));
    return false;
  }
  s->set(config, number);
  return true;
}

bool apply_setting(SolverConfig& config, std::string_view assignment, std::string* error) {
  const std::size_t eq = assignment.find('=');
  if (eq == std::string_view::npos) {
    set_error(error, quoted(assignment).append(" is not NAME=VALUE"));
    return false;
  }
  return apply_setting(config, assignment.substr(0, eq), assignment.substr(eq + 1), error);
}

std::string setting_value(const SolverConfig& config, std::string_view name) {
  const Setting* s = find(name);
  return s == nullptr ? std::string() : s->get(config);
}

std::vector<std::pair<std::string_view, std::string>> changed_settings(const SolverConfig& config) {
  std::vector<std::pair<std::string_view, std::string>> changed;
  const std::vector<SettingInfo>& infos = solver_settings();
  for (std::size_t i = 0; i < infos.size(); ++i) {
    std::string value = table()[i].get(config);
    if (value != infos[i].default_value) changed.emplace_back(infos[i].name, std::move(value));
  }
  return changed;
}

}  // namespace sudoku
