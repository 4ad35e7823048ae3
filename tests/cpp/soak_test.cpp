// Every scene for one simulated hour of hostile frame times: nothing NaN,
// nothing flies off the stage, nothing dropped from the draw list, and the
// heap does not move.
#include <gtest/gtest.h>
#include <malloc.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "motion/dt.h"
#include "render/draw_list.h"
#include "scenes/registry.h"

namespace sm {
namespace {

constexpr double kHour = 3600;
// Each walker of a crowd runs the same code, so ten of them soak it as well
// as a thousand at a hundredth of the time.
constexpr float kSoakCount = 10;

// A small PRNG of our own, so the soak is the same on every run.
struct Lcg {
  std::uint64_t s = 0x5EED;
  float next(float lo, float hi) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    return lo + (hi - lo) * static_cast<float>(s >> 40) / 16777216.0f;
  }
};

// Every other frame a stall (10 s, capped to kMaxFrameDt); between them the
// hostile values in turn, and random ones of either sign.
float hostileDt(long frame, Lcg& rng) {
  constexpr float inf = std::numeric_limits<float>::infinity();
  const float hostile[] = {0, -1, std::nanf(""), inf, -inf, -0.0f, 1e-40f, 1e30f, -1e30f};
  if (frame % 2 == 0) return 10;
  const long k = frame / 2 % 10;
  return k < 9 ? hostile[k] : rng.next(-0.5f, 0.5f);
}

struct Box {
  float cx = 0, cy = 0, halfW = 1e4f, halfH = 1e4f;
};

// The stage the frame shows (its View command), widened by its own size on
// every side: a joint outside that has left the scene. A View of width 0 takes
// its width from the page, at most three times its height.
Box stageOf(const DrawList& d) {
  Box b;
  if (d.size() >= 5 && d.data()[0] == static_cast<float>(Op::View)) {
    const float* v = d.data();
    const float w = v[3] > 0 ? v[3] : 3 * v[4];
    b = {v[1], v[2], 1.5f * w, 1.5f * v[4]};
  }
  return b;
}

class Soak : public testing::TestWithParam<const SceneInfo*> {};

TEST_P(Soak, OneHourOfHostileFrameTimes) {
  const SceneInfo* info = GetParam();
  auto s = info->make();
  for (const Param& p : s->params())
    if (p.set && std::string(p.name) == "count") p.set(kSoakCount);
  s->buildPose(1.0f / 60);
  const std::size_t heapBefore = mallinfo2().uordblks;

  Lcg rng;
  double simulated = 0;
  long frame = 0, bad = 0;
  for (; simulated < kHour; ++frame) {
    const float dt = hostileDt(frame, rng);
    simulated += sanitizeDt(dt);
    s->buildPose(dt);
    const Box box = stageOf(s->drawList());
    const Vec2* j = s->joints();
    for (int k = 0; k < s->jointCount(); ++k) {
      const bool ok = std::isfinite(j[k].x) && std::isfinite(j[k].y) && std::fabs(j[k].x - box.cx) <= box.halfW &&
                      std::fabs(j[k].y - box.cy) <= box.halfH;
      if (!ok && bad++ < 5)
        ADD_FAILURE() << info->id << " frame " << frame << " dt " << dt << ": " << s->jointNames()[k] << " at "
                      << j[k].x << ", " << j[k].y;
    }
    const DrawList& d = s->drawList();
    for (std::size_t i = 0; i < d.size(); ++i)
      if (!std::isfinite(d.data()[i]) && bad++ < 5) ADD_FAILURE() << info->id << " frame " << frame << ": draw list float " << i;
    if (d.dropped() && bad++ < 5) ADD_FAILURE() << info->id << " frame " << frame << ": " << d.dropped() << " dropped";
  }
  EXPECT_EQ(bad, 0) << info->id;
  EXPECT_GE(frame, static_cast<long>(kHour / kMaxFrameDt)) << "an hour is at least 108000 frames";
  EXPECT_EQ(mallinfo2().uordblks, heapBefore) << info->id << ": heap in use changed over the hour";
}

std::vector<const SceneInfo*> allScenes() {
  std::vector<const SceneInfo*> all;
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s) all.push_back(s);
  return all;
}

INSTANTIATE_TEST_SUITE_P(EveryScene, Soak, testing::ValuesIn(allScenes()),
                         [](const testing::TestParamInfo<const SceneInfo*>& i) {
                           std::string name = i.param->id;
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace
}  // namespace sm
