// libFuzzer: structured sequences of operations against a timed scene of
// every registered kind, as the page drives one: frames of any length, keys,
// parameter values, resets, resyncs, interrupts, view settings (setFrame,
// setTouch) and the time API (seek, step, time). This binary's operator new
// serves a timed scene's arena, as the wasm build's does, so seeks save and
// restore checkpoints. After every operation the pose and the draw list must
// be finite with nothing dropped; a seek lands on the moment it was given or
// changes nothing; checkpoints stay within their caps; and a moment reached
// through checkpoints is, byte for byte, the moment replayed from the start.
// Sanitizers catch the rest.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <new>
#include <string>

#include "scenes/registry.h"
#include "scenes/scene_arena.h"
#include "scenes/timed_scene.h"

void* operator new(std::size_t n) {
  if (void* p = sm::arenaAllocate(n)) return p;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) { return operator new(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  if (void* p = sm::arenaAllocate(n)) return p;
  return std::malloc(n ? n : 1);
}
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete(void* p) noexcept {
  if (!sm::arenaRelease(p)) std::free(p);
}
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { operator delete(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { operator delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { operator delete(p); }

namespace {

constexpr float kInf = std::numeric_limits<float>::infinity();
const float kHostile[] = {0, -0.0f, -1, 1e-40f, 1.0f / 60, 1.0f / 30, 10, 1e30f, -1e30f, kInf, -kInf, std::nanf("")};
// Moments a page asks for: on a frame, between frames, the start, and refused ones.
// Kept to a few seconds: a replay costs its frames, and the sanitizers multiply that.
const double kTimes[] = {0,    1.0 / 60, 0.5,  1,   1.2345, 2.5, 4,  59.0 / 60, -1e-9, -1,
                         3601, 1e300,    -0.0, kInf, -kInf,  std::nan("")};
const char* const kCodes[] = {"ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Space", "Enter",  "KeyR",
                              "KeyA",      "KeyD",       "KeyW",    "KeyS",      "Digit1", "Escape", ""};

float anyFloat(FuzzedDataProvider& in) {
  switch (in.ConsumeIntegralInRange(0, 2)) {
    case 0: return in.PickValueInArray(kHostile);
    case 1: return in.ConsumeFloatingPointInRange<float>(-2, 2);
    default: return in.ConsumeFloatingPoint<float>();
  }
}

double anyTime(FuzzedDataProvider& in) {
  return in.ConsumeBool() ? in.PickValueInArray(kTimes) : in.ConsumeFloatingPointInRange<double>(0, 4);
}

[[noreturn]] void fail(const char* id, const char* what, double at) {
  std::fprintf(stderr, "scene %s: %s (%g)\n", id, what, at);
  std::abort();
}

void check(const sm::SceneInfo& info, const sm::Scene& s) {
  const sm::Vec2* j = s.joints();
  for (int k = 0; k < s.jointCount(); ++k)
    if (!std::isfinite(j[k].x) || !std::isfinite(j[k].y)) fail(info.id, "joint not finite", k);
  const sm::DrawList& d = s.drawList();
  for (std::size_t i = 0; i < d.size(); ++i)
    if (!std::isfinite(d.data()[i])) fail(info.id, "draw list float not finite", static_cast<double>(i));
  if (d.dropped()) fail(info.id, "draw commands dropped", static_cast<double>(d.dropped()));
}

std::string frameBytes(const sm::Scene& s) {
  const sm::DrawList& d = s.drawList();
  std::string out(reinterpret_cast<const char*>(s.joints()), s.jointCount() * sizeof(sm::Vec2));
  out.append(reinterpret_cast<const char*>(d.data()), d.size() * sizeof(float));
  out.append(d.textData(), d.textSize());
  return out;
}

void seek(const sm::SceneInfo& info, sm::TimedScene& timed, double t) {
  const double before = timed.time();
  const double work = timed.seekWork(t);
  const bool valid = t >= 0 && t <= sm::TimedScene::kMaxSeek;
  if (valid != (work >= 0)) fail(info.id, "seekWork disagrees with the range", t);
  const bool done = timed.seek(t);
  if (done != (valid && work <= sm::TimedScene::kMaxSeekWork)) fail(info.id, "seek refused a seek within bounds", t);
  // A moment within 1e-7 frames of a frame is that frame (timed_scene.cpp's kOnFrame).
  if (done ? std::fabs(timed.time() - t) * sm::TimedScene::kFps > 1e-7 : timed.time() != before)
    fail(info.id, "seek left time elsewhere", t);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  const auto count = static_cast<int>(sm::scenesEnd() - sm::scenesBegin());
  const sm::SceneInfo& info = sm::scenesBegin()[in.ConsumeIntegralInRange(0, count - 1)];
  {
    sm::TimedScene timed(info);
    const auto controls = timed.scene().controls();  // codes from the bindings table: they outlive a rebuild
    for (int op = 0; op < 64 && in.remaining_bytes() > 0; ++op) {
      switch (in.ConsumeIntegralInRange(0, 13)) {
        case 0: case 1:
          timed.buildPose(anyFloat(in));
          break;
        case 2: {
          const bool fromControls = !controls.empty() && in.ConsumeBool();
          const std::string code = fromControls ? controls[in.ConsumeIntegralInRange<std::size_t>(0, controls.size() - 1)].code
                                   : in.ConsumeBool() ? std::string(in.PickValueInArray(kCodes))
                                                      : in.ConsumeRandomLengthString(12);
          timed.key(code, in.ConsumeBool());
          break;
        }
        case 3: {
          // The scene's own: a seek may have rebuilt it.
          const auto& params = timed.scene().params();
          if (params.empty()) break;
          const sm::Param& p = params[in.ConsumeIntegralInRange<std::size_t>(0, params.size() - 1)];
          // The JS layer lets only finite numbers through; the core must cope with any.
          const float kept = p.set ? timed.setParam(p.name, anyFloat(in)) : p.get();
          if (!std::isfinite(kept) || !std::isfinite(timed.scene().findParam(p.name)->get())) fail(info.id, p.name, 0);
          break;
        }
        case 4: timed.reset(); break;
        case 5: timed.resync(); break;
        case 6: timed.interrupt(); break;
        case 7: timed.setFrame(anyFloat(in), anyFloat(in)); break;
        case 8: timed.setTouch(in.ConsumeBool()); break;
        case 9: case 10: seek(info, timed, anyTime(in)); break;
        case 11: {
          const double before = timed.time();
          const bool done = timed.step(in.ConsumeIntegralInRange(-90, 90));
          if (!done && timed.time() != before) fail(info.id, "a refused step moved time", before);
          break;
        }
        case 12: {
          // Reached through checkpoints, then replayed from the start: the same bytes.
          const double t = in.ConsumeFloatingPointInRange<double>(0, 3);
          if (!timed.seek(t)) break;
          const std::string through = frameBytes(timed.scene());
          if (!timed.seek(0) || timed.checkpoints() != 0) fail(info.id, "a seek to the start kept checkpoints", t);
          if (!timed.seek(t) || frameBytes(timed.scene()) != through) fail(info.id, "a replay differs from the moment", t);
          break;
        }
        default:
          if (timed.scene().status().empty() || timed.scene().description().empty()) fail(info.id, "empty status or description", 0);
          break;
      }
      check(info, timed.scene());
      if (!std::isfinite(timed.time()) || timed.time() < 0) fail(info.id, "time left the timeline", timed.time());
      if (sm::TimedScene::checkpointBytesInUse() > sm::TimedScene::kModuleCheckpointBytes)
        fail(info.id, "checkpoints past the module's cap", static_cast<double>(sm::TimedScene::checkpointBytesInUse()));
    }
    timed.buildPose(1.0f / 60);
    check(info, timed.scene());
  }
  if (sm::TimedScene::checkpointBytesInUse() != 0) fail(info.id, "checkpoints outlived their scene", 0);
  return 0;
}
