#include "harness/core/build_info.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string_view>

namespace sudoku::harness {
namespace {

constexpr std::string_view kSha = "6cb7b00087d95d6a055db79a727525726aa33da4";

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex_digit(char c) { return is_digit(c) || (c >= 'a' && c <= 'f'); }

// MAJOR.MINOR.PATCH, each one or more digits. Checked by hand: std::regex draws GCC 12's false
// -Wmaybe-uninitialized warnings from inside <regex>.
bool is_version(std::string_view text) {
  int parts = 0;
  for (std::size_t start = 0;; ++parts) {
    const std::size_t dot = std::min(text.find('.', start), text.size());
    const std::string_view part = text.substr(start, dot - start);
    if (part.empty() || !std::all_of(part.begin(), part.end(), is_digit)) return false;
    if (dot == text.size()) return parts == 2;
    start = dot + 1;
  }
}

bool is_commit_or_unknown(std::string_view text) {
  return text == "unknown" || (text.size() == 40 && std::all_of(text.begin(), text.end(), is_hex_digit));
}

TEST(BuildInfoTest, ReadsVersionsAndCommitsAsTheyAreWritten) {
  EXPECT_TRUE(is_version("0.9.0"));
  EXPECT_TRUE(is_version("10.12.345"));
  EXPECT_FALSE(is_version("0.9"));
  EXPECT_FALSE(is_version("0.9.0.1"));
  EXPECT_FALSE(is_version("0..9"));
  EXPECT_FALSE(is_version("0.9.x"));
  EXPECT_TRUE(is_commit_or_unknown(kSha));
  EXPECT_TRUE(is_commit_or_unknown("unknown"));
  EXPECT_FALSE(is_commit_or_unknown(kSha.substr(1)));
  EXPECT_FALSE(is_commit_or_unknown("6CB7B00087D95D6A055DB79A727525726AA33DA4"));
}

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
  EXPECT_TRUE(is_version(info.version)) << info.version;
  EXPECT_TRUE(is_commit_or_unknown(info.commit)) << info.commit;
  EXPECT_FALSE(info.compiler.empty());
}

}  // namespace
}  // namespace sudoku::harness
