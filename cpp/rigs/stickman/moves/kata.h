#pragma once

#include "motion/easing.h"
#include "rigs/stickman/rig.h"
#include "rigs/stickman/moves/spear.h"

namespace sm::stickman {

// One waypoint of the spear kata: a whole-body pose reached at normalised time
// t and kept for `hold` (a form's "kime"); `ease` is how the body moves on to
// the next form (easeOutCubic for a thrust: it shoots out and settles).
struct KataForm {
  float t;
  float hold;
  Ease ease;
  const char* name;
  SpearHold spear;
  float lean;    // torso lean, radians, forward positive
  float shift;   // weight shift: hips forward (+) or back over the feet
  float crouch;  // hips lowered
  float stance;  // distance between the feet; negative: the near foot in front
  float lift;    // the whole body off the ground
  float squash;  // vertical scale about the ground point
  bool twice;    // the move on to the next form is two quick shots
  float facing;  // +1 faces +x, -1 turned round to face -x (the pivot turn)
};

// 17 forms plus a closing key equal to the first, so the kata loops without a seam.
constexpr int kKataWaypoints = 18;
extern const KataForm kKata[kKataWaypoints];
constexpr float kKataSeconds = 19;

// The body at normalised time p of the kata, standing over groundY.
Drive kata(float p, float groundY);

// Which way the body faces at p: +1 (+x) .. -1 (-x), eased between forms
// like the rest of the body, so a turn swings round rather than flips. The
// Drive is always solved facing +x; a scene mirrors the pose by this.
float kataFacing(float p);

// The form being performed or approached at p (0-based into kKata).
int kataForm(float p);

}  // namespace sm::stickman
