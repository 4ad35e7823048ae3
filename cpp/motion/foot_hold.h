#pragma once

namespace sm {

// Keeps a planted foot at its place on the moving ground. A gait's stance is
// exact only while the gait is steady: when a blend changes stride, duty or
// cadence under a planted foot, the gait's own place for it slides. Held, the
// foot stays where it landed for the whole stance, and lets go of what the
// hold moved it over the first kLetGo of its next swing, so it never jumps.
class FootHold {
 public:
  static constexpr float kLetGo = 0.5f;  // share of the swing

  // Where to put a foot the gait puts at x (the ground's direction), at
  // footPhase in a cycle planted for its first `duty`; groundOffset is how
  // far the ground has travelled toward -x.
  float place(float footPhase, float duty, float x, double groundOffset);
  // The same for a foot whose time on the ground is not a gait's stance (a
  // jump's crouch and landing): `swing` is how far it is into its time off
  // the ground, 0 at lift-off, 1 when the hold must be let go of.
  float place(bool planted, float swing, float x, double groundOffset);
  // Nothing held and nothing to let go of: the foot is not walking.
  void release() { held_ = false, slack_ = 0; }

 private:
  double groundAt_ = 0;  // the held foot's place on the ground
  float slack_ = 0;      // how far the hold has moved it off the gait's place
  bool held_ = false;
};

}  // namespace sm
