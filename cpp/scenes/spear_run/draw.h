#pragma once

#include "render/draw_list.h"
#include "scenes/spear_run/game.h"

namespace sm::spear_run {

// The world: far hills and the ground scrolling at their own rates, jumped
// obstacles, the runner, then targets (in front, so a spear goes into them)
// and the straw and splinters of broken ones.
void drawWorld(const Game& g, DrawList& out);
// What the canvas shows of the world for a frame: the scene's 16:9 box with
// its right edge pinned, so a wider canvas shows more behind the runner and a
// taller one more sky, never more of the course ahead.
Rect shownBy(Frame f);
// The View op for the list's frame.
void drawView(DrawList& out);
// A number as text in `fmt` (one %d), formatted again only when the number
// changes: the score changes about ten times a second, the best once a run.
class NumberText {
 public:
  explicit NumberText(const char* fmt) : fmt_(fmt) {}
  const char* of(int value);

 private:
  const char* fmt_;
  int value_ = 0;
  bool set_ = false;
  char text_[16] = {};
};

// What the HUD keeps between frames.
struct HudText {
  NumberText score{"%05d"}, best{"HI %05d"};
};

// How the press that met the crash missed the promise's window, to follow
// what was hit: "; the jump came 40 ms late", "; no jump", or "" within it.
void crashTiming(const Game& g, char* buf, std::size_t n);
// Score and best at the canvas's top edge, and the start, pause and game-over
// cards, worded for touch (taps) or keys.
void drawHud(const Game& g, DrawList& out, HudText& text, bool touch = false);

}  // namespace sm::spear_run
