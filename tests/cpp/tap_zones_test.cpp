#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "scenes/registry.h"
#include "scenes/spear_run/game.h"

namespace sm {
namespace {

using spear_run::State;

float state(const Scene& s) { return s.findParam("state")->get(); }

// The scene, not the page, says what a tap at a point stands for.
TEST(TapZones, OnlyTheGameTakesTaps) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    const bool game = std::string(info->id) == "spear-run";
    for (float u : {0.0f, 0.25f, 0.75f, 1.0f}) EXPECT_EQ(*s->tapCode(u) != '\0', game) << info->id << " at " << u;
  }
}

TEST(TapZones, WhileRunningTheLeftHalfJumpsAndTheRightHalfThrusts) {
  auto s = findScene("spear-run")->make();
  // On the start card any tap starts.
  EXPECT_STREQ(s->tapCode(0.9f), "Space");
  EXPECT_STREQ(s->tapCode(0.1f), "Space");
  ASSERT_TRUE(s->key(s->tapCode(0.9f), true));
  s->key("Space", false);
  ASSERT_EQ(state(*s), static_cast<float>(State::Running));
  EXPECT_STREQ(s->tapCode(0.0f), "Space");
  EXPECT_STREQ(s->tapCode(0.49f), "Space");
  EXPECT_STREQ(s->tapCode(0.5f), "KeyF");
  EXPECT_STREQ(s->tapCode(1.0f), "KeyF");
  // Both at once: the left finger's jump, then the right finger's thrust in the air.
  s->key(s->tapCode(0.2f), true);
  s->buildPose(1.0f / 60);
  s->key(s->tapCode(0.8f), true);
  s->buildPose(1.0f / 60);
  EXPECT_EQ(s->findParam("jumping")->get(), 1.0f);
  EXPECT_EQ(s->findParam("thrusting")->get(), 1.0f);
  EXPECT_EQ(s->findParam("cue.jump")->get(), 1.0f);
  EXPECT_EQ(s->findParam("cue.thrust")->get(), 1.0f);
}

TEST(TapZones, APointOffTheStageIsNoTap) {
  auto s = findScene("spear-run")->make();
  for (float u : {-0.01f, 1.01f, std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity()})
    EXPECT_STREQ(s->tapCode(u), "") << u;
}

TEST(TapZones, OnTheGameOverCardATapRunsAgainOnlyAfterTheDelay) {
  auto s = findScene("spear-run")->make();
  s->key("Space", true);
  s->key("Space", false);
  for (int f = 0; f < 60 * 60 && state(*s) == static_cast<float>(State::Running); ++f) s->buildPose(1.0f / 60);
  ASSERT_EQ(state(*s), static_cast<float>(State::Over));
  // A tap on the thrust side right after the crash is a late press, not a restart.
  EXPECT_STREQ(s->tapCode(0.9f), "Space");
  s->key(s->tapCode(0.9f), true);
  s->key("Space", false);
  EXPECT_EQ(state(*s), static_cast<float>(State::Over));
  for (int f = 0; f < 40; ++f) s->buildPose(1.0f / 60);
  s->key(s->tapCode(0.9f), true);
  EXPECT_EQ(state(*s), static_cast<float>(State::Running));
}

}  // namespace
}  // namespace sm
