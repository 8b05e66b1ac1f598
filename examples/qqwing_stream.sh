#!/bin/sh
# qqwing (a 9x9 solver and generator, Debian's qqwing package) as a cmd: stream solver for
# sudoku-bench. qqwing prints nothing for a puzzle without a solution, which would leave
# sudoku-bench waiting for the answer line, so each puzzle gets a qqwing of its own and this loop
# writes exactly one line per puzzle (its messages, such as "Puzzle is not possible.", dropped):
#
#   build/sudoku-bench --solver='native,qqwing=cmd:sh examples/qqwing_stream.sh' puzzles/puzzles_1_standard_easy.txt
#
# The answer is the solution line, an empty line when there is none, or '#' and why for a puzzle
# qqwing cannot read (sudoku-bench records that as a wrong answer with the reason). Each printf is
# one write to the pipe, so no buffer holds an answer back.
while IFS= read -r puzzle; do
  puzzle=$(printf '%s' "$puzzle" | tr -d '\r')
  if [ "${#puzzle}" -ne 81 ]; then
    printf '# qqwing reads 9x9 puzzles only (81 characters), not %s\n' "${#puzzle}"
    continue
  fi
  printf '%s\n' "$(printf '%s\n' "$puzzle" | qqwing --solve --one-line | grep -x -m 1 "[1-9]\{81\}")"
done
