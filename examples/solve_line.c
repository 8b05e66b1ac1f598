/* Reads puzzle lines from standard input (text such as "2715.4..8364....." or N*N integers),
 * solves each through the C interface, and prints its solution in the same form, one line per
 * puzzle (blank and '#' lines are skipped). A puzzle with no solution prints an empty line and a
 * note on standard error; the exit status is 1 if any puzzle went unsolved.
 *
 *   solve_line < puzzles.txt                      (all techniques, the search chosen by size)
 *   solve_line fl,cp learn < puzzles.txt          (a technique set and a search, by name) */
#define _POSIX_C_SOURCE 200809L /* getline */
#include <stdio.h>
#include <stdlib.h>

#include <sudoku_bench/sudoku_bench.h>

/* Solves one line; 0 when it printed a solution or skipped the line. */
static int solve_one(const char* line, const sb_options* options, int* cells, int* solution, size_t capacity,
                     char* text, size_t text_size) {
  int n = 0;
  int form = SB_FORM_TEXT;
  char message[256];
  int status = sb_parse_line(line, &n, cells, capacity, &form, message, sizeof message);
  if (status == SB_SKIPPED) return 0;
  if (status != SB_OK) {
    fprintf(stderr, "%s: %s\n", sb_status_message(status), message);
    return 1;
  }
  sb_result result;
  status = sb_solve(n, cells, options, solution, &result);
  if (status != SB_OK) {
    fprintf(stderr, "%s %s\n", sb_status_message(status), result.message);
    printf("\n");
    return 1;
  }
  status = sb_format_line(n, solution, form, text, text_size);
  if (status != SB_OK) {
    fprintf(stderr, "%s\n", sb_status_message(status));
    return 1;
  }
  printf("%s\n", text);
  return 0;
}

int main(int argc, char** argv) {
  sb_options options;
  sb_options_init(&options);
  if (argc > 1) options.techniques = argv[1];
  if (argc > 2) options.search = argv[2];

  /* Room for the largest grid (512 x 512) and its line as integers ("512 " a cell). */
  const size_t capacity = 512u * 512u;
  const size_t text_size = capacity * 4 + 1;
  int* cells = malloc(capacity * sizeof *cells);
  int* solution = malloc(capacity * sizeof *solution);
  char* text = malloc(text_size);
  if (cells == NULL || solution == NULL || text == NULL) return 2;

  int failed = 0;
  char* line = NULL;
  size_t line_size = 0;
  while (getline(&line, &line_size, stdin) != -1) {
    failed |= solve_one(line, &options, cells, solution, capacity, text, text_size);
  }
  free(line);
  free(text);
  free(solution);
  free(cells);
  return failed;
}
