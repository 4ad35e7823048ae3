#pragma once

namespace sm::walker {

// The five numbers that decide a step of the walk-cycle walker. A leg's phase
// runs 0..1 once per step period (1/stepHz); the other leg is half a period
// behind. Stance is the first contactShare of it.
struct Gait {
  float stepHz = 1.6f;        // steps per second
  float strideDeg = 28;       // half the angle the legs open
  float legPx = 90;           // hip to ankle
  float legRatio = 0.48f;     // shin / thigh
  float contactShare = 0.6f;  // share of a step the foot is on the ground
};

// The walker's model numbers, named once: the gait below is built from them
// and the lessons' panels print them.
constexpr float kHipHeightShare = 0.93f, kHipBobShare = 0.04f;  // of legPx
constexpr float kStancePhaseEnds[] = {0.12f, 0.30f, 0.45f, 0.60f};  // contact .. push
constexpr float kArcHoldK = 0.85f;         // the corrected arc holds its clearance until here
constexpr float kArmSwingShare = 0.6f;     // shoulder swing / stride angle
constexpr float kBackSwingBend = 0.6f;     // share of the elbow bend at the arm's back swing
constexpr float kElbowMaxDeg = 70, kElbowRatioBase = 0.4f;  // elbowMax = 70 (0.4 + legRatio)
constexpr float kTwistAmpDeg = 6, kTwistBaseHz = 1.6f;      // pelvis ±6 at 1.6 steps/s
constexpr float kShoulderTwistShare = 1.2f;                // shoulders against the pelvis
constexpr float kLeanDownhill = 0.5f, kLeanUphill = 0.25f;  // lean / slope
constexpr float kLeanStepHz = 0.06f;                        // steps/s per degree of forward lean
constexpr float kSwayWobble = 0.12f;                        // body speed share a sway adds

constexpr float kMinStepHz = 0.8f, kMaxStepHz = 2.8f;
constexpr float kMinStrideDeg = 10, kMaxStrideDeg = 44;
constexpr float kMinLegRatio = 0.40f, kMaxLegRatio = 0.56f;

float thighLength(const Gait& g);
float shinLength(const Gait& g);

// What one step pushes: the forward reach plus the backward push of the legs.
float stepDist(const Gait& g);
// The ground speed that keeps a planted foot still: stepDist * stepHz.
float groundV(const Gait& g);

bool inStance(const Gait& g, float legPhase);
float stanceSeconds(const Gait& g);
float swingSeconds(const Gait& g);
// Both feet down: the stances of the two legs overlap twice a period.
float doubleSupportSteps(const Gait& g);
// 0 at lift-off .. 1 at touch-down; -1 while in stance.
float swingK(const Gait& g, float legPhase);

// Hip above the ankle line: legPx*(kHipHeightShare + kHipBobShare*bob), lowest
// at each touch-down.
float hipHeight(const Gait& g, float legPhase);
constexpr float kHeadCancel = 0.82f;  // share of the hip bob the neck cancels

// The five stance phases, as shares of a step; they end at contactShare.
enum class StancePhase { Contact, Loading, Mid, Push, Lift };
StancePhase stancePhase(float legPhase);
const char* stancePhaseName(StancePhase p);
// Foot pitch, toe down positive: heel strike -14 rolls flat by 12%, flat until
// 45%, then the push rolls onto the toe, 16 at lift-off; the swing carries it
// back to the heel strike so the angle never jumps.
float ankleRollDeg(const Gait& g, float legPhase);

// Swing lift above the floor. Raw: the pendulum's low arc. Corrected: the raw
// arc plus a minimum clearance held until k = kArcHoldK, set down over the rest.
// These are scene 08's comparison; held from k = 0 and dropped in a few
// frames, the corrected arc would snap a drawn foot up and down.
float minArc(const Gait& g);
float rawLift(const Gait& g, float k);
float correctedLift(const Gait& g, float k);
// What a drawn foot does: a lift of swingPeak * swingBump(k), which leaves
// and meets the floor at zero speed. The walker's own peak is a low arc;
// scene 08's walker rises to the corrected arc's clearance the same way.
constexpr float kSwingLiftShare = 0.13f;  // of legPx, at mid-swing
float swingPeak(const Gait& g, bool corrected);
// 0 at both ends with zero slope, 1 at mid-swing.
float swingBump(float k);
constexpr float kScuffPx = 4;
// Percent of the swing within kScuffPx of the floor, over 100 samples of k.
float scuffShare(const Gait& g, bool corrected);

// Arm swing opposite the same-side leg: back when its foot strikes, forward
// (and most bent) half a period later.
float shoulderDeg(const Gait& g, float legPhase);
float elbowDeg(const Gait& g, float legPhase);
float elbowMaxDeg(const Gait& g);
// The forearm's angle from straight down: the shoulder angle plus the elbow
// bend, bent less toward the back swing so the trailing arm hangs long and loose.
float forearmDeg(const Gait& g, float legPhase);

// Pelvis turn grows with the step rate; the shoulders turn against it, more.
float twistAmpDeg(const Gait& g);
float hipTwistDeg(const Gait& g, float legPhase);
float shoulderTwistDeg(const Gait& g, float legPhase);

// Lean on a slope (uphill positive), negative = forward: half the slope
// downhill, a quarter uphill. Leaning forward speeds the steps up.
float slopeLeanDeg(float slopeDeg);
float slopeStepHz(float baseHz, float leanDeg);

// How far a planted foot would be pushed in one 1/60 s frame by a body speed
// wobbling kSwayWobble with the sway, at `swayRad` into the sway's cycle, if
// its place were solved again every frame. The sway's rate is the scene's.
float swaySlipEstimate(const Gait& g, float swayRad);

}  // namespace sm::walker
