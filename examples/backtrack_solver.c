/* A small backtracking Sudoku solver in C, in the three shapes sudoku-bench can time beside its own
 * solver (docs/solvers.md): a template for bringing yours.
 *
 * As a program (the `backtrack_solver` target), it speaks the stream protocol of `cmd:`: one puzzle
 * line in on stdin, one answer line out on stdout (the solved grid, or an empty line for no
 * solution), flushed at once, then the next puzzle:
 *
 *   build/sudoku-bench --solver=native,bt=cmd:build/examples/backtrack_solver \
 *       puzzles/puzzles_2_variety_easy.txt
 *
 * As a shared library (the `backtrack_solver_lib` target, built with BACKTRACK_SOLVER_LIBRARY), it
 * exports two entry points for `lib:`:
 *
 *   backtrack_solve_tdoku  tdoku's signature, 9x9 only:
 *     lib:build/examples/libbacktrack_solver.so:backtrack_solve_tdoku
 *   sb_solve               the project's C signature (include/sudoku_bench/sudoku_bench.h), any size
 *                          up to 64x64 here, with its time limit and counters:
 *     lib:build/examples/libbacktrack_solver.so
 *
 * Text lines only (one character a cell: 1-9, then A, B, ...; '.' a blank, '0' too when N <= 9),
 * N up to 64 (a digit set is one 64-bit mask). Blocks follow the project's rule: sqrt(N) x sqrt(N)
 * for a square N, otherwise width = the smallest factor of N above sqrt(N), height = N / width. The
 * search fills the blank with the fewest candidates first, so forced cells cost no guess. */
#define _POSIX_C_SOURCE 200809L /* getline, clock_gettime */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sudoku_bench/sudoku_bench.h>

#define MAX_N 64
#define MAX_CELLS (MAX_N * MAX_N)

static const char kSymbols[] = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~";

/* One solve's state: allocated per call, so that threads may call the library at once. */
typedef struct {
  int n;
  int cells[MAX_CELLS]; /* 0 blank, 1..n */
  int row[MAX_CELLS], col[MAX_CELLS], box[MAX_CELLS];
  uint64_t rows[MAX_N], cols[MAX_N], boxes[MAX_N]; /* bit d-1: digit d is placed in that unit */
  int blanks[MAX_CELLS];
  int first[MAX_CELLS]; /* the first solution found */
  size_t limit, solutions;
  uint64_t nodes, guesses, backtracks;
  double deadline; /* CLOCK_MONOTONIC seconds; 0: none */
  int timed_out;
} Search;

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The project's block shape for an N that is not a square: width the smallest factor above sqrt(N). */
static void block_shape(int n, int* rows, int* cols) {
  int root = 1;
  while ((root + 1) * (root + 1) <= n) ++root;
  if (root * root == n) {
    *rows = *cols = root;
    return;
  }
  int width = root + 1;
  while (n % width != 0) ++width;
  *rows = n / width;
  *cols = width;
}

/* Fills the unit tables and places the givens: 0, or -1 when two givens clash in a unit. */
static int setup(Search* s, int n, int box_rows, int box_cols, const int* cells) {
  s->n = n;
  int blank_count = 0;
  for (int i = 0; i < n * n; ++i) {
    s->row[i] = i / n;
    s->col[i] = i % n;
    s->box[i] = (s->row[i] / box_rows) * box_rows + s->col[i] / box_cols;
    s->cells[i] = cells[i];
    if (cells[i] == 0) {
      s->blanks[blank_count++] = i;
      continue;
    }
    const uint64_t bit = UINT64_C(1) << (cells[i] - 1);
    if ((s->rows[s->row[i]] | s->cols[s->col[i]] | s->boxes[s->box[i]]) & bit) return -1;
    s->rows[s->row[i]] |= bit;
    s->cols[s->col[i]] |= bit;
    s->boxes[s->box[i]] |= bit;
  }
  return blank_count;
}

/* Solves blanks[0..left): 1 when the search must stop (the solution limit or the deadline). */
static int search(Search* s, int left) {
  if (left == 0) {
    if (s->solutions++ == 0) memcpy(s->first, s->cells, sizeof(int) * (size_t)(s->n * s->n));
    return s->solutions >= s->limit;
  }
  /* The clock every 1024 nodes: a read costs about as much as a node. */
  if (++s->nodes % 1024 == 0 && s->deadline > 0 && now_s() > s->deadline) {
    s->timed_out = 1;
    return 1;
  }
  const uint64_t full = s->n == 64 ? ~UINT64_C(0) : (UINT64_C(1) << s->n) - 1;
  int best = -1, best_count = s->n + 1;
  uint64_t best_mask = 0;
  for (int j = 0; j < left && best_count > 1; ++j) {
    const int i = s->blanks[j];
    const uint64_t mask = full & ~(s->rows[s->row[i]] | s->cols[s->col[i]] | s->boxes[s->box[i]]);
    const int count = __builtin_popcountll(mask);
    if (count < best_count) {
      best = j;
      best_count = count;
      best_mask = mask;
    }
  }
  if (best_count == 0) {
    ++s->backtracks;
    return 0;
  }
  const int i = s->blanks[best];
  s->blanks[best] = s->blanks[left - 1];
  s->blanks[left - 1] = i;
  uint64_t* units[3] = {&s->rows[s->row[i]], &s->cols[s->col[i]], &s->boxes[s->box[i]]};
  while (best_mask != 0) {
    const uint64_t bit = best_mask & (~best_mask + 1);
    best_mask ^= bit;
    if (best_count > 1) ++s->guesses;
    for (int u = 0; u < 3; ++u) *units[u] |= bit;
    s->cells[i] = __builtin_ctzll(bit) + 1;
    if (search(s, left - 1)) return 1;
    for (int u = 0; u < 3; ++u) *units[u] ^= bit;
    s->cells[i] = 0;
  }
  s->blanks[left - 1] = s->blanks[best];
  s->blanks[best] = i;
  return 0;
}

/* A fresh search of `cells` up to `limit` solutions; NULL when out of memory. The caller frees it. */
static Search* run_search(int n, int box_rows, int box_cols, const int* cells, size_t limit,
                          double time_limit_s, int* clash) {
  Search* s = calloc(1, sizeof *s);
  if (s == NULL) return NULL;
  s->limit = limit;
  s->deadline = time_limit_s > 0 ? now_s() + time_limit_s : 0;
  const int blanks = setup(s, n, box_rows, box_cols, cells);
  *clash = blanks < 0;
  if (!*clash) search(s, blanks);
  return s;
}

/* A text line's size and cells (0 blank); 0, or -1 when it is no text grid of N <= 64. */
static int parse_text(const char* line, size_t length, int* n, int* cells) {
  int size = 1;
  while ((size_t)(size * size) < length) ++size;
  if ((size_t)(size * size) != length || size > MAX_N) return -1;
  for (size_t c = 0; c < length; ++c) {
    const char* at = strchr(kSymbols, line[c]);
    if (line[c] == '.' || (line[c] == '0' && size <= 9)) {
      cells[c] = 0;
    } else if (line[c] != '\0' && at != NULL && at - kSymbols < size) {
      cells[c] = (int)(at - kSymbols) + 1;
    } else {
      return -1;
    }
  }
  *n = size;
  return 0;
}

/* ---- lib: with tdoku's signature (9x9): solutions found up to `limit`, 0 for none ---- */
SB_API size_t backtrack_solve_tdoku(const char* puzzle, size_t limit, uint32_t config, char* solution,
                                    size_t* guesses) {
  (void)config; /* tdoku's per-solver flags: this solver has none */
  int cells[81], n = 0, clash = 0;
  if (limit == 0 || parse_text(puzzle, 81, &n, cells) != 0) return 0;
  Search* s = run_search(9, 3, 3, cells, limit, 0, &clash);
  if (s == NULL) return 0;
  const size_t found = clash ? 0 : s->solutions;
  if (found > 0)
    for (int c = 0; c < 81; ++c) solution[c] = kSymbols[s->first[c] - 1];
  if (guesses != NULL) *guesses = (size_t)s->guesses;
  free(s);
  return found;
}

/* ---- lib: with the project's signature (include/sudoku_bench/sudoku_bench.h), any N <= 64 ---- */
static int finish(sb_result* result, int status, const char* message) {
  if (result != NULL) {
    result->status = status;
    snprintf(result->message, sizeof result->message, "%s", message);
  }
  return status;
}

SB_API int sb_solve(int n, const int* cells, const sb_options* options, int* solution, sb_result* result) {
  if (result != NULL) memset(result, 0, sizeof *result);
  if (cells == NULL) return finish(result, SB_ERR_NULL, "cells is NULL");
  if (n < 4 || n > MAX_N) return finish(result, SB_ERR_SIZE, "this solver takes N from 4 to 64");
  int box_rows = options != NULL ? options->block_rows : 0;
  int box_cols = options != NULL ? options->block_cols : 0;
  if (box_rows == 0 && box_cols == 0) block_shape(n, &box_rows, &box_cols);
  if (box_rows <= 0 || box_cols <= 0 || box_rows * box_cols != n)
    return finish(result, SB_ERR_SIZE, "the block shape's product is not N");
  for (int c = 0; c < n * n; ++c)
    if (cells[c] < 0 || cells[c] > n) return finish(result, SB_ERR_VALUE, "a cell outside 0..N");
  int clash = 0;
  Search* s =
      run_search(n, box_rows, box_cols, cells, 1, options != NULL ? options->time_limit_s : 0, &clash);
  if (s == NULL) return finish(result, SB_ERR_INTERNAL, "out of memory");
  int status = clash ? SB_INVALID : s->solutions > 0 ? SB_OK : s->timed_out ? SB_TIMEOUT : SB_UNSOLVABLE;
  if (status == SB_OK && solution != NULL) memcpy(solution, s->first, sizeof(int) * (size_t)(n * n));
  if (result != NULL) {
    result->solutions = s->solutions;
    result->count_complete = !s->timed_out;
    result->counters.recursions = s->nodes;
    result->counters.guesses = s->guesses;
    result->counters.backtracks = s->backtracks;
  }
  free(s);
  return finish(result, status, clash ? "two equal givens in a unit" : "");
}

#ifndef BACKTRACK_SOLVER_LIBRARY
/* ---- cmd: the stream protocol ---- */
/* The answer to one line: the grid, an empty line for no solution, or '#' and why (recorded as
 * a wrong answer with that reason). */
static void answer(char* line, size_t length) {
  int n = 0, clash = 0;
  static int cells[MAX_CELLS];
  if (parse_text(line, length, &n, cells) != 0) {
    printf("# not a text grid of N <= 64 (%zu characters)\n", length);
    return;
  }
  int box_rows, box_cols;
  block_shape(n, &box_rows, &box_cols);
  Search* s = run_search(n, box_rows, box_cols, cells, 1, 0, &clash);
  if (s == NULL) {
    printf("# out of memory\n");
    return;
  }
  if (!clash && s->solutions > 0) {
    for (int c = 0; c < n * n; ++c) line[c] = kSymbols[s->first[c] - 1];
    printf("%.*s", (int)length, line);
  }
  printf("\n");
  free(s);
}

int main(void) {
  char* line = NULL;
  size_t size = 0;
  ssize_t got;
  while ((got = getline(&line, &size, stdin)) != -1) {
    size_t length = (size_t)got;
    while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r' || line[length - 1] == ' '))
      --length;
    answer(line, length);
    /* The protocol: the answer must leave now. A pipe's stdout is fully buffered, so without this
     * the line waits in the buffer and sudoku-bench waits for it until the timeout. */
    fflush(stdout);
  }
  free(line);
  return 0;
}
#endif
