#pragma once

#include "motion/leg_solve.h"
#include "motion/vec2.h"
#include "rigs/stickman/rig.h"

namespace sm::front {

// The stickman seen from the front: the side view's bone lengths, plus the
// widths a front view reveals. "Left" and "right" are the screen's, so the
// figure's own right arm is Left here.
constexpr float kSpine = stickman::kSpine, kNeck = stickman::kNeck, kHeadR = stickman::kHeadR;
constexpr float kUpperArm = stickman::kUpperArm, kForearm = stickman::kForearm;
constexpr float kThigh = stickman::kThigh, kShin = stickman::kShin;
// Straighter than the side view's reach: from the front a bent knee reads as
// bow legs, so the legs may come within 0.5 of straight.
constexpr float kLegReach = kThigh + kShin - 0.5f;
constexpr float kShoulderHalf = 15, kHipHalf = 8;
// Feet a little wider than the hips, as in a relaxed stance, so the legs splay
// and the knees have an outward side to go to.
constexpr float kFootHalf = 17;
// The deepest the hips may sink above the feet: a squat, never a sit.
constexpr float kMinHipHeight = 34;
constexpr float kGroundY = 0;
// Standing pelvis height: about one unit short of full reach, so the knees
// stay soft and the tip-toe stretch has a little to rise into.
constexpr float kStandY = kGroundY - 72;

enum Joint {
  Pelvis, Chest, Head,
  ShoulderL, ShoulderR, ElbowL, ElbowR, HandL, HandR,
  HipL, HipR, KneeL, KneeR, FootL, FootR,
  kJointCount
};
extern const char* const kJointNames[kJointCount];

constexpr int kLeft = 0, kRight = 1;
// The sign that turns "outward" into screen x for each side.
constexpr float kOutward[2] = {-1, 1};
// Where each foot is pinned.
constexpr Vec2 kFloorPoint[2] = {{-kFootHalf, kGroundY}, {kFootHalf, kGroundY}};

// IK: hips follow the body, feet stay on their floor points. FK: the legs are
// posed for a centred body and hang from the hips, so the feet go wherever the
// hips take them (the article's floating feet).
enum class Legs { Ik, Fk };

struct Arm {
  // From hanging straight down, in the torso's frame, outward positive: pi/2
  // is straight out to the side, pi overhead, negative crosses the chest.
  float angle = 0.15f;
  // The forearm's angle relative to the upper arm, same sign convention.
  float flex = 0.1f;
};

// What an exercise decides about the body for one instant.
struct Drive {
  Vec2 pelvis{0, kStandY};  // asked for; IK may clamp it to what the legs reach
  float tilt = 0;           // hip line roll, radians, positive lowers the right hip
  float lean = 0;           // side bend of the torso, positive toward +x
  float twist = 0;          // turn about the vertical: narrows the shoulders by cos(twist)
  float headTilt = 0;       // extra head roll on top of the lean
  float lift = 0;           // feet off the floor (a jump), stage units up
  // Which of the two knees the legs' IK finds: +1 bent outward over the toes,
  // -1 inward toward each other. Between, the knee is turned toward the
  // viewer, foreshortened, so a change of side never jumps.
  float knees = 1;
  Arm arm[2];
  // Each foot's mark moved from its floor point (a learner's drag).
  Vec2 mark[2];
};

// Each field linearly, t in [0, 1].
Drive blend(const Drive& a, const Drive& b, float t);

struct Pose {
  Vec2 joints[kJointCount];
  Vec2 mark[2];         // where each foot is pinned: its floor point, moved by a drag
  Vec2 footTarget[2];   // the mark raised by the drive's lift
  float kneeDepth[2] = {0, 0};  // how far each knee stands toward the viewer as it turns
  float shoulderHalf = kShoulderHalf;
  float bodyClamp = 0;  // how far the reach clamp moved the pelvis from where it was asked
  // What each IK leg was solved from, with the knee of the side `knees`
  // leans to (while the knees turn, the drawn one is that knee foreshortened).
  LegSolve leg[2];

  Vec2& operator[](int j) { return joints[j]; }
  Vec2 operator[](int j) const { return joints[j]; }
};

// The pelvis moved the least distance that keeps both hips between
// kMinHipHeight above and kLegReach from their feet (raised by `lift`, moved
// by `marks` when given), so an IK leg never tears off or folds flat.
// Non-finite input stands the body up.
Vec2 reachablePelvis(Vec2 asked, float tilt, float lift, const Vec2* marks = nullptr);

// Joints from a Drive; no state, finite for any input.
void solve(const Drive& d, Legs legs, Pose& out);

// The farther foot's distance from its target: 0 with IK legs.
float footDrift(const Pose& p);

}  // namespace sm::front
