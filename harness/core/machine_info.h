#pragma once
// Where a run ran, recorded beside its figures as hyperfine and BenchExec record theirs: the CPU,
// the cores online and those this process may use, the frequency governor, the kernel and the
// load average at the run's start and end. Each is read where readable; what cannot be read is
// "unknown" (text), 0 (counts) or not known (load), never a guess.

#include <string>
#include <string_view>
#include <vector>

namespace sudoku::harness {

// /proc/loadavg's three averages: runnable processes over 1, 5 and 15 minutes.
struct LoadAverage {
  bool known = false;
  double one = 0, five = 0, fifteen = 0;
};

struct MachineInfo {
  std::string cpu = "unknown";       // /proc/cpuinfo's first "model name"
  int cores_online = 0;              // logical cores online (sysconf); 0: unknown
  std::vector<int> usable;           // the CPUs this process may run on (sched_getaffinity)
  std::string governor = "unknown";  // cpu0's cpufreq scaling_governor
  std::string kernel = "unknown";    // uname's release, "6.1.0-18-amd64"
  LoadAverage load_start;
  LoadAverage load_end;  // read when the run is over
};

// Everything but load_end, read now.
MachineInfo read_machine_info();
// The CPUs the calling thread may run on, in order; empty where they cannot be read.
std::vector<int> usable_cpus();
LoadAverage read_load_average();

// The readers' parsers, apart so that they can be tested on given text.
std::string cpu_model_of(std::string_view cpuinfo);  // "unknown" when no model name line
LoadAverage load_average_of(std::string_view loadavg);

// "0-3,6": CPU numbers as the kernel's cpulist files write them ("none" for an empty list).
std::string cpu_list_text(const std::vector<int>& cpus);
// "0.12,0.30,0.25", or "unknown".
std::string load_text(const LoadAverage& load);

// The CSV's comment line (with '\n'): "# machine: cpu=... cores=2 usable=2 governor=... kernel=...
// load=0.12,0.30,0.25 pin=0,1" (pin: each solving thread's CPU, in the order they start; no
// --pin: pin=no). The CPU's name keeps its spaces: the
// keys after it tell where it ends.
std::string machine_comment(const MachineInfo& machine, const std::vector<int>& pin_cpus);

}  // namespace sudoku::harness
