#pragma once
// The solver's named settings: one table of the tunable fields of SolverConfig and its
// LearningSchedule (name, default, range, meaning), in the spirit of CaDiCaL's options.hpp, so
// that a run can change any of them by name ("hall_sets=on") instead of by editing the source.
// The techniques, search strategy, engine, seed and solution limit are not here: they have
// options of their own. Defaults are read from a default-built SolverConfig, never restated.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solver/solver_config.h"

namespace sudoku {

struct SettingInfo {
  std::string_view name;      // as written in NAME=VALUE
  std::string default_value;  // as NAME=VALUE takes it: "on", "100", "0.95"
  std::string range;          // "on|off", "1..1000000000000", "0.5..1"
  std::string_view meaning;   // one line
};

// Every setting, in table order (grouped: search, restarts, reductions, modes, learning's
// steps, fill mode, layout).
const std::vector<SettingInfo>& solver_settings();

// The table for a listing: a header line, then one aligned line per setting.
std::string format_settings_table();

// Sets one setting from its text. False on an unknown name or a value that is garbled or out of
// range, with a message naming the setting and its range in *error.
bool apply_setting(SolverConfig& config, std::string_view name, std::string_view value,
                   std::string* error = nullptr);
// The same from "NAME=VALUE".
bool apply_setting(SolverConfig& config, std::string_view assignment, std::string* error = nullptr);

// A setting's current value as NAME=VALUE takes it; empty for an unknown name.
std::string setting_value(const SolverConfig& config, std::string_view name);

// The settings whose value differs from the default, as (name, value), in table order: what a
// run's header records.
std::vector<std::pair<std::string_view, std::string>> changed_settings(const SolverConfig& config);

}  // namespace sudoku
