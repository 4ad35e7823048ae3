// The bench's operator new asks the open scene arena first, as the wasm
// module's does (cpp/bindings_heap.cpp), so BM_Seek600 measures seeks with
// checkpoints.
#include <cstdlib>
#include <new>

#include "scenes/scene_arena.h"

namespace {
void* allocate(std::size_t n) {
  if (void* p = sm::arenaAllocate(n)) return p;
  void* p = std::malloc(n ? n : 1);
  if (!p) throw std::bad_alloc();
  return p;
}
void release(void* p) {
  if (!sm::arenaRelease(p)) std::free(p);
}
}  // namespace

void* operator new(std::size_t n) { return allocate(n); }
void* operator new[](std::size_t n) { return allocate(n); }
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  void* p = sm::arenaAllocate(n);
  return p ? p : std::malloc(n ? n : 1);
}
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { release(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { release(p); }
