// The solve layer draws what the legs were solved from: its construction must
// agree with the pose the figure shows, in every rig and through every map
// the drawing applies (a jump's squash, a kata's turn, a walker's size).
#include "rigs/common/solve_layer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "draw_ops.h"
#include "motion/gait.h"
#include "motion/leg_solve.h"
#include "rigs/front/rig.h"
#include "rigs/front/routine.h"
#include "rigs/stickman/moves/gait.h"
#include "rigs/stickman/moves/jump.h"
#include "rigs/stickman/moves/kata.h"
#include "rigs/stickman/rig.h"
#include "rigs/walker/rig.h"
#include "scenes/registry.h"
#include "scenes/timed_scene.h"

namespace sm {
namespace {

constexpr float kTol = 1e-3f;

// On the ellipse (a circle unless the drawing squashed it) of radii rx, ry about c.
float offEllipse(Vec2 p, Vec2 c, float rx, float ry) {
  const Vec2 d = p - c;
  return std::fabs(std::sqrt(d.x * d.x / (rx * rx) + d.y * d.y / (ry * ry)) - 1) * std::fmax(rx, ry);
}

// The reflection of p across the line through a and b.
Vec2 mirror(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 along = (b - a) * (1 / distance(a, b));
  const Vec2 d = p - a;
  return a + along * (2 * dot(d, along)) - d;
}

// Every check the layer's construction owes the pose: the knee drawn is the
// pose's, on both bone circles, and the rejected knee is its mirror.
void expectAgrees(const LegSolve& leg, Vec2 hip, Vec2 knee, Vec2 foot, const std::string& where) {
  SCOPED_TRACE(where);
  ASSERT_TRUE(leg.ik);
  const SolveMarks m = solveMarks(leg);
  EXPECT_LT(distance(m.hip, hip), kTol);
  EXPECT_LT(distance(m.knee, knee), kTol);
  EXPECT_LT(distance(m.foot, foot), kTol);
  EXPECT_LT(offEllipse(m.knee, m.hip, m.thighRx, m.thighRy), kTol);
  EXPECT_LT(offEllipse(m.knee, m.foot, m.shinRx, m.shinRy), kTol);
  // The mirror in the solved space: the drawing's map is per axis, so it is
  // checked before the map and the map applied after.
  const TwoBoneIk chain = leg.chain();
  const Vec2 expected = mirror(chain.joint(), leg.hip, chain.end());
  EXPECT_LT(distance(leg.rejectedKnee(), expected), kTol);
  EXPECT_LT(distance(m.rejected, leg.drawn(expected)), kTol);
  EXPECT_GT(distance(m.rejected, m.knee), 1.0f) << "a bent leg's two knees are apart";
  EXPECT_TRUE(std::isfinite(m.rejected.x) && std::isfinite(m.rejected.y));
}

// The record of a Drive's legs against the pose solve() makes of it.
void expectStickmanAgrees(const stickman::Drive& d, const std::string& where) {
  using namespace stickman;
  Pose p;
  solve(d, p);
  LegSolve legs[2];
  legSolves(d, legs);
  for (int s = kNear; s <= kFar; ++s)
    expectAgrees(legs[s], p[HipNear + s], p[KneeNear + s], p[FootNear + s], where + " side " + std::to_string(s));
}

TEST(SolveLayer, StickmanWalkRunJumpAndKataAgreeWithThePose) {
  using namespace stickman;
  GaitClock clock{kWalk, kRun};
  for (int blend = 0; blend <= 1; ++blend) {
    clock.reset(static_cast<float>(blend));
    for (int i = 0; i < 60; ++i) {
      clock.advance(1.0f / 60);
      expectStickmanAgrees(locomotion(clock, 0), "gait " + std::to_string(blend) + " frame " + std::to_string(i));
    }
  }
  for (int i = 0; i <= 40; ++i) {
    // Squashed: the circles become ellipses.
    expectStickmanAgrees(jump(static_cast<float>(i) / 40, 0), "jump " + std::to_string(i));
    expectStickmanAgrees(kata(static_cast<float>(i) / 40, 0), "kata " + std::to_string(i));
  }
}

TEST(SolveLayer, ASquashedLegDrawsItsBoneCirclesAsEllipses) {
  using namespace stickman;
  LegSolve legs[2];
  legSolves(jump(0.2f, 0), legs);  // the crouch: sy 0.84
  EXPECT_NE(legs[kNear].scale.y, 1);
  const SolveMarks m = solveMarks(legs[kNear]);
  EXPECT_NE(m.thighRx, m.thighRy);
}

TEST(SolveLayer, ClampIsFlaggedExactlyWhenTheTargetIsOutOfReach) {
  const Vec2 hip{0, 0};
  for (float d = 60; d <= 90; d += 0.25f) {
    LegSolve leg{hip, Vec2{0.6f, 0.8f} * d, stickman::kThigh, stickman::kShin, stickman::kLegReach, -1};
    leg.ik = true;
    EXPECT_EQ(leg.clamped(), d > stickman::kLegReach) << d;
    // Past reach the foot stops on the limit, short of the target.
    if (leg.clamped()) {
      EXPECT_NEAR(distance(hip, leg.chain().end()), stickman::kLegReach, kTol);
    } else {
      EXPECT_LT(distance(leg.chain().end(), leg.target), kTol);
    }
  }
  // Without a pull-back the solver's own limit is the reach.
  LegSolve free{hip, {0, 73.995f}, 37, 37};
  EXPECT_TRUE(free.clamped());
  free.target = {0, 73.98f};
  EXPECT_FALSE(free.clamped());
}

TEST(SolveLayer, NoNanForAnyTarget) {
  const float bad[] = {0, 1e-9f, 1e9f, -1e9f};
  for (float x : bad)
    for (float y : bad) {
      LegSolve leg{{0, 0}, {x, y}, 37, 37, 72.5f};
      leg.ik = true;
      const SolveMarks m = solveMarks(leg);
      EXPECT_TRUE(std::isfinite(m.knee.x) && std::isfinite(m.knee.y) && std::isfinite(m.rejected.x) &&
                  std::isfinite(m.rejected.y));
    }
}

TEST(SolveLayer, WalkerLegsAgreeWithThePoseAtAnySizeAndFacing) {
  using namespace walker;
  Walker w;
  w.origin = {200, 240};
  w.scale = 0.8f;
  w.reset();
  for (int i = 0; i < 90; ++i) {
    if (i == 30) w.turn();  // through a turn the drawing's x scale passes 0
    w.advance(1.0f / 60);
    if (std::fabs(w.facing) < 0.05f) continue;
    for (int s = kNear; s <= kFar; ++s) {
      const LegSolve& leg = w.leg(s);
      expectAgrees(leg, w[Pelvis], w[KneeNear + s], w[AnkleNear + s], "walker frame " + std::to_string(i));
      EXPECT_FLOAT_EQ(leg.phase, w.legPhase(s));
    }
  }
}

TEST(SolveLayer, FrontLegsAgreeWhenTheKneesPointOneWay) {
  using namespace front;
  for (float knees : {1.0f, -1.0f}) {
    Drive d;
    d.pelvis.y += 8;  // a knee bend
    d.knees = knees;
    Pose p;
    solve(d, Legs::Ik, p);
    for (int s = kLeft; s <= kRight; ++s)
      expectAgrees(p.leg[s], p[HipL + s], p[KneeL + s], p[FootL + s], "front side " + std::to_string(s));
    solve(d, Legs::Fk, p);
    EXPECT_FALSE(p.leg[kLeft].ik) << "FK legs are not solved, so the layer has nothing to draw";
  }
}

// The switch: a key like any other for the page, but a view setting for the
// timeline, so a seek keeps it and the status line says what it shows.
TEST(SolveLayer, TheKeyShowsTheLayerInEveryStickmanSceneAndASeekKeepsIt) {
  for (const char* id : {"lab", "walk-01", "walk-02", "walk-05", "walk-09", "calisthenics", "rex-lab"}) {
    SCOPED_TRACE(id);
    TimedScene t(*findScene(id));
    t.buildPose(0.2f);
    const DrawList& d = t.scene().drawList();
    const std::vector<float> off(d.data(), d.data() + d.size());
    const int ellipses = countOps(d, Op::Ellipse);
    ASSERT_TRUE(t.key("KeyS", true));
    t.key("KeyS", false);
    EXPECT_NE(t.status().find("Solve shown"), std::string::npos);
    t.scene().redraw();
    EXPECT_GE(countOps(d, Op::Ellipse), ellipses + 4) << "two bone circles per leg";
    ASSERT_TRUE(t.key("KeyS", true));
    EXPECT_EQ(t.status(), "Solve hidden.");
    t.scene().redraw();
    EXPECT_EQ(std::vector<float>(d.data(), d.data() + d.size()), off) << "hidden again, the frame is as it was";

    t.key("KeyS", true);
    t.buildPose(0.3f);
    t.seek(0.1);
    EXPECT_TRUE(t.scene().solveShown()) << "a seek rebuilds the scene; the layer stays on";
    ASSERT_TRUE(t.key(t.scene().bindings()[0].codes[0], true));
    EXPECT_EQ(t.status().find("Solve"), std::string::npos) << "the next key's news is the scene's again";
  }
}

// The reach limit drawn in the accent: the clamp biting, in a list recorded
// with the layer on.
bool clampShown(const DrawList& d) {
  bool shown = false;
  forEachCommand(d, [&](Op op, Style s, std::size_t) { shown |= op == Op::Ellipse && s == Style::Accent; });
  return shown;
}

TEST(SolveLayer, TheLabsJumpShowsTheClampAtTakeOffAndLandingAndTheWalkNever) {
  TimedScene t(*findScene("lab"));
  t.key("KeyS", true);
  int walkClamped = 0, jumpClamped = 0;
  for (int i = 0; i < 120; ++i) {
    t.buildPose(1.0f / 60);
    walkClamped += clampShown(t.scene().drawList());
  }
  for (int i = 0; i < 3; ++i) t.key("ArrowRight", true);
  for (int i = 0; i < 300; ++i) {
    t.buildPose(1.0f / 60);
    jumpClamped += clampShown(t.scene().drawList());
  }
  EXPECT_EQ(walkClamped, 0);
  // A jump's legs stretch past reach as it leaves the ground and meets it again.
  EXPECT_GT(jumpClamped, 2);
}

// The layer's words are fitted like any label: at every stage size a scene
// lays out for, switching it on leaves out no label that was shown without it
// and none of its own.
TEST(SolveLayer, ItsWordsFitEveryStageSize) {
  const Frame frames[] = {{894, 503}, {480, 300}, {374, 210}, {360, 640}, {360, 200}};
  for (const char* id : {"lab", "walk-02", "walk-09", "calisthenics", "rex-lab"}) {
    for (const Frame f : frames) {
      SCOPED_TRACE(std::string(id) + " " + std::to_string(f.w) + "x" + std::to_string(f.h));
      TimedScene t(*findScene(id));
      t.setFrame(f.w, f.h);
      t.buildPose(0.5f);
      const std::size_t off = t.scene().drawList().labelsDropped();
      t.key("KeyS", true);
      t.scene().redraw();
      EXPECT_EQ(t.scene().drawList().labelsDropped(), off);
    }
  }
}

TEST(SolveLayer, AClampedTargetTurnsTheReachLimitToTheAccent) {
  LegSolve leg{{0, 0}, {0, 90}, 37, 37, 72.5f, -1};
  leg.ik = true;
  DrawList out;
  out.view({0, 0}, 200, 200);
  drawLegSolve(leg, true, out);
  bool accentRing = false;
  forEachCommand(out, [&](Op op, Style s, std::size_t at) {
    if (op == Op::Ellipse && s == Style::Accent && std::fabs(out.data()[at + 6] - 72.5f) < kTol) accentRing = true;
  });
  EXPECT_TRUE(accentRing);
  leg.target = {0, 60};
  out.clear();
  out.view({0, 0}, 200, 200);
  drawLegSolve(leg, true, out);
  forEachCommand(out, [&](Op op, Style s, std::size_t) { EXPECT_FALSE(op == Op::Ellipse && s == Style::Accent); });
}

}  // namespace
}  // namespace sm
