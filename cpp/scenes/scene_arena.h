#pragma once

#include <cstddef>

namespace sm {

// A scene's own heap. While an ArenaScope is open, operator new (in a build
// whose replacement asks arenaAllocate first: the wasm module's, the tests')
// serves the scene from a few blocks that hold nothing else, so the scene's
// whole state can be copied out as bytes (a checkpoint) and back in at the
// same addresses, pointers and all (a restore). Builds whose operator new does
// not ask leave the arena empty, and their scenes simply have no checkpoints.
class Arena {
 public:
  Arena();
  ~Arena();
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;

  // Empty again: the next allocations start where the first ones did.
  void clear();
  // Bytes a checkpoint holds (0: nothing was allocated here).
  std::size_t used() const;
  // An allocation could not be served here and went to the plain heap: the
  // scene is no longer all in the arena, and checkpoints would be wrong.
  bool spilled() const { return spilled_; }
  // Copies used() bytes out to `out` / back in from a copy save() made.
  void save(unsigned char* out) const;
  void load(const unsigned char* in);

  void* allocate(std::size_t n);  // null when full
  bool owns(const void* p) const;
  void release(void* p);

 private:
  friend void* arenaAllocate(std::size_t);
  struct Header;
  Header& header() const;
  bool grow(std::size_t need);

  struct Block {
    unsigned char* base;
    std::size_t size;
  };
  static constexpr int kMaxBlocks = 16;
  Block blocks_[kMaxBlocks] = {};
  int count_ = 0;
  bool spilled_ = false;
};

// Opens `arena` for this thread's allocations (null: none) until destroyed.
class ArenaScope {
 public:
  explicit ArenaScope(Arena* arena);
  ~ArenaScope();
  ArenaScope(const ArenaScope&) = delete;
  ArenaScope& operator=(const ArenaScope&) = delete;

 private:
  Arena* previous_;
};

// For operator new replacements: memory from the open arena, or null when no
// arena is open (then the replacement uses its own heap).
void* arenaAllocate(std::size_t n);
// For operator delete replacements: true when p was the open arena's and went
// back to it. A scene frees its memory only inside its own scope (TimedScene
// opens one for every call that changes the scene, and for its destructor).
bool arenaRelease(void* p);
// After a failure that unwound past a scope without running its destructor
// (the wasm build's out-of-memory throw): no arena is open.
void arenaCloseAll();

}  // namespace sm
