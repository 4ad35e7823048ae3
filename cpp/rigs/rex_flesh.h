#pragma once

#include "render/draw_list.h"
#include "rigs/outline.h"
#include "rigs/rex.h"

namespace sm::rex {

// The rex's flesh, built each frame from the bone axes of one RexPose:
// tapered outlines for tail-body-neck, skull, jaw, arm and every leg bone,
// plus a joint ellipse at each hip, knee and ankle that covers where two
// bone outlines meet, so the flesh never tears at a joint.
struct Shape {
  static constexpr int kMaxPoints = taperedOutlineSize(6, 4);
  Vec2 pts[kMaxPoints];
  int n = 0;
  Style style = Style::Ink;
};

struct JointEllipse {
  int joint = 0;  // the rex::Joint it is centred on
  Vec2 centre;
  float rx = 0, ry = 0, rotation = 0;
  Style style = Style::Ink;
};

struct RexFlesh {
  static constexpr int kMaxShapes = 16, kMaxJoints = 8;
  Shape shapes[kMaxShapes];
  int shapeCount = 0;
  JointEllipse joints[kMaxJoints];
  int jointCount = 0;
  Vec2 eye, fingers[2];
  float eyeR = 0;
};

// Half the flesh's width where the bone outline ends at a joint, for checks
// that a joint ellipse covers both outlines meeting there.
float boneHalfWidthAt(int joint);

void buildFlesh(const RexPose& p, RexFlesh& out);
// Far leg in the quiet colour behind, then body, head and near leg.
void drawFlesh(const RexFlesh& f, const RexPose& p, DrawList& out);

}  // namespace sm::rex
