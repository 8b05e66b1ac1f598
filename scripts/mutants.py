"""The mutants that scripts/mutate.py plants, one small fault each (standard library only).

Each is the kind of single-line slip a refactoring makes by accident. `original` must occur
exactly once in `file`, so that a mutant whose code has moved on is refused as stale rather than
silently planted somewhere else; tests/scripts/mutate_test.py checks this against the tree.
`equivalent` names why no test can tell the mutant from the original, for the few where that holds.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Mutant:
    name: str          # kebab-case, what breaks
    file: str          # relative to the repository root
    original: str      # exact text, found exactly once in the file
    replacement: str
    description: str   # the fault, in one line
    equivalent: str = ""  # why behaviour does not change, if it does not


MUTANTS = [
    # ---- counters ----
    Mutant("search9-drops-guess-count", "solver/nine/search9.cpp",
           "    ++stats_.guesses;\n", "",
           "the 9x9 bit-board search no longer counts its guesses"),
    Mutant("search-drops-backtrack-count", "solver/search.cpp",
           "      ++stats_.backtracks;\n      if (give_up_at_", "      if (give_up_at_",
           "the general search no longer counts backtracks (nor gives up after its budget)"),
    Mutant("learn-drops-recursion-count", "solver/learning/search_loop.cpp",
           "    ++stats_.guesses;\n    ++stats_.recursions;\n", "    ++stats_.guesses;\n",
           "the learning search counts decisions as guesses but not as recursions"),
    Mutant("propagator-drops-placement-count", "solver/propagator.h",
           "    ++stats_.placements;\n", "",
           "the propagator no longer counts placements"),

    # ---- stop checks ----
    Mutant("search9-ignores-timeout", "solver/nine/search9.cpp",
           "  if (stop_(stats_.recursions)) {\n", "  if (false) {\n",
           "Search9 never asks its stop check: the 9x9 search ignores deadline and cancel"),
    Mutant("search-ignores-timeout", "solver/search.cpp",
           "  if (stop_(stats_.recursions)) {\n", "  if (false) {\n",
           "Search never asks its stop check: the general search ignores deadline and cancel"),
    Mutant("learn-ignores-timeout", "solver/learning/search_loop.cpp",
           "      if (stop_(conflicts_)) {\n", "      if (false) {\n",
           "the learning search never asks its stop check: it ignores deadline and cancel"),
    Mutant("stop-check-never-stops", "solver/stop_check.h",
           "    stopped_ = stop_requested(config_);\n", "    stopped_ = false;\n",
           "StopCheck never reads deadline and cancel: no search stops early"),
    Mutant("stop-ignores-cancel", "solver/solver_config.h",
           "  return (config.cancel != nullptr && config.cancel->load(std::memory_order_relaxed)) ||\n"
           "         (config.deadline",
           "  return (config.deadline",
           "stop_requested reads only the deadline: an interrupt no longer stops a solve"),
    Mutant("batch-ignores-timeout", "harness/solve_pipeline.cpp",
           "      start_clock(config, solve);\n", "",
           "batch mode never starts a puzzle's clock: --timeout is ignored"),
    Mutant("serial-ignores-timeout", "harness/serial_mode.cpp",
           "    start_clock(config, options.solve);\n", "",
           "--serial never starts a puzzle's clock: --timeout is accepted and ignored"),
    Mutant("clock-never-starts", "harness/solve_options.cpp",
           "  if (options.timeout_s <= 0) return;\n", "  return;\n",
           "start_clock never sets a deadline: --timeout is ignored in every mode"),
    Mutant("serial-ignores-interrupt", "harness/serial_mode.cpp",
           "make_solver_config(options.solve, &interrupt.flag())",
           "make_solver_config(options.solve, nullptr)",
           "--serial takes Ctrl-C as a flag but never cancels the running solve"),
    Mutant("main-drops-count-limit", "harness/main.cpp",
           "  solve.count_limit = count->count() > 0 ? count_limit : 0;\n",
           "  solve.count_limit = 0;\n",
           "--count is parsed but never reaches the solver: every run looks for one solution"),
    Mutant("unit-tests-without-time-limit", "tests/CMakeLists.txt",
           "gtest_discover_tests(solver_tests DISCOVERY_TIMEOUT 60 PROPERTIES TIMEOUT 60)",
           "gtest_discover_tests(solver_tests DISCOVERY_TIMEOUT 60)",
           "the solver's unit tests lose their TIMEOUT: a hang would hold CI until its own limit"),

    # ---- solution limits ----
    Mutant("search9-solution-limit-off-by-one", "solver/nine/search9.cpp",
           "outcome_.solutions >= config_.solution_limit", "outcome_.solutions > config_.solution_limit",
           "the 9x9 search looks for one solution more than asked"),
    Mutant("search-solution-limit-off-by-one", "solver/search.cpp",
           "outcome_.solutions >= config_.solution_limit", "outcome_.solutions > config_.solution_limit",
           "the general search looks for one solution more than asked"),

    # ---- geometry ----
    Mutant("geometry-block-shape-transposed", "solver/geometry.cpp",
           "return BlockShape{n / width, width};", "return BlockShape{width, n / width};",
           "a non-square size gets tall blocks instead of wide ones (6x6: 3 rows x 2 columns)"),
    Mutant("geometry-blocks-per-band-from-rows", "solver/geometry.cpp",
           "const int blocks_per_band = n_ / block_cols_;", "const int blocks_per_band = n_ / block_rows_;",
           "block numbering divides by the block height, not its width"),

    # ---- techniques ----
    Mutant("pointing-wrong-cells", "solver/techniques/intersections.cpp",
           "remove_from(prop, board, points, meet.line_rest)",
           "remove_from(prop, board, points, meet.block_rest)",
           "pointing removes the digit from the rest of the block instead of the rest of the line"),
    Mutant("claiming-wrong-cells", "solver/techniques/intersections.cpp",
           "remove_from(prop, board, claims, meet.block_rest)",
           "remove_from(prop, board, claims, meet.line_rest)",
           "claiming removes the digit from the rest of the line instead of the rest of the block"),
    Mutant("bitboard9-pointing-wrong-line", "solver/nine/bitboard9.cpp",
           "const int line = std::countr_zero(unsigned(lines)) / 3;",
           "const int line = std::countr_zero(unsigned(lines)) % 3;",
           "the 9x9 intersections table always takes line 0 as the one a block points along"),
    Mutant("learn-pointing-reasons-wrong-cells", "solver/learning/sudoku_reasons_inline.h",
           "const Mask rest = pointing ? rest_of_block_[x] : rest_of_line_[x];",
           "const Mask rest = pointing ? rest_of_line_[x] : rest_of_block_[x];",
           "the learning search explains pointing by the line's places and claiming by the block's"),
    Mutant("hidden-single-never-places", "solver/techniques/hidden_single.h",
           "if (!board.is_solved(home) &&", "if (board.is_solved(home) &&",
           "a digit with one place left in a unit is never placed there"),
    Mutant("naked-subset-eliminates-inside", "solver/techniques/subsets.cpp",
           "    if (has_bit(set.items, i)) continue;\n    const int cell",
           "    if (!has_bit(set.items, i)) continue;\n    const int cell",
           "a naked subset removes its digits from its own cells instead of the unit's others"),
    Mutant("hidden-subset-removes-its-digits", "solver/techniques/subsets.cpp",
           "board.candidates(cell) & ~kept", "board.candidates(cell) & kept",
           "a hidden subset removes its own digits from its cells instead of the others"),
    Mutant("fish-eliminates-from-base-lines", "solver/techniques/fish.cpp",
           "    if (has_bit(set.items, i)) continue;\n    for_each_digit(items[i]",
           "    if (!has_bit(set.items, i)) continue;\n    for_each_digit(items[i]",
           "a fish removes the digit from its own base lines instead of the other lines"),
    Mutant("fish-columns-read-as-rows", "solver/techniques/fish.cpp",
           "by_rows ? geo.cell(r, c) : geo.cell(c, r)", "by_rows ? geo.cell(r, c) : geo.cell(r, c)",
           "the column-wise fish reads rows: it eliminates along the wrong lines"),

    # ---- learning ----
    Mutant("learn-clause-drops-level-one-literals", "solver/learning/analyze.cpp",
           "if (var_marks_[v] || vars_[v].level == 0) return;", "if (var_marks_[v] || vars_[v].level <= 1) return;",
           "conflict analysis leaves the first decision level's literals out of the learnt clause"),

    # ---- checker and parser ----
    Mutant("verify-ignores-block-repeats", "solver/verify.cpp",
           "for (int u = 0; u < geo.unit_count(); ++u) {", "for (int u = 0; u < 2 * n; ++u) {",
           "check_solution looks for repeats in rows and columns only, not in blocks"),
    Mutant("verify-ignores-changed-givens", "solver/verify.cpp",
           "puzzle.cells[c] != kBlank && puzzle.cells[c] != digits[c]",
           "puzzle.cells[c] != kBlank && puzzle.cells[c] != puzzle.cells[c]",
           "check_solution compares a given with itself: a changed given passes"),
    Mutant("parser-letter-off-by-one", "solver/puzzle_io.cpp",
           "return symbol - 'A' + 9;", "return symbol - 'A' + 10;",
           "the parser reads 'A' as 11 instead of 10"),
    Mutant("integer-line-admits-n-plus-one", "solver/puzzle_io.cpp",
           "if (value < 0 || value > n) {", "if (value < 0 || value > n + 1) {",
           "an integer line of size N takes the value N+1 as a digit"),

    # ---- harness ----
    Mutant("csv-swaps-guesses-and-backtracks", "harness/csv_writer.cpp",
           "s.recursions, s.guesses, s.backtracks,", "s.recursions, s.backtracks, s.guesses,",
           "CSV rows write backtracks under guesses and guesses under backtracks"),
    Mutant("csv-quote-not-doubled", "harness/csv_writer.cpp",
           "    if (c == '\"') quoted += '\"';\n", "",
           "a quote inside a quoted CSV field is not doubled"),
    Mutant("serial-answers-integers-as-text", "harness/serial_mode.cpp",
           "format_grid(record.result.solution, job.puzzle.form)", "format_grid(record.result.solution)",
           "--serial writes the solution of an integer line as a text line"),
    Mutant("batch-answers-integers-as-text", "harness/puzzle_outcome.cpp",
           "format_grid(record.result.solution, job.puzzle.form)", "format_grid(record.result.solution)",
           "--solutions writes the solution of an integer line as a text line"),
    Mutant("serial-failure-takes-no-line", "harness/serial_mode.cpp",
           "if (at.line != 0 && !options.pretty) std::fputc('\\n', stdout);",
           "if (at.line == 0 && !options.pretty) std::fputc('\\n', stdout);",
           "a failed puzzle takes no line in --serial output, so later solutions move up a line"),
    Mutant("resume-skips-next-line", "harness/resume_index.cpp",
           "keys_.emplace_back(fields[0], line);", "keys_.emplace_back(fields[0], line + 1);",
           "--resume skips the line after each recorded one and solves the recorded one again"),
    Mutant("resume-ignores-techniques", "harness/resume_index.cpp",
           "fields[kTechniquesColumn] != techniques ||", "fields[kTechniquesColumn] == techniques ||",
           "--resume skips rows recorded with other techniques and redoes its own"),
    Mutant("summary-guesses-per-puzzle-inverted", "harness/summary.cpp",
           "return ratio(double(guesses), double(ran()));", "return ratio(double(ran()), double(guesses));",
           "the summary's guesses per puzzle is puzzles per guess"),
    Mutant("summary-no-guess-counts-guessers", "harness/summary.cpp",
           "if (stats.guesses == 0) ++solved_without_guess;", "if (stats.guesses != 0) ++solved_without_guess;",
           "the summary's no-guess share counts the puzzles that did guess"),

    # ---- wide candidate sets (N > 64) ----
    Mutant("wide-drop-lowest-every-word", "solver/mask.h",
           "      m.words[i] &= m.words[i] - 1;\n      break;\n", "      m.words[i] &= m.words[i] - 1;\n",
           "a wide set's drop_lowest clears the lowest bit of every word, not of the set"),
    Mutant("wide-clear-bit-first-word", "solver/mask.h",
           "  m.words[i / 64] &= ~(std::uint64_t{1} << (i % 64));",
           "  m.words[0] &= ~(std::uint64_t{1} << (i % 64));",
           "a wide set clears digit 64 + d as digit d: eliminations land in the wrong word"),
    Mutant("peer-walk-misses-block", "solver/geometry.h",
           "      } else if (r / block_rows_ == band) {", "      } else if (r / block_rows_ == band + 1) {",
           "without peer tables (N > 128) a placement skips its block's other rows"),
    # ---- scripts ----
    Mutant("compare-counter-direction-inverted", "scripts/compare.py",
           "        if exact is None and totals[1] > totals[0]:\n",
           "        if exact is None and totals[1] < totals[0]:\n",
           "compare.py calls fewer guesses a regression and more guesses fine"),
    Mutant("compare-exact-counts-only-growth", "scripts/compare.py",
           "for c in counters if old[n][c] != new[n][c])",
           "for c in counters if (new[n][c] or 0) > (old[n][c] or 0))",
           "--exact-counters lets a counter fall: a dropped increment passes the regression check"),
    Mutant("ab-ratio-inverted", "scripts/ab.py",
           "total += math.log(n / b)", "total += math.log(b / n)",
           "ab.py reports base/new: a slower build looks faster"),
    Mutant("ab-verdict-ignores-threshold", "scripts/ab.py",
           "if ratio > 1 + threshold and low > 1:", "if ratio > 1 and low > 1:",
           "ab.py calls any significant slowdown slower, however small"),
    Mutant("regression-check-never-fails", "scripts/regression_check.sh",
           'python3 scripts/compare.py --exact-counters "${compare_args[@]}" "$baseline" "$run"\n  exit\n',
           'python3 scripts/compare.py --exact-counters "${compare_args[@]}" "$baseline" "$run" || true\n  exit\n',
           "regression_check.sh prints the comparison but always exits 0"),

    # ---- MPI batch mode ----
    Mutant("solutions-written-as-they-arrive", "harness/run_recorder.cpp",
           "  if (seq != next_solution_seq_) {\n", "  if (false) {\n",
           "--solutions takes lines in the order outcomes arrive, not input order (MPI ranks finish out of order)"),
    Mutant("wire-drops-solve-time", "harness/mpi/wire.cpp",
           "    o.solve_ns = r.get<std::int64_t>();\n", "    r.get<std::int64_t>();\n",
           "outcomes from other ranks arrive with a solve time of 0"),
    Mutant("coordinator-ignores-own-outcomes", "harness/mpi/mpi_batch.cpp",
           "        take(std::move(outcome));\n      }\n    } else {",
           "        (void)outcome;\n      }\n    } else {",
           "rank 0 never records the puzzles it solved itself: their rows are missing"),
    Mutant("chunk-ignores-what-is-left", "harness/mpi/chunk_plan.cpp",
           "  if (total_ > handed_out_) {\n", "  if (false) {\n",
           "chunks stay large to the end: one rank can hold the last lines while others idle"),

    # ---- portfolio ----
    Mutant("race-reports-member-0s-counters", "harness/portfolio.cpp",
           "    out = std::move(won_);\n", "    out = std::move(first_);\n",
           "a race a helper won reports the stopped member 0's counters under the winner's number"),
    Mutant("race-seeds-every-member-alike", "harness/portfolio.cpp",
           "  mine.seed = config_.seed + static_cast<std::uint64_t>(k);\n", "",
           "every member of a race runs the same seed: K copies of one search, no portfolio"),
    Mutant("tail-never-helped", "harness/solve_pipeline.cpp",
           "    if (options.portfolio <= 1) return;\n    try {", "    return;\n    try {",
           "--portfolio in batch mode: threads out of puzzles never join the races still running"),
]
