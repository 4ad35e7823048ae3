#include "render/draw_list.h"

#include <cstdarg>
#include <cstring>

#include "motion/cold.h"
#include "render/op_layout.h"
#include "text/format.h"

namespace sm {

void DrawList::clear() {
  size_ = textSize_ = dropped_ = labelsDropped_ = 0;
  scale_ = 1;
  visible_ = pane_ = wholeFrame(frame_);
  fit_.reset(frame_);
}

bool DrawList::reserve(std::size_t n) {
  if (size_ + n <= floats_.size()) return true;
  ++dropped_;
  return false;
}

void DrawList::restyle(std::size_t from, Style s) {
  for (std::size_t i = from; i < size_;) {
    const std::size_t n = commandFloats(floats_.data(), i);
    if (n == 0) return;
    const auto op = static_cast<Op>(static_cast<int>(floats_[i]));
    const bool styled = op != Op::View && op != Op::Layer && op != Op::Pane;
    if (styled && floats_[i + 1] != static_cast<float>(Style::Paper)) floats_[i + 1] = static_cast<float>(s);
    i += n;
  }
}

void DrawList::view(Vec2 c, float w, float h) {
  if (!reserve(fixedFloats(Op::View))) return;
  put(static_cast<float>(Op::View));
  put(c.x), put(c.y), put(w), put(h);
  scale_ = viewScale(w, h, paneFrame(pane_));
  visible_ = visibleRect(c, scale_, paneFrame(pane_));
  fit_.setView(c, scale_);
}

void DrawList::pane(Rect p) {
  if (!reserve(fixedFloats(Op::Pane))) return;
  const bool whole = p.x0 <= 0 && p.y0 <= 0 && p.x1 >= frame_.w && p.y1 >= frame_.h;
  const Rect r = whole ? Rect{0, 0, 0, 0} : paneFractions(p, frame_);
  put(static_cast<float>(Op::Pane));
  put(r.x0), put(r.y0), put(r.x1), put(r.y1);
  const float xywh[] = {r.x0, r.y0, r.x1, r.y1};
  pane_ = paneFromFractions(xywh, frame_);
  scale_ = 1;
  visible_ = pane_;
  fit_.setPane(pane_);
}

void DrawList::limb(Style s, Vec2 a, Vec2 b, Vec2 c, float rootWidth, float tipWidth) {
  if (!reserve(fixedFloats(Op::Limb))) return;
  head(Op::Limb, s);
  put(rootWidth), put(tipWidth);
  put(a.x), put(a.y), put(b.x), put(b.y), put(c.x), put(c.y);
}

void DrawList::circle(Style s, Vec2 c, float r, bool fill, float lineWidth) {
  if (!reserve(fixedFloats(Op::Circle))) return;
  head(Op::Circle, s);
  put(fill ? 1 : 0), put(lineWidth), put(c.x), put(c.y), put(r);
}

void DrawList::line(Style s, Vec2 a, Vec2 b, float width) {
  if (!reserve(fixedFloats(Op::Line))) return;
  head(Op::Line, s);
  put(width), put(a.x), put(a.y), put(b.x), put(b.y);
}

void DrawList::poly(Style s, const Vec2* pts, int n, int mode, float width) {
  if (n < 2 || !reserve(fixedFloats(Op::Poly) + kPointFloats * static_cast<std::size_t>(n))) return;
  head(Op::Poly, s);
  put(static_cast<float>(mode)), put(width), put(static_cast<float>(n));
  for (int i = 0; i < n; ++i) put(pts[i].x), put(pts[i].y);
}

void DrawList::dots(Style s, float y, float spacing, float offset, float r, float x0, float x1) {
  if (!reserve(fixedFloats(Op::Dots))) return;
  head(Op::Dots, s);
  put(y), put(spacing), put(offset), put(r), put(x0), put(x1);
}

void DrawList::rect(Style s, Vec2 tl, Vec2 sz, bool fill, float lineWidth) {
  if (!reserve(fixedFloats(Op::Rect))) return;
  head(Op::Rect, s);
  put(fill ? 1 : 0), put(lineWidth), put(tl.x), put(tl.y), put(sz.x), put(sz.y);
}

void DrawList::textCommand(Style s, Vec2 at, float size, int align, std::size_t start) {
  const std::size_t n = textSize_ - start;
  if (!fit_.breakAt(size, text_ + start, n) && textLine(s, at, size, align, start, n)) return;
  crowded(s, at, size, align, start, n);
}

// A line too wide for a small canvas, or with no room whole, is told in two,
// both lines or neither, not left out.
SM_COLD void DrawList::crowded(Style s, Vec2 at, float size, int align, std::size_t start, std::size_t n) {
  std::size_t cut = fit_.breakAt(size, text_ + start, n);
  if (!cut) cut = fit_.breakAt(size, text_ + start, n, true);
  const std::size_t mark = size_;
  const int fitted = fit_.fitted();
  const float half = fit_.lineHeight() / 2;
  // Together, the second line under the first, where there is room for both.
  Vec2 first{at.x, at.y - half};
  if (cut && fit_.findRoomForTwo(first, size, align, text_ + start, cut, n) &&
      textLine(s, first, size, align, start, cut)) {
    Vec2 second{first.x, first.y + 2 * half};
    if (textLine(s, second, size, align, start + cut + 1, n - cut - 1)) return;
  }
  size_ = mark;
  fit_.forgetFrom(fitted);
  ++labelsDropped_;
  textSize_ = start;
}

bool DrawList::textLine(Style s, Vec2& at, float size, int align, std::size_t start, std::size_t n) {
  // Room first: a label the fitting keeps must keep its text bytes too.
  if (!reserve(fixedFloats(Op::Text))) return false;
  size = fit_.fit(at, size, align, text_ + start, n);
  if (!(size > 0)) return false;
  head(Op::Text, s);
  put(size), put(static_cast<float>(align)), put(at.x), put(at.y);
  put(static_cast<float>(start)), put(static_cast<float>(n));
  return true;
}

void DrawList::text(Style s, Vec2 at, float size, int align, const char* str) {
  const std::size_t n = std::strlen(str);
  if (textSize_ + n > kTextBytes) {
    ++dropped_;
    return;
  }
  const std::size_t start = textSize_;
  std::memcpy(text_ + textSize_, str, n);
  textSize_ += n;
  textCommand(s, at, size, align, start);
}

void DrawList::textf(Style s, Vec2 at, float size, int align, const char* fmt, ...) {
  const std::size_t room = kTextBytes - textSize_;
  std::va_list args;
  va_start(args, fmt);
  // The core's own formatter (text/format.h).
  const int n = vformat(text_ + textSize_, room, fmt, args);
  va_end(args);
  if (n < 0 || static_cast<std::size_t>(n) >= room) {
    ++dropped_;
    return;
  }
  const std::size_t start = textSize_;
  textSize_ += static_cast<std::size_t>(n);
  textCommand(s, at, size, align, start);
}

void DrawList::ellipse(Style s, Vec2 c, float rx, float ry, float rotation, bool fill, float lineWidth) {
  if (!reserve(fixedFloats(Op::Ellipse))) return;
  head(Op::Ellipse, s);
  put(fill ? 1 : 0), put(lineWidth), put(c.x), put(c.y), put(rx), put(ry), put(rotation);
}

void DrawList::layer() {
  if (!reserve(fixedFloats(Op::Layer))) return;
  put(static_cast<float>(Op::Layer));
}

}  // namespace sm
