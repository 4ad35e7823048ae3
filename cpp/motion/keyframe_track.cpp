#include "motion/keyframe_track.h"

#include "motion/scalar.h"

namespace sm {

namespace {
float valueAt(const Key* keys, int n, SegmentAt s) {
  if (n == 1) return keys[0].v;
  return lerp(keys[s.i].v, keys[s.i + 1].v, s.u);
}
}  // namespace

float sample(const Key* keys, int n, float p) {
  if (n <= 0) return 0;
  return valueAt(keys, n, segmentAt(keys, n, p));
}

float sample(const Key* keys, int n, float p, Ease override) {
  if (n <= 0) return 0;
  return valueAt(keys, n, segmentAt(keys, n, p, &override));
}

}  // namespace sm
