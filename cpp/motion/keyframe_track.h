#pragma once

#include "motion/easing.h"

namespace sm {

// One key of a track: at normalised time t the value is v; `ease` shapes the
// segment from this key to the next; the value stays put for `hold` after t,
// which is the same as repeating the key at t + hold.
struct Key {
  float t = 0;
  float v = 0;
  Ease ease = Ease::Smooth;
  float hold = 0;
};

// Where p falls among keys sorted by t: between keys i and i + 1, at eased
// progress u in [0, 1]. Before the first key u = 0 at i = 0; after the last,
// u = 1 at the last segment. Works on any key type with t, ease and hold, so a
// whole-body waypoint table is located the same way as a single track.
struct SegmentAt {
  int i = 0;
  float u = 0;
};

template <class K>
SegmentAt segmentAt(const K* keys, int n, float p, const Ease* easeOverride = nullptr) {
  if (n < 2 || !(p > keys[0].t)) return {0, 0};
  for (int i = 0; i + 1 < n; ++i) {
    const float start = keys[i].t + keys[i].hold, end = keys[i + 1].t;
    if (p <= end || i + 2 == n) {
      if (p <= start) return {i, 0};
      const float span = end - start;
      const float raw = span > 0 ? (p - start) / span : 1;
      return {i, ease(easeOverride ? *easeOverride : keys[i].ease, raw)};
    }
  }
  return {n - 2, 1};
}

// A track's value at p: the keys' values blended by the segment's easing.
// Nothing is allocated: keys are usually a static constexpr array.
float sample(const Key* keys, int n, float p);
// The same with every segment eased by `override` (the jump switches easing
// at its apex by sampling with one or the other).
float sample(const Key* keys, int n, float p, Ease override);

template <int N>
float sample(const Key (&keys)[N], float p) {
  return sample(keys, N, p);
}
template <int N>
float sample(const Key (&keys)[N], float p, Ease override) {
  return sample(keys, N, p, override);
}

}  // namespace sm
