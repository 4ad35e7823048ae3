#include "rigs/rex/sprite.h"

#include <gtest/gtest.h>

#include <cmath>

#include "scenes/spear_run/rex_runner.h"
#include "scenes/spear_run/rules.h"

namespace sm {
namespace {

using namespace rex;

// At a few pixels tall one pixel is about 5 lab units: the parts that make
// the rex a rex must be at least that big in the sprite, and bigger than in
// the lab where they are drawn large.
TEST(RexSprite, EyeTailAndCutStayVisibleAtGameSize) {
  constexpr float kPixel = 5;
  EXPECT_GE(2 * kSpriteLook.eyeRy, 1.5f * kPixel);
  EXPECT_GT(kSpriteLook.eyeRx, kLabLook.eyeRx * 2);
  EXPECT_GE(kSpriteLook.spineUp[0] + kSpriteLook.spineDown[0], kPixel);
  EXPECT_GE(kSpriteLook.leg[3][1], kPixel);  // toe tip
  EXPECT_GE(kSpriteLook.finger, 0.75f * kPixel);
  EXPECT_GE(2 * kSpriteLook.cut, kPixel);
  EXPECT_EQ(kLabLook.cut, 0) << "the lab's look is unchanged: no cuts";
}

TEST(RexSprite, PlaceScalesEveryWidth) {
  RexDrive d;
  RexPose p;
  solve(d, p);
  RexFlesh f;
  buildFlesh(p, f, kSpriteLook);
  const RexFlesh before = f;
  place(f, {10, 20}, 0.5f);
  EXPECT_FLOAT_EQ(f.eyeRx, before.eyeRx * 0.5f);
  EXPECT_FLOAT_EQ(f.eyeRy, before.eyeRy * 0.5f);
  EXPECT_FLOAT_EQ(f.cut, before.cut * 0.5f);
  EXPECT_FLOAT_EQ(f.fingerWidth, before.fingerWidth * 0.5f);
  EXPECT_FLOAT_EQ(f.eye.x, 10 + before.eye.x * 0.5f);
  EXPECT_FLOAT_EQ(f.eye.y, 20 + before.eye.y * 0.5f);
}

// The game's rex never lifts a knee over its back, running or jumping: at
// game size a swinging knee above the back reads as a hump. The sprite's back
// stands 29 lab units over the pelvis; the knee's flesh and cut reach 16.5
// above the knee.
TEST(RexSprite, GameRexKeepsItsKneesUnderItsBack) {
  constexpr float kMaxKneeRise = 6 * spear_run::kRexScale;
  for (float speed : {spear_run::kStartSpeed, spear_run::kTopSpeed}) {
    auto r = spear_run::makeRexRunner();
    r->stand();
    float worst = -1e9f;
    for (int i = 0; i < 600; ++i) {
      if (i % 150 == 60) r->jump();
      r->step(1.0f / 120, speed, 1);
      const Vec2* j = r->joints();
      for (int knee : {KneeNear, KneeFar}) worst = std::fmax(worst, j[Pelvis].y - j[knee].y);
    }
    EXPECT_LE(worst, kMaxKneeRise) << "speed " << speed;
  }
}

}  // namespace
}  // namespace sm
