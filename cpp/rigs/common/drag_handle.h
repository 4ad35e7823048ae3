#pragma once

#include <cstddef>

#include "motion/vec2.h"

namespace sm {

class DrawList;

// A place on a figure a learner may drag (SPEC 8.6): a foot target, the hip.
// A drag is a setting of its scene, not an event: the handle's offset applies
// from the timeline's start, so a drag replays, survives a seek and travels in
// a link like any other setting. A scene shows each handle as two settings,
// `dx` and `dy` (its offset from where the motion puts it, in stage units), and
// two readouts, `x` and `y` (where it is drawn now); the page finds a scene's
// handles by those names (web/drag/).
struct HandleNames {
  const char *dx, *dy, *x, *y;
  const char* says;  // its name in the status line
};

// The farthest a handle moves from where its motion puts it, in stage units:
// farther than any stage shows.
constexpr float kMaxHandleOffset = 1000;
// Offsets are kept on a grid this fine, so a link's four decimals carry one exactly.
constexpr float kHandleGrid = 1.0f / 16;

// What an offset asked to be v keeps: v on the grid; `was`, unchanged, when v
// is no number or farther than kMaxHandleOffset.
float keepHandleOffset(float v, float was);

// Axis k of handle offsets as the settings number them: handle k / 2's x
// for an even k, its y for an odd one.
inline float& offsetAxis(Vec2* offsets, int k) { return k % 2 ? offsets[k / 2].y : offsets[k / 2].x; }
inline float offsetAxis(const Vec2* offsets, int k) { return k % 2 ? offsets[k / 2].y : offsets[k / 2].x; }

// Whether any of n handles is off the place its motion gives it.
bool anyMoved(const Vec2* offsets, int n);

// A ring round a handle at `at`, which says it can be taken.
void drawHandle(DrawList& out, Vec2 at);

// Adds to the sentence in buf (of `size` bytes) each moved handle and its
// offset ("Hip moved 4 back, 2 up."), `back` and `forward` naming -x and +x.
void sayMoved(char* buf, std::size_t size, const HandleNames* names, const Vec2* offsets, int n, const char* back,
              const char* forward);

}  // namespace sm
