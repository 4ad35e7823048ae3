#pragma once

#include "motion/gait.h"
#include "motion/leg_solve.h"
#include "motion/vec2.h"

namespace sm {

// A leg that stands on its toes (a theropod's or a bird's): hip -> knee ->
// ankle -> metatarsus end -> toe tip. The foot (toe, toe pitch, metatarsus
// angle) is placed first and the knee is solved last, so a planted toe stays
// exactly where the gait put it and every bone keeps its length.
struct LegBones {
  float femur = 1, tibia = 1, metatarsus = 1, toe = 1, innerToe = 1;
};

struct FootPlacement {
  Vec2 toe;               // main toe tip: the contact point while planted
  float toePitch = 0;     // radians below horizontal, toes pointing forward; 0 = flat
  float metatarsus = 0;   // radians from straight down, forward positive (fromDown)
};

struct LegPoints {
  Vec2 hip, knee, ankle, metatarsus, toe, innerToe;
};

// How a digitigrade foot travels through a gait cycle. Planted: the toe tip
// follows footAt on the ground (still against it while the body passes) and
// the metatarsus keeps its stance slope, turning about the toe joint by at
// most `pushOff` late in stance. Swing: the toes curl and the metatarsus
// folds back, both easing out again before touch-down.
struct FootGait {
  float forward = 0;            // mid-stance toe tip ahead of `origin`
  float metatarsusStance = 0;   // radians from down, forward positive
  float pushOff = 0;            // radians, turned toward vertical at toe-off
  float toeCurl = 0;            // radians of toe pitch at mid-swing
  float swingFold = 0;          // radians the metatarsus folds back at mid-swing
};

FootPlacement placeFoot(float footPhase, const GaitParams& g, Vec2 origin, const FootGait& fg);

// The knee is always the IK candidate on the travel (+x) side of hip->ankle,
// so the leg bends like a bird's: hip->knee forward, knee->ankle back,
// ankle->toe forward. A human-style backward knee cannot be chosen.
LegPoints solveLeg(Vec2 hip, const FootPlacement& foot, const LegBones& bones);

// The hip->ankle solve that placed the knee, as the solve layer draws it:
// the ankle is the target, so the record is the pose's own inputs.
LegSolve kneeSolve(const LegPoints& leg, const LegBones& bones);

// Knee flexion in radians: 0 when femur and tibia are in line.
float kneeFlexion(const LegPoints& leg);

}  // namespace sm
