#include <gtest/gtest.h>

#include <cmath>

#include "rigs/stickman/rig.h"
#include "scenes/registry.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"

namespace {

using namespace sm;
using namespace sm::spear_run;

constexpr float kStep = 1.0f / 120;

std::unique_ptr<Scene> runningScene() {
  auto scene = findScene("spear-run")->make();
  scene->key("Space", true);
  scene->key("Space", false);
  return scene;
}
float state(const Scene& s) { return s.findParam("state")->get(); }
void play(Scene& s, float seconds) {
  for (float t = 0; t < seconds; t += kStep) s.buildPose(kStep);
}

TEST(SpearRunInput, EnterMidRunDoesNotRestart) {
  auto scene = runningScene();
  play(*scene, 1);
  const float t = scene->findParam("time")->get();
  scene->key("Enter", true);
  scene->key("Enter", false);
  EXPECT_EQ(state(*scene), static_cast<float>(State::Running));
  EXPECT_GE(scene->findParam("time")->get(), t) << "the run goes on";
  EXPECT_GT(scene->findParam("time")->get(), 0.9f);
}

TEST(SpearRunInput, HoldingSpaceThroughAGameOverNeverRestarts) {
  auto scene = runningScene();
  // Space held down from mid-run on; the auto-repeat keeps sending presses.
  scene->key("Space", true);
  for (int f = 0; f < 60 * 120 && state(*scene) != static_cast<float>(State::Over); ++f) {
    scene->buildPose(kStep);
    if (f % 4 == 0) scene->key("Space", true);
  }
  ASSERT_EQ(state(*scene), static_cast<float>(State::Over));
  for (int f = 0; f < 3 * 120; ++f) {
    scene->buildPose(kStep);
    if (f % 4 == 0) scene->key("Space", true);
    ASSERT_EQ(state(*scene), static_cast<float>(State::Over)) << f;
  }
  // Let go and press again: a fresh press runs again.
  scene->key("Space", false);
  scene->key("Space", true);
  EXPECT_EQ(state(*scene), static_cast<float>(State::Running));
}

TEST(SpearRunInput, ARestartNeedsHalfASecondAfterTheCrashForEveryKey) {
  for (const char* code : {"Space", "Enter", "ArrowUp"}) {
    Game g;
    g.start();
    for (int i = 0; i < 60 * 120 && g.state() == State::Running; ++i) g.step(kStep);
    ASSERT_EQ(g.state(), State::Over);
    auto scene = findScene("spear-run")->make();
    // Through the scene: crash, then presses before and after the delay.
    scene->key("Space", true);
    scene->key("Space", false);
    while (state(*scene) == static_cast<float>(State::Running)) scene->buildPose(kStep);
    for (float waited = kStep; waited < kRestartDelay - 2 * kStep; waited += kStep) {
      scene->buildPose(kStep);
      scene->key(code, true);
      scene->key(code, false);
      ASSERT_EQ(state(*scene), static_cast<float>(State::Over)) << code << " after " << waited;
    }
    play(*scene, 0.05f);
    scene->key(code, true);
    EXPECT_EQ(state(*scene), static_cast<float>(State::Running)) << code;
  }
}

// A game on clear ground, 1 s into the run, with `press` done once.
Game runningGame() {
  Game g;
  g.start();
  g.course().clear();
  for (int i = 0; i < 120; ++i) g.step(kStep);
  return g;
}

TEST(SpearRunInput, APressUpTo120msBeforeItCanActIsKept) {
  for (bool thrust : {false, true}) {
    const char* what = thrust ? "thrust" : "jump";
    auto press = [thrust](Game& g) { return thrust ? g.thrust() : g.jump(); };
    auto busy = [thrust](const Game& g) { return thrust ? g.runner().thrusting() : g.runner().jumping(); };
    Game probe = runningGame();
    press(probe);
    int length = 0;
    while (busy(probe)) {
      probe.step(kStep);
      ++length;
    }
    ASSERT_GT(length, 30) << what;
    for (float lead : {0.03f, 0.11f, 0.17f, 0.3f}) {
      const int leadSteps = static_cast<int>(std::lround(lead / kStep));
      Game g = runningGame();
      EXPECT_TRUE(press(g));
      for (int i = 0; i < length - leadSteps; ++i) g.step(kStep);
      ASSERT_TRUE(busy(g)) << what << " still under way";
      const unsigned before = g.events(thrust ? Event::Thrust : Event::Jump);
      EXPECT_FALSE(press(g)) << what << ": too early to start now";
      for (int i = 0; i < leadSteps + 2; ++i) g.step(kStep);
      const bool kept = lead <= kBufferSeconds;
      EXPECT_EQ(busy(g), kept) << what << " pressed " << lead << " s before it could start";
      EXPECT_EQ(g.events(thrust ? Event::Thrust : Event::Jump), before + (kept ? 1 : 0)) << what << " " << lead;
    }
  }
}

// The highest the feet rise in one jump, tapped (released at once) or held.
float apex(bool tap, float* airtime) {
  Game g = runningGame();
  g.jump();
  if (tap) g.releaseJump();
  float top = 0;
  *airtime = 0;
  while (g.runner().jumping()) {
    g.step(kStep);
    *airtime += kStep;
    const Vec2* j = g.runner().joints();
    top = std::fmax(top, -std::fmax(j[stickman::FootNear].y, j[stickman::FootFar].y));
  }
  return top;
}

// A tap flies the full arc (what the windows promise); a hold only adds height.
TEST(SpearRunInput, ATapFliesTheFullJumpAndAHoldGoesHigherOverTheSameTime) {
  float heldAir = 0, tapAir = 0;
  const float held = apex(false, &heldAir), tap = apex(true, &tapAir);
  EXPECT_GT(tap, 120) << "a tap clears the tall hurdle";
  EXPECT_GT(held, tap + 10);
  EXPECT_LT(held, tap * kHoldHeight + 1);
  EXPECT_NEAR(tapAir, heldAir, kStep / 2) << "the same time in the air";
}

TEST(SpearRunInput, TheKeyReleaseReachesTheGameThroughTheScene) {
  auto tapped = runningScene(), held = runningScene();
  play(*tapped, 1);
  play(*held, 1);
  tapped->key("Space", true);
  tapped->key("Space", false);
  held->key("Space", true);
  float a = 0, b = 0;
  for (int f = 0; f < 60; ++f) {
    tapped->buildPose(kStep);
    held->buildPose(kStep);
    a = std::fmin(a, tapped->joints()[stickman::Pelvis].y);
    b = std::fmin(b, held->joints()[stickman::Pelvis].y);
  }
  EXPECT_GT(a, b + 10) << "the held jump peaks higher";
}

TEST(SpearRunInput, InAJumpAtRunSpeedTheHairStreamsBehindTheHead) {
  Game g = runningGame();
  g.jump();
  int frames = 0;
  while (g.runner().jumping()) {
    g.step(kStep);
    const Vec2* j = g.runner().joints();
    EXPECT_LT(j[stickman::Hair3].x, j[stickman::Head].x) << "frame " << frames;
    ++frames;
  }
  EXPECT_GT(frames, 60);
}

}  // namespace
