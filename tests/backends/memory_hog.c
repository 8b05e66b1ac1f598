/* A cmd: solver that allocates without end, for the memory limit's tests: on its first puzzle
 * line (stdin, or the first line of the file named by its argument, the file protocol) it fills
 * memory 4 MiB at a time and never answers. Bounded by itself whatever the harness does: it stops
 * at 2 GiB, or at the first failed allocation (an address-space limit), and exits with status 3. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { kChunk = 4 << 20, kCapChunks = 512 }; /* 512 x 4 MiB = 2 GiB */

int main(int argc, char** argv) {
  FILE* in = argc > 1 ? fopen(argv[1], "r") : stdin;
  char line[8192];
  if (in == NULL || fgets(line, sizeof line, in) == NULL) return 2;
  for (int i = 0; i < kCapChunks; ++i) {
    char* chunk = malloc(kChunk);
    if (chunk == NULL) {
      fprintf(stderr, "memory_hog: an allocation failed after %d MiB\n", i * 4);
      return 3;
    }
    memset(chunk, 1, kChunk); /* touched, so that it is resident and counted */
  }
  fprintf(stderr, "memory_hog: 2 GiB allocated: no limit stopped it\n");
  return 3;
}
