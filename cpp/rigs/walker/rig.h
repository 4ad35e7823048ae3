#pragma once

#include "motion/leg_solve.h"
#include "motion/vec2.h"
#include "rigs/walker/gait.h"
#include "rigs/common/sides.h"

namespace sm::walker {

// Body sizes besides the legs (the legs come from the Gait).
constexpr float kTorso = 56, kNeck = 7, kHeadR = 13;
constexpr float kUpperArm = 33, kForearm = 29;
// Half the pelvis's and the shoulders' width, across the body: seen from the
// side their twist shows as the near and far hips (shoulders) drawing apart.
constexpr float kPelvisHalf = 12, kShoulderHalf = 16;
// The ankle rides half a sole above the floor, so the drawn sole (kSoleW
// wide, round-capped) touches the floor line.
constexpr float kSoleW = 4, kAnkleH = kSoleW / 2, kFootLen = 13, kHeelLen = 4;

enum Joint {
  Pelvis, Shoulder, Neck, Head, Eye,
  KneeNear, KneeFar, AnkleNear, AnkleFar, HeelNear, HeelFar, ToeNear, ToeFar,
  ElbowNear, ElbowFar, HandNear, HandFar,
  kJointCount
};
extern const char* const kJointNames[kJointCount];


// The walk-cycle walker: a circle head and round sticks, two-link legs solved
// by the law of cosines. It walks in place at `origin` (the point of the ankle
// line under the hip) while the ground moves back under it at groundV; a
// planted foot is held at its place on the ground, not solved again from the
// phase, so a body that sways or changes speed never drags it.
//
// Joints are in screen units: local x (forward) is mirrored by `facing` and
// everything is scaled by `scale` about `origin`.
class Walker {
 public:
  Gait gait;
  Vec2 origin{0, 0};
  float scale = 1;
  float facing = 1;    // +1 faces +x on screen
  float slopeDeg = 0;  // uphill ahead positive
  float leanDeg = 0;   // torso lean, forward positive
  float sway = 0;      // body shifted forward, feet stay put
  // How a swinging foot clears the floor: the walker's own low arc, or scene
  // 08's corrected clearance.
  enum class Arc { Natural, Corrected };
  Arc arc = Arc::Natural;
  bool looking = false;  // eyes on `lookAt` (screen units) instead of straight ahead
  float twistZoom = 1;   // the drawn twist, enlarged this many times (scene 06 shows it)
  Vec2 lookAt;

  // Back to `steps` into the two-step cycle, both feet where a steady walk
  // has them at that phase.
  void reset(float steps = 0);
  // One step of h seconds: the phase moves by stepHz*h and planted feet move
  // back with the ground by groundV*h.
  void advance(float h);
  // A turn: over kTurnSeconds of advance() the figure swings round to face
  // the other way (facing eases through 0); its feet keep their places
  // relative to it, so nothing pops.
  static constexpr float kTurnSeconds = 0.5f;
  void turn();
  bool turning() const { return turnT_ >= 0; }
  // Stands still at mid-stance: the swinging foot set down beside the
  // planted one, the arms hanging, no twist. advance() walks on from there,
  // easing the swing, the arms and the twist back in over kStartSteps.
  static constexpr float kStartSteps = 1;
  void stand();
  // How much of the walk's swing, arm swing and twist the walker shows: 0
  // standing, easing to 1 over its first step.
  float swingShare() const;
  // Joints from the current state; call after changing the gait or placement.
  void solve();
  // The eyes alone, after lookAt changed.
  void aimEyes();

  float steps() const { return steps_; }
  float legPhase(int leg) const;
  bool planted(int leg) const { return planted_[leg]; }
  float rollDeg(int leg) const { return roll_[leg]; }
  // How far the swing lifts the foot off its floor; 0 while planted.
  float lift(int leg) const;
  // Hip above the ankle line at the hip, after the reach limit.
  float hipHeightNow() const { return hipHeight_; }
  // How far the near hip (shoulder) is drawn ahead of the pelvis (shoulder
  // joint) by the twist, in screen x; the far one as far behind.
  float hipSpread() const;
  float shoulderSpread() const;
  // Floor height under local x (y down), for drawing the slope.
  float floorAt(float localX) const;
  Vec2 toScreen(Vec2 local) const { return origin + Vec2{facing * local.x, local.y} * scale; }

  // What each leg was last solved from (the solve layer draws it).
  const LegSolve& leg(int i) const { return legs_[i]; }
  const Vec2* joints() const { return joints_; }
  Vec2 operator[](int j) const { return joints_[j]; }

 private:
  Vec2 ankle(int leg) const;
  float soleRise(int leg) const;

  float steps_ = 0;
  bool planted_[2] = {false, false};
  float plantX_[2] = {0, 0};  // local x of a planted ankle
  float liftX_[2] = {0, 0};   // local x where the swing began
  // The swing's lift at mid-swing, kept from lift-off to touch-down: a rate
  // change in mid-air changes the next swing's clearance, not this one's.
  float peak_[2] = {0, 0};
  float roll_[2] = {0, 0};
  float hipHeight_ = 0;
  float walking_ = 1;                // 0 standing .. 1 walking, in steps since stand() over kStartSteps
  float turnFrom_ = 1, turnT_ = -1;  // the facing a turn started from; seconds into it, -1 when none
  Vec2 joints_[kJointCount];
  LegSolve legs_[2];
};

}  // namespace sm::walker
