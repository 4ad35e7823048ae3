#include "rigs/front/routine.h"

#include <cmath>

#include "motion/easing.h"
#include "motion/scalar.h"

namespace sm::front {

namespace {

constexpr float kRestArm = Arm{}.angle, kRestFlex = Arm{}.flex;
// The tip-toe stretch asks the hips this much above standing: more than the
// legs reach, so with IK legs the body is held at full reach.
constexpr float kStretchAsk = 14;

// 0 outside [a, b] and at its ends, 1 in its middle, eased both ways.
float bump(float x, float a, float b) {
  if (!(x > a && x < b)) return 0;
  const float u = (x - a) / (b - a);
  return smoothstep(u < 0.5f ? 2 * u : 2 - 2 * u);
}

// Eases in over `ramp` after a, holds 1, eases out over `ramp` before b.
float plateau(float x, float a, float b, float ramp) {
  return smoothstep((x - a) / ramp) * smoothstep((b - x) / ramp);
}

// Which side a move goes to when it alternates every `period` counts: the
// figure's own right (screen left, -1) first, as the exercise is taught.
float sideOf(float beat, float period) {
  return static_cast<int>(std::floor(beat / period)) % 2 == 0 ? -1.0f : 1.0f;
}

// A side-to-side swing, -1 .. 1, back through 0 at every `period` counts.
float alternate(float beat, float period) {
  return sideOf(beat, period) * bump(fmod(beat, period), 0, period);
}

void bothArms(Drive& d, float angle, float flex) {
  for (Arm& a : d.arm) a = {angle, flex};
}

// Both arms flung toward the side s points to (+x for s > 0): the arm on that
// side swings out by `out`, the other one across the chest by `across`, its
// forearm folding further across by `fold`.
void armsToward(Drive& d, float s, float out, float across, float fold) {
  const float right = s > 0 ? out : across, left = s < 0 ? out : across;
  d.arm[kRight] = {kRestArm + right * s, kRestFlex - (s < 0 ? fold * -s : 0)};
  d.arm[kLeft] = {kRestArm - left * s, kRestFlex - (s > 0 ? fold * s : 0)};
}

Drive armSwings(float beat) {
  // Odd counts fling the arms out and up, even counts swing them across the
  // belly; the knees give a little on every swing.
  Drive d;
  const float swing = bump(wrap01(beat), 0, 1);
  const bool out = static_cast<int>(beat) % 2 == 0;
  bothArms(d, kRestArm + (out ? 1.75f : -0.6f) * swing, kRestFlex + (out ? 0 : 0.3f) * swing);
  d.pelvis.y += 4 * swing;
  return d;
}

Drive armCircles(float beat) {
  // A full turn every two counts: inward first (across the chest, up the
  // middle, out over the sides), the other way round for counts 5-8.
  Drive d;
  const float turn = easeInOutCubic(wrap01(beat / 2));
  bothArms(d, kRestArm + (beat < 4 ? -kTau : kTau) * turn, kRestFlex);
  d.pelvis.y += 3 * bump(wrap01(beat), 0, 1);
  return d;
}

Drive sideBends(float beat) {
  // Four counts to one side, four to the other. The hips slide away from the
  // bend to balance, the outer arm sweeps overhead, the inner hand goes to the hip.
  Drive d;
  const float side = sideOf(beat, 4), k = plateau(fmod(beat, 4.0f), 0, 4, 1.2f);
  d.lean = 0.5f * side * k;
  d.headTilt = 0.15f * side * k;
  d.pelvis.x = -7 * side * k;
  const int outer = side < 0 ? kRight : kLeft;
  d.arm[outer] = {kRestArm + (kPi + 0.05f - kRestArm) * k, kRestFlex + 0.3f * k};
  d.arm[1 - outer] = {kRestArm + 0.6f * k, kRestFlex - 2.3f * k};
  return d;
}

Drive kneeBends(float beat) {
  // Down and up over two counts with the arms out low for balance, then two
  // counts standing with the arms swung out to shoulder height.
  Drive d;
  const float b = fmod(beat, 4.0f), squat = bump(b, 0, 2), open = bump(b, 2, 4);
  d.pelvis.y += 22 * squat;
  bothArms(d, kRestArm + 0.35f * squat + (kPi / 2 - kRestArm) * open, kRestFlex);
  return d;
}

Drive torsoSway(float beat) {
  // The hips swing out over one foot then the other, the chest leans back
  // over the middle and the arms swing along with the hips.
  Drive d;
  const float s = alternate(beat, 2);
  d.pelvis.x = 13 * s;
  d.pelvis.y += 3 * std::fabs(s);
  d.tilt = -0.1f * s;
  d.lean = -0.2f * s;
  d.headTilt = 0.1f * s;
  armsToward(d, s, 1.3f, 0.8f, 0);
  return d;
}

Drive twist(float beat) {
  // The chest turns left and right (the shoulders narrow as they turn away),
  // the arms flung round with it, the leading elbow bent across the chest.
  Drive d;
  const float s = alternate(beat, 2);
  d.twist = 0.95f * s;
  d.pelvis.x = -3 * s;
  d.lean = 0.05f * s;
  armsToward(d, s, 1.45f, 0.75f, 1.1f);
  return d;
}

Drive tipToeStretch(float beat) {
  // Arms rise through the sides to overhead while the body reaches up as far
  // as it can, holds, and comes back down.
  Drive d;
  const float k = plateau(beat, 0, 8, 3);
  d.pelvis.y -= kStretchAsk * k;
  bothArms(d, kRestArm + (kPi - 0.35f - kRestArm) * k, kRestFlex - 0.05f * k);
  return d;
}

Drive smallJump(float beat) {
  // Six small hops, one a count (crouch, spring, land soft), then two counts
  // to stand still.
  Drive d;
  if (beat >= 6) return d;
  const float u = wrap01(beat);
  const float lift = 9 * bump(u, 0.25f, 0.8f);
  d.lift = lift;
  d.pelvis.y += 5 * (bump(u, 0, 0.3f) + bump(u, 0.75f, 1)) - lift;
  bothArms(d, kRestArm + 0.07f * lift, kRestFlex);
  return d;
}

}  // namespace

// The article's figure sways its hips over its feet with the knees bent
// inward, and leaves the other solution to the poses that need it: here the
// ones whose hips sink or rise straight over both feet, where the knees
// follow the turned-out toes.
const Exercise kRoutine[kExerciseCount] = {
    {"Arm swings", 8, armSwings, Knees::Out},          {"Arm circles", 8, armCircles, Knees::Out},
    {"Side bends", 8, sideBends, Knees::In},           {"Knee bends", 8, kneeBends, Knees::Out},
    {"Torso sway", 8, torsoSway, Knees::In},           {"Twist", 8, twist, Knees::In},
    {"Tip-toe stretch", 8, tipToeStretch, Knees::Out}, {"Small jump", 8, smallJump, Knees::Out},
};

Drive routinePose(int e, float beat) {
  const Exercise& ex = kRoutine[e];
  const Exercise& before = kRoutine[(e + kExerciseCount - 1) % kExerciseCount];
  const Exercise& after = kRoutine[(e + 1) % kExerciseCount];
  const float side = static_cast<float>(ex.knees), half = kKneeTurnCounts / 2;
  Drive d = ex.at(beat);
  if (beat < half) {
    d.knees = lerp(static_cast<float>(before.knees), side, smoothstep(0.5f + beat / kKneeTurnCounts));
  } else if (beat > static_cast<float>(ex.counts) - half) {
    const float into = beat - (static_cast<float>(ex.counts) - half);
    d.knees = lerp(side, static_cast<float>(after.knees), smoothstep(into / kKneeTurnCounts));
  } else {
    d.knees = side;
  }
  return d;
}

}  // namespace sm::front
