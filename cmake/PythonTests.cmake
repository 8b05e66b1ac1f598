# Python test cases found in their files, so that a new case needs no line here: each file read is
# a configure dependency (a changed file reconfigures at the next build), and a new *_test.py file
# is found by the caller's file(GLOB ... CONFIGURE_DEPENDS).

# sudoku_python_cases(OUT FILE REGEX): in the order they appear, the first capture group of every
# line of FILE that matches REGEX, e.g. "^def case_([a-z0-9_]+)\\(binary, root\\):" for the cases
# a script dispatches on by name.
function(sudoku_python_cases out file regex)
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${file}")
  file(STRINGS "${file}" lines REGEX "${regex}")
  set(cases)
  foreach(line IN LISTS lines)
    string(REGEX MATCH "${regex}" matched "${line}")
    list(APPEND cases "${CMAKE_MATCH_1}")
  endforeach()
  set(${out} "${cases}" PARENT_SCOPE)
endfunction()

# sudoku_unittest_tests(FILE PATH PREFIX P TIMEOUT S [NAMES case|method|class] [ARGS ...]
#                       [SKIP_RETURN_CODE N] [LABELS ...] [EXCLUDE METHOD...])
# One ctest entry per `def test_...(self` method of a unittest file, run as
#   python3 PATH ARGS... Class.test_method
# and named P.<method without test_> (NAMES case, the default), P.test_method (method) or
# P.Class.test_method (class). Methods in EXCLUDE are not registered.
function(sudoku_unittest_tests)
  cmake_parse_arguments(PARSE_ARGV 0 T "" "FILE;PREFIX;TIMEOUT;NAMES;SKIP_RETURN_CODE" "ARGS;LABELS;EXCLUDE")
  if(NOT T_FILE OR NOT T_PREFIX OR NOT T_TIMEOUT)
    message(FATAL_ERROR "sudoku_unittest_tests: FILE, PREFIX and TIMEOUT are required")
  endif()
  if(NOT T_NAMES)
    set(T_NAMES case)
  endif()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${T_FILE}")
  file(STRINGS "${T_FILE}" lines REGEX "^(class [A-Za-z0-9_]+[(:]|    def test_[A-Za-z0-9_]+\\(self)")
  set(class "")
  set(found 0)
  foreach(line IN LISTS lines)
    if(line MATCHES "^class ([A-Za-z0-9_]+)")
      set(class "${CMAKE_MATCH_1}")
      continue()
    endif()
    string(REGEX MATCH "def (test_[A-Za-z0-9_]+)" matched "${line}")
    set(method "${CMAKE_MATCH_1}")
    if(method IN_LIST T_EXCLUDE)
      continue()
    endif()
    if(T_NAMES STREQUAL "case")
      string(REGEX REPLACE "^test_" "" name "${method}")
    elseif(T_NAMES STREQUAL "method")
      set(name "${method}")
    elseif(T_NAMES STREQUAL "class")
      set(name "${class}.${method}")
    else()
      message(FATAL_ERROR "sudoku_unittest_tests: NAMES is case, method or class, not '${T_NAMES}'")
    endif()
    add_test(NAME ${T_PREFIX}.${name}
             COMMAND Python3::Interpreter "${T_FILE}" ${T_ARGS} ${class}.${method})
    set_tests_properties(${T_PREFIX}.${name} PROPERTIES TIMEOUT ${T_TIMEOUT})
    if(T_SKIP_RETURN_CODE)
      set_tests_properties(${T_PREFIX}.${name} PROPERTIES SKIP_RETURN_CODE ${T_SKIP_RETURN_CODE})
    endif()
    if(T_LABELS)
      set_tests_properties(${T_PREFIX}.${name} PROPERTIES LABELS "${T_LABELS}")
    endif()
    math(EXPR found "${found} + 1")
  endforeach()
  if(found EQUAL 0)
    message(FATAL_ERROR "sudoku_unittest_tests: no test method found in ${T_FILE}")
  endif()
endfunction()
