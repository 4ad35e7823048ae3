#include "rigs/rex_sprite.h"

namespace sm::rex {

void place(RexPose& p, Vec2 offset, float scale) {
  for (Vec2& j : p.joints) j = offset + j * scale;
  p.com = offset + p.com * scale;
}

void place(RexFlesh& f, Vec2 offset, float scale) {
  for (int i = 0; i < f.shapeCount; ++i)
    for (int k = 0; k < f.shapes[i].n; ++k) f.shapes[i].pts[k] = offset + f.shapes[i].pts[k] * scale;
  for (int i = 0; i < f.jointCount; ++i) {
    JointEllipse& e = f.joints[i];
    e.centre = offset + e.centre * scale;
    e.rx *= scale;
    e.ry *= scale;
  }
  f.eye = offset + f.eye * scale;
  f.eyeR *= scale;
  for (Vec2& tip : f.fingers) tip = offset + tip * scale;
}

}  // namespace sm::rex
