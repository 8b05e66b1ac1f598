#pragma once
// Where this sudoku-bench came from: version, commit, compiler and flags, for --version and for
// the provenance of every run (the summary's run: line, --json). build_info() is defined in a
// source that cmake/write_build_info.cmake generates at build time.

#include <string>
#include <string_view>

namespace sudoku::harness {

struct BuildInfo {
  std::string_view version;     // the CMake project's, "0.9.0"
  std::string_view commit;      // 40 hex digits, or "unknown" (no git, no SUDOKU_GIT_COMMIT)
  bool modified;                // tracked files differed from the commit (untracked ones do not count)
  std::string_view compiler;    // CMake's compiler id and version, "GNU 12.2.0"
  std::string_view build_type;  // "Release"
  std::string_view flags;       // CMAKE_CXX_FLAGS and those of the build type
};

// This binary's.
const BuildInfo& build_info();

// The four lines of --version, without a final newline; scripts/ab.py reads them:
//   sudoku-bench 0.9.0
//   commit: <40 hex>[ (modified)]   or   commit: unknown
//   compiler: GNU 12.2.0
//   build: Release, flags: -O3 -DNDEBUG
std::string version_text(const BuildInfo& info);

// The commit as one word for one-line provenance: 12 hex digits, "-modified" appended for a
// modified tree (as git describe --dirty does), or "unknown".
std::string short_commit(const BuildInfo& info);

}  // namespace sudoku::harness
