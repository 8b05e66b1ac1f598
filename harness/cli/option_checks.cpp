#include "harness/cli/option_checks.h"

#include <fmt/format.h>

#include <cmath>
#include <string_view>

#include "solver/geometry.h"
#include "solver/number_named.h"
#include "solver/size_limits.h"
#include "solver/solver_settings.h"
#include "solver/technique_set.h"

namespace sudoku::harness {
namespace {

std::optional<double> seconds_in(const std::string& text) {
  const auto value = number_named<double>(text);
  if (!value || !std::isfinite(*value) || *value < 0) return std::nullopt;
  return value;
}

}  // namespace

CLI::Validator whole_number(std::uint64_t low, std::uint64_t high, const std::string& range) {
  return CLI::Validator(
      [=](std::string& text) {
        const auto value = number_named<std::uint64_t>(text);
        if (!value || *value < low || *value > high)
          return fmt::format("'{}' is not a whole number {}", text, range);
        text = std::to_string(*value);
        return std::string();
      },
      "", "");
}

CLI::Validator seconds() {
  return CLI::Validator(
      [](std::string& text) {
        const auto value = seconds_in(text);
        if (!value) return fmt::format("'{}' is not a number of seconds (0 or more; 0: no limit)", text);
        text = fmt::format("{}", *value);  // the shortest text that reads back as the same double
        return std::string();
      },
      "", "");
}

CLI::Validator grid_size() {
  return CLI::Validator(
      [](std::string& text) {
        const auto n = number_named<std::uint64_t>(text);
        if (!n || *n < 4 || *n > static_cast<std::uint64_t>(kMaxSize) ||
            !block_shape_for(static_cast<int>(*n))) {
          return fmt::format("'{}' is not a composite number from 4 to {}", text, kMaxSize);
        }
        text = std::to_string(*n);
        return std::string();
      },
      "", "");
}

CLI::Validator known_name(bool (*known)(const std::string&), const std::string& what,
                          const std::string& list) {
  return CLI::Validator(
      [=](std::string& text) {
        return known(text) ? std::string() : fmt::format("unknown {} '{}' (known: {})", what, text, list);
      },
      "", "");
}

CLI::Validator technique_list() {
  return CLI::Validator(
      [](std::string& text) {
        std::string error;
        return TechniqueSet::parse(text, &error) ? std::string() : error;
      },
      "", "");
}

CLI::Validator solver_setting() {
  return CLI::Validator(
      [](std::string& text) {
        SolverConfig scratch;
        std::string error;
        return apply_setting(scratch, text, &error) ? std::string() : error;
      },
      "", "");
}

std::uint64_t whole_number_of(const std::string& text) {
  return number_named<std::uint64_t>(text).value_or(0);
}

std::optional<int> givens_of(const std::string& text, int cells) {
  if (!text.empty() && text.back() == '%') {
    const auto share = seconds_in(text.substr(0, text.size() - 1));
    if (!share || *share > 100) return std::nullopt;
    return static_cast<int>(std::lround(*share / 100.0 * cells));
  }
  const auto count = number_named<std::uint64_t>(text);
  if (!count || *count > static_cast<std::uint64_t>(cells)) return std::nullopt;
  return static_cast<int>(*count);
}

std::optional<std::string> empty_value(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--") break;
    if (arg.starts_with("--") && arg.size() > 3 && arg.back() == '=') {
      return std::string(arg) + " gives no value after '='";
    }
  }
  return std::nullopt;
}

std::string describe(const CLI::ParseError& e) {
  const std::string what = e.what();
  const std::string name = what.substr(0, what.find(':'));
  if (dynamic_cast<const CLI::RequiredError*>(&e) != nullptr && what.starts_with("files ")) {
    return "no puzzle files given (name one or more, or '-' for standard input)";
  }
  if (dynamic_cast<const CLI::ExtrasError*>(&e) != nullptr) {
    // "The following argument(s) was/were not expected: C B A", last first.
    std::string rest = what.substr(what.find(": ") + 2);
    std::string list;
    for (std::size_t at = rest.rfind(' '); at != std::string::npos; at = rest.rfind(' ')) {
      list += rest.substr(at + 1) + ", ";
      rest.resize(at);
    }
    return (list.empty() ? "unknown option " : "unknown options ") + list + rest;
  }
  if (dynamic_cast<const CLI::ArgumentMismatch*>(&e) != nullptr) {
    if (what.find(" missing") != std::string::npos) return name + " needs a value";
    if (what.find("At Most") != std::string::npos) return name + " is given more than once";
  }
  return what;
}

}  // namespace sudoku::harness
