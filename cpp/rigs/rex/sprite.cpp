#include "rigs/rex/sprite.h"

namespace sm::rex {

// Lab units: the whole rex is about 166 of them tall, so at 32 px one pixel
// is about 5. Every part that must show at that size is at least that wide:
// the tail tip, the toes, the arm, the eye, the cut.
const Look kSpriteLook{
    // The back stands high over the hips, so the hip joint and its cut stay
    // inside the body at every phase.
    /*spineUp=*/{3, 11, 19, 29, 24, 19},
    /*spineDown=*/{3.5f, 12, 21, 30, 29, 21},
    // Deeper than the lab's skull, with a square snout and a high brow boss:
    // the box head is what says "T-rex" at a glance.
    /*skull=*/{{-10, 14}, {-8, -12}, {6, -23}, {26, -25}, {46, -19}, {64, -15}, {75, -11}, {78, 0}, {73, 8}, {44, 9}, {16, 10}, {4, 18}, {-6, 21}},
    /*jaw=*/{{-8, -7}, {8, -6}, {30, -5}, {50, -4}, {53, 3}, {44, 11}, {20, 16}, {2, 19}, {-9, 10}},
    /*eye=*/{25, -10},
    /*eyeRx=*/6.5f,
    /*eyeRy=*/4.5f,
    /*upperArm=*/{9, 6.5f},
    /*forearm=*/{8, 6},
    /*finger=*/4,
    /*leg=*/{{50, 26}, {24, 15}, {15, 11}, {11, 6}, {9, 5}},
    /*legJoint=*/{{26, 26}, {14, 13}, {8.5f, 8}},
    /*cut=*/3.5f,
};

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
  f.eyeRx *= scale;
  f.eyeRy *= scale;
  f.fingerWidth *= scale;
  f.cut *= scale;
  for (Vec2& tip : f.fingers) tip = offset + tip * scale;
}

}  // namespace sm::rex
