// libFuzzer: random sequences of frame times, keys, parameter values, resets
// and resyncs against every registered scene. After every frame the pose and
// the draw list must be finite and nothing dropped; sanitizers catch the rest.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>

#include "scenes/registry.h"

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
const float kHostile[] = {0, -0.0f, -1, 1e-40f, 1.0f / 60, 1.0f / 30, 10, 1e30f, -1e30f, kInf, -kInf, std::nanf("")};
const char* const kCodes[] = {"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Space", "Enter",  "KeyR",
                              "KeyA",      "KeyD",       "KeyW",    "KeyS",      "Digit1", "Escape", ""};

float anyFloat(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 2)) {
    case 0: return in.PickValueInArray(kHostile);
    case 1: return in.ConsumeFloatingPointInRange<float>(-2, 2);
    default: return in.ConsumeFloatingPoint<float>();
  }
}

[[noreturn]] void fail(const char* id, const char* what, std::size_t at) {
  std::fprintf(stderr, "scene %s: %s (%zu)\n", id, what, at);
  std::abort();
}

void check(const sm::SceneInfo& info, const sm::Scene& s) {
  const sm::Vec2* j = s.joints();
  for (int k = 0; k < s.jointCount(); ++k)
    if (!std::isfinite(j[k].x) || !std::isfinite(j[k].y)) fail(info.id, "joint not finite", static_cast<std::size_t>(k));
  const sm::DrawList& d = s.drawList();
  for (std::size_t i = 0; i < d.size(); ++i)
    if (!std::isfinite(d.data()[i])) fail(info.id, "draw list float not finite", i);
  if (d.dropped()) fail(info.id, "draw commands dropped", d.dropped());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const auto count = static_cast<int>(sm::scenesEnd() - sm::scenesBegin());
  const sm::SceneInfo& info = sm::scenesBegin()[in.ConsumeIntegralInRange(0, count - 1)];
  auto s = info.make();
  const auto& params = s->params();
  const auto controls = s->controls();
  for (int op = 0; op < 64 && in.remaining_bytes() > 0; ++op) {
    switch (in.ConsumeIntegralInRange(0, 7)) {
      case 0: case 1: case 2:
        s->buildPose(anyFloat(in));
        check(info, *s);
        break;
      case 3: {
        const bool fromControls = !controls.empty() && in.ConsumeBool();
        const std::string code = fromControls ? controls[in.ConsumeIntegralInRange<std::size_t>(0, controls.size() - 1)].code
                                 : in.ConsumeBool() ? std::string(in.PickValueInArray(kCodes))
                                                    : in.ConsumeRandomLengthString(12);
        s->key(code, in.ConsumeBool());
        break;
      }
      case 4: {
        if (params.empty()) break;
        const sm::Param& p = params[in.ConsumeIntegralInRange<std::size_t>(0, params.size() - 1)];
        // The JS layer lets only finite numbers through; the core must cope with any.
        const float kept = p.set ? p.set(anyFloat(in)) : p.get();
        if (!std::isfinite(kept) || !std::isfinite(p.get())) fail(info.id, p.name, 0);
        break;
      }
      case 5: s->reset(); break;
      case 6: s->resync(); break;
      default:
        if (s->status().empty() || s->description().empty()) fail(info.id, "empty status or description", 0);
        break;
    }
  }
  s->buildPose(1.0f / 60);
  check(info, *s);
  return 0;
}
