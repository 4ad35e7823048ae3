// A game over says how the press that met the crash missed the promise's
// window: late, early, or no press at all, to the step.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "scenes/registry.h"
#include "scenes/spear_run/game.h"
#include "scenes/spear_run/speed.h"
#include "spear_run_play.h"

namespace {

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

// The game after one obstacle of `kind`, its key down `tau` seconds before
// contact (none when `act` is false).
Game after(Character ch, const KindInfo& kind, float tau, bool act = true) {
  Game g;
  playOneObstacle(g, ch, kind.kind, kind.w.max, kind.h.max, speedAt(kind.fromSeconds), tau, act);
  return g;
}

TEST(SpearRunCrashTiming, SaysHowLateEarlyOrMissingThePressWas) {
  int crashes = 0;
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds) {
      const Range w = kind.window;
      // A press 0.06 s short of the window: late by that much.
      Game late = after(ch, kind, w.min - 0.06f);
      if (late.state() == State::Over) {
        ++crashes;
        EXPECT_NEAR(late.crashTiming(), 0.06f, kStep) << nameOf(ch) << " " << kind.name;
      }
      // No key at all.
      Game none = after(ch, kind, 0.6f, false);
      ASSERT_EQ(none.state(), State::Over) << nameOf(ch) << " " << kind.name << " was cleared with no key";
      EXPECT_TRUE(std::isnan(none.crashTiming())) << nameOf(ch) << " " << kind.name;
      // Within the window nothing ends the run (the promise), so nothing is said.
      EXPECT_EQ(after(ch, kind, (w.min + w.max) / 2).state(), State::Running) << nameOf(ch) << " " << kind.name;
    }
  EXPECT_GE(crashes, 2 * 4) << "late presses that crash: too few to check the timing";
}

TEST(SpearRunCrashTiming, AJumpFarTooEarlyIsCalledEarly) {
  for (Character ch : kCharacters) {
    const KindInfo& rock = kindInfo(Kind::Rock);
    Game g = after(ch, rock, 0.95f);
    ASSERT_EQ(g.state(), State::Over) << nameOf(ch);
    EXPECT_NEAR(g.crashTiming(), rock.window.max - 0.95f, kStep) << nameOf(ch);
  }
}

TEST(SpearRunCrashTiming, TheGameOverLineSaysIt) {
  auto scene = sm::findScene("spear-run")->make();
  scene->key("Space", true);  // start
  scene->key("Space", false);
  for (int i = 0; i < 60 * 60 && scene->status().rfind("Game over", 0) != 0; ++i) scene->buildPose(1.0f / 60);
  const std::string said = scene->status();
  ASSERT_EQ(said.rfind("Game over", 0), 0u) << said;
  EXPECT_NE(said.find("; no jump."), std::string::npos) << said;
}

}  // namespace
