#pragma once

#include "rigs/stickman/rig.h"

namespace sm::stickman {

constexpr float kSpearLength = 150;

// How the spear is held, relative to the shoulders: where the front hand is,
// the shaft's angle (0 = tip straight ahead, positive = tip up) and where each
// hand grips, measured along the shaft from the butt.
struct SpearHold {
  Vec2 front;
  float angle = 0;
  float gripFront = 70;
  float gripRear = 15;
};

SpearHold blend(const SpearHold& a, const SpearHold& b, float t);

// Puts the spear in both hands: sets the spear's ends and solves each hand
// onto the shaft by IK, the near (front) and far (rear) elbows bending away
// from each other. A grip out of its arm's reach slides along the shaft to the
// nearest point the hand can reach, as hands do on a real shaft, so the hands
// stay on the spear for any hold.
void grip(Drive& d, const SpearHold& h);

// The spear carried on the run: low, tip forward and a little up.
constexpr SpearHold kCarry{{22, 34}, 0.22f, 70, 18};

// A forward two-handed thrust at normalised time p in [0, 1]: from `rest` the
// spear shoots out (easeOutCubic), stays out a beat, and draws back to
// `rest`; the body leans into it. Another motion's Drive (a run, a stand)
// gets the spear and the lean on top of its legs.
void thrust(Drive& d, const SpearHold& rest, float p);

}  // namespace sm::stickman
