#include "rigs/stickman/moves/kata.h"

#include <cmath>

#include "motion/keyframe_track.h"
#include "motion/scalar.h"

namespace sm::stickman {

namespace {

constexpr float at(float seconds) { return seconds / kKataSeconds; }

// Front hand from the shoulders, shaft angle, front and rear grip from the butt.
constexpr SpearHold kGuard{{28, 14}, 0.45f, 72, 16};

}  // namespace

// clang-format off
const KataForm kKata[kKataWaypoints] = {
  // t         hold       ease             name                        spear                                   lean    shift crouch stance lift squash twice  facing
  {at(0),    at(0.6f), Ease::OutCubic,   "ready guard",              kGuard,                                 0.06f,  -2,   10,    40,   0,   1,     false, 1},
  {at(1.1f), at(0.25f), Ease::Smooth,    "step-in middle thrust",    {{50, 4}, 0.06f, 68, 18},              0.28f,  14,   16,    62,   0,   1,     false, 1},
  {at(2),    at(0.2f), Ease::OutCubic,   "recover to guard",         kGuard,                                 0.06f,  -2,   10,    40,   0,   1,     false, 1},
  {at(2.6f), at(0.25f), Ease::Smooth,    "high thrust",              {{48, -14}, 0.38f, 68, 18},            0.18f,  10,   4,     52,   0,   1,     false, 1},
  {at(3.6f), at(0.2f), Ease::InOutCubic, "low sweep at the shins",   {{40, 26}, -0.5f, 85, 30},              0.35f,  8,    24,    66,   0,   1,     false, 1},
  {at(4.6f), at(0.35f), Ease::OutCubic,  "overhead block",           {{24, -42}, 0, 100, 48},                -0.06f, -4,   14,    46,   0,   1,     false, 1},
  {at(5.3f), at(0.25f), Ease::Smooth,    "downward strike",          {{44, 10}, -0.55f, 85, 30},             0.32f,  12,   20,    56,   0,   0.96f, false, 1},
  {at(6.2f), at(0.1f), Ease::Smooth,     "left parry circle",        {{22, 2}, 1.05f, 70, 18},               -0.08f, -8,   10,    42,   0,   1,     false, 1},
  {at(7),    at(0.1f), Ease::OutCubic,   "right parry circle",       {{34, 20}, -0.25f, 75, 22},             0.1f,   4,    14,    44,   0,   1,     false, 1},
  {at(7.8f), at(0.35f), Ease::InOutCubic, "kneeling low thrust",     {{48, 14}, -0.1f, 68, 18},              0.22f,  10,   32,    91,   0,   1,     false, 1},
  {at(8.9f), at(0.25f), Ease::Smooth,    "rising butt-end strike",   {{34, -12}, 3.69f, 45, 95},             0.05f,  6,    6,     38,   0,   1.03f, false, 1},
  {at(10.1f), at(0.2f), Ease::Smooth,    "pivot turn, spear high",   {{6, -46}, 1.55f, 80, 30},              -0.04f, 0,    2,     -36,  4,   1.04f, false, -1},
  {at(11.2f), at(1.2f), Ease::Linear,    "horse-stance guard",       {{32, 16}, 0.22f, 76, 20},              0,      0,    26,    76,   0,   0.97f, true, 1},
  {at(13.1f), at(0.3f), Ease::Smooth,    "double thrust",            {{50, 6}, 0.08f, 68, 18},              0.26f,  12,   24,    70,   0,   1,     false, 1},
  {at(14.3f), at(0.25f), Ease::Smooth,   "leaping downward strike",  {{42, 8}, -0.7f, 85, 30},               0.3f,   10,   0,     30,   34,  1.06f, false, 1},
  {at(15.3f), at(0.3f), Ease::Smooth,    "retreating guard",         {{24, 14}, 0.5f, 70, 16},               -0.06f, -12,  14,    44,   0,   0.94f, false, 1},
  {at(16.4f), at(1.4f), Ease::Smooth,    "closing salute",           {{10, 6}, 1.52f, 80, 40},               0,      0,    2,     8,    0,   1,     false, 1},
  {at(19),   0,        Ease::Smooth,     "ready guard",              kGuard,                                 0.06f,  -2,   10,    40,   0,   1,     false, 1},
};
// clang-format on
// The kneeling thrust's rear knee is on the ground: the hips 66 - 32 = 34
// up and 10 forward, the thigh (37) down to a knee sqrt(37^2 - 34^2) = 14.6
// behind them, the shin (37) flat behind that, so the rear foot is 51.6 behind
// the hips: a stance of 2 * (51.6 - 10 + kFeetCentre) = 91.

namespace {

// Two quick shots on one segment: out, half back, out again, each easeOutCubic.
float twoShots(float u) {
  if (u < 0.4f) return easeOutCubic(u / 0.4f);
  if (u < 0.6f) return 1 - 0.55f * smoothstep((u - 0.4f) / 0.2f);
  return 0.45f + 0.55f * easeOutCubic((u - 0.6f) / 0.4f);
}

constexpr float kFeetCentre = 4;
// A foot that changes place between forms steps: lifted, never dragged.
constexpr float kStepLiftPerUnit = 0.35f, kMaxStepLift = 14;

float footX(const KataForm& f, int side) {
  // Positive stance puts the far foot in front.
  const float half = f.stance / 2;
  return kFeetCentre + (side == kFar ? half : -half);
}

}  // namespace

float kataFacing(float p) {
  const SegmentAt s = segmentAt(kKata, kKataWaypoints, clamp(std::isfinite(p) ? p : 0, 0, 1));
  return lerp(kKata[s.i].facing, kKata[s.i + 1].facing, s.u);
}

int kataForm(float p) {
  const SegmentAt s = segmentAt(kKata, kKataWaypoints, wrap01(p));
  return s.u > 0.5f ? (s.i + 1) % (kKataWaypoints - 1) : s.i;
}

Drive kata(float p, float groundY) {
  const SegmentAt s = segmentAt(kKata, kKataWaypoints, clamp(std::isfinite(p) ? p : 0, 0, 1));
  const KataForm& a = kKata[s.i];
  const KataForm& b = kKata[s.i + 1];
  const float u = a.twice ? twoShots(s.u) : s.u;

  const float lift = lerp(a.lift, b.lift, u);
  Drive d;
  d.pelvis = {lerp(a.shift, b.shift, u), groundY - kHipHeight + lerp(a.crouch, b.crouch, u) - lift};
  d.lean = lerp(a.lean, b.lean, u);
  const float arc = sm::sin(kPi * clamp(s.u, 0, 1));
  for (int side = kNear; side <= kFar; ++side) {
    const float from = footX(a, side), to = footX(b, side);
    const float step = std::fmin(kMaxStepLift, kStepLiftPerUnit * std::fabs(to - from)) * arc;
    d.foot[side] = {lerp(from, to, u), groundY - lift - step};
  }
  d.squashY = lerp(a.squash, b.squash, u);
  d.groundPoint = {d.pelvis.x, groundY};
  grip(d, blend(a.spear, b.spear, u));
  return d;
}

}  // namespace sm::stickman
