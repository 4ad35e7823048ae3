#include "rigs/stickman/handles.h"

namespace sm::stickman {

const HandleNames kHandles[kHandleCount] = {
    {"footDx", "footDy", "footX", "footY", "Foot target"},
    {"farFootDx", "farFootDy", "farFootX", "farFootY", "Far foot target"},
    {"hipDx", "hipDy", "hipX", "hipY", "Hip"},
};

void applyHandles(Drive& d, const Vec2 offset[kHandleCount], float facing) {
  // Drawn mirrored, x is turned about the pelvis: the pelvis goes where it is
  // pulled as it is, and a foot, to land where it is pulled, is turned about
  // the pelvis's new place.
  const float s = facing < 0 ? -1.0f : 1.0f;
  const Vec2 hip = offset[HipHandle];
  for (int side = kNear; side <= kFar; ++side) {
    const Vec2 pull = offset[side == kNear ? NearFootHandle : FarFootHandle];
    d.foot[side] = d.foot[side] + Vec2{hip.x + (pull.x - hip.x) * s, pull.y};
  }
  d.pelvis = d.pelvis + hip;
  d.spearTip = d.spearTip + hip;
  d.spearButt = d.spearButt + hip;
  for (ArmDrive& arm : d.arm)
    if (arm.useIk) arm.target = arm.target + hip;
}

Vec2 handlePlace(const LegSolve legs[2], int handle) {
  if (handle == HipHandle) return legs[kNear].drawn(legs[kNear].hip);
  const LegSolve& leg = legs[handle == NearFootHandle ? kNear : kFar];
  return leg.drawn(leg.target);
}

}  // namespace sm::stickman
