// At a landscape or desktop frame the walk lessons draw exactly what they drew
// before they learned a stacked layout: their draw lists (floats and text)
// hash to the values recorded from that drawing, lesson by lesson. (Recorded
// again since: when the hills came from a table, no point moved 0.003; when
// 06's twist graphs began their made-up past at the walker's phase, only
// those graphs changed; when the still frame became a standing pose, which
// moved every walker's phase; when 04's graphs did as 06's, only they changed;
// when 05's arm and 06's view from above showed the figure as it stands.)
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
    {"walk-01", {0x6f932cd398c81814ull, 0xa3a2014ea530e58aull}},
    {"walk-02", {0x24158a0c838555cdull, 0xca6587cb678bb14ull}},
    {"walk-03", {0x36eaba2af2aab073ull, 0xb6a4b8ea6328b96cull}},
    {"walk-04", {0x39208730dbe26f10ull, 0xf8552aff816beaa3ull}},
    {"walk-05", {0x1b0b0399b3b3675ull, 0x15fbe62c5800c0ull}},
    {"walk-06", {0xba8809de0b5bdf4ull, 0xfa15b8947f01a1ffull}},
    {"walk-07", {0xe67d0148589a5808ull, 0xa81be52e1d7172dcull}},
    {"walk-08", {0x34a9eef9e793a6e4ull, 0x1ace15c905dff24bull}},
    {"walk-09", {0x8405f9b18979ca8eull, 0x37171663ec492060ull}},
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
