#include "rigs/stickman/moves/throw.h"

#include "motion/keyframe_track.h"

namespace sm::stickman {

namespace {

constexpr Key kShift[] = {{0, 0}, {0.12f, 0}, {0.42f, -12}, {0.55f, 12}, {0.75f, 15}, {1, 0}};
constexpr Key kCrouch[] = {{0, 3}, {0.42f, 8}, {0.55f, 12}, {0.75f, 9}, {1, 3}};
constexpr Key kLean[] = {{0, 0.04f}, {0.12f, 0.04f}, {0.42f, -0.24f}, {0.55f, 0.42f}, {0.75f, 0.5f}, {1, 0.04f}};
// The throwing arm goes back, then over the top: angles past -pi are the same
// arm pointing forward, reached by the overhead path, and -2pi is hanging again.
constexpr Key kThrowArm[] = {{0, 0}, {0.12f, 0}, {0.42f, -2.1f}, {0.5f, -2.6f, Ease::OutCubic}, {0.58f, -4.4f},
                             {0.75f, -5.75f}, {1, -6.2832f}};
constexpr Key kThrowFlex[] = {{0, 0.3f}, {0.12f, 0.3f}, {0.42f, 1.3f}, {0.5f, 1.7f}, {0.58f, 0.15f}, {0.75f, 0.5f}, {1, 0.3f}};
// The other arm aims at the target, then tucks in as the body turns.
constexpr Key kAimArm[] = {{0, 0.1f}, {0.12f, 0.1f}, {0.42f, 1.5f}, {0.55f, -0.4f}, {0.75f, -0.2f}, {1, 0.1f}};
constexpr Key kAimFlex[] = {{0, 0.3f}, {0.42f, 0.1f}, {0.55f, 1.2f}, {0.75f, 0.9f}, {1, 0.3f}};
// The front (far) foot lifts in the wind-up and steps out for the release.
constexpr Key kFrontX[] = {{0, 12}, {0.12f, 12}, {0.38f, 2}, {0.5f, 30}, {0.8f, 30}, {1, 12}};
constexpr Key kFrontLift[] = {{0, 0}, {0.12f, 0}, {0.36f, 16}, {0.5f, 0}, {0.8f, 0}, {0.9f, 6}, {1, 0}};
constexpr Key kBackX[] = {{0, -12}, {0.5f, -14}, {0.7f, -10}, {1, -12}};
constexpr Key kBackLift[] = {{0, 0}, {0.55f, 0}, {0.68f, 5}, {0.8f, 0}, {1, 0}};

}  // namespace

Drive throwing(float p, float groundY) {
  Drive d;
  d.pelvis = {sample(kShift, p), groundY - kHipHeight + sample(kCrouch, p)};
  d.lean = sample(kLean, p);
  d.foot[kFar] = {sample(kFrontX, p), groundY - sample(kFrontLift, p)};
  d.foot[kNear] = {sample(kBackX, p), groundY - sample(kBackLift, p)};
  d.arm[kNear].angle = sample(kThrowArm, p);
  d.arm[kNear].flex = sample(kThrowFlex, p);
  d.arm[kFar].angle = sample(kAimArm, p);
  d.arm[kFar].flex = sample(kAimFlex, p);
  d.groundPoint = {0, groundY};
  return d;
}

}  // namespace sm::stickman
