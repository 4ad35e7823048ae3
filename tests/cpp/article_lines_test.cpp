// The articles' canvases (480x300 and 374x210) and the phones' landscape
// stages draw every line the desktop stage draws for the walk lessons and the
// rex lab, in full (a line may be broken, never cut), and no two of their
// labels overlap.
#include <gtest/gtest.h>

#include <iterator>
#include <string>
#include <vector>

#include "article_text.h"
#include "scene_param.h"

namespace sm {
namespace {

// Whether line is drawn as one label of small, or as a few in a row (a
// line broken at spaces), each under the one before so it reads in order; a
// label that makes up one line makes up no other.
bool drawnInFull(const std::string& line, const std::vector<PlacedLabel>& small, std::vector<bool>& used) {
  constexpr std::size_t kMostPieces = 3;
  for (std::size_t i = 0; i < small.size(); ++i) {
    std::string joined;
    for (std::size_t j = i; j < small.size() && j < i + kMostPieces && !used[j]; ++j) {
      if (j > i && !(small[j].box.y0 > small[j - 1].box.y0)) break;
      joined += (j > i ? " " : "") + std::string(small[j].text, small[j].n);
      if (joined == line) {
        for (std::size_t k = i; k <= j; ++k) used[k] = true;
        return true;
      }
      if (line.compare(0, joined.size(), joined) != 0) break;
    }
  }
  return false;
}

// The articles' canvases and the phones' landscape stages (text_frames.h).
std::vector<Frame> smallFrames() {
  std::vector<Frame> v(std::begin(kArticleFrames), std::end(kArticleFrames));
  for (const Frame& f : kTestFrames)
    if (f.w != kDefaultFrame.w) v.push_back(f);
  return v;
}

bool overlap(const Rect& a, const Rect& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

class ArticleLines : public ::testing::TestWithParam<std::string> {};

TEST_P(ArticleLines, AreAllDrawnAtTheArticlesCanvasesWithoutOverlap) {
  auto scene = findScene(GetParam().c_str())->make();
  int checked = 0;
  sampleArticle(*scene, [&](Scene& s, int frame) {
    const std::vector<std::string> desk = linesAt(s, kDefaultFrame);
    for (const Frame& f : smallFrames()) {
      linesAt(s, f);
      std::vector<PlacedLabel> labels;
      forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) { labels.push_back(l); });
      std::vector<bool> used(labels.size());
      for (const std::string& line : desk) {
        ++checked;
        EXPECT_TRUE(drawnInFull(line, labels, used))
            << GetParam() << " at " << f.w << "x" << f.h << ", frame " << frame << ": \"" << line << "\" is not all drawn, in order";
      }
      for (std::size_t i = 0; i < labels.size(); ++i)
        for (std::size_t j = i + 1; j < labels.size(); ++j)
          EXPECT_FALSE(overlap(labels[i].box, labels[j].box))
              << GetParam() << " at " << f.w << "x" << f.h << ", frame " << frame << ": \""
              << std::string(labels[i].text, labels[i].n) << "\" overlaps \"" << std::string(labels[j].text, labels[j].n)
              << "\"";
    }
  });
  EXPECT_GT(checked, 0) << GetParam() << " draws no lines on the desktop";
}

// A held lesson says so on the canvas: at every stage size, the desktop's
// and upright phones' too, the words saying it overlap no other label and
// are inside the pane they are drawn in.
class HeldLesson : public ::testing::TestWithParam<std::string> {};

TEST_P(HeldLesson, SaysPausedClearOfEveryOtherLabel) {
  auto scene = findScene(GetParam().c_str())->make();
  ASSERT_EQ(param(*scene, "paused"), 0);
  scene->key("KeyP", true);
  scene->key("KeyP", false);
  std::vector<Frame> frames = smallFrames();
  frames.push_back(kDefaultFrame);
  frames.insert(frames.end(), std::begin(kUpright), std::end(kUpright));
  int said = 0;
  sampleArticle(*scene, [&](Scene& s, int frame) {
    for (const Frame& f : frames) {
      linesAt(s, f);
      std::vector<PlacedLabel> labels;
      forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) { labels.push_back(l); });
      for (const PlacedLabel& p : labels) {
        const std::string text(p.text, p.n);
        if (text.find("paused") == std::string::npos) continue;
        ++said;
        EXPECT_TRUE(p.box.x0 >= p.pane.x0 && p.box.x1 <= p.pane.x1 && p.box.y0 >= p.pane.y0 && p.box.y1 <= p.pane.y1)
            << GetParam() << " at " << f.w << "x" << f.h << ", frame " << frame << ": \"" << text << "\" is cut by its pane";
        for (const PlacedLabel& q : labels)
          EXPECT_TRUE(&p == &q || !overlap(p.box, q.box)) << GetParam() << " at " << f.w << "x" << f.h << ", frame "
                                                          << frame << ": \"" << text << "\" overlaps \""
                                                          << std::string(q.text, q.n) << "\"";
      }
    }
  });
  EXPECT_GT(said, 0) << GetParam() << " held never says so";
}

INSTANTIATE_TEST_SUITE_P(Walk, HeldLesson, ::testing::ValuesIn(walkLessons()), testNameOf);

INSTANTIATE_TEST_SUITE_P(Articles, ArticleLines, ::testing::ValuesIn(articleScenes()),
                         testNameOf);

}  // namespace
}  // namespace sm
