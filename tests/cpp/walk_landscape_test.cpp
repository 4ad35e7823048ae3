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
// told in two kept its lines together; there, when 01's lines did too; when
// the soles took the panels' leg colours, only their style; when 01's, 03's,
// 04's and 05's labels named things in words, not code, only those labels;
// when clouds shrank away at their ground's ends and left the skies that
// hold words (03's, 04's, 09's), only the clouds; at the phone's size, when
// a panel whose words are drawn larger lost its frame, only that line; when
// 02's phase names came after its bar's cells (and, drawn larger, pushed the
// bar down), only those; at the phone's size, when 03's stride angle moved
// beside the front leg, only it; when 05's gauges began after the longer
// label at its widest, only those gauges; when 06's view from above was
// asked 3 units lower, so that the words above it move it only where they
// are raised, only that view.)
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
    {"walk-01", {0xaf6df6c69414a598ull, 0xbe2e8ae3597ce126ull}},
    {"walk-02", {0xa57a10dd5b96bc0aull, 0x5cf35f76a0852782ull}},
    {"walk-03", {0x3afde26f936197deull, 0xb1c6d312ee4f8dbbull}},
    {"walk-04", {0x27e6173fde528443ull, 0xf0154d8abdee2ae3ull}},
    {"walk-05", {0xf5f4daf147ad9690ull, 0xdd0ab3c4ee5dd91full}},
    {"walk-06", {0xa7c1350358079f2cull, 0xe49095266676cfdbull}},
    {"walk-07", {0x4a5c3fe8c13b4747ull, 0xce179a106225f4a9ull}},
    {"walk-08", {0x639a1b9bce12041dull, 0x7a9e105df6f1f4e1ull}},
    {"walk-09", {0x82681443a9885fb5ull, 0x508b45b03e76cb05ull}},
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
