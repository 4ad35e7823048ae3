#include "scenes/lab.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "motion/gait.h"
#include "render/frame.h"
#include "motion/scalar.h"
#include "rigs/stickman/rig.h"
#include "rigs/stickman/moves/gait.h"
#include "scenes/registry.h"
#include "scene_param.h"
#include "draw_ops.h"

namespace sm {
namespace {

using namespace stickman;

TEST(Lab, IsRegistered) {
  const SceneInfo* info = findScene("lab");
  ASSERT_NE(info, nullptr);
  EXPECT_STREQ(info->title, "Motion Lab");
  EXPECT_EQ(findScene("nope"), nullptr);
}

TEST(Lab, WalkScrollSpeedMatchesStrideCadenceOverDuty) {
  auto lab = makeLab();
  const float expected = 44 * 1.5f / 0.62f;
  EXPECT_NEAR(param(*lab, "scrollSpeed"), expected, expected * 0.005f);
  for (int i = 0; i < 120; ++i) lab->buildPose(1.0f / 60);
  EXPECT_NEAR(param(*lab, "groundOffset"), expected * 2, expected * 2 * 0.005f);
}

// A planted foot's position plus the ground offset is its place on the ground:
// over a whole stance it must not change.
void expectPlantedFeetStick(Scene& s, float frameDt, float seconds) {
  const int joints[2] = {FootNear, FootFar};
  float anchor[2] = {NAN, NAN};
  float worst = 0;
  int stances = 0;
  for (int f = 0; f < static_cast<int>(seconds / frameDt); ++f) {
    s.buildPose(frameDt);
    const float phase = param(s, "phase");
    const float duty = param(s, "duty");
    for (int side = 0; side < 2; ++side) {
      const float fp = wrap01(phase + 0.5f * side);
      const bool planted = fp < duty - 0.02f && fp > 0.02f;
      const float groundX = s.joints()[joints[side]].x + param(s, "groundOffset");
      if (!planted) {
        anchor[side] = NAN;
      } else if (std::isnan(anchor[side])) {
        anchor[side] = groundX;
        ++stances;
      } else {
        worst = std::fmax(worst, std::fabs(groundX - anchor[side]));
        EXPECT_NEAR(s.joints()[joints[side]].y, 0, 1e-3) << "a planted foot is on the ground";
      }
    }
  }
  EXPECT_GE(stances, 4);
  EXPECT_LT(worst, 0.01f) << "planted foot slid " << worst << " units";
}

TEST(Lab, WalkingFootDoesNotSlide) {
  auto lab = makeLab();
  expectPlantedFeetStick(*lab, 1.0f / 60, 4);
}

TEST(Lab, WalkingFootDoesNotSlideAtOddFrameRates) {
  auto lab = makeLab();
  expectPlantedFeetStick(*lab, 1.0f / 144, 3);
  auto lab2 = makeLab();
  expectPlantedFeetStick(*lab2, 1.0f / 31, 3);
}

TEST(Lab, RunningFootDoesNotSlide) {
  auto lab = makeLab();
  EXPECT_TRUE(lab->key("ArrowRight", true));
  for (int i = 0; i < 120; ++i) lab->buildPose(1.0f / 60);
  EXPECT_NEAR(param(*lab, "scrollSpeed"), 60 * 2.55f / 0.4f, 0.5f);
  expectPlantedFeetStick(*lab, 1.0f / 60, 3);
}

TEST(Lab, BonesKeepTheirLengths) {
  auto lab = makeLab();
  for (int i = 0; i < 300; ++i) {
    lab->buildPose(1.0f / 60);
    if (i == 150) lab->key("ArrowRight", true);
    const Vec2* j = lab->joints();
    for (int side = 0; side < 2; ++side) {
      EXPECT_NEAR(distance(j[HipNear + side], j[KneeNear + side]), kThigh, 1e-3);
      EXPECT_NEAR(distance(j[KneeNear + side], j[FootNear + side]), kShin, 1e-3);
      EXPECT_NEAR(distance(j[ShoulderNear + side], j[ElbowNear + side]), kUpperArm, 1e-3);
      EXPECT_NEAR(distance(j[ElbowNear + side], j[HandNear + side]), kForearm, 1e-3);
      EXPECT_GT(j[KneeNear + side].x, j[HipNear + side].x - 10) << "knees bend forward";
    }
    EXPECT_NEAR(distance(j[Pelvis], j[Chest]), kSpine, 1e-3);
  }
}

TEST(Lab, ArmsSwingOppositeTheirLegs) {
  auto lab = makeLab();
  int opposite = 0, samples = 0;
  for (int i = 0; i < 90; ++i) {
    lab->buildPose(1.0f / 60);
    const Vec2* j = lab->joints();
    const float foot = j[FootNear].x - j[HipNear].x;
    const float hand = j[HandNear].x - j[ShoulderNear].x;
    if (std::fabs(foot) > 10) {
      ++samples;
      opposite += (foot > 0) != (hand > 2);
    }
  }
  EXPECT_GT(samples, 20);
  EXPECT_EQ(opposite, samples);
}

TEST(Lab, BadDtChangesNothing) {
  auto lab = makeLab();
  lab->buildPose(1.0f / 60);
  const float before = param(*lab, "groundOffset");
  const Vec2 foot = lab->joints()[FootNear];
  for (float dt : {NAN, -1.0f, -INFINITY, INFINITY, 0.0f}) {
    lab->buildPose(dt);
    EXPECT_EQ(param(*lab, "groundOffset"), before);
    EXPECT_EQ(lab->joints()[FootNear].x, foot.x);
  }
  lab->buildPose(10);
  EXPECT_NEAR(param(*lab, "groundOffset") - before, param(*lab, "scrollSpeed") / 30, 0.05f) << "capped at 1/30 s";
}

TEST(Lab, KeysStepMotionsAndStatusNamesThem) {
  auto lab = makeLab();
  EXPECT_NE(lab->status().find("walk"), std::string::npos);
  EXPECT_TRUE(lab->key("ArrowRight", true));
  EXPECT_NE(lab->status().find("run"), std::string::npos);
  EXPECT_TRUE(lab->key("ArrowLeft", true));
  EXPECT_NE(lab->status().find("walk"), std::string::npos);
  EXPECT_FALSE(lab->key("KeyQ", true));
  lab->key("ArrowLeft", true);
  EXPECT_NE(lab->status().find("kata"), std::string::npos) << "wraps around";
}

TEST(Lab, MotionParamClampsAndReportsWhatItKept) {
  auto lab = makeLab();
  const Param* m = lab->findParam("motion");
  ASSERT_TRUE(m && m->set);
  EXPECT_EQ(m->set(99), 4);
  EXPECT_EQ(m->set(NAN), 0);
  EXPECT_EQ(m->set(-5), 0);
  EXPECT_FALSE(lab->findParam("scrollSpeed")->set) << "readouts are read-only";
}

TEST(Lab, ResetRestoresTheFirstFrame) {
  auto lab = makeLab();
  lab->buildPose(0);
  std::vector<Vec2> first(lab->joints(), lab->joints() + lab->jointCount());
  lab->key("ArrowRight", true);
  for (int i = 0; i < 50; ++i) lab->buildPose(1.0f / 60);
  lab->reset();
  lab->buildPose(0);
  for (int i = 0; i < lab->jointCount(); ++i) {
    EXPECT_FLOAT_EQ(lab->joints()[i].x, first[i].x);
    EXPECT_FLOAT_EQ(lab->joints()[i].y, first[i].y);
  }
}

TEST(Lab, DrawsAViewGroundAndTheFigure) {
  auto lab = makeLab();
  lab->buildPose(1.0f / 60);
  const DrawList& d = lab->drawList();
  ASSERT_GT(d.size(), 20u);
  EXPECT_EQ(d.data()[0], static_cast<float>(Op::View));
  EXPECT_EQ(d.dropped(), 0u);
  int limbs = 0;
  forEachCommand(d, [&](Op op, Style, std::size_t) { limbs += op == Op::Limb; });
  EXPECT_EQ(limbs, 5) << "four limbs and the torso";
}

// On an upright phone's tall stage (the 3:5 box, 372 x 621 CSS px) the lab
// shows the figure 2.3 times as large as a 16:9 stage of that width, and every
// joint of every motion stays inside what it shows; at 16:9 its height decides.
TEST(Lab, TallFrameShowsEveryMotionWhole) {
  auto lab = makeLab();
  EXPECT_TRUE(lab->tallFrame());
  const Frame tall{372, 621};
  lab->setFrame(tall.w, tall.h);
  lab->buildPose(0);
  const float* view = findOp(lab->drawList(), Op::View);
  ASSERT_NE(view, nullptr);
  const Vec2 centre{view[1], view[2]};
  const float s = viewScale(view[3], view[4], tall);
  EXPECT_NEAR(s / viewScale(view[3], view[4], Frame{372, 209}), 2.3f, 0.05f);
  EXPECT_EQ(viewScale(view[3], view[4], kDefaultFrame), viewScale(0, view[4], kDefaultFrame)) << "16:9: the height decides";
  const Rect seen = visibleRect(centre, s, tall);
  for (int m = 0; m < 5; ++m) {
    lab->findParam("motion")->set(static_cast<float>(m));
    for (int i = 0; i < 600; ++i) {
      lab->buildPose(1.0f / 60);
      for (int j = 0; j < lab->jointCount(); ++j) {
        const Vec2 p = lab->joints()[j];
        ASSERT_TRUE(p.x > seen.x0 && p.x < seen.x1 && p.y > seen.y0 && p.y < seen.y1)
            << "motion " << m << " joint " << lab->jointNames()[j] << " at " << p.x << ", " << p.y << " frame " << i;
      }
    }
  }
}

}  // namespace
}  // namespace sm
