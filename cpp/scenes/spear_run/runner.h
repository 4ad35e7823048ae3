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

  bool jump();
  bool thrust();
  bool jumping() const { return jumpT_ >= 0; }
  bool thrusting() const { return thrustT_ >= 0; }
  // Normalised time of each action in [0, 1]; 0 when idle.
  float jumpProgress() const;
  float thrustProgress() const;
  bool thrustHot() const;

  virtual Contact contact() const = 0;
  virtual void draw(DrawList& out) const = 0;
  virtual int jointCount() const = 0;
  virtual const Vec2* joints() const = 0;
  virtual const char* const* jointNames() const = 0;
  // A planted foot's x, for the slip check: the far-from-swing contact point of `side`.
  virtual bool planted(int side) const = 0;
  virtual Vec2 foot(int side) const = 0;
  virtual const char* thrustName() const = 0;

 protected:
  virtual void pose(float dt, float speed, float run) = 0;
  virtual void standPose() = 0;

 private:
  float jumpT_ = -1, thrustT_ = -1;
};

}  // namespace sm::spear_run
