#pragma once
// Which candidate set a puzzle of size N uses, chosen once per puzzle: one word up to 64, then
// the fewest words of the widths compiled in (2, 4, 8: N up to 512). Every templated class of
// the solver is compiled for these four types (SUDOKU_FOR_EACH_MASK).

#include <stdexcept>
#include <string>

#include "solver/mask.h"

namespace sudoku {

static_assert(kMaxSize == 64 * 8, "the widest set below must hold kMaxSize bits");

// Calls f.template operator()<M>() with the set type M for size n, and returns what it returns:
//   with_mask_for(n, [&]<typename M>() { return BasicSearch<M>(...).run(...); });
template <typename F>
decltype(auto) with_mask_for(int n, F&& f) {
  if (n <= 64) return f.template operator()<Mask>();
  if (n <= 128) return f.template operator()<WideMask<2>>();
  if (n <= 256) return f.template operator()<WideMask<4>>();
  if (n <= 512) return f.template operator()<WideMask<8>>();
  throw std::invalid_argument("size " + std::to_string(n) + " is above " + std::to_string(kMaxSize));
}

}  // namespace sudoku

// Explicit instantiation of a class template for every set type, at the end of its .cpp file.
#define SUDOKU_FOR_EACH_MASK(X) \
  X(::sudoku::Mask)             \
  X(::sudoku::WideMask<2>)      \
  X(::sudoku::WideMask<4>)      \
  X(::sudoku::WideMask<8>)
