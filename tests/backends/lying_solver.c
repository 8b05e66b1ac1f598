/* A solver that lies, for the lib: backend's tests: tdoku's signature, claims one solution and
 * writes the puzzle back with every blank a '1' (a grid that breaks the rules or is not full). */
#include <stddef.h>
#include <stdint.h>

__attribute__((visibility("default"))) size_t lying_solve(const char* puzzle, size_t limit, uint32_t config,
                                                          char* solution, size_t* guesses) {
  (void)limit;
  (void)config;
  for (int c = 0; c < 81; ++c) solution[c] = (puzzle[c] >= '1' && puzzle[c] <= '9') ? puzzle[c] : '1';
  if (guesses) *guesses = 0;
  return 1;
}
