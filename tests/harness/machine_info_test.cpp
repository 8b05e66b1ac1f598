#include "harness/core/machine_info.h"

#include <gtest/gtest.h>

namespace sudoku::harness {
namespace {

TEST(MachineInfoTest, TakesTheFirstModelNameOfCpuinfo) {
  const std::string cpuinfo =
      "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13 64-Core Processor\n\n"
      "processor\t: 1\nmodel name\t: another\n";
  EXPECT_EQ(cpu_model_of(cpuinfo), "AMD EPYC 7B13 64-Core Processor");
  EXPECT_EQ(cpu_model_of("processor\t: 0\nmodel\t\t: 1\n"), "unknown");  // no model name line
  EXPECT_EQ(cpu_model_of(""), "unknown");
}

TEST(MachineInfoTest, ReadsTheThreeLoadAverages) {
  const LoadAverage load = load_average_of("0.12 0.30 0.25 1/123 4567\n");
  ASSERT_TRUE(load.known);
  EXPECT_DOUBLE_EQ(load.one, 0.12);
  EXPECT_DOUBLE_EQ(load.five, 0.30);
  EXPECT_DOUBLE_EQ(load.fifteen, 0.25);
  EXPECT_EQ(load_text(load), "0.12,0.30,0.25");
  EXPECT_FALSE(load_average_of("").known);
  EXPECT_FALSE(load_average_of("0.12 zero 0.25").known);
  EXPECT_EQ(load_text(LoadAverage{}), "unknown");
}

TEST(MachineInfoTest, WritesCpuListsAsTheKernelDoes) {
  EXPECT_EQ(cpu_list_text({0, 1, 2, 3}), "0-3");
  EXPECT_EQ(cpu_list_text({0, 2, 3, 4, 7}), "0,2-4,7");
  EXPECT_EQ(cpu_list_text({5}), "5");
  EXPECT_EQ(cpu_list_text({}), "none");
}

TEST(MachineInfoTest, CommentLineNamesEveryField) {
  MachineInfo machine;
  machine.cpu = "AMD EPYC";
  machine.cores_online = 4;
  machine.usable = {0, 1};
  machine.kernel = "6.1.0";
  machine.load_start = load_average_of("0.12 0.30 0.25");
  EXPECT_EQ(machine_comment(machine, {}),
            "# machine: cpu=AMD EPYC cores=4 usable=2 governor=unknown kernel=6.1.0 load=0.12,0.30,0.25 "
            "pin=no\n");
  EXPECT_EQ(machine_comment(machine, {0, 1, 0}),
            "# machine: cpu=AMD EPYC cores=4 usable=2 governor=unknown kernel=6.1.0 load=0.12,0.30,0.25 "
            "pin=0,1,0\n");
}

TEST(MachineInfoTest, ThisMachineHasCoresAndAKernel) {
  const MachineInfo machine = read_machine_info();
  EXPECT_GE(machine.cores_online, 1);
  EXPECT_GE(machine.usable.size(), 1u);
  EXPECT_LE(machine.usable.size(), static_cast<std::size_t>(machine.cores_online));
  EXPECT_NE(machine.kernel, "unknown");
  EXPECT_TRUE(machine.load_start.known);  // Linux: /proc/loadavg
}

}  // namespace
}  // namespace sudoku::harness
