#pragma once

#include "motion/leg_solve.h"
#include "rigs/common/drag_handle.h"
#include "rigs/stickman/rig.h"

namespace sm::stickman {

// What a learner may drag on the stickman: each foot's target and the hip.
enum HandleId { NearFootHandle, FarFootHandle, HipHandle, kHandleCount };
extern const HandleNames kHandles[kHandleCount];

// d with the handles' offsets (stage units, as drawn) added: a foot handle
// moves its foot's target, the hip handle the body above the legs (pelvis,
// spear, gripping hands), so the legs re-solve between the two. `facing` < 0
// while the pose is drawn mirrored about the pelvis: each handle still goes
// where it is pulled.
void applyHandles(Drive& d, const Vec2 offset[kHandleCount], float facing);

// Where a handle is drawn, from the legs' solve records as drawn: a foot's
// target (its cross in the solve layer), or the hip.
Vec2 handlePlace(const LegSolve legs[2], int handle);

}  // namespace sm::stickman
