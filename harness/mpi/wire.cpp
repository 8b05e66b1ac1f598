#include "harness/mpi/wire.h"

#include <cstring>
#include <type_traits>

namespace sudoku::harness::wire {
namespace {

class Writer {
 public:
  template <typename T>
  void put(T value) {
    static_assert(std::is_trivially_copyable_v<T>);
    bytes_.append(reinterpret_cast<const char*>(&value), sizeof value);
  }
  void put_string(std::string_view text) {
    put<std::uint64_t>(text.size());
    bytes_.append(text);
  }
  std::string take() { return std::move(bytes_); }

 private:
  std::string bytes_;
};

class Reader {
 public:
  explicit Reader(std::string_view bytes) : bytes_(bytes) {}
  template <typename T>
  T get() {
    static_assert(std::is_trivially_copyable_v<T>);
    need(sizeof(T));
    T value;
    std::memcpy(&value, bytes_.data() + at_, sizeof value);
    at_ += sizeof value;
    return value;
  }
  std::string get_string() {
    const auto size = get<std::uint64_t>();
    need(size);
    std::string text(bytes_.substr(at_, size));
    at_ += size;
    return text;
  }
  bool done() const { return at_ == bytes_.size(); }

 private:
  void need(std::uint64_t size) const {
    if (size > bytes_.size() - at_) throw DecodeError("message cut short");
  }
  std::string_view bytes_;
  std::size_t at_ = 0;
};

void put_stats(Writer& w, const Stats& s) {
  for (std::uint64_t v : {s.recursions, s.guesses, s.backtracks, s.conflicts, s.placements, s.eliminations}) {
    w.put(v);
  }
  for (std::uint64_t v : s.placed) w.put(v);
  for (std::uint64_t v : s.eliminated) w.put(v);
}

Stats get_stats(Reader& r) {
  Stats s;
  for (std::uint64_t* v : {&s.recursions, &s.guesses, &s.backtracks, &s.conflicts, &s.placements, &s.eliminations}) {
    *v = r.get<std::uint64_t>();
  }
  for (std::uint64_t& v : s.placed) v = r.get<std::uint64_t>();
  for (std::uint64_t& v : s.eliminated) v = r.get<std::uint64_t>();
  return s;
}

std::uint8_t technique_bits(const TechniqueSet& set) {
  std::uint8_t bits = 0;
  for (std::size_t i = 0; i < kTechniqueCount; ++i) {
    if (set.has(static_cast<TechniqueId>(i))) bits |= std::uint8_t(1u << i);
  }
  return bits;
}

TechniqueSet technique_set(std::uint8_t bits) {
  TechniqueSet set;
  for (std::size_t i = 0; i < kTechniqueCount; ++i) {
    if ((bits >> i) & 1u) set.add(static_cast<TechniqueId>(i));
  }
  return set;
}

template <typename Enum>
Enum checked_enum(std::uint8_t value, Enum last) {
  if (value > static_cast<std::uint8_t>(last)) throw DecodeError("unknown enum value");
  return static_cast<Enum>(value);
}

}  // namespace

std::string encode_lines(const std::vector<InputLine>& lines) {
  Writer w;
  w.put<std::uint64_t>(lines.size());
  for (const InputLine& line : lines) {
    w.put<std::uint64_t>(line.seq);
    w.put<std::uint64_t>(line.item.file_index);
    w.put<std::uint64_t>(line.item.line);
    w.put_string(line.item.text);
  }
  return w.take();
}

std::vector<InputLine> decode_lines(std::string_view bytes) {
  Reader r(bytes);
  const auto count = r.get<std::uint64_t>();
  if (count > bytes.size()) throw DecodeError("bad count");  // each line takes bytes
  std::vector<InputLine> lines(count);
  for (InputLine& line : lines) {
    line.seq = r.get<std::uint64_t>();
    line.item.kind = InputItem::Kind::kLine;
    line.item.file_index = r.get<std::uint64_t>();
    line.item.line = r.get<std::uint64_t>();
    line.item.text = r.get_string();
  }
  if (!r.done()) throw DecodeError("trailing bytes");
  return lines;
}

std::string encode_outcomes(const std::vector<PuzzleOutcome>& outcomes) {
  Writer w;
  w.put<std::uint64_t>(outcomes.size());
  for (const PuzzleOutcome& o : outcomes) {
    w.put<std::uint8_t>(static_cast<std::uint8_t>(o.kind));
    w.put<std::uint64_t>(o.seq);
    w.put<std::uint64_t>(o.file_index);
    w.put<std::uint64_t>(o.line);
    w.put<std::int32_t>(o.rank);
    w.put<std::int32_t>(o.size.value_or(-1));
    w.put_string(o.block);
    w.put<std::int32_t>(o.givens.value_or(-1));
    w.put_string(o.problem);
    const SolveResult& r = o.result;
    w.put<std::uint8_t>(static_cast<std::uint8_t>(r.status));
    w.put<std::uint64_t>(r.solutions);
    w.put<std::uint8_t>(r.count_complete ? 1 : 0);
    w.put_string(r.message);
    w.put<std::uint8_t>(static_cast<std::uint8_t>(r.search_ran));
    w.put<std::uint8_t>(technique_bits(r.techniques_ran));
    put_stats(w, r.stats);
    w.put<std::int64_t>(o.solve_ns);
    w.put<std::int32_t>(o.portfolio);
    w.put<std::int32_t>(o.winner);
    w.put<std::int8_t>(o.rating ? static_cast<std::int8_t>(o.rating->level) : -1);
    if (o.rating) {
      w.put<std::uint64_t>(o.rating->guesses);
      w.put<std::uint8_t>(o.rating->complete ? 1 : 0);
    }
    w.put_string(o.solution_line);
  }
  return w.take();
}

std::vector<PuzzleOutcome> decode_outcomes(std::string_view bytes) {
  Reader r(bytes);
  const auto count = r.get<std::uint64_t>();
  if (count > bytes.size()) throw DecodeError("bad count");
  std::vector<PuzzleOutcome> outcomes(count);
  for (PuzzleOutcome& o : outcomes) {
    o.kind = checked_enum(r.get<std::uint8_t>(), PuzzleOutcome::Kind::kCancelled);
    o.seq = r.get<std::uint64_t>();
    o.file_index = r.get<std::uint64_t>();
    o.line = r.get<std::uint64_t>();
    o.rank = r.get<std::int32_t>();
    if (const auto size = r.get<std::int32_t>(); size >= 0) o.size = size;
    o.block = r.get_string();
    if (const auto givens = r.get<std::int32_t>(); givens >= 0) o.givens = givens;
    o.problem = r.get_string();
    SolveResult& res = o.result;
    res.status = checked_enum(r.get<std::uint8_t>(), SolveStatus::kError);
    res.solutions = r.get<std::uint64_t>();
    res.count_complete = r.get<std::uint8_t>() != 0;
    res.message = r.get_string();
    res.search_ran = checked_enum(r.get<std::uint8_t>(), SearchRan::kBitboard9);
    res.techniques_ran = technique_set(r.get<std::uint8_t>());
    res.stats = get_stats(r);
    o.solve_ns = r.get<std::int64_t>();
    o.portfolio = r.get<std::int32_t>();
    o.winner = r.get<std::int32_t>();
    if (const auto level = r.get<std::int8_t>(); level >= 0) {
      Rating rating;
      rating.level = checked_enum(static_cast<std::uint8_t>(level), Difficulty::kGuessing);
      rating.guesses = r.get<std::uint64_t>();
      rating.complete = r.get<std::uint8_t>() != 0;
      o.rating = rating;
    }
    o.solution_line = r.get_string();
  }
  if (!r.done()) throw DecodeError("trailing bytes");
  return outcomes;
}

}  // namespace sudoku::harness::wire
