#pragma once

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

// The knee is always the IK candidate on the travel (+x) side of hip->ankle,
// so the leg bends like a bird's: hip->knee forward, knee->ankle back,
// ankle->toe forward. A human-style backward knee cannot be chosen.
LegPoints solveLeg(Vec2 hip, const FootPlacement& foot, const LegBones& bones);

// Knee flexion in radians: 0 when femur and tibia are in line.
float kneeFlexion(const LegPoints& leg);

}  // namespace sm
