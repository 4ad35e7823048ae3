#pragma once

#include <cstddef>
#include <cstring>

#include "motion/cold.h"
#include "motion/vec2.h"
#include "render/frame.h"

namespace sm {

// Keeps labels legible on the frame they are drawn for: a label smaller than
// kMinTextPx is raised to it; a label that would then cover another label or
// leave the canvas (or its pane) is moved a few lines, or told in two lines
// (DrawList), and dropped only when neither finds room. A small screen shows
// words larger, never smaller; at a frame where nothing needs raising nothing changes.
// Boxes are estimated on the safe side of the page's font and kept in frame
// px, so labels of different views compare. Until a label is raised no label
// can be dropped, so a frame that raises none never measures a text.
class LabelFit {
 public:
  // A new frame of drawing: no labels yet, frame px as the view.
  void reset(Frame f);
  // The pane later views are fitted into (frame px): a raised label stays in it.
  void setPane(Rect p);
  // The view later labels are placed in (a View op: its centre and scale).
  void setView(Vec2 centre, float scale);
  // World units of kMinTextPx in the current view.
  float minSize() const { return kMinTextPx / scale_; }
  // The size to record the label at, or 0 when it is dropped. text must stay
  // as it is until the next reset (the draw list's text does). Once a label is
  // raised, a label with no room where it is asked for may be moved (at is
  // updated): into the pane, or a few lines up or down to free room, before
  // it is dropped.
  [[gnu::noinline]] float fit(Vec2& at, float size, int align, const char* text, std::size_t n);
  // How many labels are fitted, and forgetting those fitted since: a line
  // told in two is kept whole or not at all.
  int fitted() const { return count_; }
  void forgetFrom(int count) { count_ = count < count_ ? count : count_; }
  // Where to break a label in two lines (the index of a space), or 0 when it
  // needs none: only a raised label is broken, when it is wider than its pane
  // or, crowded, when it found no room whole.
  std::size_t breakAt(float size, const char* text, std::size_t n, bool crowded = false) const;
  // Where a label broken at cut finds room for both its lines, the second
  // under the first, with no line moved further than fit() moves a label:
  // first (the first line's place) is updated, or false when there is none.
  SM_COLD bool findRoomForTwo(Vec2& first, float size, int align, const char* text, std::size_t cut,
                              std::size_t n) const;
  // The box round the labels fitted so far, in frame px: with none, its
  // left is the pane's right edge and its bottom 0.
  Rect extent() const;
  // A raised line's height in view units: two broken lines sit this far apart.
  float lineHeight() const { return kLineEm * minSize(); }
  // What fit() would return now, without recording the label.
  [[gnu::noinline]] float sizeFor(Vec2 at, float size, int align, const char* text, std::size_t n) const;

  // Half a label's height about its middle baseline, in ems (ascenders,
  // descenders and accents).
  static constexpr float kHalfHeightEm = 0.62f;
  // A hair of anti-aliasing either side of a label's box, in frame px.
  static constexpr float kSlackPx = 0.5f;
  // The label's box in frame px, estimated wide (exposed for its test).
  Rect box(Vec2 at, float size, int align, const char* text, std::size_t n) const;
  // Width of text in ems, never less than the page's font draws it. Not
  // inlined: scenes call it from many places, and the wasm pays per copy.
  [[gnu::noinline]] static float emWidth(const char* text, std::size_t n);
  static float emWidth(const char* text) { return emWidth(text, std::strlen(text)); }

 private:
  // A label as placed: where and how large in frame px. Its box, which needs
  // the text's width, is worked out when a raised label first needs it.
  // Kept small: every scene's draw list holds kMaxBoxes of them.
  struct Label {
    Vec2 anchor;
    float px;
    mutable float width;  // frame px, or < 0 until measured
    const char* text;
    unsigned short n;
    signed char align;
    bool raised;
  };
  Label place(Vec2 at, float size, int align, const char* text, std::size_t n) const;
  bool free(const Rect& r, bool raised) const;
  static float nthLines(int k);
  SM_COLD float findRoom(Vec2& at, float size, int align, const char* text, std::size_t n) const;
  static Rect measure(const Label& l);

  static constexpr int kMaxBoxes = 96;
  // Further than a few lines, a label would seem to name something else.
  static constexpr int kLines = 6;
  static constexpr float kLineEm = 1.3f;
  Label labels_[kMaxBoxes];
  int count_ = 0;
  bool anyRaised_ = false;
  Rect pane_ = wholeFrame(kDefaultFrame);
  Vec2 centre_{};
  float scale_ = 1;
};

}  // namespace sm
