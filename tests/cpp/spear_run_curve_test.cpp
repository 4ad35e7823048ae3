#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "scenes/spear_run/game.h"
#include "scenes/spear_run/rules.h"
#include "spear_run_play.h"

namespace {

using namespace sm::spear_run;
using namespace sm::spear_run::testing;

constexpr int kSeeds = 20;
constexpr double kTenMinutes = 600;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return (v[v.size() / 2] + v[(v.size() - 1) / 2]) / 2;
}

// Always possible: a perfect player lasts ten minutes, through both ramps
// and every pattern, on 20 courses with either runner.
TEST(SpearRunCurve, APerfectPlayerSurvivesTenMinutesOnTwentySeedsWithBothRunners) {
  for (Character ch : kCharacters)
    for (std::uint32_t seed = 1; seed <= kSeeds; ++seed) {
      Kind crash = Kind::Rock;
      const double t = survival(ch, seed, 0, kTenMinutes, &crash);
      EXPECT_GE(t, kTenMinutes - 1e-3) << nameOf(ch) << " seed " << seed << " hit a " << kindName(crash) << " at " << t;
    }
}

// Not too hard for an imperfect one: with 35 ms of timing noise the median
// run lasts 150 s. The whole curve is printed for the record.
TEST(SpearRunCurve, ANoisyPlayersMedianSurvivalIsAtLeast150Seconds) {
  for (Character ch : kCharacters) {
    for (float sigma : {0.025f, 0.035f, 0.05f, 0.07f}) {
      std::vector<double> runs;
      for (std::uint32_t seed = 1; seed <= kSeeds; ++seed) runs.push_back(survival(ch, seed, sigma, kTenMinutes));
      const double m = median(runs);
      std::printf("[ curve    ] %-8s sigma %2.0f ms: median survival %6.1f s (min %.1f, max %.1f)\n", nameOf(ch),
                  static_cast<double>(sigma) * 1000, m, *std::min_element(runs.begin(), runs.end()),
                  *std::max_element(runs.begin(), runs.end()));
      if (sigma == 0.035f) {
        EXPECT_GE(m, 150) << nameOf(ch);
      }
    }
  }
}

// Every kind, including the later ones, is met on a long course.
TEST(SpearRunCurve, EveryPatternAppearsAndOnlyAfterItsTime) {
  Course c;
  c.reset(3);
  int seen[kKindCount] = {};
  int intoTarget = 0;
  double lastJumpedEnd = -1e9;
  for (double d = 0; d < distanceAt(400); d += 300) {
    c.update(d, 0);
    for (const Obstacle& o : c) {
      if (o.at < d - 300 || o.at >= d) continue;  // each obstacle once
      ++seen[static_cast<int>(o.kind)];
      const KindInfo& k = kindInfo(o.kind);
      EXPECT_GE(timeAtDistance(o.at), k.fromSeconds - 1e-3) << k.name;
      EXPECT_EQ(o.lift, k.lift) << k.name;
      if (isTarget(o.kind) && (o.at - lastJumpedEnd) / speedAtDistance(lastJumpedEnd) < kJumpIntoTargetGap + 0.01)
        ++intoTarget;
      if (!isTarget(o.kind)) lastJumpedEnd = o.at + o.w;
    }
  }
  for (int i = 0; i < kKindCount; ++i) EXPECT_GT(seen[i], 0) << kKinds[i].name;
  EXPECT_GT(intoTarget, 3) << "jumps straight into a target";
}

}  // namespace
