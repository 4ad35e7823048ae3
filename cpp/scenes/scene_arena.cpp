#include "scenes/scene_arena.h"

#include <cstring>
#include <new>

#include "motion/cold.h"

namespace sm {

namespace {

Arena* open = nullptr;

constexpr std::size_t kAlign = 16;
// Blocks grow by half of what the arena holds: a few blocks for any scene,
// and at most a third of the arena unused (a heap at its maximum holds 400 stages).
constexpr std::size_t kMinBlock = 4 * 1024;
// Freed blocks up to this size are kept in one list per size (16-byte steps);
// larger ones in one list, first fit.
constexpr int kClasses = 64;

constexpr std::size_t roundUp(std::size_t n) { return (n + kAlign - 1) / kAlign * kAlign; }

// Each allocation is preceded by its size, so a plain delete can return it.
struct alignas(kAlign) Tag {
  std::size_t size;
};
struct Free {
  Free* next;
  std::size_t size;
};

}  // namespace

// The arena's bookkeeping lives in its first block, so a checkpoint of the
// blocks is a checkpoint of the free lists too.
struct Arena::Header {
  int block;                 // the block being filled
  std::size_t top;           // its next free byte
  std::size_t ends[kMaxBlocks];
  Free* lists[kClasses];
  Free* large;
};

Arena::Arena() = default;

Arena::~Arena() {
  if (open == this) open = nullptr;
  ArenaScope none(nullptr);
  for (int i = 0; i < count_; ++i) ::operator delete(blocks_[i].base, std::nothrow);
}

Arena::Header& Arena::header() const { return *reinterpret_cast<Header*>(blocks_[0].base); }

SM_COLD void Arena::clear() {
  spilled_ = false;
  if (!count_) return;
  Header& h = header();
  std::memset(&h, 0, sizeof h);
  h.top = roundUp(sizeof(Header));
}

SM_COLD std::size_t Arena::used() const {
  if (!count_) return 0;
  const Header& h = header();
  std::size_t n = h.top;
  for (int i = 0; i < h.block; ++i) n += h.ends[i];
  return n;
}

SM_COLD void Arena::save(unsigned char* out) const {
  if (!count_) return;
  const Header& h = header();
  for (int i = 0; i <= h.block; ++i) {
    const std::size_t n = i == h.block ? h.top : h.ends[i];
    std::memcpy(out, blocks_[i].base, n);
    out += n;
  }
}

SM_COLD void Arena::load(const unsigned char* in) {
  // The saved header says how long each saved block was.
  Header saved;
  std::memcpy(&saved, in, sizeof saved);
  for (int i = 0; i <= saved.block; ++i) {
    const std::size_t n = i == saved.block ? saved.top : saved.ends[i];
    std::memcpy(blocks_[i].base, in, n);
    in += n;
  }
  spilled_ = false;
}

SM_COLD bool Arena::grow(std::size_t need) {
  if (count_ == kMaxBlocks) return false;
  std::size_t total = 0;
  for (int i = 0; i < count_; ++i) total += blocks_[i].size;
  std::size_t size = total / 2 > kMinBlock ? total / 2 : kMinBlock;
  if (size < need + roundUp(sizeof(Header))) size = need + roundUp(sizeof(Header));
  void* base;
  {
    ArenaScope none(nullptr);
    base = ::operator new(size, std::nothrow);
  }
  if (!base) return false;
  blocks_[count_++] = {static_cast<unsigned char*>(base), size};
  if (count_ == 1) clear();
  return true;
}

void* Arena::allocate(std::size_t n) {
  const std::size_t size = roundUp(n ? n : 1) + sizeof(Tag);
  if (!count_ && !grow(size)) return nullptr;
  Header& h = header();
  Free** list = size / kAlign < kClasses ? &h.lists[size / kAlign] : &h.large;
  for (Free** f = list; *f; f = &(*f)->next) {
    if ((*f)->size < size || (list != &h.large && (*f)->size != size)) continue;
    Free* got = *f;
    *f = got->next;
    Tag* tag = reinterpret_cast<Tag*>(got);
    tag->size = got->size;
    return tag + 1;
  }
  while (h.top + size > blocks_[h.block].size) {
    if (h.block + 1 == count_ && !grow(size)) return nullptr;
    h.ends[h.block] = h.top;
    ++h.block;
    h.top = 0;
  }
  Tag* tag = reinterpret_cast<Tag*>(blocks_[h.block].base + h.top);
  h.top += size;
  tag->size = size;
  return tag + 1;
}

bool Arena::owns(const void* p) const {
  const auto* b = static_cast<const unsigned char*>(p);
  for (int i = 0; i < count_; ++i)
    if (b >= blocks_[i].base && b < blocks_[i].base + blocks_[i].size) return true;
  return false;
}

void Arena::release(void* p) {
  Tag* tag = static_cast<Tag*>(p) - 1;
  const std::size_t size = tag->size;
  Header& h = header();
  Free* f = reinterpret_cast<Free*>(tag);
  Free** list = size / kAlign < kClasses ? &h.lists[size / kAlign] : &h.large;
  f->size = size;
  f->next = *list;
  *list = f;
}

ArenaScope::ArenaScope(Arena* arena) : previous_(open) { open = arena; }
ArenaScope::~ArenaScope() { open = previous_; }

void* arenaAllocate(std::size_t n) {
  if (!open) return nullptr;
  void* p = open->allocate(n);
  if (!p) open->spilled_ = true;
  return p;
}

bool arenaRelease(void* p) {
  if (!p || !open || !open->owns(p)) return false;
  open->release(p);
  return true;
}

void arenaCloseAll() { open = nullptr; }

}  // namespace sm
