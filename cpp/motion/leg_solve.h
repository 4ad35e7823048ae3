#pragma once

#include "motion/ik.h"
#include "motion/vec2.h"

namespace sm {

// One leg's two-bone solve, kept as the facts it was made from: a rig solves
// its leg from this record (chain()), and the solve layer draws the same
// record, so the construction on screen is the one the pose came from.
//
// Points are in the space the leg was solved in; `offset` and `scale` say how
// the drawing maps that space (a jump's squash, a turn's mirror, a walker's
// size): drawn = offset + scale * p, per axis.
struct LegSolve {
  Vec2 hip, target;    // the chain's root and where the motion asked the foot to be
  float thigh = 1, shin = 1;
  // The longest hip->foot the rig allows: a target past it is pulled back
  // along the same line before solving; infinite when only the solver's own
  // clamp (thigh + shin - 0.01) applies.
  float reach = 1e30f;
  float bendSign = 1;  // TwoBoneIk's: which of the two knees is chosen
  // The foot's place in its gait cycle from touch-down (0..1) and the share of
  // the cycle it is planted; phase < 0 when no gait drives the foot.
  float phase = -1, duty = 0;
  Vec2 offset{0, 0}, scale{1, 1};
  bool ik = false;  // false: the leg was not solved (FK legs), nothing to show
  const char* endName = "foot";  // what the chain ends at, in the layer's words

  // The target, pulled back within reach.
  Vec2 reached() const { return withinReach(hip, target, reach); }
  TwoBoneIk chain() const { return {hip, reached(), thigh, shin, bendSign}; }
  // The knee the solver did not choose: the mirror of the chosen one across
  // the hip->foot line.
  Vec2 rejectedKnee() const { return TwoBoneIk{hip, reached(), thigh, shin, -bendSign}.joint(); }
  // The target lies beyond what the leg reaches: the foot stops short of it.
  bool clamped() const;
  // A further map of the drawing, applied after the current one.
  void then(Vec2 moreOffset, Vec2 moreScale);
  Vec2 drawn(Vec2 p) const { return {offset.x + scale.x * p.x, offset.y + scale.y * p.y}; }
};

// Scales about `pivot`: sx horizontally, sy vertically (a squash, a mirror).
void scaleAbout(LegSolve& leg, Vec2 pivot, float sx, float sy);

}  // namespace sm
