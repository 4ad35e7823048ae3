#pragma once

#include "motion/vec2.h"

namespace sm {

// The closed outline of a tapered body along a chain of bone points: each
// point gets its own half-width on either side (`upper` is the side to the
// left of travel along the chain, up for a chain running toward +x), and
// `samples` Catmull-Rom steps per segment round the bends. The outline is
// rebuilt from the bones every frame, so flesh can never drift off a joint.
// Writes 2 * ((n - 1) * samples + 1) points to `out`; returns that count.
int taperedOutline(const Vec2* pts, const float* upper, const float* lower, int n, int samples, Vec2* out);

constexpr int taperedOutlineSize(int n, int samples) { return 2 * ((n - 1) * samples + 1); }

// A point given in a bone's own frame: x along from->to (scaled so the
// bone's rest length is `restLength`), y across it (down for a bone to +x).
Vec2 inBoneFrame(Vec2 from, Vec2 to, float restLength, Vec2 local);

}  // namespace sm
