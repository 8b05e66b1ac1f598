#include "harness/output/output_lock.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace sudoku::harness {
namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("output_lock_test_" + std::to_string(getpid()) + "_" + name))
      .string();
}

TEST(OutputLockTest, RefusesASecondWriterAndNamesFileAndProcess) {
  const std::string path = temp_path("run.csv");
  OutputLock first;
  std::string message;
  ASSERT_EQ(first.acquire(path, &message), OutputLock::Result::kLocked) << message;
  // flock locks belong to an open file, so a second open in this same process is refused too.
  OutputLock second;
  EXPECT_EQ(second.acquire(path, &message), OutputLock::Result::kBusy);
  EXPECT_NE(message.find(path + ": "), std::string::npos) << message;
  EXPECT_NE(message.find("process " + std::to_string(getpid())), std::string::npos) << message;
  EXPECT_FALSE(second.held());
}

TEST(OutputLockTest, LetsGoAndRemovesItsLockFileAtTheEnd) {
  const std::string path = temp_path("released.csv");
  std::string message;
  {
    OutputLock lock;
    ASSERT_EQ(lock.acquire(path, &message), OutputLock::Result::kLocked) << message;
    EXPECT_TRUE(std::filesystem::exists(OutputLock::lock_path(path)));
  }
  EXPECT_FALSE(std::filesystem::exists(OutputLock::lock_path(path)));
  OutputLock again;
  EXPECT_EQ(again.acquire(path, &message), OutputLock::Result::kLocked) << message;
}

TEST(OutputLockTest, TakesOverTheLockFileOfARunThatDied) {
  const std::string path = temp_path("stale.csv");
  std::ofstream(OutputLock::lock_path(path)) << "999999\n";  // left by a kill -9: nobody holds it
  OutputLock lock;
  std::string message;
  EXPECT_EQ(lock.acquire(path, &message), OutputLock::Result::kLocked) << message;
  std::ifstream in(OutputLock::lock_path(path));
  std::string pid;
  in >> pid;
  EXPECT_EQ(pid, std::to_string(getpid()));
}

TEST(OutputLockTest, SharesOneLockAmongNamesOfOneFile) {
  const std::string path = temp_path("named.csv");
  const std::string link = temp_path("link.csv");
  std::ofstream(path) << "file,line\n";
  std::filesystem::remove(link);
  std::filesystem::create_symlink(path, link);
  OutputLock lock;
  std::string message;
  ASSERT_EQ(lock.acquire(path, &message), OutputLock::Result::kLocked) << message;
  OutputLock other;
  EXPECT_EQ(other.acquire(link, &message), OutputLock::Result::kBusy) << message;
  std::filesystem::remove(link);
  std::filesystem::remove(path);
}

TEST(OutputLockTest, LeavesStandardOutputAndDevicesAlone) {
  OutputLock lock;
  std::string message;
  EXPECT_EQ(lock.acquire("-", &message), OutputLock::Result::kNotNeeded);
  EXPECT_EQ(lock.acquire("/dev/null", &message), OutputLock::Result::kNotNeeded);
  EXPECT_FALSE(std::filesystem::exists("/dev/null.lock"));
}

}  // namespace
}  // namespace sudoku::harness
