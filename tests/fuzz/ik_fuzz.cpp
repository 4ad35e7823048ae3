// libFuzzer: the two-bone IK solver on random roots, targets, bone lengths and
// bends. On a stage-sized range (|coordinates| <= 1e4, bones 0.5..500) the
// joints must be finite and the upper bone l1 long; on a range a thousand times
// wider they must still be finite. Past about 1e9 the solver's fourth-power
// product overflows a float, so that is not asked of it.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "motion/ik.h"

namespace {

void fail(const char* what, const sm::TwoBoneIk& ik) {
  std::fprintf(stderr, "%s: root %g,%g target %g,%g l1 %g l2 %g bend %g\n", what, ik.root.x, ik.root.y,
               ik.target.x, ik.target.y, ik.l1, ik.l2, ik.bendSign);
  std::abort();
}

bool finite(sm::Vec2 v) { return std::isfinite(v.x) && std::isfinite(v.y); }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const bool stage = in.ConsumeBool();
  const float span = stage ? 1e4f : 1e7f;
  auto coord = [&] { return in.ConsumeFloatingPointInRange<float>(-span, span); };
  auto bone = [&] { return stage ? in.ConsumeFloatingPointInRange<float>(0.5f, 500) : in.ConsumeFloatingPointInRange<float>(0, 1e6f); };
  sm::TwoBoneIk ik;
  ik.root = {coord(), coord()};
  ik.target = {coord(), coord()};
  ik.l1 = bone();
  ik.l2 = bone();
  ik.bendSign = in.ConsumeFloatingPointInRange<float>(-2, 2);

  const sm::Vec2 joint = ik.joint(), end = ik.end();
  if (stage) {
    if (!finite(joint) || !finite(end)) fail("not finite", ik);
    const float upper = sm::length(joint - ik.root);
    // Rounding of the absolute coordinates bounds what a float can keep.
    const float tolerance = 1e-3f * ik.l1 + 4e-6f * (sm::length(ik.root) + sm::length(ik.target));
    if (std::fabs(upper - ik.l1) > tolerance) fail("upper bone length", ik);
  } else if (!finite(joint) || !finite(end)) {
    fail("not finite", ik);
  }
  return 0;
}
