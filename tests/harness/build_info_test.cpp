#include "harness/core/build_info.h"

#include <gtest/gtest.h>

#include <regex>

namespace sudoku::harness {
namespace {

constexpr std::string_view kSha = "6cb7b00087d95d6a055db79a727525726aa33da4";

TEST(BuildInfoTest, FormatsTheFourLinesThatAbPyReads) {
  const BuildInfo info{"0.9.0", kSha, false, "GNU 12.2.0", "Release", "-O3 -DNDEBUG"};
  EXPECT_EQ(version_text(info),
            "sudoku-bench 0.9.0\n"
            "commit: 6cb7b00087d95d6a055db79a727525726aa33da4\n"
            "compiler: GNU 12.2.0\n"
            "build: Release, flags: -O3 -DNDEBUG");
}

TEST(BuildInfoTest, MarksAModifiedTreeAfterTheCommit) {
  const BuildInfo info{"0.9.0", kSha, true, "GNU 12.2.0", "Release", "-O3 -DNDEBUG"};
  EXPECT_NE(version_text(info).find("\ncommit: " + std::string(kSha) + " (modified)\n"), std::string::npos);
  EXPECT_EQ(short_commit(info), "6cb7b00087d9-modified");
}

TEST(BuildInfoTest, ShortensTheCommitToTwelveDigits) {
  const BuildInfo info{"0.9.0", kSha, false, "GNU 12.2.0", "Release", ""};
  EXPECT_EQ(short_commit(info), "6cb7b00087d9");
}

TEST(BuildInfoTest, SaysUnknownWithoutACommit) {
  const BuildInfo info{"0.9.0", "unknown", false, "Clang 16.0.0", "Debug", "-g"};
  EXPECT_EQ(short_commit(info), "unknown");
  EXPECT_NE(version_text(info).find("\ncommit: unknown\n"), std::string::npos);
}

TEST(BuildInfoTest, ThisBinaryHasAVersionAndACommitOrUnknown) {
  const BuildInfo& info = build_info();
  EXPECT_TRUE(std::regex_match(std::string(info.version), std::regex(R"(\d+\.\d+\.\d+)")));
  EXPECT_TRUE(std::regex_match(std::string(info.commit), std::regex("[0-9a-f]{40}|unknown")));
  EXPECT_FALSE(info.compiler.empty());
}

}  // namespace
}  // namespace sudoku::harness
