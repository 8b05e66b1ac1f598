#include "harness/core/machine_info.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <sched.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <charconv>
#include <fstream>
#include <sstream>

namespace sudoku::harness {
namespace {

std::string read_text(const char* path) {
  std::ifstream in(path);
  if (!in) return "";
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace

std::vector<int> usable_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  std::vector<int> cpus;
  if (sched_getaffinity(0, sizeof(set), &set) != 0) return cpus;
  for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
    if (CPU_ISSET(cpu, &set)) cpus.push_back(cpu);
  }
  return cpus;
}

namespace {

std::string kernel_release() {
  utsname names{};
  return uname(&names) == 0 ? std::string(names.release) : std::string("unknown");
}

}  // namespace

std::string cpu_model_of(std::string_view cpuinfo) {
  for (std::size_t at = 0; at < cpuinfo.size();) {
    const std::size_t end = std::min(cpuinfo.find('\n', at), cpuinfo.size());
    const std::string_view line = cpuinfo.substr(at, end - at);
    const std::size_t colon = line.find(':');
    if (colon != std::string_view::npos && trimmed(line.substr(0, colon)) == "model name") {
      const std::string_view model = trimmed(line.substr(colon + 1));
      if (!model.empty()) return std::string(model);
    }
    at = end + 1;
  }
  return "unknown";
}

LoadAverage load_average_of(std::string_view loadavg) {
  LoadAverage load;
  double* fields[] = {&load.one, &load.five, &load.fifteen};
  const char* at = loadavg.data();
  const char* end = loadavg.data() + loadavg.size();
  for (double* field : fields) {
    while (at < end && *at == ' ') ++at;
    const auto [next, error] = std::from_chars(at, end, *field);
    if (error != std::errc{} || *field < 0) return LoadAverage{};
    at = next;
  }
  load.known = true;
  return load;
}

LoadAverage read_load_average() { return load_average_of(read_text("/proc/loadavg")); }

MachineInfo read_machine_info() {
  MachineInfo machine;
  machine.cpu = cpu_model_of(read_text("/proc/cpuinfo"));
  const long online = sysconf(_SC_NPROCESSORS_ONLN);
  machine.cores_online = online > 0 ? static_cast<int>(online) : 0;
  machine.usable = usable_cpus();
  const std::string governor(trimmed(read_text("/sys/devices/system/cpu/cpu0/cpufreq/scaling_governor")));
  if (!governor.empty()) machine.governor = governor;
  machine.kernel = kernel_release();
  machine.load_start = read_load_average();
  return machine;
}

std::string cpu_list_text(const std::vector<int>& cpus) {
  std::string text;
  for (std::size_t i = 0; i < cpus.size();) {
    std::size_t last = i;  // the end of a run of consecutive numbers
    while (last + 1 < cpus.size() && cpus[last + 1] == cpus[last] + 1) ++last;
    if (!text.empty()) text += ',';
    text += last == i ? fmt::format("{}", cpus[i]) : fmt::format("{}-{}", cpus[i], cpus[last]);
    i = last + 1;
  }
  return text.empty() ? "none" : text;
}

std::string load_text(const LoadAverage& load) {
  return load.known ? fmt::format("{:.2f},{:.2f},{:.2f}", load.one, load.five, load.fifteen) : "unknown";
}

std::string machine_comment(const MachineInfo& machine, const std::vector<int>& pin_cpus) {
  return fmt::format("# machine: cpu={} cores={} usable={} governor={} kernel={} load={} pin={}\n",
                     machine.cpu, machine.cores_online, machine.usable.size(), machine.governor,
                     machine.kernel, load_text(machine.load_start),
                     pin_cpus.empty() ? std::string("no") : fmt::format("{}", fmt::join(pin_cpus, ",")));
}

}  // namespace sudoku::harness
