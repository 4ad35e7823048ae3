#pragma once

#include "rigs/common/drag_handle.h"
#include "rigs/front/rig.h"

namespace sm::front {

// What a learner may drag on the front-view stickman: each foot's mark and the hip.
enum HandleId { LeftFootHandle, RightFootHandle, HipHandle, kHandleCount };
extern const HandleNames kHandles[kHandleCount];

// d with the handles' offsets (stage units) added: a foot handle moves its
// foot's mark, the hip handle the pelvis the exercise asks for, which IK legs
// may hold back to what they reach.
void applyHandles(Drive& d, const Vec2 offset[kHandleCount]);

// Where a handle is drawn: a foot's target (its cross in the solve layer), or the pelvis.
Vec2 handlePlace(const Pose& p, int handle);

}  // namespace sm::front
