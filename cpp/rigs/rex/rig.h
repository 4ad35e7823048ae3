#pragma once

#include "motion/gait.h"
#include "motion/scalar.h"
#include "motion/vec2.h"
#include "rigs/common/digitigrade_leg.h"
#include "rigs/common/sides.h"

namespace sm::rex {

// A side-view Tyrannosaurus, facing +x, in stage units (y down). One RexDrive
// per frame is the whole rig state: the skeleton, the flesh and a game
// sprite are all built from the RexPose it solves to, so they never walk out
// of step with each other.

enum Joint {
  TailTip, TailMid, TailRoot, Pelvis, Shoulder, Neck, Head, Jaw, JawPivot, Elbow, Hand,
  HipNear, KneeNear, AnkleNear, MetatarsusNear, ToeNear, InnerToeNear,
  HipFar, KneeFar, AnkleFar, MetatarsusFar, ToeFar, InnerToeFar,
  kJointCount
};
extern const char* const kJointNames[kJointCount];

// The rest length of a rigid piece of the body (Neck to Head, JawPivot to
// Jaw, Elbow to Hand), from the body's own layout: the flesh is drawn in
// these pieces' frames. 0 for joints that are not in the body frame.
float restLength(Joint from, Joint to);

// Offset of a leg's joints from its Hip joint: Hip + LegKnee is that leg's knee.
enum LegJoint { LegHip, LegKnee, LegAnkle, LegMetatarsus, LegToe, LegInnerToe, kLegJoints };
constexpr int legJoint(int side, int j) { return (side == kNear ? HipNear : HipFar) + j; }

constexpr LegBones kLeg{56, 56, 32, 18, 15};
// Standing pelvis height above the ground, before the gait's hipDrop and bob.
constexpr float kPelvisHeight = 128;
// Stance metatarsus slope from vertical: a tall, steep foot like a running bird's.
constexpr float kMetatarsusStance = rad(24);
// How far the metatarsus may turn about the toe joint at push-off (spec: <= 2 deg).
constexpr float kPushOff = rad(1.5f);
// Pelvis pitch amplitude (spec: within +-0.8 deg).
constexpr float kTiltAmplitude = rad(0.7f);
// A contact patch reaches this far behind the metatarsus end: the pad under the joint.
constexpr float kPad = 6;
// Mid-stance toe tip ahead of the pelvis in the walk: the foot passes under
// the design centre of mass, which sits ahead of the hips (the heavy head).
constexpr float kFootForward = 24;

// Walk: period 0.76 s, stride 86, duty 62%, foot lift 34; the hips are
// highest at mid-stance of either foot (bobShift) like a vaulting pendulum.
inline constexpr GaitParams kWalk = [] {
  GaitParams g;
  g.stride = 86;
  g.cadence = 1 / 0.76f;
  g.duty = 0.62f;
  g.stepHeight = 34;
  g.bob = 4;
  g.bobShift = 0.06f;
  g.hipDrop = 0;
  g.lean = 0;
  g.leanReach = 0;
  g.armSwing = 0.1f;
  g.elbowFlex = 0;
  g.elbowFlexFwd = 0;
  return g;
}();
// Run: a longer stride in a shorter period and a duty under one half, so both
// feet are off the ground twice a cycle (the flight phase); the hips sink at
// mid-stance and are highest in flight. The stride stays short enough, and
// the hips low enough, that the shin still slopes back at touch-down. The
// foot lifts less than in the walk: with the hips sunk, a higher lift would
// swing the knee up through the back line.
inline constexpr GaitParams kRun = [] {
  GaitParams g;
  g.stride = 104;
  g.cadence = 1 / 0.5f;
  g.duty = 0.40f;
  g.stepHeight = 24;
  g.bob = 5;
  g.bobShift = 0.2f;
  g.hipDrop = 18;
  g.lean = 0;
  g.leanReach = 0;
  g.armSwing = 0.2f;
  g.elbowFlex = 0;
  g.elbowFlexFwd = 0;
  return g;
}();

// A planted leg's knee never straightens past this flexion (the T-rex
// article's limit): the solve layer draws it beside the knee.
constexpr float kMinStanceKneeDeg = 22;

struct RexDrive {
  float phase = 0;         // gait cycle [0, 1): the near foot lands at 0, the far at 0.5
  GaitParams gait = kWalk;
  float tailStrength = 1;  // 0 = stiff tail, 1 = designed counter-swing, 2 = double
  Vec2 origin;             // ground point under the resting pelvis
  float toeShift[2] = {};  // each toe moved this far along x off its footPlacement (a scene's FootHold)
};

struct RexPose {
  Vec2 joints[kJointCount];
  bool planted[2] = {false, false};
  float tilt = 0;        // pelvis pitch, radians, nose down positive
  float jawOpen = 0;     // radians
  Vec2 com;              // design centre of mass

  Vec2& operator[](int j) { return joints[j]; }
  Vec2 operator[](int j) const { return joints[j]; }
  LegPoints leg(int side) const;
};

// Where each foot is during the cycle: the toe tip follows footAt (planted:
// fixed on the ground while the body passes over it), with the metatarsus at
// its stance slope until a <= 2 deg push-off.
FootPlacement footPlacement(float footPhase, const GaitParams& g, Vec2 origin);

void solve(const RexDrive& d, RexPose& out);

// (head*4 + pelvis*10 + shoulder*6 + tailMid*10) / 30.
Vec2 centreOfMass(const Vec2* joints);

// The stretch of ground the rex stands over: from its rear foot's pad to its
// front foot's toe tip. While one foot swings it still bounds the base (a
// walker always has a foot down and the other about to land), so the range
// only says "between the feet"; whether a foot is down is `contacts`.
struct Support {
  float minX = 0, maxX = 0;
  int contacts = 0;
  bool comInside = false;
};
Support support(const RexPose& p);

}  // namespace sm::rex
