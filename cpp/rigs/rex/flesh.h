#pragma once

#include "render/draw_list.h"
#include "rigs/common/outline.h"
#include "rigs/rex/rig.h"

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

// How thick each part is, and how skull and jaw are cut, in lab units. The
// lab's look is drawn large; a sprite's look (rex_sprite.h) is bolder so that
// the same rig still reads as a T-rex when the whole animal is a few dozen
// pixels tall.
struct Look {
  static constexpr int kSpine = 6, kSkull = 13, kJaw = 9, kLegBones = 5, kLegJoints = 3;
  float spineUp[kSpine], spineDown[kSpine];  // half-widths, tailTip..neck
  Vec2 skull[kSkull];                        // in the neck->head frame
  Vec2 jaw[kJaw];                            // in the jawPivot->jaw frame
  Vec2 eye;                                  // in the skull's frame
  float eyeRx, eyeRy;
  float upperArm[2], forearm[2], finger;     // full widths
  float leg[kLegBones][2];                   // hip-knee, knee-ankle, ankle-metatarsus, toe, inner toe
  float legJoint[kLegJoints][2];             // hip, knee, ankle ellipse radii: along, across
  // A paper gap this wide around the jaw, the arm and the near leg where they
  // cross the dark body: at a few pixels tall, one silhouette would
  // otherwise swallow the jaw line, the tiny arm and the drumstick thigh.
  float cut;
};
extern const Look kLabLook;

struct RexFlesh {
  static constexpr int kMaxShapes = 16, kMaxJoints = 8;
  Shape shapes[kMaxShapes];
  int shapeCount = 0;
  JointEllipse joints[kMaxJoints];
  int jointCount = 0;
  Vec2 eye, fingers[2];
  float eyeRx = 0, eyeRy = 0, eyeRotation = 0;
  float fingerWidth = 0, cut = 0;
};

// Half the flesh's width where the bone outline ends at a joint, for checks
// that a joint ellipse covers both outlines meeting there.
float boneHalfWidthAt(int joint, const Look& look = kLabLook);

void buildFlesh(const RexPose& p, RexFlesh& out, const Look& look = kLabLook);
// Far leg in the quiet colour behind, then body, head and near leg.
void drawFlesh(const RexFlesh& f, const RexPose& p, DrawList& out);

}  // namespace sm::rex
