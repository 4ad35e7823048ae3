#include "render/label_fit.h"

#include <algorithm>
#include <cmath>

namespace sm {

namespace {

// Ems per character, a little over system-ui's widest of each kind (measured
// in the page's font), so an estimated box holds the drawn one.
float charEm(unsigned char c) {
  if (c == ' ') return 0.3f;
  if (c == 'm' || c == 'w') return 0.92f;
  if (c == 'M' || c == 'W') return 1.0f;
  if (c >= 'A' && c <= 'Z') return 0.78f;
  if (c >= 'a' && c <= 'z') return 0.62f;
  if (c >= '0' && c <= '9') return 0.62f;
  if (c == '%' || c == '@' || c == '&') return 0.95f;
  if (c >= 0xC0) return 1.0f;  // a multi-byte character's lead byte: a symbol or a Greek letter
  if (c >= 0x80) return 0;     // its continuation bytes
  return 0.62f;
}

// Less than any pixel: a box this far past its pane's edge is at the edge.
constexpr float kEdgePx = 1e-3f;

bool overlap(const Rect& a, const Rect& b) {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

}  // namespace

void LabelFit::reset(Frame f) {
  count_ = 0;
  anyRaised_ = false;
  setPane(wholeFrame(f));
}

void LabelFit::setPane(Rect p) {
  pane_ = p;
  centre_ = {(p.x1 - p.x0) / 2, (p.y1 - p.y0) / 2};
  scale_ = 1;
}

void LabelFit::setView(Vec2 centre, float scale) {
  centre_ = centre;
  scale_ = scale > 0 ? scale : 1;
}

float LabelFit::emWidth(const char* text, std::size_t n) {
  float w = 0;
  for (std::size_t i = 0; i < n; ++i) w += charEm(static_cast<unsigned char>(text[i]));
  return w;
}

LabelFit::Label LabelFit::place(Vec2 at, float size, int align, const char* text, std::size_t n) const {
  const Vec2 anchor{(at.x - centre_.x) * scale_ + (pane_.x0 + pane_.x1) / 2,
                    (at.y - centre_.y) * scale_ + (pane_.y0 + pane_.y1) / 2};
  const auto length = static_cast<unsigned short>(n < 0xffff ? n : 0xffff);
  return {anchor, size * scale_, -1, text, length, static_cast<signed char>(align < 0 ? -1 : align > 0 ? 1 : 0), false};
}

Rect LabelFit::measure(const Label& l) {
  if (l.width < 0) l.width = emWidth(l.text, l.n) * l.px;
  const float w = l.width;
  const float left = l.align < 0 ? l.anchor.x : l.align > 0 ? l.anchor.x - w : l.anchor.x - w / 2;
  const float half = kHalfHeightEm * l.px;
  return {left - kSlackPx, l.anchor.y - half, left + w + kSlackPx, l.anchor.y + half};
}

Rect LabelFit::box(Vec2 at, float size, int align, const char* text, std::size_t n) const {
  Label l = place(at, size, align, text, n);
  return measure(l);
}

SM_COLD std::size_t LabelFit::breakAt(float size, const char* text, std::size_t n, bool crowded) const {
  const float whole = emWidth(text, n);
  if (!(size < minSize()) || (!crowded && whole * kMinTextPx <= pane_.x1 - pane_.x0)) return 0;
  // The space nearest the middle of the width, so both lines are as short as can be.
  std::size_t best = 0;
  float bestGap = whole;
  for (std::size_t i = 1; i + 1 < n; ++i) {
    if (text[i] != ' ') continue;
    const float gap = std::fabs(emWidth(text, i) - whole / 2);
    if (gap < bestGap) best = i, bestGap = gap;
  }
  return best;
}

// 0, +1, -1, +2, -2 ... : the k-th place to look, in lines from where a label is asked for.
float LabelFit::nthLines(int k) { return static_cast<float>((k + 1) / 2) * (k % 2 ? 1.0f : -1.0f); }

bool LabelFit::findRoomForTwo(Vec2& first, float size, int align, const char* text, std::size_t cut,
                               std::size_t n) const {
  for (int k = 0; k <= 2 * kLines; ++k) {
    const Vec2 a{first.x, first.y + nthLines(k) * lineHeight()}, b{a.x, a.y + lineHeight()};
    if (sizeFor(a, size, align, text, cut) > 0 && sizeFor(b, size, align, text + cut + 1, n - cut - 1) > 0) {
      first = a;
      return true;
    }
  }
  return false;
}

Rect LabelFit::extent() const {
  Rect e{pane_.x1, pane_.y1, pane_.x0, 0};
  for (int i = 0; i < count_; ++i) {
    const Rect r = measure(labels_[i]);
    e = {std::min(e.x0, r.x0), std::min(e.y0, r.y0), std::max(e.x1, r.x1), std::max(e.y1, r.y1)};
  }
  return e;
}

bool LabelFit::free(const Rect& r, bool raised) const {
  for (int i = 0; i < count_; ++i)
    if ((raised || labels_[i].raised) && overlap(r, measure(labels_[i]))) return false;
  return true;
}

float LabelFit::sizeFor(Vec2 at, float size, int align, const char* text, std::size_t n) const {
  const bool raised = size < minSize();
  if (raised) size = minSize();
  if (!raised && !anyRaised_) return size;
  const Rect r = measure(place(at, size, align, text, n));
  if (raised) {
    // A hair of float rounding allowed: findRoom moves a label exactly to the edge.
    const Rect in{pane_.x0 - kEdgePx, pane_.y0 - kEdgePx, pane_.x1 + kEdgePx, pane_.y1 + kEdgePx};
    if (r.x0 < in.x0 || r.y0 < in.y0 || r.x1 > in.x1 || r.y1 > in.y1) return 0;
    if (count_ == kMaxBoxes) return 0;  // nothing left to check it against
  }
  return free(r, raised) ? size : 0;
}

float LabelFit::fit(Vec2& at, float size, int align, const char* text, std::size_t n) {
  float kept = sizeFor(at, size, align, text, n);
  const bool raised = size < minSize();
  if (!(kept > 0) && (raised || anyRaised_) && count_ < kMaxBoxes) kept = findRoom(at, size, align, text, n);
  if (!(kept > 0)) return 0;
  Label l = place(at, kept, align, text, n);
  l.raised = raised;
  anyRaised_ = anyRaised_ || l.raised;
  if (count_ < kMaxBoxes) labels_[count_++] = l;
  return kept;
}

float LabelFit::findRoom(Vec2& at, float size, int align, const char* text, std::size_t n) const {
  // A raised label is one a small canvas could not hold as drawn: before it,
  // or a label it crowds, is lost, look for room nearby, the nearest first.
  // Nothing moves until a label is raised, so a canvas where none is draws as asked.
  const Rect r = measure(place(at, std::fmax(size, minSize()), align, text, n));
  const float w = r.x1 - r.x0, h = r.y1 - r.y0;
  if (w > pane_.x1 - pane_.x0 || h > pane_.y1 - pane_.y0) return 0;
  const float dx = r.x0 < pane_.x0 ? pane_.x0 - r.x0 : r.x1 > pane_.x1 ? pane_.x1 - r.x1 : 0;
  for (int k = 0; k <= 2 * kLines; ++k) {
    float dy = nthLines(k) * h;
    if (r.y0 + dy < pane_.y0) dy = pane_.y0 - r.y0;
    if (r.y1 + dy > pane_.y1) dy = pane_.y1 - r.y1;
    if (k > 0 && dy == 0 && dx == 0) continue;
    const Vec2 moved{at.x + dx / scale_, at.y + dy / scale_};
    const float kept = sizeFor(moved, size, align, text, n);
    if (kept > 0) {
      at = moved;
      return kept;
    }
  }
  return 0;
}

}  // namespace sm
