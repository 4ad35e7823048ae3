#pragma once

#include "motion/vec2.h"

namespace sm {

// A pinned chain of N points a fixed distance apart, integrated with Verlet:
// velocity is the difference between this and the last position, damped by
// `drag`; forces are scaled by dt*dt*60 so their units read as per-frame at
// 60 Hz. After each step, `iterations` passes of distance constraints pull
// each pair back to `spacing`, the first point held on its pin; the last pass
// moves only the far point of each pair, so every spacing ends exact.
template <int N>
struct VerletChain {
  Vec2 pts[N];
  Vec2 prev[N];
  float spacing = 9;
  float drag = 0.86f;
  int iterations = 6;

  // Hangs the chain straight down from the pin, at rest.
  void rest(Vec2 pin) {
    for (int i = 0; i < N; ++i) pts[i] = prev[i] = pin + Vec2{0, spacing * static_cast<float>(i)};
  }

  void step(Vec2 pin, Vec2 force, float dt) {
    const float k = dt * dt * 60;
    for (int i = 1; i < N; ++i) {
      const Vec2 v = (pts[i] - prev[i]) * drag;
      prev[i] = pts[i];
      pts[i] = pts[i] + v + force * k;
    }
    pts[0] = prev[0] = pin;
    for (int it = 0; it < iterations; ++it) {
      for (int i = 0; i + 1 < N; ++i) {
        const Vec2 d = pts[i + 1] - pts[i];
        const float len = length(d);
        if (len < 1e-6f) {
          pts[i + 1] = pts[i] + Vec2{0, spacing};
          continue;
        }
        const Vec2 fix = d * ((len - spacing) / len);
        if (i == 0 || it == iterations - 1) {
          pts[i + 1] = pts[i + 1] - fix;
        } else {
          pts[i] = pts[i] + fix * 0.5f;
          pts[i + 1] = pts[i + 1] - fix * 0.5f;
        }
      }
    }
  }
};

}  // namespace sm
