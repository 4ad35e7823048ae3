#pragma once

#include "motion/gait.h"
#include "render/draw_list.h"
#include "rigs/common/digitigrade_leg.h"

namespace sm {

// A bird's leg as a reference beside the rex, driven by the same gait phase:
// hip, knee (kept near the body, pointing forward), ankle (the joint that
// points back, the one people call a "reversed knee") and toe. Not any one
// species: a plain model of the joint order, scaled to `kBirdScale` of the
// rex's stride.
constexpr float kBirdScale = 0.6f;
constexpr LegBones kBirdBones{24, 44, 32, 14, 11};
constexpr float kBirdHipHeight = 82;

struct BirdLeg {
  LegPoints leg;  // leg.metatarsus is the toe joint the label calls "toe"
  bool planted = false;
};

// The rex gait scaled to the bird's size; the phase is shared, not scaled.
GaitParams birdGait(const GaitParams& rex);
// `origin` is the ground point under the bird's resting hip.
BirdLeg birdLegAt(float phase, const GaitParams& rexGait, Vec2 origin);

// Bones, joints in their teaching colours (the knee yellow, knee_mark.h;
// ankle and toe Accent2), and optionally the labels.
void drawBirdLeg(const BirdLeg& b, DrawList& out, bool labels);

}  // namespace sm
