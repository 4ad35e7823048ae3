#include "rigs/stickman/moves/jump.h"

#include <cmath>

#include "motion/keyframe_track.h"
#include "motion/scalar.h"

namespace sm::stickman {

namespace {

constexpr Key kRoot[] = {{0, 0}, {0.2f, 10}, {0.32f, -6}, {0.5f, -160}, {0.68f, -70}, {0.82f, 4}, {0.9f, -2}, {1, 0}};
// The landing squash starts at touch-down (the root back within leg reach, p ~ 0.815).
constexpr Key kSquash[] = {{0, 1}, {0.2f, 0.84f}, {0.32f, 1.14f}, {0.45f, 1}, {0.815f, 1}, {0.86f, 0.82f}, {0.95f, 1}, {1, 1}};
constexpr Key kLean[] = {{0, 0.04f}, {0.2f, 0.32f}, {0.32f, 0.02f}, {0.5f, 0.14f}, {0.8f, 0.08f}, {0.86f, 0.3f}, {1, 0.04f}};
// Knees drawn up toward the apex.
constexpr Key kTuck[] = {{0, 0}, {0.34f, 0}, {0.5f, 28}, {0.66f, 12}, {0.78f, 0}, {1, 0}};
// Arms: back in the crouch, flung up at take-off, spread in the air, down to land.
constexpr Key kArm[] = {{0, 0.1f}, {0.2f, -0.9f}, {0.32f, 2.7f}, {0.5f, 2.3f}, {0.7f, 1.3f}, {0.86f, 0.6f}, {1, 0.1f}};
constexpr Key kFlex[] = {{0, 0.3f}, {0.2f, 0.15f}, {0.32f, 0.35f}, {0.5f, 0.7f}, {0.86f, 0.5f}, {1, 0.3f}};
// The extra push on the hair: back as the body shoots up.
constexpr Key kWind[] = {{0, 0}, {0.3f, 0}, {0.42f, -70}, {0.7f, -20}, {0.9f, 0}, {1, 0}};
constexpr float kFootX[2] = {5, -5};
constexpr float kFarArmLag = 0.25f;

}  // namespace

float jumpRootY(float p, float height) {
  const float y = sample(kRoot, p, p < 0.5f ? Ease::OutCubic : Ease::InCubic);
  return y < 0 ? y * height : y;
}

float jumpSquash(float p) { return sample(kSquash, p); }

Drive jump(float p, float groundY, float x, float height) {
  Drive d;
  d.pelvis = {x, groundY - kHipHeight + jumpRootY(p, height)};
  d.lean = sample(kLean, p);
  const float tuck = sample(kTuck, p);
  for (int side = kNear; side <= kFar; ++side) {
    // On the ground while the leg reaches it, else hanging under the hip, drawn up.
    const float hang = d.pelvis.y + kLegReach - tuck;
    d.foot[side] = {x + kFootX[side] + d.lean * 12, std::fmin(groundY, hang)};
    d.arm[side].angle = sample(kArm, p) - kFarArmLag * static_cast<float>(side);
    d.arm[side].flex = sample(kFlex, p);
  }
  d.squashY = jumpSquash(p);
  d.groundPoint = {x, groundY};
  d.windX = sample(kWind, p);
  return d;
}

}  // namespace sm::stickman
