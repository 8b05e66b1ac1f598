/* Solves every puzzle of a file through the installed C interface and checks each answer.
 * usage: consumer_c PUZZLES_FILE; exit status 0 when every puzzle was solved and checked. */
#include <stdio.h>
#include <stdlib.h>

#include <sudoku_bench/sudoku_bench.h>

enum { kMaxLine = 1 << 20, kMaxCells = 512 * 512 };

/* 1 when the line is a puzzle, solved and checked; 0 when not; -1 for a line with no puzzle. */
static int solve_checked(const char* line, int* cells, int* solution) {
  int n = 0;
  if (sb_parse_line(line, &n, cells, kMaxCells, NULL, NULL, 0) != SB_OK) return -1;
  sb_options options;
  sb_options_init(&options);
  options.time_limit_s = 10;
  sb_result result;
  if (sb_solve(n, cells, &options, solution, &result) != SB_OK) {
    fprintf(stderr, "%s %s\n", sb_status_message(result.status), result.message);
    return 0;
  }
  char why[256];
  if (sb_check(n, 0, 0, cells, solution, why, sizeof why) != SB_OK) {
    fprintf(stderr, "wrong solution: %s\n", why);
    return 0;
  }
  return 1;
}

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  FILE* in = fopen(argv[1], "r");
  char* line = malloc(kMaxLine);
  int* cells = malloc(kMaxCells * sizeof *cells);
  int* solution = malloc(kMaxCells * sizeof *solution);
  if (in == NULL || line == NULL || cells == NULL || solution == NULL) return 2;
  int puzzles = 0;
  int solved = 0;
  while (fgets(line, kMaxLine, in) != NULL) {
    const int outcome = solve_checked(line, cells, solution);
    if (outcome < 0) continue;
    ++puzzles;
    solved += outcome;
  }
  fclose(in);
  free(solution);
  free(cells);
  free(line);
  printf("consumer_c (libsudoku_bench %s): %d of %d puzzles solved and checked\n", sb_version(), solved,
         puzzles);
  return puzzles > 0 && solved == puzzles ? 0 : 1;
}
