// Drag to solve (SPEC 8.6): a handle of the lab is a setting, so dragging it
// re-solves the legs through the same two-bone IK as the motion, shows at
// once, refuses what is no place, and replays and seeks like any setting.
#include "rigs/common/drag_handle.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "draw_ops.h"
#include "frame_bytes.h"
#include "rigs/front/rig.h"
#include "rigs/stickman/handles.h"
#include "rigs/stickman/moves/gait.h"
#include "rigs/stickman/moves/kata.h"
#include "rigs/stickman/rig.h"
#include "scene_param.h"
#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace sm {
namespace {

using namespace stickman;

constexpr float kTol = 1e-3f;
constexpr float kFrame = 1.0f / 60;

Vec2 joint(const Scene& s, int j) { return s.joints()[j]; }

std::unique_ptr<TimedScene> labAt(double t) {
  auto lab = std::make_unique<TimedScene>(*findScene("lab"));
  EXPECT_TRUE(lab->seek(t));
  return lab;
}

bool drawsAccentEllipse(const Scene& s) {
  bool found = false;
  forEachCommand(s.drawList(), [&](Op op, Style style, std::size_t) { found |= op == Op::Ellipse && style == Style::Accent; });
  return found;
}

TEST(DragHandle, KeepsOffsetsOnTheGridAndRefusesWhatIsNoPlace) {
  EXPECT_EQ(keepHandleOffset(10.03f, 0), 10.0f);
  EXPECT_EQ(keepHandleOffset(-3.97f, 0), -4.0f);
  EXPECT_EQ(keepHandleOffset(kMaxHandleOffset, 0), kMaxHandleOffset);
  for (float bad : {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                    -std::numeric_limits<float>::infinity(), kMaxHandleOffset + 1, -1e30f, 1e9f})
    EXPECT_EQ(keepHandleOffset(bad, 12.5f), 12.5f) << bad;
}

// Every handle of the rig is a pair of settings and a pair of readouts.
TEST(DragHandle, TheLabShowsEachOfTheRigsHandlesAsSettingsAndReadouts) {
  auto lab = findScene("lab")->make();
  for (const HandleNames& h : kHandles) {
    for (const char* name : {h.dx, h.dy}) {
      const Param* p = lab->findParam(name);
      ASSERT_NE(p, nullptr) << name;
      EXPECT_TRUE(p->set) << name;
      EXPECT_EQ(p->get(), 0) << name;
    }
    for (const char* name : {h.x, h.y}) {
      const Param* p = lab->findParam(name);
      ASSERT_NE(p, nullptr) << name;
      EXPECT_FALSE(p->set) << name << " is where the handle is, not a setting";
    }
  }
}

// The foot target moves, the knee re-solves on both bone circles, and the
// foot lands on the target while it is within reach.
TEST(DragHandle, AFootDragMovesTheSolvedKneeWhichStaysOnBothBoneCircles) {
  const auto still = labAt(1.0);
  const Vec2 knee0 = joint(still->scene(), KneeNear);
  for (Vec2 drag : {Vec2{12, -10}, Vec2{0, -20}, Vec2{20, -25}}) {
    const auto lab = labAt(1.0);
    EXPECT_EQ(lab->setParam("footDx", drag.x), drag.x);
    EXPECT_EQ(lab->setParam("footDy", drag.y), drag.y);
    ASSERT_TRUE(lab->seek(1.0));
    const Scene& s = lab->scene();
    const Vec2 hip = joint(s, HipNear), knee = joint(s, KneeNear), foot = joint(s, FootNear);
    const std::string where = std::to_string(drag.x) + "," + std::to_string(drag.y);
    EXPECT_GT(distance(knee, knee0), 1.0f) << where;
    EXPECT_NEAR(distance(hip, knee), kThigh, kTol) << where;
    EXPECT_NEAR(distance(knee, foot), kShin, kTol) << where;
    // Within reach, the foot is where the handle says its target is.
    const Vec2 target{param(s, "footX"), param(s, "footY")};
    EXPECT_LT(distance(foot, target), kTol) << where;
    // The far leg was not asked to move.
    EXPECT_LT(distance(joint(s, FootFar), joint(still->scene(), FootFar)), kTol) << where;
  }
}

TEST(DragHandle, PastReachTheClampIsFlaggedDrawnAndSaid) {
  const auto lab = labAt(1.0);
  EXPECT_FALSE(drawsAccentEllipse(lab->scene()));
  lab->setParam("footDy", 60);  // below the floor, farther than the leg reaches
  ASSERT_TRUE(lab->seek(1.0));
  const Scene& s = lab->scene();
  const Vec2 hip = joint(s, HipNear), knee = joint(s, KneeNear), foot = joint(s, FootNear);
  const Vec2 target{param(s, "footX"), param(s, "footY")};
  EXPECT_NEAR(distance(hip, foot), kLegReach, kTol) << "the foot stops on the reach limit";
  EXPECT_GT(distance(foot, target), 10.0f) << "short of its target";
  EXPECT_NEAR(distance(hip, knee), kThigh, kTol);
  EXPECT_NEAR(distance(knee, foot), kShin, kTol);
  EXPECT_TRUE(drawsAccentEllipse(s)) << "the reach limit turns to the accent";
  EXPECT_NE(lab->status().find("Out of reach"), std::string::npos) << lab->status();

  // The rig's own record says so too.
  Drive d = locomotion(GaitClock{kWalk, kRun}, 0);
  Vec2 offsets[kHandleCount] = {};
  offsets[NearFootHandle] = {0, 60};
  applyHandles(d, offsets, 1);
  LegSolve legs[2];
  legSolves(d, legs);
  EXPECT_TRUE(legs[kNear].clamped());
  EXPECT_FALSE(legs[kFar].clamped());
}

// The hip handle moves the body over the feet: both legs re-solve.
TEST(DragHandle, AHipDragReSolvesBothLegsUnderIt) {
  const auto still = labAt(0.5);
  const auto lab = labAt(0.5);
  lab->setParam("hipDx", -4);
  lab->setParam("hipDy", 10);
  ASSERT_TRUE(lab->seek(0.5));
  const Scene& s = lab->scene();
  EXPECT_NEAR(distance(joint(s, Pelvis), joint(still->scene(), Pelvis) + Vec2{-4, 10}), 0, kTol);
  EXPECT_NEAR(param(s, "hipX"), joint(s, Pelvis).x, kTol);
  EXPECT_NEAR(param(s, "hipY"), joint(s, Pelvis).y, kTol);
  for (int side = kNear; side <= kFar; ++side) {
    EXPECT_GT(distance(joint(s, KneeNear + side), joint(still->scene(), KneeNear + side)), 1.0f);
    EXPECT_NEAR(distance(joint(s, HipNear + side), joint(s, KneeNear + side)), kThigh, kTol);
    EXPECT_NEAR(distance(joint(s, KneeNear + side), joint(s, FootNear + side)), kShin, kTol);
  }
}

// The farthest offsets in every motion: never a NaN in the pose or the drawing.
TEST(DragHandle, NoNanAtTheFarthestOffsetsInAnyMotion) {
  for (float motion = 0; motion < 5; ++motion)
    for (float far : {kMaxHandleOffset, -kMaxHandleOffset}) {
      TimedScene lab(*findScene("lab"));
      lab.setParam("motion", motion);
      for (const HandleNames& h : kHandles) {
        lab.setParam(h.dx, far);
        lab.setParam(h.dy, -far);
      }
      for (int i = 0; i < 120; ++i) lab.buildPose(kFrame);
      const Scene& s = lab.scene();
      for (int j = 0; j < s.jointCount(); ++j) ASSERT_TRUE(isFinite(s.joints()[j])) << motion << " joint " << j;
      for (std::size_t i = 0; i < s.drawList().size(); ++i) ASSERT_TRUE(std::isfinite(s.drawList().data()[i])) << motion;
    }
}

// Moved at the very first moment (no frame played yet), the pose shows it.
TEST(DragHandle, AMoveShowsWithoutAFrameBeingPlayed) {
  TimedScene lab(*findScene("lab"));
  lab.scene().redraw();
  EXPECT_EQ(countOps(lab.scene().drawList(), Op::Ellipse), 0) << "no construction before a move";
  const Vec2 foot0 = joint(lab.scene(), FootNear), pelvis0 = joint(lab.scene(), Pelvis);
  lab.setParam("footDx", -10);
  lab.setParam("hipDy", -5);
  lab.scene().redraw();
  EXPECT_NEAR(joint(lab.scene(), FootNear).x, foot0.x - 10, kTol);
  EXPECT_NEAR(joint(lab.scene(), Pelvis).y, pelvis0.y - 5, kTol);
  EXPECT_FALSE(lab.scene().solveShown());
  EXPECT_GT(countOps(lab.scene().drawList(), Op::Ellipse), 0) << "a moved handle shows the construction";
}

// Drawn mirrored (a kata's turn), each handle still goes where it is pulled
// and the hip's pull leaves the feet where they were.
TEST(DragHandle, HandlesGoWhereTheyArePulledWhenTheFigureFacesBack) {
  const Vec2 pulls[kHandleCount] = {{5, -3}, {-4, 2}, {7, 6}};
  for (float facing : {1.0f, -1.0f}) {
    // As the lab draws a pose: turned about its pelvis.
    const auto drawn = [facing](const Drive& d, Vec2 p) { return Vec2{d.pelvis.x + (p.x - d.pelvis.x) * facing, p.y}; };
    const Drive before = kata(0.3f, 0);
    for (int h = 0; h < kHandleCount; ++h) {
      Vec2 offsets[kHandleCount] = {};
      offsets[h] = pulls[h];
      Drive d = before;
      applyHandles(d, offsets, facing);
      const std::string where = std::string(kHandles[h].says) + " facing " + std::to_string(facing);
      const Vec2 want[] = {offsets[HipHandle], offsets[NearFootHandle], offsets[FarFootHandle]};
      const Vec2 got[] = {drawn(d, d.pelvis) - drawn(before, before.pelvis),
                          drawn(d, d.foot[kNear]) - drawn(before, before.foot[kNear]),
                          drawn(d, d.foot[kFar]) - drawn(before, before.foot[kFar])};
      for (int i = 0; i < 3; ++i) EXPECT_LT(distance(got[i], want[i]), kTol) << where << " part " << i;
    }
  }
}

// The settings of a scene's handles, found as the page finds them: a
// settable nameDx with its nameDy and the readouts nameX and nameY.
std::vector<std::string> handleSettings(const Scene& s) {
  std::vector<std::string> out;
  for (const Param& p : s.params()) {
    const std::string dx = p.name;
    if (dx.size() < 3 || dx.compare(dx.size() - 2, 2, "Dx") != 0 || !p.set) continue;
    const std::string name = dx.substr(0, dx.size() - 2);
    const Param* dy = s.findParam(name + "Dy");
    if (dy && dy->set && s.findParam(name + "X") && s.findParam(name + "Y")) {
      out.push_back(dx);
      out.push_back(name + "Dy");
    }
  }
  return out;
}

class SceneWithHandles : public ::testing::TestWithParam<std::string> {};
INSTANTIATE_TEST_SUITE_P(DragHandle, SceneWithHandles, ::testing::Values("lab", "calisthenics"), testNameOf);

TEST_P(SceneWithHandles, HasAHipAndTwoFootHandles) {
  auto s = findScene(GetParam())->make();
  EXPECT_EQ(handleSettings(*s).size(), 6u);
}

TEST_P(SceneWithHandles, HostileValuesAreRefusedAndChangeNothing) {
  TimedScene scene(*findScene(GetParam()));
  const std::vector<std::string> names = handleSettings(scene.scene());
  ASSERT_FALSE(names.empty());
  scene.setParam(names[0], 14);
  ASSERT_TRUE(scene.seek(0.75));
  const std::string before = frameBytes(scene.scene());
  const float bad[] = {std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                       -std::numeric_limits<float>::infinity(), 1e9f, -1e30f, kMaxHandleOffset + 0.5f};
  for (const std::string& name : names)
    for (float v : bad) {
      const float kept = param(scene.scene(), name.c_str());
      EXPECT_EQ(scene.setParam(name, v), kept) << name << " = " << v;
      EXPECT_EQ(param(scene.scene(), name.c_str()), kept) << name << " = " << v;
    }
  scene.scene().redraw();
  EXPECT_TRUE(frameBytes(scene.scene()) == before);
  ASSERT_TRUE(scene.seek(0.75));
  EXPECT_TRUE(frameBytes(scene.scene()) == before) << "the replay holds only what was kept";
}

// The farthest offsets, each way: never a NaN in the pose or the drawing.
TEST_P(SceneWithHandles, NoNanAtTheFarthestOffsets) {
  for (float far : {kMaxHandleOffset, -kMaxHandleOffset}) {
    TimedScene scene(*findScene(GetParam()));
    for (const std::string& name : handleSettings(scene.scene())) scene.setParam(name, name.back() == 'x' ? far : -far);
    for (int i = 0; i < 120; ++i) scene.buildPose(kFrame);
    const Scene& s = scene.scene();
    for (int j = 0; j < s.jointCount(); ++j) ASSERT_TRUE(isFinite(s.joints()[j])) << far << " joint " << j;
    for (std::size_t i = 0; i < s.drawList().size(); ++i) ASSERT_TRUE(std::isfinite(s.drawList().data()[i])) << far;
  }
}

// A drag is a setting: a seek after it, a step back and forth, and a fresh
// scene given the same settings (a link) all show the very same frame.
TEST_P(SceneWithHandles, ASeekAReplayAndALinkShowTheSameFrame) {
  TimedScene live(*findScene(GetParam()));
  const std::vector<std::string> names = handleSettings(live.scene());
  for (int i = 0; i < 50; ++i) live.buildPose(i % 2 ? 1.0f / 144 : 1.0f / 50);
  const float values[] = {18.5f, -22, 6, 3, -4.25f, 9};
  for (std::size_t i = 0; i < names.size(); ++i) live.setParam(names[i], values[i % 6]);
  for (double t : {1.5, 0.25, 2.0}) {
    ASSERT_TRUE(live.seek(t));
    TimedScene link(*findScene(GetParam()));
    for (std::size_t i = names.size(); i-- > 0;) link.setParam(names[i], values[i % 6]);
    ASSERT_TRUE(link.seek(t));
    EXPECT_TRUE(frameBytes(live.scene()) == frameBytes(link.scene())) << "t = " << t;
    ASSERT_TRUE(live.step(-1));
    ASSERT_TRUE(live.step(1));
    EXPECT_TRUE(frameBytes(live.scene()) == frameBytes(link.scene())) << "a step back and forth, t = " << t;
  }
}

// What the status line says after a drag fits a phone's three lines (about
// 126 characters) in every motion or exercise, a foot and the hip moved past reach.
TEST_P(SceneWithHandles, TheStatusAfterADragFitsThreeLinesOfAPhone) {
  for (float choice = 0; choice < 8; ++choice) {
    TimedScene scene(*findScene(GetParam()));
    scene.setParam(GetParam() == "lab" ? "motion" : "exercise", choice);
    const std::vector<std::string> names = handleSettings(scene.scene());
    scene.setParam(names[0], -14.5f);
    scene.setParam(names[1], 66.5f);
    scene.setParam(names[4], -12.5f);
    scene.setParam(names[5], -60.5f);
    ASSERT_TRUE(scene.seek(0.5));
    const std::string said = scene.status();
    EXPECT_LE(said.size(), 126u) << said;
    EXPECT_NE(said.find("Out of reach"), std::string::npos) << said;
  }
}

// The front view: a foot's mark dragged, the IK foot stays pinned to it and
// the knee re-solves on both bone circles; the hip pulled past reach is held
// back by the legs, which the status says.
TEST(DragHandle, CalisthenicsFeetFollowTheirMarksAndTheHipIsHeldWithinReach) {
  using namespace front;
  TimedScene still(*findScene("calisthenics"));
  ASSERT_TRUE(still.seek(1.0));
  TimedScene moved(*findScene("calisthenics"));
  moved.setParam("leftFootDx", -12);
  moved.setParam("leftFootDy", -6);
  ASSERT_TRUE(moved.seek(1.0));
  const Scene& s = moved.scene();
  EXPECT_LT(distance(joint(s, FootL), joint(still.scene(), FootL) + Vec2{-12, -6}), kTol) << "pinned to the moved mark";
  EXPECT_GT(distance(joint(s, KneeL), joint(still.scene(), KneeL)), 1.0f);
  EXPECT_NEAR(distance(joint(s, HipL), joint(s, KneeL)), front::kThigh, kTol);
  EXPECT_NEAR(distance(joint(s, KneeL), joint(s, FootL)), front::kShin, kTol);
  EXPECT_LT(distance(Vec2{param(s, "leftFootX"), param(s, "leftFootY")}, joint(s, FootL)), kTol);

  TimedScene high(*findScene("calisthenics"));
  high.setParam("hipDy", -60);
  ASSERT_TRUE(high.seek(1.0));
  EXPECT_GT(param(high.scene(), "bodyClamp"), 20);
  for (int side = kLeft; side <= kRight; ++side) {
    EXPECT_NEAR(distance(joint(high.scene(), HipL + side), joint(high.scene(), KneeL + side)), front::kThigh, kTol);
    EXPECT_NEAR(distance(joint(high.scene(), KneeL + side), joint(high.scene(), FootL + side)), front::kShin, kTol);
  }
  EXPECT_NE(high.status().find("Out of reach"), std::string::npos) << high.status();
  EXPECT_NE(high.status().find("Hip moved 60 up."), std::string::npos) << high.status();
}

}  // namespace
}  // namespace sm
