#include "harness/command_line.h"

#include <charconv>
#include <cmath>
#include <string_view>
#include <system_error>

namespace sudoku::harness {

namespace {

template <typename Number>
std::optional<Number> number_in(const std::string& text) {
  Number value{};
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc{} || stop != end) return std::nullopt;
  return value;
}

}  // namespace

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

std::optional<std::uint64_t> whole_number(const std::string& text) { return number_in<std::uint64_t>(text); }

std::optional<double> seconds(const std::string& text) {
  const auto value = number_in<double>(text);
  if (!value || !std::isfinite(*value) || *value < 0) return std::nullopt;
  return value;
}

}  // namespace sudoku::harness
