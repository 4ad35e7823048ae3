// At a landscape or desktop frame the walk lessons draw exactly what they drew
// before they learned a stacked layout: their draw lists (floats and text)
// hash to the values recorded from that drawing, lesson by lesson.
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
    {"walk-01", {0x1803e68b46b58e0aull, 0x246e287fd6220660ull}},
    {"walk-02", {0xc731e33a4bc8d75cull, 0x37e60fc7bec88d82ull}},
    {"walk-03", {0xf99a87175f9b2f67ull, 0x6bef8277dc15c166ull}},
    {"walk-04", {0xb3953f43adc4ff23ull, 0x1b4c38cba37ccb91ull}},
    {"walk-05", {0x73cf7660b41a52b7ull, 0xba18d7a07831ae74ull}},
    {"walk-06", {0x6f7f40a28043f3dbull, 0x5b7d12b1893da962ull}},
    {"walk-07", {0xb8273ac2aed25182ull, 0x5da97dbb9996d166ull}},
    {"walk-08", {0xa35902af480b8d00ull, 0x78ee227c4fb9531full}},
    {"walk-09", {0xb45497d134a2e922ull, 0xcfc19f0c60ee4278ull}},
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
