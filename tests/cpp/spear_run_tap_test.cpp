#include <gtest/gtest.h>

#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "scenes/spear_run/speed.h"
#include "spear_run_play.h"

namespace {

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

// The presses a person makes: quick taps, a tap, a firm tap, and a hold.
constexpr float kPresses[] = {0.06f, 0.1f, 0.13f, kHeld};
constexpr int kPhases = 16;

// The promise is about when the key goes down, not how long it stays down:
// a press of any length at either end (or the middle) of a kind's window
// clears the largest of that kind, for both runners, at every stride phase,
// at the speed the kind is first met and at the top speed.
TEST(SpearRunTap, TheJumpWindowHoldsForAPressOfAnyLength) {
  int trials = 0, failed = 0;
  for (Character ch : kCharacters)
    for (const KindInfo& kind : kKinds) {
      if (kind.family != Family::Jumped) continue;
      const Range w = kind.window;
      for (float v : {speedAt(kind.fromSeconds), kTopSpeed})
        for (float press : kPresses)
          for (float tau : {w.min, (w.min + w.max) / 2, w.max})
            for (int ph = 0; ph < kPhases; ++ph) {
              ++trials;
              const bool ok = oneObstacle(ch, kind.kind, kind.w.max, kind.h.max, v, tau, true, ph / float(kPhases),
                                          0, press)
                                  .survived;
              if (!ok && ++failed <= 40)
                ADD_FAILURE() << nameOf(ch) << " " << kind.name << " at " << v << ", phase " << ph << "/" << kPhases
                              << ", jump " << tau << " s before, key down " << press << " s";
            }
    }
  EXPECT_EQ(failed, 0) << "of " << trials;
  EXPECT_GE(trials, 2 * 4 * 2 * 4 * 3 * kPhases);
}

}  // namespace
