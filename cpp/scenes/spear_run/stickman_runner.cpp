#include "scenes/spear_run/stickman_runner.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/foot_hold.h"
#include "motion/gait.h"
#include "motion/scalar.h"
#include "motion/vec2.h"
#include "rigs/stickman/blend.h"
#include "rigs/stickman/figure.h"
#include "rigs/stickman/moves/gait.h"
#include "rigs/stickman/moves/jump.h"
#include "rigs/stickman/moves/spear.h"
#include "scenes/spear_run/rules.h"

namespace sm::spear_run {

namespace {

using namespace stickman;

// The jump takes over from the run this fast after the key, and hands back
// from this point of the jump on (feet down, the landing squash ending).
constexpr float kJumpIn = 0.06f;
constexpr float kJumpOutFrom = 0.84f;
// The lab's jump clears 180: far more than any obstacle, so the stickman's
// real windows were twice the rex's. The game's jump is this share of it,
// which brings the two runners' margins together.
constexpr float kFlight = 0.75f;
// A foot off the ground lets go of its hold (what it moved off the pose's
// own place) over this long, so it never jumps.
constexpr float kLetGoSeconds = 0.2f;
// A foot this near the ground is held: it touches down and rolls off
// without sliding while a hair above it.
constexpr float kHoldAbove = 1;
// Off one foot, as a runner jumps: the other leg, swinging at the press,
// drives on forward and up through the crouch instead of being set down
// (set down, it would have to stand still on the moving ground), and hangs
// with the jump's from kDriveUntil on.
constexpr float kDriveAhead = 22, kDriveUp = 26, kDriveUntil = 0.3f, kDriveFade = 0.1f;
// How far the body pitches over in a crash, radians.
constexpr float kPitch = 1.35f;

constexpr int kLow[] = {FootNear, FootFar, KneeNear, KneeFar, Pelvis};
constexpr int kBody[] = {Pelvis, Chest, Head, HandNear, HandFar, ElbowNear, ElbowFar,
                         KneeNear, KneeFar, FootNear, FootFar};

Drive standing() {
  Drive d = stickman::jump(0, kGround);
  grip(d, kCarry);
  return d;
}

class StickmanRunner final : public Runner {
 public:
  StickmanRunner() { stand(); }

  Contact contact() const override {
    const Pose& p = shown();
    Contact c;
    for (int j : kLow) c.low[c.lowCount++] = p[j];
    for (int j : kBody) c.body[c.bodyCount++] = p[j];
    c.tip = p[SpearTip];
    c.hot = thrustHot();
    return c;
  }
  void draw(DrawList& out) const override { stickman::draw(shown(), out); }
  int jointCount() const override { return kJointCount; }
  const Vec2* joints() const override { return shown().joints; }
  const char* const* jointNames() const override { return kJointNames; }
  bool planted(int side) const override {
    return !jumping() && wrap01(clock_.phase() + 0.5f * static_cast<float>(side)) < clock_.params().duty;
  }
  Vec2 foot(int side) const override { return shown()[FootNear + side]; }
  const char* thrustName() const override { return "thrust"; }
  float gaitPhase() const override { return clock_.phase(); }

 protected:
  void standPose() override {
    falling_ = false;
    for (FootHold& h : hold_) h.release();
    clock_.reset(1);
    figure_.reset(standing());
  }

  void fallPose(float t) override {
    if (t == 0) crashed_ = figure_.pose();
    const float u = smoothstep(clamp(t / kFallSeconds, 0, 1));
    const Pose& from = crashed_;
    // Pitch forward about the front foot; nothing goes through the ground.
    const Vec2 pivot = from[FootNear].x > from[FootFar].x ? from[FootNear] : from[FootFar];
    Pose p = from;
    for (int j = 0; j < kJointCount; ++j) {
      p[j] = rotateAbout(from[j], {pivot.x, kGround}, u * kPitch);
      p[j].y = std::fmin(p[j].y, kGround - 1);
    }
    // The spear leaves the hands and lands flat, a little ahead.
    for (int j : {SpearTip, SpearButt}) p[j] = lerp(from[j], Vec2{from[j].x + 40, kGround - 2}, u);
    fall_ = p;
    falling_ = true;
  }

  void pose(float dt, float speed, float run) override {
    falling_ = false;
    // Cadence scales with speed at the run's own stride and duty, so
    // groundSpeed = stride * cadence / duty is the game's speed.
    clock_.advance(dt * speed / groundSpeed(kRun));
    groundOffset_ += static_cast<double>(speed * dt);
    Drive d = locomotion(clock_, kGround);
    d.windX = windFor(speed);
    if (run < 1) d = crossFade(standing(), d, smoothstep(run));
    if (jumping()) {
      const float p = jumpProgress();
      const float in = clamp((p - kJumpFromP) / (kJumpIn * kJumpRate), 0, 1);
      const float out = 1 - smoothstep((p - kJumpOutFrom) / (1 - kJumpOutFrom));
      Drive j = stickman::jump(p, kGround, 0, kFlight * jumpHeight());
      if (jumpsStarted() != jumpsSeen_) chooseTakeOff();
      const float drive = 1 - smoothstep((p - kDriveUntil) / kDriveFade);
      Vec2& free = j.foot[1 - takeOff_];
      free.x += kDriveAhead * drive;
      free.y = std::fmin(free.y, kGround - kDriveUp * drive);
      const float w = smoothstep(in) * out;
      const float wind = d.windX;
      d = crossFade(d, j, w);
      // The air still streams past at the run's speed: the jump's push on
      // the hair adds to the run's wind instead of replacing it.
      d.windX = wind + w * j.windX;
    }
    if (thrusting()) {
      stickman::thrust(d, kCarry, thrustProgress());
    } else {
      grip(d, kCarry);
    }
    holdFeet(d, dt, run);
    figure_.update(d, dt);
  }

 private:
  // The foot on the ground at the press springs (of two in the air, the one
  // nearer its landing).
  void chooseTakeOff() {
    jumpsSeen_ = jumpsStarted();
    const float duty = clock_.params().duty;
    const float near = wrap01(clock_.phase()), far = wrap01(clock_.phase() + 0.5f);
    const auto rank = [duty](float ph) { return ph < duty ? 2 + ph : ph; };
    takeOff_ = rank(near) >= rank(far) ? 0 : 1;
  }

  // The ground scrolls under the runner: a foot on it travels with it. The
  // run's stance already does; a jump's crouch and landing put the feet at
  // fixed places under the body, so they are held where they touched down
  // (where they show, after the squash widens the body about the ground point).
  void holdFeet(Drive& d, float dt, float run) {
    if (run < 1) {
      for (FootHold& h : hold_) h.release();
      return;
    }
    const float sx = squashWidth(d.squashY), px = d.groundPoint.x;
    for (int side = 0; side < 2; ++side) {
      const bool on = d.foot[side].y >= kGround - kHoldAbove;
      air_[side] = on ? 0 : air_[side] + dt;
      const float shown = px + (d.foot[side].x - px) * sx;
      const float held = jumping() ? hold_[side].place(on, air_[side] / kLetGoSeconds, shown, groundOffset_)
                                   : hold_[side].place(clock_.phase() + 0.5f * static_cast<float>(side),
                                                       clock_.params().duty, shown, groundOffset_);
      d.foot[side].x = px + (held - px) / sx;
    }
  }

  GaitClock clock_{kWalk, kRun};
  FootHold hold_[2];
  float air_[2] = {};
  unsigned jumpsSeen_ = 0;
  int takeOff_ = 0;
  double groundOffset_ = 0;
  Figure figure_;
  Pose crashed_, fall_;
  bool falling_ = false;
  // The pose on show: the figure's own, or its fall after a crash.
  const Pose& shown() const { return falling_ ? fall_ : figure_.pose(); }
};

}  // namespace

std::unique_ptr<Runner> makeStickmanRunner() { return std::make_unique<StickmanRunner>(); }

}  // namespace sm::spear_run
