// The wasm build's operator new: an allocation the heap cannot serve, even grown to its maximum,
// throws a JS RangeError (C++ exceptions are not caught in this build, and a
// thrown bad_alloc would itself need memory). While a scene is being built,
// every live allocation is recorded, so bindings_api.js can free a scene that
// ran out of memory half-way instead of leaking what it had built.
#include <emscripten/em_js.h>
#include <emscripten/emscripten.h>

#include <cstdlib>
#include <new>

#include "scenes/scene_arena.h"

namespace {

// Building the largest scene makes a few hundred allocations; past this many
// the build is refused as out of memory rather than left unrecoverable.
constexpr int kMaxTracked = 8192;
void* tracked[kMaxTracked];
int trackedCount = 0;
bool tracking = false;

void untrack(void* p) {
  for (int i = trackedCount - 1; i >= 0; --i) {
    if (tracked[i] == p) {
      tracked[i] = tracked[--trackedCount];
      return;
    }
  }
}

}  // namespace

EM_JS(void, sm_throw_out_of_memory, (), { throw new RangeError('Not enough memory'); });

extern "C" {

EMSCRIPTEN_KEEPALIVE void sm_build_begin() {
  tracking = true;
  trackedCount = 0;
}

// The build finished: what it allocated now belongs to the scene.
EMSCRIPTEN_KEEPALIVE void sm_build_commit() {
  tracking = false;
  trackedCount = 0;
}

// The build was cut short: free what it had allocated. Its destructors never
// ran, but everything they would free is in the record too.
EMSCRIPTEN_KEEPALIVE void sm_build_rollback() {
  tracking = false;
  sm::arenaCloseAll();  // the throw skipped the build's ArenaScope destructor
  while (trackedCount > 0) std::free(tracked[--trackedCount]);
}

}  // extern "C"

void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  // A timed scene's memory (its checkpoints copy it); freed with its arena's
  // blocks, which come from here and are tracked.
  if (void* p = sm::arenaAllocate(n)) return p;
  if (tracking && trackedCount == kMaxTracked) return nullptr;
  void* p = std::malloc(n ? n : 1);
  if (p && tracking) tracked[trackedCount++] = p;
  return p;
}
void* operator new[](std::size_t n, const std::nothrow_t& tag) noexcept { return operator new(n, tag); }

void* operator new(std::size_t n) {
  void* p = operator new(n, std::nothrow);
  if (!p) {
    sm::arenaCloseAll();  // the throw skips any open ArenaScope's destructor
    sm_throw_out_of_memory();
  }
  return p;
}
void* operator new[](std::size_t n) { return operator new(n); }

void operator delete(void* p) noexcept {
  if (sm::arenaRelease(p)) return;
  if (tracking && p) untrack(p);
  std::free(p);
}
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete(void* p, std::size_t) noexcept { operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { operator delete(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { operator delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { operator delete(p); }
