#include "harness/cli/help_format.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <memory>
#include <sstream>

namespace sudoku::harness {
namespace {

constexpr std::size_t kMaxHelpWidth = 100;
constexpr std::size_t kMinHelpWidth = 40;  // a narrower terminal still gets a readable column

// Where a continued line of `line` starts: see wrap_help.
std::size_t continuation_indent(const std::string& line, std::size_t width) {
  const std::size_t indent = line.find_first_not_of(' ');
  if (indent == std::string::npos) return 0;
  const std::size_t gap = line.find("  ", indent);
  if (gap != std::string::npos) {
    const std::size_t text = line.find_first_not_of(' ', gap);
    if (text != std::string::npos && text < width / 2) return text;
  }
  return indent == 0 ? 0 : indent + 2;
}

// One line cut at spaces into pieces of at most `width` columns (a word longer than that stays whole).
void wrap_line(const std::string& line, std::size_t width, std::string& out) {
  const std::string indent(continuation_indent(line, width), ' ');
  std::string rest = line;
  while (rest.size() > width) {
    std::size_t cut = rest.rfind(' ', width);
    if (cut == std::string::npos || cut <= indent.size()) cut = rest.find(' ', width);
    if (cut == std::string::npos) break;
    const std::size_t end = rest.find_last_not_of(' ', cut);
    out += rest.substr(0, end == std::string::npos ? 0 : end + 1) + "\n";
    const std::size_t next = rest.find_first_not_of(' ', cut);
    rest = next == std::string::npos ? std::string() : indent + rest.substr(next);
  }
  out += rest + "\n";
}

}  // namespace

std::size_t help_width() {
  winsize size{};
  if (isatty(STDOUT_FILENO) == 0 || ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0)
    return kMaxHelpWidth;
  return std::clamp<std::size_t>(size.ws_col, kMinHelpWidth, kMaxHelpWidth);
}

std::string wrap_help(const std::string& text, std::size_t width) {
  std::string out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) wrap_line(line, width, out);
  if (!text.empty() && text.back() != '\n' && !out.empty()) out.pop_back();
  return out;
}

std::string HelpFormatter::make_help(const CLI::App* app, std::string name, CLI::AppFormatMode mode) const {
  return wrap_help(CLI::Formatter::make_help(app, std::move(name), mode), help_width());
}

// CLI11 writes "--progress,--no-progress{false}": the value the negation stores, which reads as if
// the default were off. Each such flag's description says its default instead.
std::string HelpFormatter::make_option_name(const CLI::Option* option, bool is_positional) const {
  std::string name = CLI::Formatter::make_option_name(option, is_positional);
  for (std::size_t at; (at = name.find("{false}")) != std::string::npos;) name.erase(at, 7);
  return name;
}

void use_help_format(CLI::App& app, std::size_t column_width) {
  auto formatter = std::make_shared<HelpFormatter>();
  formatter->column_width(column_width);
  app.formatter(formatter);
}

}  // namespace sudoku::harness
