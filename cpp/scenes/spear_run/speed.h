#pragma once

namespace sm::spear_run {

// Speed and distance as functions of elapsed game time, in closed form, so
// they are the same at any frame rate: two straight ramps (start to cruise,
// cruise to top), then the top speed; distance is the integral.
float speedAt(double t);
double distanceAt(double t);
// The speed the runner will have on reaching distance d: sqrt(v0^2 + 2 a d)
// during the ramp. Obstacles are spaced with it, so the course does not
// depend on when it was generated.
float speedAtDistance(double d);
// Its inverse: when the runner reaches distance d (seconds on the curve).
double timeAtDistance(double d);
// When the speed curve reaches v (0 below the start, the second ramp's end above the top).
double timeAtSpeed(float v);

}  // namespace sm::spear_run
