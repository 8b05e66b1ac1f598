#pragma once
// Learning's watch lists, one per literal, made a chunk of literals at a time on a chunk's first
// watch. Learning has a literal per cell and digit (N^3 of them), but only the literals of learnt
// clauses are ever watched: a vector per literal, made for all of them, cost 24 bytes each to
// make, zero and free (about 200 MB on a 144x144), a quarter of a sparse 120x120's solve
// (results/notes/fill-mode.md, "Watch lists made on first use"). A chunk that no learnt clause reaches
// costs one null pointer.
//
// A list's reference stays valid while others are made (chunks never move), so propagation may
// walk one list while it moves watches to another.

#include <cstddef>
#include <memory>
#include <vector>

namespace sudoku {

template <typename Watch>
class WatchLists {
 public:
  // `literals` literals, none watched.
  void reset(std::size_t literals) {
    chunks_.clear();
    chunks_.resize((literals + kChunk - 1) / kChunk);
  }

  // The literal's list, its chunk made if it has none yet.
  std::vector<Watch>& operator[](int lit) {
    auto& chunk = chunks_[static_cast<std::size_t>(lit) / kChunk];
    if (!chunk) chunk = std::make_unique<std::vector<Watch>[]>(kChunk);
    return chunk[static_cast<std::size_t>(lit) % kChunk];
  }

  // The literal's list, or null when no literal of its chunk has been watched.
  std::vector<Watch>* find(int lit) {
    const auto& chunk = chunks_[static_cast<std::size_t>(lit) / kChunk];
    return chunk ? &chunk[static_cast<std::size_t>(lit) % kChunk] : nullptr;
  }

  // f(list) for every list of the chunks made so far, in literal order.
  template <typename F>
  void for_each_list(F&& f) {
    for (auto& chunk : chunks_) {
      if (!chunk) continue;
      for (std::size_t i = 0; i < kChunk; ++i) f(chunk[i]);
    }
  }

 private:
  static constexpr std::size_t kChunk = 256;  // literals per chunk: a power of two
  std::vector<std::unique_ptr<std::vector<Watch>[]>> chunks_;
};

}  // namespace sudoku
