// Counts every allocation through a replaced global operator new. The
// replacement only forwards to malloc and counts while armed, so the other
// tests in this executable run as before.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>

#include "scenes/registry.h"
#include "scenes/scene_arena.h"

namespace {

std::atomic<bool> armed{false};
std::atomic<long> allocations{0};

void* allocate(std::size_t n, std::size_t align = 0) {
  if (armed.load(std::memory_order_relaxed)) allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = align > alignof(std::max_align_t) ? nullptr : sm::arenaAllocate(n)) return p;  // a timed scene's
  if (n == 0) n = 1;
  void* p = align > alignof(std::max_align_t) ? std::aligned_alloc(align, (n + align - 1) / align * align)
                                              : std::malloc(n);
  if (!p) throw std::bad_alloc();
  return p;
}

void release(void* p) {
  if (!sm::arenaRelease(p)) std::free(p);
}

}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, std::align_val_t a) { return allocate(n, static_cast<std::size_t>(a)); }
void* operator new[](std::size_t n, std::align_val_t a) { return allocate(n, static_cast<std::size_t>(a)); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  try {
    return allocate(n);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void operator delete(void* p, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }

namespace sm {
namespace {

// Frame lengths a page sees: 60, 144 and 30 Hz, a stall, a zero and a negative.
constexpr float kDts[] = {1.0f / 60, 1.0f / 144, 1.0f / 30, 0.25f, 0, -0.004f, 1.0f / 60, 1.0f / 90};

long allocationsOver(Scene& s, int frames) {
  allocations = 0;
  armed = true;
  for (int f = 0; f < frames; ++f) s.buildPose(kDts[f % (sizeof kDts / sizeof kDts[0])]);
  armed = false;
  return allocations.load();
}

TEST(Allocation, CounterSeesAnAllocation) {
  allocations = 0;
  armed = true;
  auto* p = new int(3);
  armed = false;
  delete p;
  EXPECT_EQ(allocations.load(), 1);
}

TEST(Allocation, NoneInTenThousandFramesOfEveryScene) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    for (int f = 0; f < 120; ++f) s->buildPose(1.0f / 60);
    EXPECT_EQ(allocationsOver(*s, 10000), 0) << info->id;
  }
}

// Settable parameters at their extremes (a crowd at 3000) and after every
// control's key: the frame path still allocates nothing.
TEST(Allocation, NoneAfterParamsAndKeys) {
  for (const SceneInfo* info = scenesBegin(); info != scenesEnd(); ++info) {
    auto s = info->make();
    for (const Param& p : s->params())
      if (p.set) p.set(1e9f);
    for (const Control& c : s->controls()) s->key(c.code, true), s->key(c.code, false);
    for (int f = 0; f < 10; ++f) s->buildPose(1.0f / 60);
    EXPECT_EQ(allocationsOver(*s, 200), 0) << info->id;
  }
}

// A game racing a ghost, with presses, crashes and restarts: the ghost's
// runner is made when its first run starts, and nothing after.
TEST(Allocation, NoneWhileAGhostRaces) {
  auto s = findScene("spear-run")->make();
  auto source = findScene("spear-run")->make();
  source->key("Space", true);
  source->key("Space", false);
  for (int f = 0; f < 600; ++f) source->buildPose(1.0f / 60);
  ASSERT_NE(std::string(source->text("lastRun")), "");
  ASSERT_TRUE(s->setText("ghost", source->text("lastRun")));
  s->key("Space", true);
  s->key("Space", false);
  for (int f = 0; f < 10; ++f) s->buildPose(1.0f / 60);
  ASSERT_EQ(s->findParam("ghostRacing")->get(), 1);
  allocations = 0;
  armed = true;
  int racing = 0;
  for (int f = 0; f < 10000; ++f) {
    if (f % 40 == 0) s->key("Space", true);
    if (f % 40 == 9) s->key("Space", false);
    if (f % 53 == 0) s->key("KeyF", true), s->key("KeyF", false);
    if (f % 300 == 0) s->key("Enter", true), s->key("Enter", false);
    s->buildPose(kDts[f % (sizeof kDts / sizeof kDts[0])]);
    racing += s->findParam("ghostRacing")->get() > 0;
  }
  armed = false;
  EXPECT_EQ(allocations.load(), 0);
  EXPECT_GT(racing, 1000);
}

}  // namespace
}  // namespace sm
