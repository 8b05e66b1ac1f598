#!/usr/bin/env python3
"""A Sudoku puzzle as CNF for a DIMACS SAT solver (standard library only): a module, not a command.

    import sudoku_cnf   (scripts/ is on sys.path when a script there runs)

A variable x(c,d) says "cell c holds digit d". Both encodings are a list of exactly-one groups,
each written as one at-least-one clause and a clause "not both" per pair of its variables:

- FullEncoding, the extended encoding (Lynce and Ouaknine 2006): a variable for every cell and
  digit; per cell exactly one digit, per unit and digit exactly one place, a unit clause per given.
  N^3 variables and about 2 N^4 clauses: 750,000 on 25x25, 50 million on 100x100.
- PrunedEncoding: no variable for a given cell, nor for a digit a given rules out of a cell (one
  in its row, column or block); per open cell exactly one of its remaining digits, per unit and
  digit not given there exactly one of its remaining places. Clashing givens, a cell without a
  digit or a digit without a place give the empty clause, so the CNF is unsatisfiable as the
  puzzle is. A fraction of the full encoding's clauses on grids with many givens.

Puzzle lines are text or integer lines (benchkit.grids.parse_grid). Variables are numbered in cell
and digit order, or by a permutation drawn from the seed when it is not 0: a CDCL search's luck
depends on the numbering. grid() decodes a model to a line in the puzzle's form.
"""
import itertools
import random

from benchkit.grids import block_shape, format_grid, parse_grid, units


class Encoding:
    """The CNF of one puzzle. pairs[i] is the (cell, digit) pair, as cell * N + digit, that
    variable numbering[i] stands for; groups are exactly-one constraints over variables, facts
    the literals of unit clauses."""

    description = None  # a few words for a report: what the encoding leaves out

    def __init__(self, puzzle, seed=0):
        self.puzzle = puzzle
        self.n, self.givens, self.form = parse_grid(puzzle)  # ValueError for no grid
        if block_shape(self.n) is None:
            raise ValueError(f"{self.n}x{self.n} has no blocks")
        self.pairs = self.variable_pairs()
        self.numbering = list(range(1, len(self.pairs) + 1))
        if seed:
            random.Random(seed).shuffle(self.numbering)
        self.variable = dict(zip(self.pairs, self.numbering))
        self.groups, self.facts = self.constraints()

    def variable_pairs(self):
        raise NotImplementedError

    def constraints(self):
        """(groups, facts)."""
        raise NotImplementedError

    def clause_count(self):
        return sum(1 + len(g) * (len(g) - 1) // 2 for g in self.groups) + len(self.facts)

    def clauses(self):
        """Every clause, a list of literals: per group at least one and pairwise at most one, then
        the facts."""
        for group in self.groups:
            yield list(group)
            yield from ([-a, -b] for a, b in itertools.combinations(group, 2))
        for literal in self.facts:
            yield [literal]

    def dimacs_lines(self):
        """The CNF in DIMACS, line by line (a CNF of millions of clauses is never held whole)."""
        yield f"p cnf {len(self.pairs)} {self.clause_count()}\n"
        yield from ("".join(f"{literal} " for literal in clause) + "0\n" for clause in self.clauses())

    def grid(self, true_vars):
        """The line (in the puzzle's form) of a model's true variables: a cell holds its one true
        digit, a given cell without variables its given, any other cell is blank."""
        found = [[] for _ in self.givens]
        for pair, variable in zip(self.pairs, self.numbering):
            if variable in true_vars:
                found[pair // self.n].append(pair % self.n)
        digits = [f[0] if len(f) == 1 else given if not f else None for f, given in zip(found, self.givens)]
        return format_grid(digits, self.form)


class FullEncoding(Encoding):
    """The extended encoding: every cell and digit a variable, the givens as unit clauses."""

    description = "the extended CNF encoding"

    def variable_pairs(self):
        return range(self.n ** 3)

    def constraints(self):
        n, x = self.n, self.variable
        groups = [[x[cell * n + d] for d in range(n)] for cell in range(n * n)]
        groups += [[x[cell * n + d] for cell in unit] for unit in units(n) for d in range(n)]
        facts = [x[cell * n + d] for cell, d in enumerate(self.givens) if d is not None]
        return groups, facts


class PrunedEncoding(Encoding):
    """Variables only for the open cells' digits that no given rules out; no unit clauses.
    variable_pairs keeps for constraints what it found: per unit the digits given there (taken,
    a bit per digit), whether two givens clash, and per cell its units (units_of)."""

    description = "the pruned CNF encoding (no variable for a given or a digit a given rules out)"

    def variable_pairs(self):
        n = self.n
        all_units = units(n)
        # Per unit, a bit per digit given there; a digit given twice is a clash.
        self.taken = [0] * len(all_units)
        self.clash = False
        self.units_of = [[] for _ in self.givens]
        for u, unit in enumerate(all_units):
            for cell in unit:
                self.units_of[cell].append(u)
                d = self.givens[cell]
                if d is not None:
                    self.clash |= bool(self.taken[u] >> d & 1)
                    self.taken[u] |= 1 << d
        pairs = []
        every_digit = (1 << n) - 1
        for cell, given in enumerate(self.givens):
            if given is None:
                row, column, block = self.units_of[cell]
                pairs.extend(cell * n + d for d in bits(every_digit & ~(self.taken[row] | self.taken[column]
                                                                           | self.taken[block])))
        return pairs

    def constraints(self):
        n = self.n
        by_cell = {}
        places = {}  # unit * N + digit: the variables of the digit's places in the unit
        for pair in self.pairs:
            cell, d = divmod(pair, n)
            variable = self.variable[pair]
            by_cell.setdefault(cell, []).append(variable)
            for u in self.units_of[cell]:
                places.setdefault(u * n + d, []).append(variable)
        groups = [by_cell.get(cell, []) for cell, given in enumerate(self.givens) if given is None]
        groups += [places.get(u * n + d, []) for u, taken in enumerate(self.taken)
                   for d in bits(((1 << n) - 1) & ~taken)]
        if self.clash:
            groups.append([])  # the empty clause: clashing givens leave no solution
        return groups, []


def bits(mask):
    """The positions of the set bits of `mask`, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


ENCODINGS = {"pruned": PrunedEncoding, "full": FullEncoding}


if __name__ == "__main__":
    from benchkit import cli
    cli.module_main(__doc__, "sudoku_cnf.py")
