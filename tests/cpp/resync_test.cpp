#include <gtest/gtest.h>

#include <vector>

#include "scenes/registry.h"
#include "scene_param.h"

namespace sm {
namespace {

std::vector<Vec2> pose(const Scene& s) { return {s.joints(), s.joints() + s.jointCount()}; }

// Every scene: after resync() the next frame plays no time, whatever its dt,
// and the frame after plays as usual.
TEST(Resync, EveryScenesFirstFrameAfterAStopIsDropped) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    if (s->userDriven()) s->key(s->tapCode(0), true);
    for (int i = 0; i < 10; ++i) s->buildPose(1.0f / 60);
    const std::vector<Vec2> before = pose(*s);
    s->resync();
    s->buildPose(1.0f / 30);
    const std::vector<Vec2> after = pose(*s);
    for (std::size_t j = 0; j < before.size(); ++j) {
      EXPECT_EQ(after[j].x, before[j].x) << info->id << " joint " << j;
      EXPECT_EQ(after[j].y, before[j].y) << info->id << " joint " << j;
    }
    bool moved = false;
    for (int i = 0; i < 30 && !moved; ++i) {
      s->buildPose(1.0f / 60);
      const std::vector<Vec2> later = pose(*s);
      for (std::size_t j = 0; j < later.size(); ++j) moved |= later[j].x != before[j].x || later[j].y != before[j].y;
    }
    EXPECT_TRUE(moved) << info->id << " plays again after the dropped frame";
  }
}

// The walk clock's accumulator is emptied too: part of a step pending before
// the stop is not paid out after it.
TEST(Resync, PendingWalkTimeIsDiscarded) {
  auto s = findScene("walk-01")->make();
  s->buildPose(0.6f / 60);
  const float t0 = param(*s, "walkT");
  s->resync();
  s->buildPose(1.0f / 60);
  s->buildPose(0.6f / 60);
  EXPECT_FLOAT_EQ(param(*s, "walkT"), t0) << "0.6 of a step pending before the stop must not count";
}

}  // namespace
}  // namespace sm
