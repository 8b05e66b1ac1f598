#include "harness/output/atomic_file.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace sudoku::harness {
namespace {

namespace fs = std::filesystem;

// A fresh directory per test, removed afterwards.
class AtomicFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ =
        fs::temp_directory_path() /
        ("atomic_file_test_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  static std::string read(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
  }

  fs::path dir_;
};

TEST_F(AtomicFileTest, WritesTheWholeTextAndLeavesNoTemporary) {
  const std::string path = (dir_ / "run.json").string();
  AtomicFile file;
  std::string error;
  ASSERT_TRUE(file.open(path, &error)) << error;
  EXPECT_TRUE(fs::exists(path + ".tmp"));  // created at once, so a bad path shows before the run
  EXPECT_FALSE(fs::exists(path));
  ASSERT_TRUE(file.commit("{}\n", &error)) << error;
  EXPECT_EQ(read(path), "{}\n");
  EXPECT_FALSE(fs::exists(path + ".tmp"));
}

TEST_F(AtomicFileTest, RefusesAMissingDirectoryAtOpen) {
  AtomicFile file;
  std::string error;
  EXPECT_FALSE(file.open((dir_ / "no" / "run.json").string(), &error));
  EXPECT_NE(error.find("cannot open"), std::string::npos) << error;
  EXPECT_FALSE(file.is_open());
}

TEST_F(AtomicFileTest, RefusesADirectoryAtOpen) {
  AtomicFile file;
  std::string error;
  EXPECT_FALSE(file.open(dir_.string(), &error));
  EXPECT_NE(error.find("is a directory"), std::string::npos) << error;
}

TEST_F(AtomicFileTest, FailedCommitKeepsTheOldFileAndRemovesTheTemporary) {
  const fs::path path = dir_ / "run.json";
  AtomicFile file;
  std::string error;
  ASSERT_TRUE(file.open(path.string(), &error)) << error;
  fs::create_directory(path);  // the rename now fails
  fs::create_directory(path / "keep");
  EXPECT_FALSE(file.commit("{}\n", &error));
  EXPECT_NE(error.find("cannot move"), std::string::npos) << error;
  EXPECT_TRUE(fs::exists(path / "keep"));
  EXPECT_FALSE(fs::exists(path.string() + ".tmp"));
}

TEST_F(AtomicFileTest, UncommittedFileLeavesTheOldOneAlone) {
  const fs::path path = dir_ / "run.json";
  std::ofstream(path) << "old\n";
  {
    AtomicFile file;
    std::string error;
    ASSERT_TRUE(file.open(path.string(), &error)) << error;
  }
  EXPECT_EQ(read(path), "old\n");
  EXPECT_FALSE(fs::exists(path.string() + ".tmp"));
}

}  // namespace
}  // namespace sudoku::harness
