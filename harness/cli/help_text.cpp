#include "harness/cli/help_text.h"

#include <fmt/format.h>

#include "backends/make_backend.h"
#include "solver/solver_settings.h"

namespace sudoku::harness {

// Its defaults ({compact}, {learn_after}, {counts}) are read from the settings table by
// solve_description(), so the help cannot drift from them.
const char* const kSolveDescriptionText =
    R"(sudoku-bench: solves Sudoku of any size N x N (N composite, 4 to 512).

Input: one puzzle per line, either N*N characters, symbols 1-9 then A, B, ... ('.' is a blank; '0'
too for N <= 9; up to 71x71), or N*N integers 1..N separated by spaces, tabs or commas ('0' or '.'
is a blank). Each solution is written in the form of its puzzle's line. Blank lines and lines
starting with '#' are skipped. Blocks are sqrt(N) square, or for other N as wide as the smallest
factor of N above sqrt(N) and as high as the greatest below it (12x12: 4 wide, 3 high).

Techniques (--techniques, comma-separated):
  fl             forward looking: a placed value leaves its peers; naked singles chain
  mrv            branch on the most constrained cell (else the first open cell)
  cp             constraint propagation: hidden singles; a value with no place fails
  subsets        naked and hidden subsets of every size
  intersections  pointing and claiming
  fish           X-Wing, Swordfish and larger
  all, none      every technique, or plain backtracking
cp, subsets, intersections and fish work on candidates that fl keeps, so they bring fl along.

Search (--search):
  by-size    the default, the fastest search for the size: on 9x9 a depth-first search on a
             bit-parallel board with fl, cp and intersections at every node (subsets and fish cost
             more than they save there, so it leaves them out); on every other size, learn
             (above {compact}x{compact} where the cells left open fit its tables; else backtrack)
  learn      conflict-driven clause learning: learns from every dead end, jumps back, restarts
             (above {compact}x{compact} only where its tables fit: at most 8.4 million literals, one per
             digit of each cell open after the start's propagation; else it backtracks);
             it always propagates cp and branches on the cell with fewest candidates
  backtrack  depth-first on board copies, exactly the chosen techniques at every node
  places     backtrack, but where the fewest candidates of a cell are three or more, branch on a
             digit with two places in a unit
  auto       backtrack, and after {learn_after} dead ends start over with learning
Learning needs fl; without it, and when counting beyond {counts} solutions, the search backtracks
(by-size counts on 9x9 with its own search; places counts with its own branching). The CSV
records what was asked (techniques, search) and what ran (techniques_ran, search_ran: none when
propagation alone settled the puzzle, backtrack, places, learn, backtrack+learn, bitboard9).

Modes: by default a parallel batch run: every puzzle of every file solved on its own, a CSV row
per puzzle (--csv), solutions in input order (--solutions), a summary table at the end (on stdout,
or on stderr when --csv=-, --solutions=- or --json=- takes stdout), the same as JSON for scripts
(--json). --serial is the strict grader mode.

Across machines (a build with MPI): "mpirun -np K sudoku-bench --threads=T ..." (or srun) runs
batch mode on K ranks of T threads: rank 0 reads the files, hands out chunks of lines (--chunk)
and writes every output; the CSV's rank column says where each puzzle was solved. --serial runs on
rank 0 alone.

Puzzles on demand: "sudoku-bench generate --size=N --count=K ..." writes unique puzzles, rated by
the same ladder as --rate (see "sudoku-bench generate --help"). Cost over size and share of
givens: "sudoku-bench sweep --sizes=9,16,25 --givens=20%:80%:5% --csv=sweep.csv" (see
"sudoku-bench sweep --help").

Examples:
  sudoku-bench --csv=run.csv --solutions=solutions.txt puzzles/*.txt
  sudoku-bench --techniques=none --timeout=2 --threads=2 --csv=run.csv puzzles/puzzles_6_variety_hard.txt
  sudoku-bench --csv=run.csv --resume puzzles/*.txt     (after an interrupted run)
  sudoku-bench --search=learn --seed=3 --json=run.json puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial puzzles/puzzles_1_standard_easy.txt > solutions.txt
  sudoku-bench --serial --techniques=fl,cp,subsets puzzles/puzzles_7_bigger.txt
  sudoku-bench --serial --pretty puzzles/puzzles_2_variety_easy.txt
  sudoku-bench --serial --threads=2 puzzles/puzzles_7_bigger.txt   (two seeded searches race per puzzle)
  sudoku-bench --portfolio=2 --csv=run.csv puzzles/*.txt   (idle threads join the last puzzles' races)
  sudoku-bench --rate --csv=rated.csv puzzles/puzzles_4_variety_medium.txt
  sudoku-bench generate --size=12 --count=50 --difficulty=subsets > subsets12.txt
  sudoku-bench --version     (version, commit, compiler and build flags of this binary)
  sudoku-bench --list-columns   (the CSV's columns, each with what it means)
  mpirun -np 4 sudoku-bench --threads=1 --csv=run.csv --solutions=solutions.txt puzzles/*.txt
)";

namespace {

// "10000" as "10,000". Built by appending: inserting into the string drew GCC 12's false
// -Wrestrict.
std::string grouped(const std::string& digits) {
  std::string out;
  for (std::size_t k = 0; k < digits.size(); ++k) {
    if (k > 0 && (digits.size() - k) % 3 == 0) out += ',';
    out += digits[k];
  }
  return out;
}

}  // namespace

std::string solve_description() {
  const SolverConfig defaults;
  return fmt::format(fmt::runtime(kSolveDescriptionText),
                     fmt::arg("compact", setting_value(defaults, "compact_above_size")),
                     fmt::arg("learn_after", setting_value(defaults, "learn_after")),
                     fmt::arg("counts", grouped(setting_value(defaults, "learn_counts_up_to"))));
}

const char* const kSolveExitStatus = R"(
Exit status:
  0    every puzzle solved, every file read, every output written; also --help and --version
       (with --count, a puzzle with several solutions is no failure; after --resume, only the
       puzzles of this run count)
  1    a puzzle not solved (a line that is no puzzle, no solution, a timeout, a solver error), a
       puzzle file missing, empty or unreadable, or an output that failed while being written
  2    a usage error, found before any solving: an unknown option or value, options that do not
       go together, an output file (--csv, --solutions, --json) that cannot be opened or that
       another run is writing, or a --csv file that --resume cannot append to
  130  stopped by Ctrl-C (SIGINT); 143: by SIGTERM. Batch mode keeps every CSV row written and
       writes the summary and --json (--resume finishes the run); in --serial every line written
       is a finished answer. A second Ctrl-C ends the program at once)";

const char* const kGenerateDescription =
    R"(sudoku-bench generate: writes puzzles of one size with exactly one solution each.

Each puzzle is dug out of a random complete grid: givens are removed in random order, each removal
kept only if the solution stays unique (techniques fill the grid, or a search finds no solution
with the removed cell's digit ruled out). Without --givens every cell is tried, so the puzzle is
minimal: no given can go. Above 16x16 a first pass takes the removals that singles and
intersections still solve, which keeps the searches away from the hardest share of givens
(puzzles then lean easier; --difficulty asks for a rung), and with --givens each search is cut
at 64 conflicts: a removal it cannot settle keeps its given, and a grid that cannot reach the
count is replaced. A minimal puzzle's searches stay unbounded, since each given has to be proved
necessary: a minimal 25x25 takes seconds, a 36x36 hours (the run says so at its start), where
--givens=50% takes about a second. The set is the same for a seed whatever the number of
threads. On a terminal, a progress bar on stderr counts the puzzles written and the removals
tried and search steps (nodes or conflicts) so far, which move while one puzzle takes minutes.

Ratings: the weakest rung of the technique ladder that solves the puzzle with no guess,
  fl < cp < intersections < subsets < fish < guessing
(fl: naked singles; cp: + hidden singles; then + pointing and claiming, + naked and hidden subsets,
+ fish). --difficulty=LEVEL keeps only puzzles of that rung; below guessing, digging then keeps
only removals that the rung still solves, so most grids give such a puzzle at once. The main
command's --rate adds the same rating to the CSV of any puzzle file.

Examples:
  sudoku-bench generate --size=9 --count=1000 --seed=1 > nine.txt
  sudoku-bench generate --size=12 --count=50 --difficulty=subsets > subsets12.txt
  sudoku-bench generate --size=25 --count=10 --givens=55% --symmetric > big.txt
  sudoku-bench generate --size=16 --count=20 --givens=100 --minimal --solutions=sol.txt > p.txt
)";

const char* const kGenerateExitStatus = R"(
Exit status:
  0    every puzzle asked for was written; also --help
  1    a puzzle could not be made within --max-grids complete grids, a made puzzle failed its
       own check, or an output failed while being written
  2    a usage error, found before any work: an unknown option or value, a request no puzzle can
       meet (fewer givens than a unique puzzle of the size can have), an output that cannot be opened
  130  stopped by Ctrl-C (SIGINT); 143: by SIGTERM. The puzzles written so far are whole)";

const char* const kSweepDescription =
    R"(sudoku-bench sweep: maps a solver's cost over grid size and share of givens.

Makes --per-point instances for every size and share from --seed (one file per point in
--instances), solves them all in one batch run (its CSV columns, progress, Ctrl-C, --resume,
--threads, MPI) and summarises each point on stderr: solved share, median, p90 and max time,
median conflicts and guesses, and where each size peaks. Every option of the solve command that
picks or limits a solver is taken here too (--techniques, --search, --engine, --set, --solver,
--timeout); the instances' --seed is sweep's own.

Examples:
  sudoku-bench sweep --sizes=9,16,25 --per-point=20 --csv=sweep.csv
  sudoku-bench sweep --sizes=16 --givens=30%:60%:10% --techniques=fl,cp --csv=fl_cp.csv
  sudoku-bench sweep --sizes=25 --givens=45% --solver=native,cadical --timeout=10 --csv=vs.csv
  sudoku-bench sweep --sizes=36 --make-only --instances=set36     (make once, then run again:)
  sudoku-bench sweep --from=set36 --search=learn --csv=learn36.csv
)";

const char* const kSweepExitStatus = R"(
Exit status:
  0    every instance made and solved (a timeout within --timeout is a row, and the summary's)
  1    an instance not solved (timeout, solver error), --from's set unreadable, or an output that
       failed while being written
  2    a usage error, found before any work: an unknown option or value, options that do not go
       together, a point no unique puzzle can reach (--kind=unique)
  130  stopped by Ctrl-C (SIGINT); 143: by SIGTERM. The CSV keeps every row written; --resume
       finishes the run)";

std::string solvers_help(bool serial) {
  return "\nSolvers (--solver=A,B,..., each optionally NAME=SPEC):\n" + backends::backends_help() +
         "A cmd: worker past --timeout is killed. native alone keeps "
         "every counter; the others' unknown counters are empty in the CSV. A stream solver (cmd: "
         "without {}) must flush each answer line (a Python one runs with PYTHONUNBUFFERED=1): the "
         "run says so when one stays silent.\n" +
         std::string(serial ? "--serial --solver=cmd:... --timeout=T is a grader: the program's "
                              "answers, checked, one line per puzzle, a pass/fail line on stderr.\n"
                            : "");
}

}  // namespace sudoku::harness
