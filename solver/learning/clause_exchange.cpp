#include "solver/learning/clause_exchange.h"

namespace sudoku {

void ClauseExchange::publish(int member, int lbd, std::span<const int> lits) {
  std::lock_guard lock(mutex_);
  log_.push_back(member);
  log_.push_back(lbd);
  log_.push_back(static_cast<int>(lits.size()));
  log_.insert(log_.end(), lits.begin(), lits.end());
  ++clauses_;
}

void ClauseExchange::collect(int member, std::size_t& cursor, std::vector<int>& out) const {
  std::lock_guard lock(mutex_);
  while (cursor < log_.size()) {
    const std::size_t size = static_cast<std::size_t>(log_[cursor + 2]);
    if (log_[cursor] != member)
      out.insert(out.end(), log_.begin() + cursor + 1, log_.begin() + cursor + 3 + size);
    cursor += 3 + size;
  }
}

std::size_t ClauseExchange::clauses() const {
  std::lock_guard lock(mutex_);
  return clauses_;
}

}  // namespace sudoku
