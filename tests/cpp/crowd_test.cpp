#include "scenes/crowd.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "render/draw_list.h"
#include "rigs/stickman/rig.h"
#include "scenes/registry.h"
#include "draw_ops.h"

namespace sm {
namespace {

const Param& param(const Scene& s, const char* name) {
  const Param* p = s.findParam(name);
  EXPECT_NE(p, nullptr) << name;
  return *p;
}

TEST(Crowd, IsRegisteredUnlisted) {
  const SceneInfo* info = findScene("crowd");
  ASSERT_NE(info, nullptr);
  EXPECT_FALSE(info->listed);
  EXPECT_STREQ(info->title, "Crowd");
}

// 3000 is the bound a URL's count meets (crowd.cpp's kMaxCount).
TEST(Crowd, CountClampsToOneThroughThreeThousandAndRounds) {
  auto s = makeCrowd();
  const Param& count = param(*s, "count");
  ASSERT_TRUE(count.set);
  EXPECT_EQ(count.get(), 100);
  EXPECT_EQ(count.set(0), 1);
  EXPECT_EQ(count.set(-7), 1);
  EXPECT_EQ(count.set(3001), 3000);
  EXPECT_EQ(count.set(5000), 3000);
  EXPECT_EQ(count.set(1e30f), 3000);
  EXPECT_EQ(count.set(2.6f), 3);
  EXPECT_EQ(count.set(NAN), 3) << "NaN keeps the count";
  EXPECT_FALSE(param(*s, "lanes").set);
}

// Every figure is drawn at every count: 5 limbs, a head and no drop.
TEST(Crowd, DrawsEveryFigureUpToTheMaximum) {
  auto s = makeCrowd();
  for (int n : {1, 10, 100, 1000, 3000}) {
    EXPECT_EQ(param(*s, "count").set(static_cast<float>(n)), n);
    s->buildPose(1.0f / 60);
    const DrawList& d = s->drawList();
    EXPECT_EQ(d.dropped(), 0u) << n;
    EXPECT_EQ(countOps(d, Op::Limb), 5 * n) << n;
    EXPECT_EQ(countOps(d, Op::Circle), n) << n;
    EXPECT_EQ(countOps(d, Op::Line), n + static_cast<int>(param(*s, "lanes").get())) << n;
    // One layer per lane: the renderer paints a lane a style at a time.
    EXPECT_EQ(countOps(d, Op::Layer), static_cast<int>(param(*s, "lanes").get())) << n;
  }
}

TEST(Crowd, LanesKeepTheBlockWide) {
  auto s = makeCrowd();
  EXPECT_EQ(param(*s, "count").set(1), 1);
  EXPECT_EQ(param(*s, "lanes").get(), 1);
  EXPECT_EQ(param(*s, "count").set(3000), 3000);
  EXPECT_EQ(param(*s, "lanes").get(), 27);
  EXPECT_GT(param(*s, "laneLength").get(), 1.6f * 27 * 90) << "wider than tall, like the stage";
}

TEST(Crowd, ArrowsStepThroughThePresets) {
  auto s = makeCrowd();
  EXPECT_TRUE(s->key("ArrowUp", true));
  EXPECT_TRUE(s->key("ArrowUp", false));
  EXPECT_EQ(param(*s, "count").get(), 1000);
  EXPECT_TRUE(s->key("ArrowUp", true));
  EXPECT_EQ(param(*s, "count").get(), 3000);
  EXPECT_TRUE(s->key("ArrowUp", true));
  EXPECT_EQ(param(*s, "count").get(), 3000) << "no preset above 3000";
  EXPECT_NE(s->status().find("3000 stickmen"), std::string::npos) << s->status();
  for (int i = 0; i < 5; ++i) s->key("ArrowDown", true);
  EXPECT_EQ(param(*s, "count").get(), 1);
  EXPECT_NE(s->status().find("1 stickman in 1 lane"), std::string::npos) << s->status();
  EXPECT_FALSE(s->key("KeyQ", true));
  ASSERT_EQ(s->controls().size(), 2u);
  s->reset();
  EXPECT_EQ(param(*s, "count").get(), 100);
}

// Figures cross the stage and come back in at the other side; none leaves the
// lane box or its lane's ground.
TEST(Crowd, WalkersStayInTheirLanes) {
  auto s = makeCrowd();
  const float half = param(*s, "laneLength").get() / 2;
  float minX = 1e9f, maxX = -1e9f;
  for (int f = 0; f < 60 * 20; ++f) {
    s->buildPose(1.0f / 60);
    const Vec2* j = s->joints();
    for (int k = 0; k < stickman::kJointCount; ++k) {
      ASSERT_TRUE(std::isfinite(j[k].x) && std::isfinite(j[k].y));
      EXPECT_LT(std::fabs(j[k].x), half + 120) << f;
      EXPECT_LE(j[k].y, 0.5f) << "joint " << k << " below the first lane's ground, frame " << f;
    }
    minX = std::fmin(minX, j[stickman::Pelvis].x);
    maxX = std::fmax(maxX, j[stickman::Pelvis].x);
  }
  EXPECT_LT(minX, -half * 0.8f) << "the first walker wrapped to the left edge";
  EXPECT_GT(maxX, half * 0.8f) << "and reached the right edge";
}

}  // namespace
}  // namespace sm
