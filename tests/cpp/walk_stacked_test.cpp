// On an upright phone the walk lessons stack: the walkers in a pane on top,
// the panel in one under them. Every label stays inside its pane, none
// covers another, none is left out (as many as on the desktop), the panel's
// are drawn at their own size yet at least 12 CSS px, and no pose changes.
#include <gtest/gtest.h>

#include <cstring>
#include <string>
#include <vector>

#include "render/frame.h"
#include "scenes/registry.h"
#include "scenes/walk_cycle/walk_cycle.h"
#include "scenes/walk_cycle/panel.h"
#include "scenes/walk_cycle/stack.h"
#include "scene_param.h"
#include "text_frames.h"

namespace sm {
namespace {

// The sizes the lessons draw their words at (walk_cycle/panel.h, and a count's 20).
constexpr float kLessonSizes[] = {walk_cycle::kTiny, walk_cycle::kSmall, walk_cycle::kText, 20};

std::vector<PlacedLabel> labelsOf(const Scene& s, Frame f) {
  std::vector<PlacedLabel> out;
  forEachPlacedLabel(s.drawList(), f, [&](const PlacedLabel& l) { out.push_back(l); });
  return out;
}

bool overlap(const Rect& a, const Rect& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }
std::string name(const PlacedLabel& l) { return std::string(l.text, l.n); }

class StackedLesson : public ::testing::TestWithParam<std::string> {};

TEST_P(StackedLesson, LabelsFitTheirPanesAndNoneIsLeftOut) {
  const std::string id = GetParam();
  for (const Frame& f : kUpright) {
    ASSERT_TRUE(walk_cycle::stacked(f));
    auto desk = findScene(id.c_str())->make();
    auto tall = findScene(id.c_str())->make();
    ASSERT_TRUE(tall->setFrame(f.w, f.h));
    const std::string at = id + " at " + std::to_string(int(f.w)) + "x" + std::to_string(int(f.h));
    for (int i = 0; i <= 600; ++i) {
      desk->buildPose(i ? 1.0f / 60 : 0);
      tall->buildPose(i ? 1.0f / 60 : 0);
      ASSERT_EQ(std::memcmp(desk->joints(), tall->joints(), sizeof(Vec2) * desk->jointCount()), 0) << at;
      if (i % 20) continue;
      const auto wide = labelsOf(*desk, kDefaultFrame), up = labelsOf(*tall, f);
      ASSERT_EQ(up.size(), wide.size()) << at << " frame " << i << ", dropped " << tall->drawList().labelsDropped();
      EXPECT_EQ(tall->drawList().labelsDropped(), 0u) << at;
      const Rect last = up.back().pane;  // the panel's pane: the shell's labels come last
      for (std::size_t a = 0; a < up.size(); ++a) {
        const PlacedLabel& l = up[a];
        EXPECT_GE(l.px, kMinTextPx - 1e-3f) << at << ": " << name(l);
        EXPECT_TRUE(l.box.x0 >= l.pane.x0 && l.box.y0 >= l.pane.y0 && l.box.x1 <= l.pane.x1 && l.box.y1 <= l.pane.y1)
            << at << ": \"" << name(l) << "\" [" << l.box.x0 << ", " << l.box.y0 << ", " << l.box.x1 << ", "
            << l.box.y1 << "] outside its pane";
        for (std::size_t b = 0; b < a; ++b)
          EXPECT_FALSE(overlap(l.box, up[b].box)) << at << ": \"" << name(l) << "\" covers \"" << name(up[b]) << "\"";
      }
      // On the phone the site page gives, the panel's words keep their own size: none was raised.
      if (f.w != kUpright[0].w) continue;
      for (const PlacedLabel& l : up) {
        if (l.pane.y0 != last.y0) continue;
        bool own = false;
        for (float size : kLessonSizes) own = own || l.size == size;
        EXPECT_TRUE(own) << at << ": \"" << name(l) << "\" drawn at " << l.size << " units, raised";
      }
    }
  }
}

// Upright, two panes: the walkers' on top, the panel's under it, the whole width each.
TEST(Stacked, PanesSplitTheFrame) {
  const Frame f = kUpright[0];
  const walk_cycle::Stack s = walk_cycle::stackFor(f, {260, 12, 470, 296});
  EXPECT_EQ(s.walker.y0, 0);
  EXPECT_EQ(s.walker.y1, s.panel.y0);
  EXPECT_EQ(s.panel.y1, f.h);
  EXPECT_EQ(s.walker.x1 - s.walker.x0, f.w);
  EXPECT_GT(s.walker.y1, f.h / 4) << "the walkers keep a quarter of the frame";
  EXPECT_FALSE(walk_cycle::stacked(kDefaultFrame));
  EXPECT_FALSE(walk_cycle::stacked({483, 271}));
  EXPECT_TRUE(findScene("walk-01")->make()->tallFrame());
  EXPECT_FALSE(findScene("rex-lab")->make()->tallFrame());
}

// Every lesson of the table, a tenth one too.
std::vector<std::string> lessonIds() {
  std::vector<std::string> ids;
  for (int i = 0; i < walkLessonCount(); ++i) ids.emplace_back(walkLessonId(i));
  return ids;
}

INSTANTIATE_TEST_SUITE_P(Walk, StackedLesson, ::testing::ValuesIn(lessonIds()),
                         testNameOf);

}  // namespace
}  // namespace sm
