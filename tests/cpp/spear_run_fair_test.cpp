#include <gtest/gtest.h>

#include <vector>

#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"
#include "spear_run_play.h"

namespace {

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

constexpr int kPhases = 8;
// The slowest a kind is met at (its first appearance on the speed curve) and the top.
std::vector<float> speedsOf(const KindInfo& k) { return {speedAt(k.fromSeconds), kCruiseSpeed, kTopSpeed}; }

// The promise in the kind table, for both runners at every stride phase and
// every speed the kind is met at: a jump in its window clears the largest of it.
TEST(SpearRunFair, TheJumpWindowHoldsAtEveryGaitPhaseForBothRunners) {
  int trials = 0;
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds) {
      if (kind.family != Family::Jumped) continue;
      for (float v : speedsOf(kind))
        for (int ph = 0; ph < kPhases; ++ph)
          for (float tau = kind.window.min; tau <= kind.window.max + 1e-4f; tau += 0.01f) {
            ++trials;
            EXPECT_TRUE(oneObstacle(ch, kind.kind, kind.w.max, kind.h.max, v, tau, true, ph / float(kPhases)).survived)
                << nameOf(ch) << " " << kind.name << " at " << v << ", phase " << ph << "/8, jump " << tau << " s before";
          }
    }
  EXPECT_GT(trials, 2000);
}

TEST(SpearRunFair, TheThrustWindowHoldsAtEveryGaitPhaseForBothRunners) {
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds) {
      if (kind.family != Family::Target) continue;
      for (float v : speedsOf(kind))
        for (int ph = 0; ph < kPhases; ++ph)
          for (float tau = kind.window.min; tau <= kind.window.max + 1e-4f; tau += 0.03f) {
            const Trial t = oneObstacle(ch, kind.kind, kind.w.max, kind.h.max, v, tau, true, ph / float(kPhases), kind.lift);
            EXPECT_TRUE(t.survived && t.hits == 1)
                << nameOf(ch) << " " << kind.name << " at " << v << ", phase " << ph << "/8, thrust " << tau << " s before";
          }
    }
}

// Outside the window something fails: the window is not wider than promised
// by accident of a huge jump (a jump far too early lands on the obstacle).
TEST(SpearRunFair, AJumpFarTooEarlyOrLateCrashes) {
  for (Character ch : kCharacters)
    for (float v : {kStartSpeed, kTopSpeed}) {
      EXPECT_FALSE(oneObstacle(ch, Kind::Rock, 64, 40, v, 0.9f, true, 0).survived) << nameOf(ch) << " early";
      EXPECT_FALSE(oneObstacle(ch, Kind::Hurdle, 30, 60, v, 0.0f, true, 0).survived) << nameOf(ch) << " late";
    }
}

}  // namespace
