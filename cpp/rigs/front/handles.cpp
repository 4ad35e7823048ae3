#include "rigs/front/handles.h"

namespace sm::front {

const HandleNames kHandles[kHandleCount] = {
    {"leftFootDx", "leftFootDy", "leftFootX", "leftFootY", "Left foot"},
    {"rightFootDx", "rightFootDy", "rightFootX", "rightFootY", "Right foot"},
    {"hipDx", "hipDy", "hipX", "hipY", "Hip"},
};

void applyHandles(Drive& d, const Vec2 offset[kHandleCount]) {
  d.mark[kLeft] = d.mark[kLeft] + offset[LeftFootHandle];
  d.mark[kRight] = d.mark[kRight] + offset[RightFootHandle];
  d.pelvis = d.pelvis + offset[HipHandle];
}

Vec2 handlePlace(const Pose& p, int handle) {
  return handle == HipHandle ? p[Pelvis] : p.footTarget[handle == LeftFootHandle ? kLeft : kRight];
}

}  // namespace sm::front
