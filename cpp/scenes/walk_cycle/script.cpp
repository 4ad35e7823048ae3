#include "scenes/walk_cycle/script.h"

namespace sm::walk_cycle {

namespace {

// Laps are 10 s. Where the timeline sets the step rate, a lap still ends on a
// whole number of steps, so its restart does not jump the legs; the slope
// scene ends each lap back on its first slope.
constexpr TimelineEvent k01[] = {
    {5, SetStepHz, 2.4f, "the step rate rises to 2.4 steps per second"},
};
constexpr TimelineEvent k02[] = {
    {5, SetStepHz, 1.2f, "the step rate drops to 1.2 steps per second"},
};
constexpr TimelineEvent k03[] = {
    {4, SetStride, 36, "the stride opens to 36 degrees"},
    {7, SetStride, 28, "the stride closes back to 28 degrees"},
};
constexpr TimelineEvent k04[] = {
    {2.0f, GazeTo, 120, "the gaze moves ahead of the turn"},
    {2.4f, Turn, 0, "the walker turns"},
    {7.0f, GazeTo, 320, "the gaze moves ahead of the turn back"},
    {7.4f, Turn, 0, "the walker turns back"},
};
constexpr TimelineEvent k05[] = {
    {5, SetLegRatio, 0.42f, "the shin shortens to a leg ratio of 0.42"},
};
constexpr TimelineEvent k06[] = {
    {5, SetStepHz, 2.4f, "the step rate rises to 2.4 steps per second"},
};
constexpr TimelineEvent k07[] = {
    {0, SlopeTo, -14, "the path goes downhill at 14 degrees"},
    {3.5f, SlopeTo, 0, "the path levels out"},
    {5.5f, SlopeTo, 10, "the path goes uphill at 10 degrees"},
    {7.5f, SlopeTo, -14, "the path goes downhill at 14 degrees"},
};
constexpr TimelineEvent k08[] = {
    {3.75f, SetStepHz, 2.4f, "the step rate rises to 2.4 steps per second"},
    {6.25f, SetStepHz, 0.8f, "the step rate drops to 0.8 steps per second"},
};

template <int N>
constexpr int count(const TimelineEvent (&)[N]) {
  return N;
}

const Script kScripts[] = {
    {"One clock drives both legs, the right leg half a step behind; the phase wraps without a seam.",
     k01, count(k01), 10, 0, Keys::StepHz, Keys::None},
    {"Contact, loading, mid-stance, push and lift: the foot stays pinned while the ankle rolls.",
     k02, count(k02), 10, 0.3f, Keys::StepHz, Keys::None},
    {"The stride angle sets the step length and the ground speed; a body at 0.82 of that speed "
     "drags its planted foot.",
     k03, count(k03), 10, 0, Keys::Stride, Keys::StepHz},
    {"The hips bob, the head cancels most of it, and the gaze leads each turn.",
     k04, count(k04), 10, 2.2f, Keys::StepHz, Keys::None},
    {"Each arm swings against its leg, the elbow bending most on the forward swing.",
     k05, count(k05), 10, 0.3f, Keys::StepHz, Keys::LegRatio},
    {"The pelvis turns with each step and the shoulders turn against it.",
     k06, count(k06), 10, 0.15f, Keys::StepHz, Keys::None},
    {"On a slope the body leans and lowers; downhill the steps come faster.",
     k07, count(k07), 10, 1.5f, Keys::StepHz, Keys::None},
    {"A minimum swing clearance keeps the foot off the floor that the raw arc scuffs.",
     k08, count(k08), 10, 0.5f, Keys::StepHz, Keys::None},
    {"Three walkers of different stride and rate: planted feet hold still while the bodies sway.",
     nullptr, 0, 10, 0.5f, Keys::WalkerSpeed, Keys::None},
};

}  // namespace

const Script& script(int number) {
  const int i = number < 1 ? 0 : (number > 9 ? 8 : number - 1);
  return kScripts[i];
}

}  // namespace sm::walk_cycle
