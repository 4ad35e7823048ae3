#pragma once

#include "rigs/rex/rig.h"

namespace sm::rex {

// A bite at normalised time p in [0, 1], laid over a solved pose: the jaw
// gapes as the head lunges forward (easeOutCubic, like the stickman's
// thrust), snaps shut at full reach, and the head draws back. Only the
// neck-head-jaw group moves, about the shoulder, so legs and tail keep the gait.
void bite(RexPose& p, float t);

// How far forward the head is at p (0..1 of the full lunge) and how wide the jaw is (0..1).
float biteLunge(float p);
float biteGape(float p);

}  // namespace sm::rex
