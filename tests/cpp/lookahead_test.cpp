// A wider or taller canvas shows no more of the course ahead: the game's view
// keeps the 16:9 box's right edge, and its numbers stay on the canvas; on an
// upright phone's canvas the cards rise into the sky over the runner.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "render/label_fit.h"
#include "scenes/registry.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "scene_param.h"
#include "text_frames.h"

namespace sm {
namespace {

using spear_run::kFrontX;
using spear_run::kTopSpeed;

// 16:9, 4:3, 21:9, and an upright phone's game (half of a 390x844 screen).
constexpr Frame kAspects[] = {{894, 503}, {800, 600}, {1260, 540}, {374, 422}};
constexpr int kAspectCount = sizeof kAspects / sizeof kAspects[0];

struct Shown {
  Rect world;
  float scale;
};

// What the first View op of the scene's drawing shows of the world, as the page fits it.
Shown shownOf(const DrawList& d, Frame f) {
  const float* c = d.data();
  EXPECT_EQ(c[0], static_cast<float>(Op::View));
  const float s = viewScale(c[3], c[4], f);
  return {visibleRect({c[1], c[2]}, s, f), s};
}

TEST(LookAhead, TheSameTimeAheadAtTopSpeedAtEveryAspect) {
  float ahead[kAspectCount];
  for (int i = 0; i < kAspectCount; ++i) {
    auto s = findScene("spear-run")->make();
    ASSERT_TRUE(s->setFrame(kAspects[i].w, kAspects[i].h));
    s->key("Space", true);
    s->buildPose(1.0f / 60);
    ahead[i] = (shownOf(s->drawList(), kAspects[i]).world.x1 - kFrontX) / kTopSpeed;
  }
  EXPECT_GT(ahead[0], 0.5f) << "seconds of course seen ahead at 16:9";
  for (int i = 1; i < kAspectCount; ++i) EXPECT_NEAR(ahead[i], ahead[0], 0.05f * ahead[0]) << kAspects[i].w << "x" << kAspects[i].h;
}

TEST(LookAhead, ExtraWidthGoesBehindAndExtraHeightToTheSkyAndAThirdToTheGround) {
  auto wide = findScene("spear-run")->make();
  wide->setFrame(1260, 540);
  wide->buildPose(0);
  const Rect w = shownOf(wide->drawList(), {1260, 540}).world;
  auto tall = findScene("spear-run")->make();
  tall->setFrame(800, 600);
  tall->buildPose(0);
  const Rect t = shownOf(tall->drawList(), {800, 600}).world;
  constexpr float right = spear_run::kViewCx + spear_run::kViewW / 2, bottom = spear_run::kViewCy + spear_run::kViewH / 2;
  EXPECT_NEAR(w.x1, right, 0.5f);
  EXPECT_NEAR(w.y1, bottom, 0.5f);
  EXPECT_LT(w.x0, right - spear_run::kViewW - 100) << "more ground behind the runner";
  EXPECT_NEAR(t.x1, right, 0.5f);
  const float extra = t.y1 - t.y0 - spear_run::kViewH;
  EXPECT_GT(extra, 100);
  EXPECT_NEAR(t.y1, bottom + extra / 3, 0.5f) << "a third of the added height is ground";
  EXPECT_NEAR(t.y0, bottom - spear_run::kViewH - 2 * extra / 3, 0.5f) << "two thirds sky";
}

// The lowest point of every label in the sky (not the tap zones' words on
// the ground, nor the best run's flag on it), in world units, and how many.
struct Labels {
  int n = 0;
  float bottom = -1e9f;
};
Labels skyLabelsOf(const DrawList& d, Frame f) {
  const Shown shown = shownOf(d, f);
  Labels out;
  forEachLabel(d, f, [&](float px, float, float y, int, const char* text, std::size_t n) {
    if (y > spear_run::kGround || std::string(text, n) == "BEST") return;
    ++out.n;
    out.bottom = std::max(out.bottom, y + 0.3f * px / shown.scale);
  });
  return out;
}

// Upright, the start card and the game over card stand in the sky clear of
// the runner's head (on a 16:9 canvas they come down beside it).
TEST(LookAhead, OnAnUprightPhoneTheCardsStandInTheSkyAboveTheRunner) {
  const Frame upright{374, 422};
  auto s = findScene("spear-run")->make();
  s->setFrame(upright.w, upright.h);
  s->setTouch(true);
  s->buildPose(1.0f / 60);
  float head = 0;
  for (int i = 0; i < s->jointCount(); ++i) head = std::min(head, s->joints()[i].y);
  ASSERT_LT(head, -100) << "the runner stands on the ground";
  const Labels ready = skyLabelsOf(s->drawList(), upright);
  EXPECT_GE(ready.n, 5) << "score, best, the card's lines";
  // The head's circle and a margin above it.
  EXPECT_LT(ready.bottom, head - 60) << "the start card is above the runner";
  s->key("Space", true);
  s->key("Space", false);
  constexpr float kOver = static_cast<float>(spear_run::State::Over);
  for (int i = 0; i < 60 * 20 && param(*s, "state") != kOver; ++i) s->buildPose(1.0f / 60);
  ASSERT_EQ(param(*s, "state"), kOver) << "the runner crashes without a jump";
  for (int i = 0; i < 60; ++i) s->buildPose(1.0f / 60);
  EXPECT_LT(skyLabelsOf(s->drawList(), upright).bottom, head - 60) << "the game over card is above the runner";
}

// The score, the best and the hits sit inside the canvas at every aspect,
// by its top edge and its right edge.
TEST(LookAhead, TheNumbersSitAtTheCanvasEdges) {
  for (const Frame& f : kAspects) {
    auto s = findScene("spear-run")->make();
    s->setFrame(f.w, f.h);
    s->key("Space", true);
    for (int i = 0; i < 120; ++i) s->buildPose(1.0f / 60);
    const Shown shown = shownOf(s->drawList(), f);
    int labels = 0;
    float rightmost = 0, topmost = f.h;
    forEachLabel(s->drawList(), f, [&](float px, float x, float y, int align, const char* text, std::size_t n) {
      ++labels;
      // The label's box in CSS px, estimated wide.
      const float cx = (x - shown.world.x0) * shown.scale, cy = (y - shown.world.y0) * shown.scale;
      const float w = LabelFit::emWidth(text, n) * px, half = 0.62f * px;
      const float left = align < 0 ? cx : align > 0 ? cx - w : cx - w / 2;
      EXPECT_GE(left, 0) << std::string(text, n);
      EXPECT_LE(left + w, f.w) << std::string(text, n);
      EXPECT_GE(cy - half, 0) << std::string(text, n);
      EXPECT_LE(cy + half, f.h) << std::string(text, n);
      if (left + w > rightmost) rightmost = left + w;
      if (cy - half < topmost) topmost = cy - half;
    });
    EXPECT_GE(labels, 2) << "score and best";
    EXPECT_GT(rightmost, f.w - 40) << f.w << "x" << f.h << ": the score by the right edge";
    EXPECT_LT(topmost, 40) << f.w << "x" << f.h << ": by the top edge";
  }
}

}  // namespace
}  // namespace sm
