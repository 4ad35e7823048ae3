#pragma once

#include "motion/leg_solve.h"

namespace sm {

class DrawList;

// The most lines of numbers the solve layer writes by a leg: the hip->foot
// length, the knee's angle and "out of reach".
constexpr int kSolveReadoutLines = 3;

// The solve layer (SPEC 8.6): a leg's two-bone construction drawn from the
// record it was solved from, so it can never disagree with the pose. The
// hip->foot line with its length, the thigh circle round the hip and the shin
// circle round the foot (the knee is where they cross), the chosen knee with
// its angle and the rejected one (its mirror), the reach limit (in the accent
// colour once the target is past it, with the pull-back), the foot target,
// and round the foot a ring of its gait cycle: planted share thick, swing
// thin, a dot where the foot is now. `near`: the leg drawn over the body, in
// full; the far one is drawn lighter so the two can be told apart. The near
// leg's numbers go beside the figure on the side its knee points to, or on
// `readoutSide` (-1 left, +1 right) where a scene keeps that side free, or
// from `readoutAt` (left-aligned) where a scene has a place for its words;
// the line after them is returned, for a scene that adds its own.
Vec2 drawLegSolve(const LegSolve& leg, bool near, DrawList& out, int readoutSide = 0,
                  const Vec2* readoutAt = nullptr);

// Where the layer puts the parts a test checks, in drawn (screen) units.
struct SolveMarks {
  Vec2 hip, foot, knee, rejected, target;
  float thighRx, thighRy, shinRx, shinRy;  // the bone circles' radii (ellipses under a squash)
};
SolveMarks solveMarks(const LegSolve& leg);

}  // namespace sm
