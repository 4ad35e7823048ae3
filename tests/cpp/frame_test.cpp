// The frame (the canvas's CSS size) is a view setting: bad sizes change
// nothing, and no pose, score or seek depends on it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

#include "scenes/registry.h"
#include "scenes/timed_scene.h"
#include "scene_param.h"

namespace sm {
namespace {

constexpr float kDt = 1.0f / 60;

TEST(Frame, BadSizesAreIgnoredAndChangeNothing) {
  auto s = findScene("spear-run")->make();
  ASSERT_TRUE(s->setFrame(358, 201));
  const float inf = std::numeric_limits<float>::infinity();
  const float bad[][2] = {{NAN, 201}, {358, NAN}, {inf, 201}, {358, -inf}, {0, 201},
                          {358, 0},   {-5, 201},  {358, -1},  {1e6f, 201}, {358, 20000},
                          {1e-40f, 1e-40f}, {0.5f, 201}, {358, 0.99f}};
  for (const auto& b : bad) {
    EXPECT_FALSE(s->setFrame(b[0], b[1])) << b[0] << " x " << b[1];
    EXPECT_EQ(s->frame().w, 358);
    EXPECT_EQ(s->frame().h, 201);
  }
  TimedScene timed(*findScene("walk-01"));
  EXPECT_FALSE(timed.setFrame(NAN, 1));
  EXPECT_EQ(timed.scene().frame().w, kDefaultFrame.w);
}

TEST(Frame, DefaultIsTheDesktopStage) {
  auto s = findScene("lab")->make();
  EXPECT_EQ(s->frame().w, 894);
  EXPECT_EQ(s->frame().h, 503);
}

// Two frames, the same seed and keys: the same joints and score, frame by frame.
TEST(Frame, SameRunAtAnyFrame) {
  const char* keys[] = {"Space", "KeyF", "ArrowUp", "KeyD", "Space"};
  auto narrow = findScene("spear-run")->make();
  auto wide = findScene("spear-run")->make();
  narrow->setFrame(358, 201);
  wide->setFrame(1260, 540);
  wide->setTouch(true);
  for (int f = 0; f < 60 * 40; ++f) {
    if (f % 47 == 0) {
      const char* k = keys[(f / 47) % 5];
      narrow->key(k, true), wide->key(k, true);
    }
    if (f % 47 == 9) {
      const char* k = keys[(f / 47) % 5];
      narrow->key(k, false), wide->key(k, false);
    }
    narrow->buildPose(kDt);
    wide->buildPose(kDt);
    ASSERT_EQ(std::memcmp(narrow->joints(), wide->joints(), sizeof(Vec2) * narrow->jointCount()), 0) << "frame " << f;
    ASSERT_EQ(param(*narrow, "score"), param(*wide, "score"));
    ASSERT_EQ(param(*narrow, "state"), param(*wide, "state"));
  }
  EXPECT_GT(param(*narrow, "distance"), 0);
}

TEST(Frame, EverySceneMovesTheSameAtAnyFrame) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto a = info->make();
    auto b = info->make();
    b->setFrame(358, 201);
    for (int f = 0; f < 120; ++f) {
      a->buildPose(kDt);
      b->buildPose(kDt);
    }
    EXPECT_EQ(std::memcmp(a->joints(), b->joints(), sizeof(Vec2) * a->jointCount()), 0) << info->id;
  }
}

// A seek rebuilds the scene or restores a checkpoint's bytes: the frame and
// the touch setting the page gave stay, and the drawing is the one a scene
// played to t at that frame records.
TEST(Frame, SeekKeepsTheFrame) {
  const SceneInfo& info = *findScene("spear-run");
  TimedScene timed(info);
  ASSERT_TRUE(timed.setFrame(358, 201));
  timed.setTouch(true);
  timed.key("Space", true);
  for (double t : {30.0, 2.0, 31.5, 0.0}) {
    ASSERT_TRUE(timed.seek(t));
    EXPECT_EQ(timed.scene().frame().w, 358);
    EXPECT_EQ(timed.scene().frame().h, 201);
    EXPECT_TRUE(timed.scene().touch());
  }
  auto fresh = info.make();
  fresh->setFrame(358, 201);
  fresh->setTouch(true);
  fresh->key("Space", true);
  for (int i = 0; i < 90; ++i) fresh->buildPose(kDt);
  ASSERT_TRUE(timed.seek(1.5));
  const DrawList& a = timed.scene().drawList();
  const DrawList& b = fresh->drawList();
  ASSERT_EQ(a.size(), b.size());
  EXPECT_EQ(std::memcmp(a.data(), b.data(), a.size() * sizeof(float)), 0);
  EXPECT_EQ(std::string(a.textData(), a.textSize()), std::string(b.textData(), b.textSize()));
}

}  // namespace
}  // namespace sm
