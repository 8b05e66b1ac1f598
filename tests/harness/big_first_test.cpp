// The batch start order (harness/run/big_first.h) and the reordering back into input order
// (harness/run/seq_order.h).

#include "harness/run/big_first.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "harness/run/seq_order.h"

namespace sudoku::harness {
namespace {

InputItem line_of(std::string text) {
  InputItem item;
  item.text = std::move(text);
  return item;
}

// Hands out the given texts as lines 0, 1, 2, ... in that order.
class TextSource : public LineSource {
 public:
  explicit TextSource(std::vector<std::string> texts) : texts_(std::move(texts)) {}
  bool next(InputLine& line) override {
    if (next_ == texts_.size()) return false;
    line = {};
    line.item = line_of(texts_[next_]);
    line.seq = next_++;
    return true;
  }

 private:
  std::vector<std::string> texts_;
  std::size_t next_ = 0;
};

std::vector<std::uint64_t> order_of(LineSource& source) {
  std::vector<std::uint64_t> seqs;
  InputLine line;
  while (source.next(line)) seqs.push_back(line.seq);
  return seqs;
}

TEST(BigFirstTest, TextLinesWeighTheirCellsThenTheirBlanks) {
  EXPECT_EQ(weigh(line_of("1.3.0...")), (LineSize{8, 6}));
  EXPECT_EQ(weigh(line_of(std::string(81, '5'))), (LineSize{81, 0}));
}

TEST(BigFirstTest, IntegerLinesWeighTheirNumbersThenTheirZeros) {
  // 10 is a value, not a blank; separators may be spaces, tabs or commas, doubled or not.
  EXPECT_EQ(weigh(line_of("0 10  3\t0,.,12 0")), (LineSize{7, 4}));
}

TEST(BigFirstTest, AFileProblemWeighsNothing) {
  InputItem problem = line_of("cannot open puzzles.txt");
  problem.kind = InputItem::Kind::kFileProblem;
  EXPECT_EQ(weigh(problem), LineSize{});
}

TEST(BigFirstTest, BiggestGridsFirstThenTheEmptiestThenInputOrder) {
  const std::string nine(81, '1');
  std::string nine_blanks = nine;
  nine_blanks[0] = '.';
  const std::string sixteen(256, '1');
  TextSource input({nine, sixteen, nine_blanks, nine, sixteen});
  BigFirstSource source(input);
  EXPECT_EQ(order_of(source), (std::vector<std::uint64_t>{1, 4, 2, 0, 3}));
}

TEST(BigFirstTest, ABlockIsHandedOutWholeBeforeTheNextIsRead) {
  // Small lines fill the first block; a big line after it waits for the second.
  std::vector<std::string> texts(BigFirstSource::kBlockLines, std::string(16, '1'));
  texts.push_back(std::string(81, '1'));
  texts.push_back(std::string(16, '1'));
  TextSource input(texts);
  BigFirstSource source(input);
  const std::vector<std::uint64_t> seqs = order_of(source);
  ASSERT_EQ(seqs.size(), texts.size());
  for (std::size_t i = 0; i < BigFirstSource::kBlockLines; ++i) EXPECT_EQ(seqs[i], i);
  EXPECT_EQ(seqs[BigFirstSource::kBlockLines], BigFirstSource::kBlockLines);
  EXPECT_EQ(seqs.back(), BigFirstSource::kBlockLines + 1);
}

// A SeqOrder of strings and what it has emitted so far.
class SeqOrderTest : public ::testing::Test {
 protected:
  auto emit() {
    return [this](std::string s) { out.push_back(std::move(s)); };
  }
  void put(std::uint64_t seq, std::string item) { order.put(seq, std::move(item), emit()); }

  SeqOrder<std::string> order;
  std::vector<std::string> out;
};

TEST_F(SeqOrderTest, ItemsLeaveInSeqOrderWhateverOrderTheyCameIn) {
  put(2, "c");
  put(1, "b");
  EXPECT_TRUE(out.empty());
  EXPECT_EQ(order.waiting(), 2u);
  put(0, "a");
  put(3, "d");
  EXPECT_EQ(out, (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_EQ(order.waiting(), 0u);
}

TEST_F(SeqOrderTest, FlushGivesWhatWaitsPastAGapInSeqOrder) {
  put(0, "a");
  put(4, "e");
  put(2, "c");  // 1 and 3 never come: an interrupted run took them not
  EXPECT_EQ(out, (std::vector<std::string>{"a"}));
  order.flush(emit());
  EXPECT_EQ(out, (std::vector<std::string>{"a", "c", "e"}));
}

}  // namespace
}  // namespace sudoku::harness
