// At a landscape or desktop frame the walk lessons draw exactly what they drew
// before they learned a stacked layout: their draw lists (floats and text)
// hash to the values recorded from that drawing, lesson by lesson. (Recorded
// again since: when the hills came from a table, no point moved 0.003; when
// 06's twist graphs began their made-up past at the walker's phase, only
// those graphs changed.)
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>

#include "render/frame.h"
#include "scenes/registry.h"

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
    {"walk-01", {0xf1dfeee32eaeef4bull, 0xf17e1c4d826f4e2dull}},
    {"walk-02", {0x1aee841fc1f1a0a6ull, 0x2ec2723e21eeb5e2ull}},
    {"walk-03", {0x9edd72d3247fa117ull, 0xdd9eaeda460bea24ull}},
    {"walk-04", {0x5f955bbf4992c80cull, 0x26d202c10f58ebceull}},
    {"walk-05", {0x177d8816818cf68bull, 0x733116d095102554ull}},
    {"walk-06", {0x134478fa8007c859ull, 0x43c488e15d1ebb60ull}},
    {"walk-07", {0xdd58e8745b0ae6d6ull, 0x9380e2e610d736aull}},
    {"walk-08", {0x4524b584123db9d7ull, 0xf845e2e1e0ea0ffaull}},
    {"walk-09", {0x80bfedd4e2a53a17ull, 0x32b79af56303fc9ull}},
};

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
