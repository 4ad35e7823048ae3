#pragma once

namespace sm::spear_run {

// Speed and distance as functions of elapsed game time, in closed form, so
// they are the same at any frame rate: v(t) = min(top, start + a t) and
// distance = its integral.
float speedAt(double t);
double distanceAt(double t);
// The speed the runner will have on reaching distance d: sqrt(v0^2 + 2 a d)
// during the ramp. Obstacles are spaced with it, so the course does not
// depend on when it was generated.
float speedAtDistance(double d);

}  // namespace sm::spear_run
