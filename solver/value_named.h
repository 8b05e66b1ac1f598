#pragma once
// An enum's value from its name: the inverse of the enum's name function, for the parse_ functions
// of the solver's options (strategy, engine, status).

#include <initializer_list>
#include <optional>
#include <string_view>

namespace sudoku {

// The first of `values` that name_of names `name`; nullopt when none is.
template <typename Enum, typename NameOf>
std::optional<Enum> value_named(std::string_view name, std::initializer_list<Enum> values, NameOf name_of) {
  for (const Enum value : values) {
    if (name_of(value) == name) return value;
  }
  return std::nullopt;
}

}  // namespace sudoku
