"""Grid geometry as the README states it (Input format, Block rule): puzzle lines in either form,
text (a character a cell) or integers (parse_grid, format_grid), the size from a puzzle line, the
block shape, the units, the symbols, and an independent check of a solution."""
import collections
import math
import re

# A puzzle line is a text line, one character a cell (TEXT), or an integer line (INTS): N*N
# integers separated by spaces, tabs or commas (a run of them is one separator), 1..N a digit,
# 0 or '.' a blank. A line with a separator between its tokens is an integer line.
TEXT, INTS = "text", "ints"
FORMS = (TEXT, INTS)
# The widest N a text line can write: '1'-'9', then 'A' on in ASCII order up to '~' (as
# solver/size_limits.h's kMaxTextSize).
MAX_TEXT_SIZE = 71
_SEPARATORS = re.compile(r"[ \t,]+")
_INTEGER = re.compile(r"[0-9]+")
_CELL_NOUNS = {TEXT: "characters", INTS: "integers"}
_LINE_NAMES = {TEXT: "a text line", INTS: "an integer line"}

Grid = collections.namedtuple("Grid", "n digits form")
Grid.__doc__ = """n: the grid's N; digits: per cell, row by row, its 0-based digit or None for a blank;
form: TEXT or INTS, the form of the line it was read from."""


def line_form(line):
    """INTS when a space, tab or comma stands between the tokens of the line, else TEXT."""
    return INTS if _SEPARATORS.search(line.strip()) else TEXT


def cells(line):
    """The cells of a puzzle line as written: its characters (text) or its integers' tokens."""
    line = line.strip()
    return _SEPARATORS.split(line) if line_form(line) == INTS else list(line)


def _side(count):
    """N of N*N cells, or None."""
    n = math.isqrt(count)
    return n if n > 0 and n * n == count else None


def grid_size(puzzle):
    """N of a puzzle line of N*N cells (surrounding white space ignored), or None."""
    return _side(len(cells(puzzle)))


def block_shape(n):
    """(width, height) of a block: sqrt(N) square when N is a perfect square, else as wide as the
    smallest factor of N above sqrt(N) and as high as the greatest below; None for a prime N."""
    root = math.isqrt(n)
    if root * root == n:
        return root, root
    width = next((w for w in range(root + 1, n) if n % w == 0), None)
    return (width, n // width) if width else None


_UNITS = {}


def units(n):
    """Rows, columns and blocks of an N x N grid, each a list of cell indices (row * N + column)."""
    if n not in _UNITS:
        shape = block_shape(n)
        if shape is None:
            raise ValueError(f"{n}x{n} has no block shape")
        width, height = shape
        rows = [[r * n + c for c in range(n)] for r in range(n)]
        columns = [[r * n + c for r in range(n)] for c in range(n)]
        blocks = [[(top + i) * n + left + j for i in range(height) for j in range(width)]
                  for top in range(0, n, height) for left in range(0, n, width)]
        _UNITS[n] = rows + columns + blocks
    return _UNITS[n]


def symbol(digit):
    """The symbol of a 0-based digit: 1-9, then 'A' onwards in ASCII order (past 'Z' for N > 35)."""
    return str(digit + 1) if digit < 9 else chr(ord("A") + digit - 9)


def symbols(n):
    """The N symbols of an N x N grid, in order."""
    return "".join(symbol(d) for d in range(n))


def is_blank(cell, n, form=TEXT):
    """'.' is a blank; so is '0' in text when N <= 9, and any integer of value 0."""
    if form == INTS:
        return cell == "." or (_INTEGER.fullmatch(cell) is not None and int(cell) == 0)
    return cell == "." or (cell == "0" and n <= 9)


def digit(cell, n, form=TEXT):
    """The 0-based digit of a cell of an N x N grid as written in `form` (a symbol, or an integer
    1..N), None for a blank; ValueError for anything else."""
    if is_blank(cell, n, form):
        return None
    if form == INTS:
        value = int(cell) - 1 if _INTEGER.fullmatch(cell) else n
    elif "1" <= cell <= "9":
        value = ord(cell) - ord("1")
    elif cell >= "A":
        value = ord(cell) - ord("A") + 9
    else:
        value = n
    if value >= n:
        raise ValueError(f"{cell!r} is not a {'value' if form == INTS else 'symbol'} of {n}x{n}")
    return value


def parse_grid(line):
    """The Grid of a puzzle or answer line in either form; ValueError when its cells are not N*N or
    a cell is neither a blank nor a digit of the grid."""
    form, written = line_form(line), cells(line)
    n = _side(len(written))
    if n is None:
        raise ValueError(f"{len(written)} {_CELL_NOUNS[form]} are not N*N cells")
    return Grid(n, [digit(cell, n, form) for cell in written], form)


def format_cell(digit_or_blank, form):
    """A 0-based digit (or None, a blank) as written in `form`."""
    if form == INTS:
        return "0" if digit_or_blank is None else str(digit_or_blank + 1)
    return "." if digit_or_blank is None else symbol(digit_or_blank)


def format_grid(digits, form):
    """The line of a grid's digits (0-based, None for a blank) in `form`; ValueError for a text
    line past MAX_TEXT_SIZE, which has no symbols left."""
    if form not in FORMS:
        raise ValueError(f"no line form {form!r} (one of {', '.join(FORMS)})")
    if form == TEXT and math.isqrt(len(digits)) > MAX_TEXT_SIZE:
        raise ValueError(f"a text line holds at most {MAX_TEXT_SIZE}x{MAX_TEXT_SIZE}; larger grids are integer lines")
    return (" " if form == INTS else "").join(format_cell(d, form) for d in digits)


def solution_problem(puzzle, answer):
    """Why `answer` does not solve `puzzle` (both one line, in the same form), or None when it
    does: every given kept, every row, column and block holding each digit once."""
    try:
        n, givens, form = parse_grid(puzzle)
    except ValueError as error:
        return f"the puzzle is no N x N grid: {error}"
    if block_shape(n) is None:
        return f"the puzzle is {n}x{n}, and a prime N has no blocks"
    if not answer.strip():
        return "the answer is empty"
    if line_form(answer) != form:
        return (f"the answer is {_LINE_NAMES[line_form(answer)]} and the puzzle {_LINE_NAMES[form]}: "
                "an answer keeps its puzzle's form")
    if len(cells(answer)) != n * n:
        return f"the answer has {len(cells(answer))} {_CELL_NOUNS[form]}, the puzzle {n * n}"
    try:
        values = parse_grid(answer).digits
    except ValueError as error:
        return f"the answer: {error}"
    for cell, (given, value) in enumerate(zip(givens, values)):
        if value is None or given not in (None, value):
            where = f"r{cell // n + 1}c{cell % n + 1}"
            if value is None:
                return f"the answer leaves {where} blank"
            return f"given {format_cell(given, form)} at {where} changed to {format_cell(value, form)}"
    every_digit = set(range(n))
    for unit in units(n):
        if {values[cell] for cell in unit} != every_digit:
            return f"a unit from r{unit[0] // n + 1}c{unit[0] % n + 1} does not hold every symbol once"
    return None


def is_solution(puzzle, answer):
    return solution_problem(puzzle, answer) is None


def read_puzzles(path):
    """[(line number, puzzle)] of a puzzle file, text or integer lines (parse_grid reads either):
    blank lines and '#' lines are not puzzles; white
    space around a line and a byte-order mark are dropped."""
    with open(path, encoding="utf-8-sig") as f:
        return [(number, line.strip()) for number, line in enumerate(f, start=1)
                if line.strip() and not line.lstrip().startswith("#")]
