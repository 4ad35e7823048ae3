#pragma once

#include "motion/vec2.h"
#include "render/draw_list.h"

namespace sm::spear_run {

// Where a runner's body is this step, for the rules: `low` points hit the
// jumped obstacles, `body` points hit targets, and `tip` (spear point or
// jaw) breaks a target while `hot`.
struct Contact {
  static constexpr int kMax = 12;
  Vec2 low[kMax];
  int lowCount = 0;
  Vec2 body[kMax];
  int bodyCount = 0;
  Vec2 tip;
  bool hot = false;
};

// One playable character, standing at x = 0 on the ground y = 0 while the
// world scrolls past. Its jump and thrust are timed the same for every
// character (spear_run_rules.h); how the body shows them is its own.
class Runner {
 public:
  virtual ~Runner() = default;

  // Standing still, ready: the start screen.
  void stand();
  // Time moves by dt at ground speed `speed`; `run` eases 0 (standing) to 1 (running).
  void step(float dt, float speed, float run);

  // A press: true when the action starts now. A press within kBufferSeconds
  // of the action becoming possible is kept and starts it then.
  bool jump();
  // The jump key let go: a jump still rising stops climbing higher.
  void releaseJump();
  bool thrust();
  bool jumping() const { return jumpP_ >= 0; }
  bool thrusting() const { return thrustT_ >= 0; }
  // Normalised time of each action in [0, 1]; 0 when idle.
  float jumpProgress() const;
  float thrustProgress() const;
  bool thrustHot() const;
  // Actions started since construction (kept presses included).
  unsigned jumpsStarted() const { return jumps_; }
  unsigned thrustsStarted() const { return thrusts_; }
  // The flight's scale: 1 for a tap, up to kHoldHeight for a held jump.
  float jumpHeight() const { return height_; }

  // After a crash: the body falls over (time since the crash moves by dt).
  void fall(float dt);

  virtual Contact contact() const = 0;
  virtual void draw(DrawList& out) const = 0;
  virtual int jointCount() const = 0;
  virtual const Vec2* joints() const = 0;
  virtual const char* const* jointNames() const = 0;
  // A planted foot's x, for the slip check: the far-from-swing contact point of `side`.
  virtual bool planted(int side) const = 0;
  virtual Vec2 foot(int side) const = 0;
  virtual const char* thrustName() const = 0;
  // Where the stride is, in [0, 1): fairness holds at every one.
  virtual float gaitPhase() const = 0;

 protected:
  virtual void pose(float dt, float speed, float run) = 0;
  virtual void standPose() = 0;
  // The fall at t seconds after the crash, from the pose the crash left.
  virtual void fallPose(float t) = 0;

 private:
  void startJump();
  void startThrust();

  float jumpP_ = -1, thrustT_ = -1;
  // Seconds a buffered press has waited; -1: none.
  float jumpWait_ = -1, thrustWait_ = -1;
  float height_ = 1, fallT_ = -1;
  bool held_ = false;
  unsigned jumps_ = 0, thrusts_ = 0;
};

}  // namespace sm::spear_run
