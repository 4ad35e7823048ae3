#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>

#include "motion/scalar.h"
#include "rigs/stickman/moves/kata.h"
#include "rigs/stickman/rig.h"
#include "scenes/lab.h"
#include "scene_param.h"

namespace sm {
namespace {

using namespace stickman;

constexpr int kMotions = 5;
const char* const kNames[kMotions] = {"walk", "run", "throw", "jump", "kata"};
// Long enough to cover each motion's whole cycle (the kata is the longest).
constexpr float kCycle[kMotions] = {1 / 1.5f, 1 / 2.55f, 1.8f, 1.5f, 19};
constexpr float kFrame = 1.0f / 60;

std::unique_ptr<Scene> labIn(int motion, float settle = 2) {
  auto lab = makeLab();
  lab->findParam("motion")->set(static_cast<float>(motion));
  for (int i = 0; i < static_cast<int>(settle / kFrame); ++i) lab->buildPose(kFrame);
  return lab;
}

using PerJoint = std::array<float, kJointCount>;

PerJoint steadyMoves(int motion) {
  auto lab = labIn(motion);
  PerJoint most{};
  Vec2 prev[kJointCount];
  for (int j = 0; j < kJointCount; ++j) prev[j] = lab->joints()[j];
  for (int f = 0; f < static_cast<int>(std::fmax(kCycle[motion], 2) / kFrame) + 2; ++f) {
    lab->buildPose(kFrame);
    for (int j = 0; j < kJointCount; ++j) {
      most[j] = std::fmax(most[j], distance(prev[j], lab->joints()[j]));
      prev[j] = lab->joints()[j];
    }
  }
  return most;
}

TEST(LabMotions, NoSwitchPopsBetweenAnyTwoMotionsAtAnyMoment) {
  PerJoint steady[kMotions];
  for (int m = 0; m < kMotions; ++m) steady[m] = steadyMoves(m);
  for (int a = 0; a < kMotions; ++a) {
    for (int b = 0; b < kMotions; ++b) {
      if (a == b) continue;
      for (int k = 0; k < 20; ++k) {
        auto lab = labIn(a, 2 + kCycle[a] * static_cast<float>(k) / 20);
        Vec2 prev[kJointCount];
        for (int j = 0; j < kJointCount; ++j) prev[j] = lab->joints()[j];
        lab->findParam("motion")->set(static_cast<float>(b));
        float worstRatio = 0;
        int worstJoint = 0;
        for (int f = 0; f < 90; ++f) {
          lab->buildPose(kFrame);
          for (int j = 0; j < kJointCount; ++j) {
            const float move = distance(prev[j], lab->joints()[j]);
            const float limit = 1.5f * std::fmax(steady[a][j], steady[b][j]);
            if (move / limit > worstRatio) worstRatio = move / limit, worstJoint = j;
            prev[j] = lab->joints()[j];
          }
        }
        EXPECT_LE(worstRatio, 1) << kNames[a] << " -> " << kNames[b] << " at moment " << k << ": "
                                 << kJointNames[worstJoint] << " moved " << worstRatio << "x its limit";
      }
    }
  }
}

TEST(LabMotions, ScrollMatchesStrideCadenceOverDutyInWalkRunAndBlends) {
  auto lab = labIn(0);
  lab->key("ArrowRight", true);
  int blends = 0;
  for (int f = 0; f < 135; ++f) {
    lab->buildPose(kFrame);
    const float expected = param(*lab, "stride") * param(*lab, "cadence") / param(*lab, "duty");
    EXPECT_NEAR(param(*lab, "scrollSpeed"), expected, expected * 0.005f);
    const float gait = param(*lab, "gait");
    blends += gait > 0.05f && gait < 0.95f;
  }
  EXPECT_GT(blends, 10) << "the walk->run blend was sampled";
  EXPECT_NEAR(param(*lab, "scrollSpeed"), 60 * 2.55f / 0.4f, 383 * 0.005f);
}

TEST(LabMotions, TheGroundStopsForThrowJumpAndKata) {
  for (int m = 2; m < kMotions; ++m) {
    auto lab = labIn(m);
    const float offset = param(*lab, "groundOffset");
    lab->buildPose(kFrame);
    EXPECT_EQ(param(*lab, "scrollSpeed"), 0) << kNames[m];
    EXPECT_EQ(param(*lab, "groundOffset"), offset) << kNames[m];
  }
}

// Over every stance, a planted foot keeps its place on the ground (its x plus
// how far the ground has travelled), also while the ground eases to a stop.
float worstSlip(Scene& s, int frames, int* stances) {
  float anchor[2] = {NAN, NAN}, worst = 0;
  for (int f = 0; f < frames; ++f) {
    s.buildPose(kFrame);
    if (param(s, "fade") > 0 && param(s, "fade") < 1) break;
    const float phase = param(s, "phase"), duty = param(s, "duty");
    for (int side = 0; side < 2; ++side) {
      const float fp = wrap01(phase + 0.5f * static_cast<float>(side));
      const float groundX = s.joints()[FootNear + side].x + param(s, "groundOffset");
      if (!(fp < duty - 0.02f && fp > 0.02f)) {
        anchor[side] = NAN;
      } else if (std::isnan(anchor[side])) {
        anchor[side] = groundX, ++*stances;
      } else {
        worst = std::fmax(worst, std::fabs(groundX - anchor[side]));
      }
    }
  }
  return worst;
}

TEST(LabMotions, PlantedFeetDoNotSlideInWalkRunOrWhileTheGroundStops) {
  for (int m = 0; m < 2; ++m) {
    auto lab = labIn(m);
    int stances = 0;
    EXPECT_LT(worstSlip(*lab, 240, &stances), 0.01f) << kNames[m];
    EXPECT_GE(stances, 4);
    if (m == 0) continue;
    lab->key("ArrowRight", true);  // run to throw: the ground eases to a stop
    stances = 0;
    EXPECT_LT(worstSlip(*lab, 60, &stances), 0.01f) << kNames[m] << " and on";
  }
}

TEST(LabMotions, HairKeepsItsSpacingStreamsBackInTheRunAndHangsInTheWalk) {
  for (int m = 0; m < kMotions; ++m) {
    auto lab = labIn(m, 4);  // past the 2 s walk->run blend and the wind's lag
    for (int f = 0; f < 135; ++f) {
      lab->buildPose(kFrame);
      const Vec2* j = lab->joints();
      for (int i = 0; i < 3; ++i) EXPECT_NEAR(distance(j[Hair0 + i], j[Hair1 + i]), 9, 0.05f) << kNames[m];
      if (m == 0) {
        EXPECT_GT(j[Hair3].y - j[Hair0].y, 20) << "hangs in the walk";
        EXPECT_LT(std::fabs(j[Hair3].x - j[Hair0].x), j[Hair3].y - j[Hair0].y);
      }
      if (m == 1) {
        EXPECT_LT(j[Hair3].x, j[Head].x - kHeadR - 12) << "streams back in the run";
        EXPECT_GT(j[Hair0].x - j[Hair3].x, std::fabs(j[Hair3].y - j[Hair0].y));
      }
    }
  }
}

TEST(LabMotions, EachMotionMovesAndIsNamed) {
  auto lab = makeLab();
  for (int m = 1; m <= kMotions; ++m) {
    ASSERT_TRUE(lab->key("ArrowRight", true));
    EXPECT_NE(lab->status().find(kNames[m % kMotions]), std::string::npos) << lab->status();
    for (int f = 0; f < 60; ++f) lab->buildPose(kFrame);
    const Vec2 a = lab->joints()[HandNear];
    for (int f = 0; f < 60; ++f) lab->buildPose(kFrame);
    EXPECT_GT(distance(a, lab->joints()[HandNear]), 1) << kNames[m % kMotions];
  }
  lab->findParam("motion")->set(4);
  EXPECT_NE(lab->description().find("form 1 of 17"), std::string::npos) << lab->description();
}

TEST(LabMotions, AnHourOfRandomSwitchesAtRandomDtStaysFiniteAndOnStage) {
  auto lab = makeLab();
  std::mt19937 rng(1234);
  std::uniform_real_distribution<float> dt(0, 0.05f), chance(0, 1);
  double t = 0;
  float worstX = 0, top = 0, bottom = 0;
  bool finite = true;
  while (t < 3600) {
    const float h = dt(rng);
    t += h;
    if (chance(rng) < 0.01f) lab->key(chance(rng) < 0.5f ? "ArrowLeft" : "ArrowRight", true);
    if (chance(rng) < 0.002f) lab->findParam("motion")->set(chance(rng) * 6 - 1);
    lab->buildPose(chance(rng) < 0.001f ? NAN : h);
    for (int j = 0; j < kJointCount; ++j) {
      const Vec2 p = lab->joints()[j];
      finite = finite && isFinite(p);
      worstX = std::fmax(worstX, std::fabs(p.x));
      top = std::fmin(top, p.y);
      bottom = std::fmax(bottom, p.y);
    }
  }
  EXPECT_TRUE(finite);
  EXPECT_LT(worstX, 200) << "the stage is about 440 units high and wider than that";
  EXPECT_GT(top, -380) << "the view spans y -380..60";
  EXPECT_LT(bottom, 10);
}

}  // namespace
}  // namespace sm

namespace sm {
namespace {

// The kata's pivot turn, seen on the stage: the figure faces -x (its pose
// mirrored about the pelvis, knees and spear pointing back) and swings round
// to it and back, no joint moving further in a frame than the kata's own moves.
TEST(LabMotions, KataPivotTurnFacesBackAndTurnsWithoutAPop) {
  using namespace stickman;
  const KataForm& pivot = kKata[11];
  auto lab = makeLab();
  lab->findParam("motion")->set(4);
  float worstMove = 0, worstTurnMove = 0;
  bool facedBack = false;
  Vec2 prev[kJointCount];
  for (int j = 0; j < kJointCount; ++j) prev[j] = lab->joints()[j];
  for (int f = 0; f < static_cast<int>(kKataSeconds * 60); ++f) {
    lab->buildPose(1.0f / 60);
    const float t = param(*lab, "motionTime");
    const Vec2* p = lab->joints();
    float most = 0;
    for (int j = 0; j < kJointCount; ++j) most = std::fmax(most, distance(prev[j], p[j]));
    const bool turning = t > kKata[10].t && t < kKata[12].t;
    (turning ? worstTurnMove : worstMove) = std::fmax(turning ? worstTurnMove : worstMove, most);
    if (t > pivot.t + 0.1f * pivot.hold && t < pivot.t + 0.9f * pivot.hold) {
      // Solved facing +x a knee sits ahead of its hip; turned round, behind it.
      EXPECT_LT(p[KneeNear].x, p[HipNear].x) << "at " << t * kKataSeconds << " s";
      facedBack = true;
    }
    for (int j = 0; j < kJointCount; ++j) prev[j] = p[j];
  }
  EXPECT_TRUE(facedBack);
  EXPECT_LT(worstTurnMove, 1.5f * worstMove) << "the turn moves no joint faster than the forms do";
}

}  // namespace
}  // namespace sm

namespace sm {
namespace {

// Walk to run and back: the 2 s blend changes stride, duty and lean under a
// planted foot, and still no planted foot slides.
TEST(LabMotions, PlantedFeetDoNotSlideWhileWalkAndRunBlend) {
  auto lab = labIn(0);
  float worst = 0;
  for (const char* key : {"ArrowRight", "ArrowLeft"}) {  // walk -> run, run -> walk
    lab->key(key, true);
    lab->key(key, false);
    int stances = 0;
    const float slip = worstSlip(*lab, 150, &stances);
    EXPECT_GE(stances, 4) << key;
    EXPECT_LT(slip, 0.05f) << key;
    worst = std::fmax(worst, slip);
  }
  std::printf("worst planted-foot slip in a walk<->run blend: %.3f\n", worst);
}

}  // namespace
}  // namespace sm
