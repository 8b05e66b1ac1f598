#include "harness/report/summary_json.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cmath>
#include <iterator>

#include "harness/output/json_string.h"
#include "solver/solver_settings.h"

namespace sudoku::harness {
namespace {

// JSON has no NaN or infinity; fixed decimals keep the document short and diff-friendly.
std::string number(double value, int decimals) {
  return std::isfinite(value) ? fmt::format("{:.{}f}", value, decimals) : std::string("null");
}

// A value as the user gave it, shortest form ("0.2", not "0.200000").
std::string shortest(double value) {
  return std::isfinite(value) ? fmt::format("{}", value) : std::string("null");
}

const char* boolean(bool value) { return value ? "true" : "false"; }

template <typename Strings>
std::string string_array(const Strings& strings) {
  std::string out = "[";
  for (const auto& s : strings) {
    if (out.size() > 1) out += ", ";
    out += json_string(s);
  }
  return out + "]";
}

// Times in µs to 0.1 µs, the CSV's resolution.
std::string tally_object(std::string_view file, const Tally& t) {
  return fmt::format(
      "{{\"file\": {}, \"puzzles\": {}, \"solved\": {}, \"failed\": {}, "
      "\"solved_without_guess\": {}, \"ran\": {}, \"total_us\": {}, \"mean_us\": {}, "
      "\"median_us\": {}, \"p90_us\": {}, \"p99_us\": {}, \"max_us\": {}, \"guesses\": {}, "
      "\"recursions\": {}, \"memouts\": {}}}",
      json_string(file), t.puzzles, t.solved, t.failed, t.solved_without_guess, t.ran(),
      number(t.total_us(), 1), number(t.us_per_puzzle(), 1), number(t.median_us(), 1),
      number(t.times.quantile_us(0.9), 1), number(t.p99_us(), 1), number(t.max_us(), 1), t.guesses,
      t.recursions, t.memouts);
}

std::string optional_number(bool known, double value, int decimals) {
  return known ? number(value, decimals) : std::string("null");
}

// With several solvers: a row per file and solver, as the summary's comparison has them (null
// where the solver does not count guesses), and the paired ratio against the first solver.
void append_solvers(fmt::memory_buffer& buf, const SolverTable& table,
                    const std::vector<std::string>& files) {
  auto out = std::back_inserter(buf);
  fmt::format_to(out, "  \"solvers\": [");
  bool first = true;
  for (std::size_t f = 0; f < files.size(); ++f) {
    for (std::size_t s = 0; s < table.solvers().size(); ++s) {
      const Tally& t = table.tally(f, s);
      if (t.puzzles == 0) continue;
      const PairedRatio r = table.versus_first(f, s);
      const double ran = double(t.times.count());
      fmt::format_to(
          out,
          "{}\n    {{\"file\": {}, \"solver\": {}, \"puzzles\": {}, \"solved\": {}, \"ran\": {}, "
          "\"total_us\": {}, \"mean_us\": {}, \"median_us\": {}, \"p99_us\": {}, \"max_us\": {}, "
          "\"no_guess_percent\": {}, \"guesses_per_puzzle\": {}, \"timeouts\": {}, \"wrong\": {}, "
          "\"memouts\": {}, \"ratio\": {}, \"ratio_low\": {}, \"ratio_high\": {}, \"pairs\": {}}}",
          first ? "" : ",", json_string(files[f]), json_string(table.solvers()[s]), t.puzzles, t.solved,
          t.times.count(), number(t.times.total_us(), 1), number(ran > 0 ? t.times.total_us() / ran : 0, 1),
          number(t.times.median_us(), 1), number(t.times.quantile_us(0.99), 1), number(t.times.max_us(), 1),
          optional_number(t.solved_known_guesses > 0,
                          100.0 * double(t.solved_without_guess) / double(t.solved_known_guesses), 1),
          optional_number(t.ran_known_guesses > 0, double(t.guesses) / double(t.ran_known_guesses), 2),
          t.timeouts, t.wrong, t.memouts, optional_number(r.pairs > 0, r.ratio, 4),
          optional_number(r.pairs > 0, r.low, 4), optional_number(r.pairs > 0, r.high, 4), r.pairs);
      first = false;
    }
  }
  fmt::format_to(out, "{}],\n", first ? "" : "\n  ");
}

void append_program(fmt::memory_buffer& buf, const BuildInfo& build) {
  fmt::format_to(std::back_inserter(buf),
                 "  \"program\": {{\"name\": \"sudoku-bench\", \"version\": {}, \"commit\": {}, "
                 "\"modified\": {}, \"compiler\": {}, \"build_type\": {}, \"flags\": {}}},\n",
                 json_string(build.version), json_string(build.commit), boolean(build.modified),
                 json_string(build.compiler), json_string(build.build_type), json_string(build.flags));
}

// Three numbers, or null where /proc/loadavg could not be read.
std::string load_array(const LoadAverage& load) {
  if (!load.known) return "null";
  return fmt::format("[{}, {}, {}]", number(load.one, 2), number(load.five, 2), number(load.fifteen, 2));
}

void append_machine(fmt::memory_buffer& buf, const RunInfo& info) {
  const MachineInfo& m = info.facts.machine;
  fmt::format_to(std::back_inserter(buf),
                 "  \"machine\": {{\"cpu\": {}, \"cores_online\": {}, \"cores_usable\": {}, "
                 "\"usable_cpus\": {}, \"governor\": {}, \"kernel\": {}, \"load_start\": {}, "
                 "\"load_end\": {}, \"pinned_cpus\": {}}},\n",
                 json_string(m.cpu), m.cores_online, m.usable.size(), json_string(cpu_list_text(m.usable)),
                 json_string(m.governor), json_string(m.kernel), load_array(m.load_start),
                 load_array(m.load_end),
                 info.options.pin_cpus.empty() ? std::string("null")
                                               : fmt::format("[{}]", fmt::join(info.options.pin_cpus, ", ")));
}

// "wrappers": each out-of-process solver's trip on a solved grid (harness/run/wrapper_cost.h).
void append_wrappers(fmt::memory_buffer& buf, const RunInfo& info) {
  auto out = std::back_inserter(buf);
  fmt::format_to(out, "  \"wrappers\": [");
  for (std::size_t i = 0; i < info.facts.wrappers.size(); ++i) {
    const WrapperCost& w = info.facts.wrappers[i];
    fmt::format_to(out,
                   "{}{{\"solver\": {}, \"how\": {}, \"grid_size\": {}, \"start_us\": {}, \"per_puzzle_us\": "
                   "{}, \"problem\": {}}}",
                   i ? ", " : "", json_string(w.solver), json_string(w.how), w.size,
                   optional_number(w.start_us.has_value(), w.start_us.value_or(0), 1),
                   optional_number(w.per_puzzle_us.has_value(), w.per_puzzle_us.value_or(0), 1),
                   w.problem.empty() ? std::string("null") : json_string(w.problem));
  }
  fmt::format_to(out, "],\n");
}

void append_run(fmt::memory_buffer& buf, const RunInfo& info, const std::vector<std::string>& files) {
  auto out = std::back_inserter(buf);
  const RunLabels labels = run_labels(info.options);
  fmt::format_to(out, "  \"run\": {{\n");
  fmt::format_to(out, "    \"command\": {},\n", string_array(info.options.command));
  fmt::format_to(out, "    \"date\": {},\n    \"host\": {},\n", json_string(info.facts.date),
                 json_string(info.end.host));
  fmt::format_to(out, "    \"techniques\": {},\n    \"search\": {},\n    \"engine\": {},\n",
                 json_string(labels.techniques), json_string(labels.search), json_string(labels.engine));
  fmt::format_to(
      out, "    \"seed\": {},\n    \"timeout_s\": {},\n    \"threads\": {},\n    \"ranks\": {},\n",
      info.options.solve.seed,
      info.options.solve.timeout_s > 0 ? shortest(info.options.solve.timeout_s) : std::string("null"),
      info.options.threads, info.facts.ranks);
  fmt::format_to(out, "    \"memory_limit_mib\": {},\n    \"memory_limit_by\": {},\n",
                 info.end.memory_limit_mib > 0 ? std::to_string(info.end.memory_limit_mib) : "null",
                 info.end.memory_limit_mib > 0 ? json_string(info.end.memory_limit_by) : "null");
  fmt::format_to(out, "    \"process_limit\": {},\n    \"process_limit_by\": {},\n",
                 info.end.process_limit > 0 ? std::to_string(info.end.process_limit) : "null",
                 info.end.process_limit > 0 ? json_string(info.end.process_limit_by) : "null");
  fmt::format_to(out, "    \"settings\": {{");
  const auto settings = changed_settings(info.options.config);
  for (std::size_t i = 0; i < settings.size(); ++i) {
    fmt::format_to(out, "{}{}: {}", i ? ", " : "", json_string(settings[i].first),
                   json_string(settings[i].second));
  }
  fmt::format_to(out, "}},\n");
  fmt::format_to(out, "    \"files\": {},\n", string_array(files));
  fmt::format_to(out, "    \"wall_s\": {},\n    \"peak_rss_mib\": {},\n", number(info.facts.wall_s, 6),
                 info.end.peak_rss_kib > 0 ? number(info.end.peak_rss_kib / 1024.0, 1) : std::string("null"));
  fmt::format_to(out, "    \"resumed\": {},\n    \"cancelled\": {},\n", info.facts.resumed,
                 info.end.cancelled);
  std::string dropped;
  for (const auto& [kind, count] : info.end.rows_dropped) {
    dropped += fmt::format("{}{}: {}", dropped.empty() ? "" : ", ", json_string(kind), count);
  }
  fmt::format_to(out, "    \"rows_dropped\": {{{}}},\n", dropped);
  fmt::format_to(out, "    \"interrupted\": {},\n    \"stopped_by_output\": {}\n  }},\n",
                 boolean(info.end.interrupted), boolean(info.end.stopped_by_output));
}

}  // namespace

std::string summary_json(const Summary& summary, const RunInfo& info, const BuildInfo& build) {
  fmt::memory_buffer buf;
  auto out = std::back_inserter(buf);
  fmt::format_to(out, "{{\n");
  append_program(buf, build);
  append_machine(buf, info);
  append_wrappers(buf, info);
  append_run(buf, info, summary.files());
  fmt::format_to(out, "  \"files\": [");
  const std::vector<std::string>& files = summary.files();
  for (std::size_t i = 0; i < files.size(); ++i) {
    fmt::format_to(out, "{}\n    {}", i == 0 ? "" : ",", tally_object(files[i], summary.recorded(i)));
  }
  fmt::format_to(out, "{}],\n", files.empty() ? "" : "\n  ");
  if (const SolverTable* table = summary.solver_table()) append_solvers(buf, *table, files);
  fmt::format_to(out, "  \"all\": {}\n}}\n", tally_object("all", summary.overall()));
  return fmt::to_string(buf);
}

}  // namespace sudoku::harness
