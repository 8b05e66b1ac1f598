#include "harness/report/busy_machine.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace sudoku::harness {
namespace {

// Whole processes: a load of 0.3 is a shell or a cron job now and then, not a rival for a core;
// rounding keeps an idle machine's 0.0x-0.4 from warning a run that takes every core.
bool above(double load_one, int cores) { return std::lround(load_one) > cores; }

}  // namespace

std::optional<std::string> busy_before(double load_one, int usable, int threads) {
  const int free = std::max(usable - threads, 0);
  if (!above(load_one, free)) return std::nullopt;
  return fmt::format("the machine is busy: load {:.2f} with {} core{} free; times will be noisy", load_one,
                     free, free == 1 ? "" : "s");
}

std::optional<std::string> busy_during(double load_one, int usable, int threads) {
  const int cores = std::max(usable, threads);
  if (!above(load_one, cores)) return std::nullopt;
  return fmt::format(
      "the machine got busy during the run: load {:.2f} at its end, above the {} this "
      "run can make; times may be noisy",
      load_one, cores);
}

}  // namespace sudoku::harness
