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

// Neither endless nor too hard for an imperfect one: with 35 ms of timing
// noise the median run of 40 lasts 150 to 400 s with either runner, and past
// five minutes no one kind ends more than 40% of the runs of both (the late
// game keeps changing what comes; tests/tools/spear_run_survival prints the
// table per runner).
TEST(SpearRunCurve, ANoisyPlayerLasts150To400SecondsAndNoKindEndsMostLateRuns) {
  constexpr int kRuns = 40;
  constexpr double kLate = 300;
  int late[kKindCount] = {}, lateAll = 0;
  for (Character ch : kCharacters) {
    std::vector<double> runs;
    for (std::uint32_t seed = 1; seed <= kRuns; ++seed) {
      Kind crash = Kind::Rock;
      const double t = survival(ch, seed, 0.035f, kTenMinutes, &crash);
      runs.push_back(t);
      if (t > kLate && t < kTenMinutes - 1e-3) {
        ++late[static_cast<int>(crash)];
        ++lateAll;
      }
    }
    const double m = median(runs);
    std::printf("[ curve    ] %-8s sigma 35 ms: median survival %6.1f s\n", nameOf(ch), m);
    EXPECT_GE(m, 150) << nameOf(ch);
    EXPECT_LE(m, 400) << nameOf(ch);
  }
  EXPECT_GE(lateAll, 16) << "too few late deaths to judge";
  for (int k = 0; k < kKindCount; ++k)
    EXPECT_LE(late[k] * 10, lateAll * 4) << kKinds[k].name << " ends " << late[k] << " of " << lateAll
                                        << " runs past five minutes";
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
