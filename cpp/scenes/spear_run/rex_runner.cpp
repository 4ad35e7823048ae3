#include "scenes/spear_run/rex_runner.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/foot_hold.h"
#include "motion/gait.h"
#include "motion/scalar.h"
#include "motion/vec2.h"
#include "rigs/rex/rig.h"
#include "rigs/rex/bite.h"
#include "rigs/rex/flesh.h"
#include "rigs/rex/sprite.h"
#include "rigs/stickman/moves/jump.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {

using namespace rex;

// Standing: feet close together, no lift, no bob.
const GaitParams kStand = [] {
  GaitParams g = rex::kWalk;
  g.stride = 14;
  g.stepHeight = 0;
  g.bob = 0;
  return g;
}();
// The knee rises with the foot lift: past this (the lab's run lifts 40) the
// swinging knee shows above the back, a bump that reads as a hump, not a
// leg, when the rex is a few dozen pixels tall.
constexpr float kMaxLift = 26;
// In the air the legs draw up under the body: a short stride, the feet as
// high as the knee allows.
const GaitParams kTuck = [] {
  GaitParams g = rex::kRun;
  g.stride = 24;
  g.stepHeight = kMaxLift;
  return g;
}();

// The share of the jump's normalised time the legs take to gather.
constexpr float kGatherP = 0.06f;
// A toe off the ground lets go of its hold over this long; one within
// kHoldAbove of the ground is held (it touches down and rolls off in place).
constexpr float kLetGoSeconds = 0.2f, kHoldAbove = 1;
// A crash tips the rex forward this far (radians): its snout meets the ground.
constexpr float kPitch = 0.42f;

constexpr int kLow[] = {ToeNear, ToeFar, MetatarsusNear, MetatarsusFar, AnkleNear, AnkleFar, TailTip};
// The head is not here: it is what bites, so it may reach into a target.
// Nor are the little arms tucked under it: they reach 35 units past the
// front foot, so they met a target before a bite in the promised window
// could break it (thrust 0.09 s before contact, at the start speed).
constexpr int kBody[] = {Pelvis, Shoulder, KneeNear, KneeFar, ToeNear, ToeFar, TailMid};

class RexRunner final : public Runner {
 public:
  RexRunner() { stand(); }

  Contact contact() const override {
    Contact c;
    for (int j : kLow) c.low[c.lowCount++] = pose_[j];
    for (int j : kBody) c.body[c.bodyCount++] = pose_[j];
    c.tip = pose_[Jaw];
    c.hot = thrustHot();
    return c;
  }
  void draw(DrawList& out) const override { drawFlesh(flesh_, pose_, out); }
  int jointCount() const override { return rex::kJointCount; }
  const Vec2* joints() const override { return pose_.joints; }
  const char* const* jointNames() const override { return rex::kJointNames; }
  bool planted(int side) const override { return !jumping() && pose_.planted[side]; }
  Vec2 foot(int side) const override { return pose_[side == kNear ? ToeNear : ToeFar]; }
  const char* thrustName() const override { return "bite"; }
  float gaitPhase() const override { return clock_.phase(); }

 protected:
  void standPose() override {
    clock_.reset(1);
    for (int side = 0; side < 2; ++side) {
      hold_[side].release();
      shift_[side] = air_[side] = 0;
    }
    build(kStand, 0, 0);
  }

  void fallPose(float t) override {
    if (t == 0) {
      crashedPose_ = pose_;
      crashedFlesh_ = flesh_;
    }
    const float a = smoothstep(clamp(t / kFallSeconds, 0, 1)) * kPitch;
    const Vec2 pivot{std::fmax(crashedPose_[ToeNear].x, crashedPose_[ToeFar].x), 0};
    pose_ = crashedPose_;
    flesh_ = crashedFlesh_;
    // Forward onto its face about the front toe: joints and flesh alike.
    for (Vec2& j : pose_.joints) j = rotateAbout(j, pivot, a);
    for (int i = 0; i < flesh_.shapeCount; ++i)
      for (int k = 0; k < flesh_.shapes[i].n; ++k) flesh_.shapes[i].pts[k] = rotateAbout(flesh_.shapes[i].pts[k], pivot, a);
    for (int i = 0; i < flesh_.jointCount; ++i) {
      flesh_.joints[i].centre = rotateAbout(flesh_.joints[i].centre, pivot, a);
      flesh_.joints[i].rotation += a;
    }
    flesh_.eye = rotateAbout(flesh_.eye, pivot, a);
    flesh_.eyeRotation += a;
    for (Vec2& f : flesh_.fingers) f = rotateAbout(f, pivot, a);
  }

  void pose(float dt, float speed, float run) override {
    // The rex's stride is drawn at kRexScale, so its cadence is scaled to
    // the game's speed at that size.
    clock_.advance(dt * speed / (kRexScale * groundSpeed(rex::kRun)));
    groundOffset_ += static_cast<double>(speed * dt / kRexScale);
    GaitParams g = blend(kStand, clock_.params(), smoothstep(run));
    float lift = 0;
    if (jumping()) {
      const float p = jumpProgress();
      lift = std::fmin(0.0f, stickman::jumpRootY(p, jumpHeight()));
      // The legs gather under the body from the key press on, not from the
      // lift-off: a swinging foot must not reach on into the rock while the
      // body crouches to spring (the window in rules.h holds at every phase).
      g = blend(g, kTuck, smoothstep((p - kJumpFromP) / kGatherP));
    }
    g.stepHeight = std::fmin(g.stepHeight, kMaxLift);
    holdToes(g, lift, dt, run);
    build(g, lift, thrusting() ? thrustProgress() : -1);
  }

 private:
  // The ground scrolls under the rex: a toe on it travels with it. A steady
  // run's stance does so by itself; a jump changes the stride under the
  // planted toes (the legs gather, then spread again on landing), so they
  // are held where they landed, in the rig's units.
  void holdToes(const GaitParams& g, float lift, float dt, float run) {
    const bool airborne = lift < -kHoldAbove;
    for (int side = 0; side < 2; ++side) {
      if (run < 1) {
        hold_[side].release();
        shift_[side] = 0;
        continue;
      }
      air_[side] = airborne ? air_[side] + dt : 0;
      const float fp = wrap01(clock_.phase() + 0.5f * static_cast<float>(side));
      const float x = footPlacement(fp, g, {}).toe.x;
      const float swing = airborne ? air_[side] / kLetGoSeconds : (fp - g.duty) / (1 - g.duty);
      shift_[side] = hold_[side].place(!airborne && fp < g.duty, swing, x, groundOffset_) - x;
    }
  }

  void build(const GaitParams& g, float lift, float biteP) {
    RexDrive d;
    d.phase = clock_.phase();
    d.gait = g;
    for (int side = 0; side < 2; ++side) d.toeShift[side] = shift_[side];
    solve(d, pose_);
    if (biteP >= 0) bite(pose_, biteP);
    buildFlesh(pose_, flesh_, kSpriteLook);
    const Vec2 at{0, lift};
    place(pose_, at, kRexScale);
    place(flesh_, at, kRexScale);
  }

  GaitClock clock_{rex::kWalk, rex::kRun};
  FootHold hold_[2];
  float shift_[2] = {}, air_[2] = {};
  double groundOffset_ = 0;
  RexPose pose_, crashedPose_;
  RexFlesh flesh_, crashedFlesh_;
};

}  // namespace

std::unique_ptr<Runner> makeRexRunner() { return std::make_unique<RexRunner>(); }

}  // namespace sm::spear_run
