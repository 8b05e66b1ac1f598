#pragma once
// The fill's budgets (solver.cpp's fill(), fill_search.h), each a named setting
// (solver_settings.cpp, `--set NAME=VALUE`); the gate that lets a grid into the fill is
// LearningSchedule's fill_above_size and fill_open_percent, which learning's fill mode shares.

#include <cstdint>

namespace sudoku {

struct FillSchedule {
  // Dead ends the fill search meets within band column sets before it tries without them, where
  // learning follows: up to 144x144 at 20% given, 5,000-17,000 (results/notes/band-column-sets.md,
  // "Rows with the most givens first"). Where learning cannot follow (225x225 and up, mostly open)
  // the fill within the sets goes on to the deadline (same note, "No budget where learning cannot
  // follow").
  std::uint64_t banded_dead_ends = 50000;
  // Band column sets drawn from successive seeds while the sets allow no fill: other sets often do
  // (120x120 at 20% given); the draws share banded_dead_ends (same note).
  int band_set_draws = 4;
  // Random orders a stack of a draw tries for its matchings (band_column_sets.h) before the draw
  // gives up: with placed digits an order may strand a digit without a column.
  int band_set_attempts = 8;
  // Dead ends the fill search without the sets meets before learning takes the grid: 81x81 at 20%
  // given needed up to about 1,000 (results/notes/band-column-sets.md, "Learning after a short fill").
  std::uint64_t dead_ends_before_learning = 2000;
  // The same where no learning follows: the fill search gives up after this many.
  std::uint64_t dead_ends_alone = 20000;
  // Steps per open cell the edge colouring of a band takes (band_colouring.h) before the fill
  // search tries the same sets: 128 where learning follows kept every 64x64-120x120 grid at 20%
  // given under 0.21 s; 2,048 where it cannot, since 512x512 at 20% needed up to 1,540
  // (results/notes/band-colouring.md).
  std::uint64_t colouring_steps_before_fill = 128;
  std::uint64_t colouring_steps_alone = 2048;
  // Once in colouring_noise of the colouring's steps that push pairs out, the row is drawn from
  // all rows that can take the pair: without that noise, as with too much of it, the walk took
  // over 2,000 steps a cell on sparse 225x225 grids, and 1 in 64 was the best trade between
  // 225x225 and 400x400 (results/notes/band-colouring.md).
  int colouring_noise = 64;
  // A run of the fill search ends after restart_dead_ends times Luby's i-th term dead ends, and
  // undoes restart_rows times that term of rows (1 against 2: 0.68-0.92 of the time on sparse
  // 144x144-512x512, results/notes/band-column-sets.md, "Shorter restarts").
  std::uint64_t restart_dead_ends = 32;
  int restart_rows = 1;
};

}  // namespace sudoku
