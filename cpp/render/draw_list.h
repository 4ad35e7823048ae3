#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "motion/vec2.h"
#include "render/frame.h"
#include "render/label_fit.h"

namespace sm {

// What a frame looks like, as a flat stream of floats the page reads through a
// typed-array view: [op, style, ...operands]. The page knows how to draw each
// op well and nothing about what is being drawn. Capacity is fixed when the
// list is made, so recording a frame never allocates; commands past capacity
// are dropped and counted.
enum class Op : std::uint8_t {
  View = 1,     // cx, cy, w, h: the region to show; w = 0 fits height h, width from the page
  Limb = 2,     // style, rootWidth, tipWidth, x0 y0 x1 y1 x2 y2: tapered Catmull-Rom ribbon
  Circle = 3,   // style, fill, lineWidth, x, y, r
  Line = 4,     // style, width, x0, y0, x1, y1
  Poly = 5,     // style, mode (0 open, 1 filled, 2 closed), width, n, x0 y0 ...
  Dots = 6,     // style, y, spacing, offset, r, x0, x1: a row of dots at x = x0 + k*spacing - offset
  Rect = 7,     // style, fill, lineWidth, x, y, w, h
  Text = 8,     // style, size, align (-1 left, 0 centre, 1 right), x, y, textStart, textLength
  Ellipse = 9,  // style, fill, lineWidth, x, y, rx, ry, rotation
  // (no operands) until the next Layer or View, shapes may be painted grouped
  // by style rather than in order, translucent ones as a union: for many small
  // figures at one depth, such as a crowd's lane
  Layer = 10,
  // x, y, w, h as fractions of the canvas: later views are fitted into that
  // part of it and clipped to it, until the next Pane; w = 0 is the whole canvas
  Pane = 11,
};

// Colour roles; the page maps them to its light or dark theme.
enum class Style : std::uint8_t {
  Ink = 0,      // the figure
  InkFar = 1,   // limbs on the far side: darker, 42% opacity
  Ground = 2,   // soft ground dots and lines
  Muted = 3,    // panels, axes, labels
  Accent = 4,   // the value a scene shows
  Accent2 = 5,  // a second series
  Paper = 6,    // panel backgrounds
  Warn = 7,     // errors, slips, collisions
  Accent3 = 8,  // a third series, yellow: the rex's knee
  // Dark in both themes, round a yellow mark: the mark shows on light paper
  // and on a light figure alike.
  Accent3Ring = 9,
  Ghost = 10,  // a replayed run's figure: one pale ink, light and dark
};

class DrawList {
 public:
  // The default capacity, ample for one scene of a few figures.
  static constexpr std::size_t kFloats = 16384;
  static constexpr std::size_t kTextBytes = 4096;

  explicit DrawList(std::size_t floats = kFloats) : floats_(floats) {}

  void clear();
  // Every command from float `from` on is drawn in `s` but for Paper (a
  // figure's cut-outs): a second figure in one ink without a second drawing
  // of it.
  void restyle(std::size_t from, Style s);

  // The canvas this list is recorded for (kDefaultFrame until set); labels
  // are kept legible on it (LabelFit). A view setting: it moves no figure.
  void setFrame(Frame f) { frame_ = f; }
  Frame frame() const { return frame_; }
  // CSS px per world unit of the last view, and the world it shows.
  float scale() const { return scale_; }
  Rect visible() const { return visible_; }
  // World units of the smallest legible label in the last view.
  float minText() const { return fit_.minSize(); }
  // How far apart two lines of the smallest legible size sit, in view units.
  float minLineGap() const { return fit_.lineHeight(); }
  // The box round every label drawn so far (frame px): where what follows them may start.
  Rect labels() const { return fit_.extent(); }
  // The size text() would record this label at now, or 0 when it would
  // leave it out: for what is drawn under a label.
  float labelSize(Vec2 at, float size, int align, const char* str) const {
    return fit_.sizeFor(at, size, align, str, std::strlen(str));
  }

  void view(Vec2 centre, float w, float h);
  // Later views go into pane p (frame px; render/frame.h), clipped to it.
  void pane(Rect p);
  void wholePane() { pane(wholeFrame(frame_)); }
  Rect currentPane() const { return pane_; }
  // None inlined: scenes draw from hundreds of places, the wasm pays per
  // copy, and a call costs a frame far less than the command it writes.
  [[gnu::noinline]] void limb(Style s, Vec2 a, Vec2 b, Vec2 c, float rootWidth, float tipWidth);
  [[gnu::noinline]] void circle(Style s, Vec2 c, float r, bool fill, float lineWidth = 1.5f);
  [[gnu::noinline]] void line(Style s, Vec2 a, Vec2 b, float width);
  [[gnu::noinline]] void poly(Style s, const Vec2* pts, int n, int mode, float width);
  [[gnu::noinline]] void dots(Style s, float y, float spacing, float offset, float r, float x0, float x1);
  [[gnu::noinline]] void rect(Style s, Vec2 topLeft, Vec2 size, bool fill, float lineWidth = 1);
  [[gnu::noinline]] void text(Style s, Vec2 at, float size, int align, const char* str);
  // printf-style text, formatted straight into the text arena.
  void textf(Style s, Vec2 at, float size, int align, const char* fmt, ...)
      __attribute__((format(printf, 6, 7)));
  [[gnu::noinline]] void ellipse(Style s, Vec2 c, float rx, float ry, float rotation, bool fill, float lineWidth = 1.5f);
  void layer();

  const float* data() const { return floats_.data(); }
  std::size_t size() const { return size_; }
  const char* textData() const { return text_; }
  std::size_t textSize() const { return textSize_; }
  std::size_t dropped() const { return dropped_; }
  // Labels left out this frame because, raised to a legible size, they did not fit.
  std::size_t labelsDropped() const { return labelsDropped_; }

 private:
  bool reserve(std::size_t n);
  void put(float v) { floats_[size_++] = v; }
  void head(Op op, Style s) {
    put(static_cast<float>(op));
    put(static_cast<float>(s));
  }
  void textCommand(Style s, Vec2 at, float size, int align, std::size_t start);
  void crowded(Style s, Vec2 at, float size, int align, std::size_t start, std::size_t n);
  // at: moved to where the label is drawn. Not inlined: a label called
  // twice (a line broken in two) pays once.
  [[gnu::noinline]] bool textLine(Style s, Vec2& at, float size, int align, std::size_t start, std::size_t n);

  std::vector<float> floats_;  // sized once, never grown
  char text_[kTextBytes];
  std::size_t size_ = 0, textSize_ = 0, dropped_ = 0, labelsDropped_ = 0;
  Frame frame_ = kDefaultFrame;
  float scale_ = 1;
  Rect visible_{0, 0, kDefaultFrame.w, kDefaultFrame.h};
  Rect pane_{0, 0, kDefaultFrame.w, kDefaultFrame.h};
  LabelFit fit_;
};

}  // namespace sm
