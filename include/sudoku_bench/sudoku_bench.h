#ifndef SUDOKU_BENCH_H
#define SUDOKU_BENCH_H
/* The solver for C (and anything with a C foreign-function interface: Python's ctypes, Rust).
 *
 * Grids are N*N ints, row-major: 0 a blank, 1..N a digit. N is 4..512 and composite; its block
 * shape is given (rows x cols, their product N) or left to the project's rule (0, 0: a square
 * root when N is a square, otherwise width = the smallest factor above sqrt(N), height = N/width).
 *
 * Every function returns a status (sb_status below) and never throws or aborts: a C++ exception
 * inside becomes SB_ERR_INTERNAL. Every function may be called from any thread at once; none
 * keeps state between calls except a cache of grid shapes, guarded by a lock. A call's message
 * is written to its own result or to a buffer the caller passes: there is no global last error. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The library is built with hidden visibility; this marks what it exports. */
#if defined(__GNUC__)
#define SB_API __attribute__((visibility("default")))
#else
#define SB_API
#endif

/* ---- status ---- */
/* Zero or above: the call did its work, and this is its verdict. Below zero: it could not. */
enum sb_status {
  SB_OK = 0,            /* solved (sb_solve, sb_count: one solution at least), parsed, checked */
  SB_UNSOLVABLE = 1,    /* proved to have no solution */
  SB_INVALID = 2,       /* the givens clash (two equal digits in a unit): not a puzzle */
  SB_TIMEOUT = 3,       /* the time limit passed before an answer */
  SB_CANCELLED = 4,     /* the cancel flag was raised before an answer */
  SB_SKIPPED = 5,       /* sb_parse_line: a blank or '#' comment line, no puzzle */
  SB_WRONG = 6,         /* sb_check: the grid does not solve the puzzle */
  SB_ERR_SIZE = -1,     /* N outside 4..512, prime, or a block shape whose product is not N */
  SB_ERR_VALUE = -2,    /* a cell outside 0..N (or a digit outside 1..N in a grid to check) */
  SB_ERR_NULL = -3,     /* a required pointer is NULL */
  SB_ERR_OPTION = -4,   /* unknown technique or search name, negative time limit, limit 0, ... */
  SB_ERR_PARSE = -5,    /* sb_parse_line: the line is no puzzle (count, symbols, size) */
  SB_ERR_CAPACITY = -6, /* an output buffer is too small */
  SB_ERR_INTERNAL = -7  /* out of memory, or the solver's answer failed its own check (a bug) */
};

/* A constant, never NULL: "solved", "unsolvable", ..., "unknown status" for any other value. */
SB_API const char* sb_status_message(int status);

/* The library's version, "MAJOR.MINOR.PATCH" (that of the sudoku-bench project it was built from). */
SB_API const char* sb_version(void);

/* ---- solving ---- */
/* A named solver setting set by sb_set_option (the program's --set NAME=VALUE; --list-settings names
 * them all with their ranges). */
#define SB_MAX_SETTINGS 16
typedef struct sb_setting {
  char name[48];
  char value[24];
} sb_setting;

typedef struct sb_options {
  size_t size;         /* sizeof(sb_options) as the caller knows it; set by sb_options_init */
  int block_rows;      /* block height; 0 with block_cols 0: the default rule */
  int block_cols;      /* block width */
  double time_limit_s; /* seconds from the call; 0: none. A solve stopped by it: SB_TIMEOUT */
  /* NULL, or a flag another thread sets non-zero to stop the solve (SB_CANCELLED). It is read
   * atomically (an aligned int; from C11 an `atomic_int` cast to int* works as well) by the
   * solve itself between search nodes, with no thread of its own, so it stops within a few
   * milliseconds. Raised before the call, it stops the solve before any search (a puzzle
   * propagation settles may still come back solved). */
  const volatile int* cancel;
  const char* techniques; /* "all" (NULL), "none", or a list such as "fl,cp,subsets" */
  const char* search;     /* "by-size" (NULL), "backtrack", "learn", "auto", "places" */
  uint64_t seed;          /* learning's tie-breaks; 0 the deterministic default */
  int setting_count;      /* settings[0..setting_count): set them with sb_set_option */
  sb_setting settings[SB_MAX_SETTINGS];
} sb_options;

/* Fills *options with the defaults: block shape by rule, no time limit, no cancel flag, all
 * techniques, by-size search, seed 0. */
SB_API void sb_options_init(sb_options* options);

/* Sets the solver setting `name` to `value` ("64", "on", "0.95") in *options, as the program's
 * --set does: SB_OK, or SB_ERR_OPTION for an unknown name or a value outside its range (checked
 * here, not at the solve), SB_ERR_NULL, SB_ERR_CAPACITY past SB_MAX_SETTINGS names. Setting a name
 * again replaces its value. Like ccadical_set_option, for any setting the solver has. */
SB_API int sb_set_option(sb_options* options, const char* name, const char* value);

/* What the search did (solver/stats.h): the same figures as the sudoku-bench program's columns. */
typedef struct sb_counters {
  uint64_t recursions;   /* search nodes visited, the root included */
  uint64_t guesses;      /* values tried at branch points */
  uint64_t backtracks;   /* decisions abandoned at a dead end */
  uint64_t placements;   /* cells solved, by guess or deduction */
  uint64_t conflicts;    /* learning only: clauses found false */
  uint64_t eliminations; /* candidates removed, all techniques together */
} sb_counters;

typedef struct sb_result {
  int status;         /* the call's return value again */
  uint64_t solutions; /* found, up to the limit (sb_solve: 0 or 1) */
  int count_complete; /* 0 when a stop cut a count short: `solutions` is then a lower bound */
  sb_counters counters;
  char message[256]; /* why, for SB_INVALID and errors ("'5' twice in row 3 ..."); else "" */
} sb_result;

/* Solves the n*n `cells` (0 blank, 1..n). On SB_OK, `solution` (n*n ints, may be NULL) holds
 * the first solution found, checked. `options` may be NULL (the defaults); `result` may be NULL. */
SB_API int sb_solve(int n, const int* cells, const sb_options* options, int* solution, sb_result* result);

/* Counts solutions up to `limit` (at least 1; 2 tells a unique puzzle from others) into
 * result->solutions, with the first in `solution` (may be NULL). SB_OK when there is one at least. */
SB_API int sb_count(int n, const int* cells, uint64_t limit, const sb_options* options, int* solution,
                    sb_result* result);

/* ---- checking and text ---- */
/* SB_OK when `grid` (n*n digits 1..n) is complete, every unit holds each digit once, and it keeps
 * every given of `puzzle` (0 blank); SB_WRONG with the reason in `message` otherwise. block_rows
 * and block_cols as in sb_options. `message` may be NULL; it receives at most message_size bytes,
 * NUL included. */
SB_API int sb_check(int n, int block_rows, int block_cols, const int* puzzle, const int* grid, char* message,
                    size_t message_size);

/* How a line writes a grid. */
enum sb_line_form {
  SB_FORM_TEXT = 0,    /* one character a cell: 1-9, then A, B, ... ('.' blank), N <= 71 */
  SB_FORM_INTEGERS = 1 /* n*n numbers 1..N between spaces, tabs or commas (0 or '.' blank) */
};

/* Reads one line (NUL-terminated; a trailing newline, CR or spaces are ignored) as the
 * sudoku-bench program reads its files. On SB_OK: *n is the size, `cells` (room for `capacity`
 * ints) holds n*n entries, 0 blank, and *form (may be NULL) the line's form. SB_SKIPPED for a
 * blank or comment line, SB_ERR_PARSE with the reason in `message` for a defect, and
 * SB_ERR_CAPACITY when n*n exceeds capacity (*n is set: call again with n*n). Clashing givens
 * parse; sb_solve reports them. */
SB_API int sb_parse_line(const char* line, int* n, int* cells, size_t capacity, int* form, char* message,
                         size_t message_size);

/* Writes the n*n `cells` (0 blank) as one line in `form`, NUL-terminated, no newline. A grid too
 * large for text (n > 71) is written as integers whatever the form. SB_ERR_CAPACITY when the line
 * and its NUL do not fit in `capacity` bytes. */
SB_API int sb_format_line(int n, const int* cells, int form, char* out, size_t capacity);

/* ---- tdoku's solver signature ----
 * The same solver behind the signature of tdoku's solvers (t-dillon/tdoku, src/run_benchmark.cc),
 * so its benchmark or any harness written for it can time this one. `puzzle`: 81 characters
 * '1'-'9', '.' or '0' a blank (more are ignored). Returns the number of solutions found up to
 * `limit`, 0 for an unreadable puzzle, clashing givens or limit 0; writes the first solution's 81
 * characters to `solution` (no NUL) when there is one; *guesses (may be NULL) gets the guesses.
 * `config` is tdoku's solver-specific flags: ignored, the defaults (all techniques, by-size). */
SB_API size_t sb_solve_tdoku(const char* puzzle, size_t limit, uint32_t config, char* solution,
                             size_t* guesses);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* SUDOKU_BENCH_H */
