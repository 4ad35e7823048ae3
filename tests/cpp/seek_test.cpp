#include "scenes/timed_scene.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>

#include "frame_bytes.h"
#include "scenes/registry.h"

namespace sm {
namespace {

constexpr float kFrame = 1.0f / 60;

// "Playing to t" as TimedScene defines it: from a fresh scene, floor(t * 60)
// frames of 1/60 s and one frame of the remainder.
std::string playedTo(const SceneInfo& info, double t) {
  auto s = info.make();
  const long whole = static_cast<long>(std::floor(t * 60 + 1e-7));
  for (long k = 0; k < whole; ++k) s->buildPose(kFrame);
  const double rest = t - static_cast<double>(whole) / 60;
  if (rest * 60 >= 1e-7) s->buildPose(static_cast<float>(rest));
  s->buildPose(0);  // draws the moment without moving it, as seek does
  return frameBytes(*s);
}

class EveryScene : public ::testing::TestWithParam<const SceneInfo*> {};

// Backwards (rebuild and replay) and forwards (continue), after live play at
// a page's uneven frame rate, each equals playing to t from a fresh scene.
TEST_P(EveryScene, SeekEqualsPlayingToT) {
  const SceneInfo& info = *GetParam();
  TimedScene timed(info);
  for (int i = 0; i < 90; ++i) timed.buildPose(i % 3 ? 1.0f / 144 : 1.0f / 50);
  // After the first, each seek starts from a checkpoint (this binary's
  // operator new serves the scene's arena: tests/cpp/alloc_test.cpp).
  for (double t : {600.0, 60.0, 1.2345, 0.0, 60.0, 599.99}) {
    ASSERT_TRUE(timed.seek(t));
    // Checkpoints cover t at the scene's spacing (CheckpointSpacing tests the
    // rule); a seek to the start frees them.
    EXPECT_GE(timed.checkpoints(), t * TimedScene::kFps / TimedScene::plannedSpacing(timed.stateBytes())) << info.id;
    EXPECT_GT(timed.stateBytes(), 0u) << info.id;
    EXPECT_EQ(timed.time(), t);
    EXPECT_TRUE(frameBytes(timed.scene()) == playedTo(info, t)) << info.id << " at t = " << t;
  }
}

TEST_P(EveryScene, StepBackThenForwardIsBitIdentical) {
  TimedScene timed(*GetParam());
  for (int i = 0; i < 75; ++i) timed.buildPose(1.0f / 90);
  ASSERT_TRUE(timed.step(1));
  const double at = timed.time();
  const std::string forward = frameBytes(timed.scene());
  ASSERT_TRUE(timed.step(-1));
  EXPECT_NEAR(timed.time(), at - 1.0 / 60, 1e-12);
  const std::string back = frameBytes(timed.scene());
  // A game waits for its player; every other scene moves on its own.
  if (!timed.scene().userDriven()) {
    EXPECT_NE(back, forward) << GetParam()->id << ": a frame back shows another frame";
  }
  ASSERT_TRUE(timed.step(1));
  EXPECT_EQ(timed.time(), at);
  EXPECT_TRUE(frameBytes(timed.scene()) == forward) << GetParam()->id;
  ASSERT_TRUE(timed.step(-1));
  EXPECT_TRUE(frameBytes(timed.scene()) == back) << GetParam()->id;
}

TEST_P(EveryScene, BadSeeksChangeNothing) {
  TimedScene timed(*GetParam());
  ASSERT_TRUE(timed.seek(2.5));
  const std::string before = frameBytes(timed.scene());
  for (double t : {-0.001, std::nan(""), double(INFINITY), TimedScene::kMaxSeek + 1}) EXPECT_FALSE(timed.seek(t)) << t;
  EXPECT_EQ(timed.time(), 2.5);
  EXPECT_TRUE(frameBytes(timed.scene()) == before);
  // Stepping back from the first frame stays on it.
  ASSERT_TRUE(timed.seek(0));
  ASSERT_TRUE(timed.step(-3));
  EXPECT_EQ(timed.time(), 0);
}

std::string sceneName(const ::testing::TestParamInfo<const SceneInfo*>& p) {
  std::string s = p.param->id;
  for (char& c : s)
    if (c == '-') c = '_';
  return s;
}

INSTANTIATE_TEST_SUITE_P(Seek, EveryScene, ::testing::ValuesIn([] {
                           std::vector<const SceneInfo*> v;
                           for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s) v.push_back(s);
                           return v;
                         }()),
                         sceneName);

// The game replays its input log: a run played live at 60 Hz with jumps and
// thrusts is the run seek rebuilds, before and after the last input.
TEST(SeekReplaysInput, SpearRunRunIsReplayed) {
  const SceneInfo& info = *findScene("spear-run");
  TimedScene live(info);
  std::string at[4];
  const int pressAt[] = {30, 95, 160, 240};
  const char* codes[] = {"Space", "KeyF", "ArrowUp", "KeyD"};
  for (int f = 0, next = 0; f <= 300; ++f) {
    if (next < 4 && f == pressAt[next]) {
      EXPECT_TRUE(live.key(codes[next], true));
      EXPECT_TRUE(live.key(codes[next], false));
      ++next;
    }
    live.buildPose(kFrame);
    if (f % 100 == 0) at[f / 100] = frameBytes(live.scene());
  }
  // The frames drawn live after k frames show the scene at (k + 1) / 60.
  for (int i : {3, 1, 2, 0}) {
    ASSERT_TRUE(live.seek((i * 100 + 1) / 60.0));
    EXPECT_TRUE(frameBytes(live.scene()) == at[i]) << "frame " << i * 100;
  }
  // A press at a moment the log has passed starts a new future.
  ASSERT_TRUE(live.seek(1.0));
  EXPECT_TRUE(live.key("KeyD", true));
  ASSERT_TRUE(live.seek(301 / 60.0));
  EXPECT_FALSE(frameBytes(live.scene()) == at[3]);
  EXPECT_TRUE(live.step(-1));
}

// reset() is the scene's own restart, logged like a key: the character the
// player chose survives it live and in the replay alike.
TEST(SeekReplaysInput, ResetIsAnInput) {
  TimedScene live(*findScene("spear-run"));
  for (int f = 0; f < 200; ++f) {
    if (f == 20) live.key("KeyC", true);
    if (f == 40) live.key("Space", true);
    if (f == 120) live.reset();
    if (f == 150) live.key("Space", true);
    live.buildPose(kFrame);
  }
  const std::string shown = frameBytes(live.scene());
  ASSERT_TRUE(live.seek(1));
  ASSERT_TRUE(live.seek(200 / 60.0));
  EXPECT_TRUE(frameBytes(live.scene()) == shown);
  EXPECT_EQ(live.time(), 200 / 60.0);
}

TEST(SeekReplaysInput, SettingsApplyFromTheStart) {
  const SceneInfo& info = *findScene("walk-02");
  TimedScene timed(info);
  ASSERT_TRUE(timed.seek(3));
  const std::string plain = frameBytes(timed.scene());
  const Param* p = nullptr;
  for (const Param& q : timed.scene().params())
    if (q.set) {
      p = &q;
      break;
    }
  ASSERT_NE(p, nullptr);
  const float kept = timed.setParam(p->name, p->get() * 1.3f + 0.1f);
  ASSERT_TRUE(timed.seek(3));
  EXPECT_FLOAT_EQ(timed.scene().findParam(p->name)->get(), kept);
  EXPECT_FALSE(frameBytes(timed.scene()) == plain) << "the setting was replayed from the start";
}

}  // namespace
}  // namespace sm
