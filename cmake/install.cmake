# `cmake --install build --prefix P`: the program, the libraries with their headers, and the CMake
# package (find_package(SudokuBench): SudokuBench::solver, the C++ library; SudokuBench::c, the C
# interface) with a pkg-config file for the C library.
include(CMakePackageConfigHelpers)

set(sudoku_cmake_dir "${CMAKE_INSTALL_LIBDIR}/cmake/SudokuBench")

install(TARGETS sudoku-bench RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS sudoku_solver sudoku_bench_c EXPORT SudokuBenchTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# The C header, and the solver's headers with their own paths (they include "solver/...").
install(FILES include/sudoku_bench/sudoku_bench.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sudoku_bench)
install(DIRECTORY solver/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/sudoku_bench/solver
        FILES_MATCHING PATTERN "*.h")

install(EXPORT SudokuBenchTargets NAMESPACE SudokuBench:: DESTINATION ${sudoku_cmake_dir})
configure_package_config_file(cmake/SudokuBenchConfig.cmake.in
                              "${PROJECT_BINARY_DIR}/SudokuBenchConfig.cmake"
                              INSTALL_DESTINATION ${sudoku_cmake_dir})
# 0.x: a minor release may change the interface, so only the same major.minor is compatible.
write_basic_package_version_file("${PROJECT_BINARY_DIR}/SudokuBenchConfigVersion.cmake"
                                 COMPATIBILITY SameMinorVersion)
install(FILES "${PROJECT_BINARY_DIR}/SudokuBenchConfig.cmake"
              "${PROJECT_BINARY_DIR}/SudokuBenchConfigVersion.cmake"
        DESTINATION ${sudoku_cmake_dir})

# Relocatable: the prefix is found from the file's own place (pkg-config's pcfiledir), so that
# `cmake --install --prefix P` needs no reconfiguring.
file(RELATIVE_PATH sudoku_pc_to_prefix "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
string(REGEX REPLACE "/$" "" sudoku_pc_to_prefix "${sudoku_pc_to_prefix}")
configure_file(cmake/sudoku_bench.pc.in "${PROJECT_BINARY_DIR}/sudoku_bench.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/sudoku_bench.pc" DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
