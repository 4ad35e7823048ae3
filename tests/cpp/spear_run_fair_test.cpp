#include <gtest/gtest.h>

#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "spear_run_play.h"

namespace {

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

constexpr int kPhases = 8;
constexpr float kSpeeds[] = {kStartSpeed, kTopSpeed};

// The promise in rules.h, for both runners at every stride phase: a jump
// kJumpWindowFrom..kJumpWindowTo before contact clears the largest rock and hurdle.
TEST(SpearRunFair, TheJumpWindowHoldsAtEveryGaitPhaseForBothRunners) {
  int trials = 0;
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds) {
      if (kind.family != Family::Jumped) continue;
      for (float v : kSpeeds)
        for (int ph = 0; ph < kPhases; ++ph)
          for (float tau = kJumpWindowFrom; tau <= kJumpWindowTo + 1e-4f; tau += 0.01f) {
            ++trials;
            EXPECT_TRUE(oneObstacle(ch, kind.kind, kind.w.max, kind.h.max, v, tau, true, ph / float(kPhases)).survived)
                << nameOf(ch) << " " << kind.name << " at " << v << ", phase " << ph << "/8, jump " << tau << " s before";
          }
    }
  EXPECT_GT(trials, 900);
}

TEST(SpearRunFair, TheThrustWindowHoldsAtEveryGaitPhaseForBothRunners) {
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds) {
      if (kind.family != Family::Target) continue;
      for (float v : kSpeeds)
        for (int ph = 0; ph < kPhases; ++ph)
          for (float tau = kThrustWindowFrom; tau <= kThrustWindowTo + 1e-4f; tau += 0.03f) {
            const Trial t = oneObstacle(ch, kind.kind, kind.w.max, kind.h.max, v, tau, true, ph / float(kPhases));
            EXPECT_TRUE(t.survived && t.hits == 1)
                << nameOf(ch) << " " << kind.name << " at " << v << ", phase " << ph << "/8, thrust " << tau << " s before";
          }
    }
}

// Outside the window something fails: the window is not wider than promised
// by accident of a huge jump (a jump far too early lands on the obstacle).
TEST(SpearRunFair, AJumpFarTooEarlyOrLateCrashes) {
  for (Character ch : kCharacters)
    for (float v : kSpeeds) {
      EXPECT_FALSE(oneObstacle(ch, Kind::Rock, 64, 40, v, 0.9f, true, 0).survived) << nameOf(ch) << " early";
      EXPECT_FALSE(oneObstacle(ch, Kind::Hurdle, 30, 60, v, 0.0f, true, 0).survived) << nameOf(ch) << " late";
    }
}

}  // namespace
