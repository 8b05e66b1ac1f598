/* A solver that hangs, for the lib: backend's tests: tdoku's signature, a plain backtracking
 * search that answers right, except that the second call in a process never returns (as a foreign
 * solver stuck on one puzzle would). Only a worker process under a deadline gets past it. */
#include <stddef.h>
#include <stdint.h>
#include <unistd.h>

static int allowed(const char* grid, int cell, char digit) {
  const int row = cell / 9, col = cell % 9, box = row / 3 * 27 + col / 3 * 3;
  for (int k = 0; k < 9; ++k) {
    if (grid[row * 9 + k] == digit || grid[k * 9 + col] == digit) return 0;
    if (grid[box + k / 3 * 9 + k % 3] == digit) return 0;
  }
  return 1;
}

static int search(char* grid, size_t* guesses) {
  int cell = 0;
  while (cell < 81 && grid[cell] != '.') ++cell;
  if (cell == 81) return 1;
  for (char digit = '1'; digit <= '9'; ++digit) {
    if (!allowed(grid, cell, digit)) continue;
    grid[cell] = digit;
    ++*guesses;
    if (search(grid, guesses)) return 1;
  }
  grid[cell] = '.';
  return 0;
}

__attribute__((visibility("default"))) size_t hanging_solve(const char* puzzle, size_t limit, uint32_t config,
                                                            char* solution, size_t* guesses) {
  static int calls = 0;
  (void)limit;
  (void)config;
  if (++calls == 2) {
    for (;;) pause();
  }
  size_t tried = 0;
  for (int c = 0; c < 81; ++c) solution[c] = (puzzle[c] >= '1' && puzzle[c] <= '9') ? puzzle[c] : '.';
  const int solved = search(solution, &tried);
  if (guesses) *guesses = tried;
  return solved ? 1 : 0;
}
