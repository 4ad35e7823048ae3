#pragma once

#include "motion/leg_solve.h"
#include "motion/spring.h"
#include "motion/vec2.h"
#include "motion/verlet_chain.h"
#include "rigs/common/sides.h"

namespace sm::stickman {

// Bone lengths in stage units. Standing hip height is below THIGH+SHIN, so the
// knees never lock.
constexpr float kSpine = 54, kNeck = 13, kHeadR = 12;
constexpr float kUpperArm = 27, kForearm = 25;
constexpr float kThigh = 37, kShin = 37, kHipHeight = 66;
// A foot target is pulled back to this distance from the hip before solving,
// so a leg never snaps straight.
constexpr float kLegReach = kThigh + kShin - 1.5f;

enum Joint {
  Pelvis, Chest, Head,
  ShoulderNear, ShoulderFar, HipNear, HipFar,
  KneeNear, KneeFar, FootNear, FootFar,
  ElbowNear, ElbowFar, HandNear, HandFar,
  Hair0, Hair1, Hair2, Hair3,
  SpearTip, SpearButt,
  kJointCount
};
extern const char* const kJointNames[kJointCount];


struct ArmDrive {
  // FK: angle 0 hangs straight down, positive swings forward; flex bends the elbow forward.
  float angle = 0, flex = 0.3f;
  // IK, when the hand must be at a place (a grip): target and which way the elbow bends.
  bool useIk = false;
  Vec2 target;
  float bendSign = 1;
};

// Everything a motion decides about the body for one instant.
struct Drive {
  Vec2 pelvis{0, -kHipHeight};
  float lean = 0;          // torso lean from vertical, radians, forward positive
  Vec2 foot[2];            // near, far foot targets
  ArmDrive arm[2];
  bool spear = false;      // whether the spear is carried
  Vec2 spearTip, spearButt;
  float squashY = 1;       // vertical scale about `groundPoint`; width follows to keep volume
  Vec2 groundPoint;
  float windX = 0;         // push on the hair, same units as its gravity (40)
};

struct Pose {
  Vec2 joints[kJointCount];
  float headR = kHeadR;
  bool spear = false;

  Vec2& operator[](int j) { return joints[j]; }
  Vec2 operator[](int j) const { return joints[j]; }
};

// Where the shoulders sit for a Drive: the top of the spine, tilted by the lean.
Vec2 chestOf(const Drive& d);

// What each leg (near, far) of solve(d) is solved from, mapped as solve(d)
// maps the pose (a squash): the solve layer's record. A Pose does not carry
// it, so a scene that never shows the layer (the game) pays nothing for it.
void legSolves(const Drive& d, LegSolve out[2]);

// Joints from a Drive; no state. The head sits at its ideal place and the hair hangs.
void solve(const Drive& d, Pose& out);

// The same, plus the secondary motion that needs time: the head follows its
// ideal place on a damped spring and the hair is a 4-point Verlet chain.
class Figure {
 public:
  void reset(const Drive& d);
  void update(const Drive& d, float dt);
  // The body solved again for d with no time passing (a handle moved while
  // paused): the head and hair go with the pelvis, keeping their lag and swing.
  void hold(const Drive& d);
  const Pose& pose() const { return pose_; }

 private:
  Pose pose_;
  Spring2 head_;
  VerletChain<4> hair_;
};

// Scales every joint about `pivot` (a ground point, so feet stay on the floor):
// sy vertically, sx = 1 + (1 - sy) * 0.7 horizontally; the head by their mean.
void squash(Pose& p, Vec2 pivot, float sy);
// How much wider a squash of sy makes the body (volume kept, roughly).
float squashWidth(float sy);

}  // namespace sm::stickman
