#pragma once

#include "motion/leg_solve.h"
#include "render/frame.h"

namespace sm {

class DrawList;

// The most lines of numbers the solve layer writes by a leg: the hip->foot
// length, the knee's angle and "out of reach".
constexpr int kSolveReadoutLines = 3;
// drawLegSolve's readoutSide for a near leg whose numbers its scene writes
// itself (drawSolveReadout), where it knows what else they must keep off.
constexpr int kReadoutByScene = 2;

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

// A place for a leg's numbers: written from `at`, from its left (align -1)
// or up to it (1).
struct ReadoutSpot {
  Vec2 at;
  int align;
};
// The near leg's numbers at the first of its `count` spots where every line
// is drawn as asked, inside the view, and off each of the `n` boxes in
// `clear` (drawn units); false where none has room.
bool drawSolveReadout(const LegSolve& leg, DrawList& out, const ReadoutSpot* spots, int count, const Rect* clear, int n);

// The height the near leg's numbers may take, every line of them (drawn units).
float solveReadoutHeight(const LegSolve& leg, const DrawList& out);

// The box a leg's construction is drawn in (drawn units): its reach round
// the hip, and below it the shin's circle round the foot.
Rect solveExtent(const LegSolve& leg);

// Where the layer puts the parts a test checks, in drawn (screen) units.
struct SolveMarks {
  Vec2 hip, foot, knee, rejected, target;
  float thighRx, thighRy, shinRx, shinRy;  // the bone circles' radii (ellipses under a squash)
};
SolveMarks solveMarks(const LegSolve& leg);

}  // namespace sm
