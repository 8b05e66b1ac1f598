"""What the scripts in scripts/ share (standard library only): a package, not a command.

    from benchkit.schema import read_csv   (scripts/ is on sys.path when a script there runs)

One module per concern:
- schema: the harness's CSV, read by the column names of its header, with its '# key=value'
  provenance lines; the columns a script may meet that older CSVs lack (solver, conflicts);
- runner: running sudoku-bench into a scratch CSV and reading its rows back, and --pretty's
  per-puzzle times;
- made_sets: puzzle sets made on the spot by `sudoku-bench generate` and `sudoku-bench sweep`;
- stats: nearest-rank percentile, the lower median (a value of the list) and the interpolated median;
  the bootstrap interval of a geometric mean of paired ratios, and the verdict same/slower/faster;
- grids: puzzle lines in either form (text or integers), block shapes, units, symbols and an
  independent check of a solution (README: Input format, Block rule);
- provenance: the processor, the commit of this repository, the time in UTC;
- tables: the number formats and the text and Markdown tables the reports print;
- cli: seed lists such as "0-3,7", text to --out or stdout, and the --help of a module.
"""
import os

# The repository these scripts belong to (not the caller's directory).
ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_BINARY = os.path.join(ROOT, "build", "sudoku-bench")
