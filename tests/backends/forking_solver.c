/* A cmd: solver that forks without end, for the process limit's tests: on its first puzzle line
 * it starts children as fast as it can and never answers. Bounded by itself whatever the harness
 * does: at most 300 children, each of which exits within 5 s (alarm), and the parent itself gives
 * up 5 s after its first refused fork, exiting with status 4. */
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

enum { kCapChildren = 300, kGiveUpSeconds = 5 };

int main(void) {
  char line[8192];
  if (fgets(line, sizeof line, stdin) == NULL) return 2;
  int children = 0;
  time_t refused_at = 0;
  while (children < kCapChildren) {
    const pid_t pid = fork();
    if (pid == 0) {
      alarm(kGiveUpSeconds);
      for (;;) pause();
    }
    if (pid > 0) {
      ++children;
      continue;
    }
    if (refused_at == 0) refused_at = time(NULL);
    if (time(NULL) - refused_at >= kGiveUpSeconds) return 4;
    usleep(10000); /* a refused fork: try again, as a fork bomb would */
  }
  sleep(kGiveUpSeconds);
  return 4;
}
