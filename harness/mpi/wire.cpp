#include "harness/mpi/wire.h"

#include <cstring>
#include <optional>
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
  for (std::uint64_t* v :
       {&s.recursions, &s.guesses, &s.backtracks, &s.conflicts, &s.placements, &s.eliminations}) {
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

// The last value of each enum the wire carries, so that a byte past it is refused.
constexpr PuzzleResult::Kind last_of(PuzzleResult::Kind) { return PuzzleResult::Kind::kCancelled; }
constexpr BackendStatus last_of(BackendStatus) { return BackendStatus::kError; }
constexpr SearchRan last_of(SearchRan) { return SearchRan::kBitboard9; }
constexpr Difficulty last_of(Difficulty) { return Difficulty::kGuessing; }

template <typename Enum>
Enum checked_enum(std::uint8_t value, Enum last) {
  if (value > static_cast<std::uint8_t>(last)) throw DecodeError("unknown enum value");
  return static_cast<Enum>(value);
}

// Writes each field of a PuzzleResult (for_each_field, harness/core/puzzle_result.h).
class FieldWriter {
 public:
  explicit FieldWriter(Writer& w) : w_(w) {}
  template <typename T>
  void operator()(const T& value) {
    if constexpr (std::is_enum_v<T>) {
      w_.put<std::uint8_t>(static_cast<std::uint8_t>(value));
    } else {
      w_.put<T>(value);
    }
  }
  void operator()(const std::string& text) { w_.put_string(text); }
  void operator()(const std::optional<int>& value) { w_.put<std::int32_t>(value.value_or(-1)); }
  template <typename T>
  void operator()(const std::optional<T>& value) {
    w_.put<bool>(value.has_value());
    if (value) w_.put<T>(*value);
  }
  void operator()(const std::vector<RoundSample>& samples) {
    w_.put<std::uint64_t>(samples.size());
    for (const RoundSample& sample : samples) {
      (*this)(sample.solve_ns);
      (*this)(sample.cpu_ns);
      (*this)(sample.peak_rss_kib);
      (*this)(sample.repeats);
    }
  }
  void operator()(const TechniqueSet& set) { w_.put<std::uint8_t>(technique_bits(set)); }
  void operator()(const Stats& stats) { put_stats(w_, stats); }
  void operator()(const std::optional<Rating>& rating) {
    w_.put<std::int8_t>(rating ? static_cast<std::int8_t>(rating->level) : -1);
    if (!rating) return;
    w_.put<std::uint64_t>(rating->guesses);
    w_.put<bool>(rating->complete);
  }

 private:
  Writer& w_;
};

// Reads them back, in the same order.
class FieldReader {
 public:
  explicit FieldReader(Reader& r) : r_(r) {}
  template <typename T>
  void operator()(T& value) {
    if constexpr (std::is_enum_v<T>) {
      value = checked_enum(r_.get<std::uint8_t>(), last_of(T{}));
    } else {
      value = r_.get<T>();
    }
  }
  void operator()(std::string& text) { text = r_.get_string(); }
  void operator()(std::optional<int>& value) {
    const auto v = r_.get<std::int32_t>();
    value = v >= 0 ? std::optional<int>(v) : std::nullopt;
  }
  template <typename T>
  void operator()(std::optional<T>& value) {
    value.reset();
    if (r_.get<bool>()) value = r_.get<T>();
  }
  void operator()(std::vector<RoundSample>& samples) {
    const auto count = r_.get<std::uint64_t>();
    if (count > 1000) throw DecodeError("more samples than --rounds allows");  // before allocating them
    samples.resize(count);
    for (RoundSample& sample : samples) {
      (*this)(sample.solve_ns);
      (*this)(sample.cpu_ns);
      (*this)(sample.peak_rss_kib);
      (*this)(sample.repeats);
    }
  }
  void operator()(TechniqueSet& set) { set = technique_set(r_.get<std::uint8_t>()); }
  void operator()(Stats& stats) { stats = get_stats(r_); }
  void operator()(std::optional<Rating>& rating) {
    const auto level = r_.get<std::int8_t>();
    if (level < 0) return rating.reset();
    rating = Rating{checked_enum(static_cast<std::uint8_t>(level), Difficulty::kGuessing),
                    r_.get<std::uint64_t>(), r_.get<bool>()};
  }

 private:
  Reader& r_;
};

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

std::string encode_results(const std::vector<PuzzleResult>& results) {
  Writer w;
  w.put<std::uint64_t>(results.size());
  for (const PuzzleResult& r : results) for_each_field(r, FieldWriter(w));
  return w.take();
}

std::vector<PuzzleResult> decode_results(std::string_view bytes) {
  Reader r(bytes);
  const auto count = r.get<std::uint64_t>();
  if (count > bytes.size()) throw DecodeError("bad count");
  std::vector<PuzzleResult> results(count);
  for (PuzzleResult& result : results) for_each_field(result, FieldReader(r));
  if (!r.done()) throw DecodeError("trailing bytes");
  return results;
}

}  // namespace sudoku::harness::wire
