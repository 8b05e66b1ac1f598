# Compiles through ccache when it is installed (scripts/setup.sh installs it). CI compiles the same
# sources several times: the suite, the mutation sample's scratch copy, the timing gate's two
# revisions and the test of that gate; a warm cache turns most of those compiles into lookups.
#
# ccache's base_dir makes paths inside it relative, so two copies of the tree laid out alike (the
# build directory inside the source, as in CI and scripts/mutate.py; or home/src beside home/build,
# as in scripts/ab.py's cache) share their hits. The object code is the compiler's either way.
# With -g (the sanitizer builds use -g1) ccache also hashes the working directory, so every fresh
# clone compiled them cold (~500-600 s of CI); hash_dir off shares those hits too, at the price of
# debug info naming the directory of the clone that compiled an object first.
option(SUDOKU_USE_CCACHE "Compile through ccache when it is found" ON)
find_program(SUDOKU_CCACHE_PROGRAM ccache)
if(SUDOKU_USE_CCACHE AND SUDOKU_CCACHE_PROGRAM AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  cmake_path(GET CMAKE_SOURCE_DIR PARENT_PATH sudoku_source_parent)
  cmake_path(IS_PREFIX CMAKE_SOURCE_DIR "${CMAKE_BINARY_DIR}" NORMALIZE sudoku_build_inside)
  cmake_path(IS_PREFIX sudoku_source_parent "${CMAKE_BINARY_DIR}" NORMALIZE sudoku_build_beside)
  set(sudoku_ccache_base "")
  if(sudoku_build_inside)
    set(sudoku_ccache_base "${CMAKE_SOURCE_DIR}")
  elseif(sudoku_build_beside)
    set(sudoku_ccache_base "${sudoku_source_parent}")
  endif()
  set(sudoku_launcher "${CMAKE_COMMAND}" -E env "CCACHE_BASEDIR=${sudoku_ccache_base}" CCACHE_NOHASHDIR=1
      "${SUDOKU_CCACHE_PROGRAM}")
  set(CMAKE_C_COMPILER_LAUNCHER ${sudoku_launcher})
  set(CMAKE_CXX_COMPILER_LAUNCHER ${sudoku_launcher})
  message(STATUS "Compiling through ${SUDOKU_CCACHE_PROGRAM} (base_dir '${sudoku_ccache_base}')")
endif()
