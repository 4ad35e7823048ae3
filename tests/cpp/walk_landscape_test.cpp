// At a landscape or desktop frame the walk lessons draw exactly what they drew
// before they learned a stacked layout: their draw lists (floats and text)
// hash to the values recorded from that drawing, lesson by lesson. (Recorded
// again since: when the hills came from a table, no point moved 0.003; when
// 06's twist graphs began their made-up past at the walker's phase, only
// those graphs changed; when the still frame became a standing pose, which
// moved every walker's phase; when 04's graphs did as 06's, only they changed;
// when 05's arm and 06's view from above showed the figure as it stands;
// at the phone's size only, when a raised label found room nearby or broke
// in two lines instead of being left out; when the lap's clock came before
// the panel, which moved commands, no pixel; at the phone's size, when a
// crowded label broke in two or moved further, and panel lines kept a
// legible gap; there, when 02's, 05's and 09's lines did too and a line
// told in two kept its lines together; there, when 01's lines did too.)
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <iterator>
#include <string>

#include "render/frame.h"
#include "scenes/registry.h"
#include "scenes/walk_cycle/walk_cycle.h"

namespace sm {
namespace {

// FNV-1a over bytes.
struct Hash {
  std::uint64_t h = 1469598103934665603ull;
  void add(const void* p, std::size_t n) {
    const auto* b = static_cast<const unsigned char*>(p);
    for (std::size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
  }
};

// Five seconds of the lesson at frame f, its draw list hashed every quarter second.
std::uint64_t drawingAt(const char* id, Frame f) {
  auto s = findScene(id)->make();
  s->setFrame(f.w, f.h);
  Hash hash;
  for (int i = 0; i <= 300; ++i) {
    s->buildPose(i ? 1.0f / 60 : 0);
    if (i % 15) continue;
    const DrawList& d = s->drawList();
    hash.add(d.data(), d.size() * sizeof(float));
    hash.add(d.textData(), d.textSize());
  }
  return hash.h;
}

// The desktop stage and a 16:9 phone on its side (the site page's canvas at 844x390).
constexpr Frame kFrames[] = {kDefaultFrame, {483, 271}};
struct Recorded {
  const char* id;
  std::uint64_t at[2];
};
constexpr Recorded kRecorded[] = {
    {"walk-01", {0x226c9e6a6b531a4bull, 0x93df2eb7f1186fb6ull}},
    {"walk-02", {0xd7cbb0b734c992eeull, 0xf2abeb3a7f48f18dull}},
    {"walk-03", {0x7ca667ef4f174c03ull, 0x2979e5aacbdd380dull}},
    {"walk-04", {0xac50c53ebc1c2fdull, 0xad7cb497dda6ad4eull}},
    {"walk-05", {0x4ac46f372e8ff1acull, 0x8bfca11855cfa998ull}},
    {"walk-06", {0xd4c537cf42003ed1ull, 0x786e9342bd749b48ull}},
    {"walk-07", {0xb83908ad22c27bd4ull, 0x755075aa0c24d649ull}},
    {"walk-08", {0x402e94217e356ab0ull, 0xef389c6f5bfca8full}},
    {"walk-09", {0x8405f9b18979ca8eull, 0xa0b827b37292d2beull}},
};

TEST(WalkLandscape, EveryLessonIsRecorded) {
  ASSERT_EQ(static_cast<int>(std::size(kRecorded)), walkLessonCount());
  for (int i = 0; i < walkLessonCount(); ++i) EXPECT_STREQ(kRecorded[i].id, walkLessonId(i));
}

TEST(WalkLandscape, DrawListsAreTheRecordedOnes) {
  for (const Recorded& r : kRecorded)
    for (int f = 0; f < 2; ++f) {
      const std::uint64_t h = drawingAt(r.id, kFrames[f]);
      EXPECT_EQ(h, r.at[f]) << r.id << " at " << kFrames[f].w << "x" << kFrames[f].h << ": 0x" << std::hex << h
                            << "ull";
    }
}

}  // namespace
}  // namespace sm
