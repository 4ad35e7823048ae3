#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "motion/cold.h"
#include "motion/dt.h"
#include "motion/vec2.h"
#include "render/draw_list.h"
#include "rigs/common/drag_handle.h"
#include "scenes/callback.h"
#include "scenes/input.h"

namespace sm {

// What the page keeps of a setting across visits. The setter of a kept one
// must clamp whatever comes back, since stored values may be stale or hostile.
enum class Kept : unsigned char {
  No,
  Record,  // a best score: only play at the normal speed sets one
  Choice,  // the visitor's way of playing (by ear): kept however it was set
};

// A named number a scene exposes: a setting (with a setter that clamps and
// returns what it kept) or a read-only readout (no setter).
struct Param {
  const char* name;
  Callback<float()> get;
  Callback<float(float)> set;
  Kept kept = Kept::No;

  bool persistent() const { return kept != Kept::No; }
};

// One mode of the page. Its joint list is fixed for its lifetime, so two
// poses of one scene can always be compared joint by joint.
class Scene {
 public:
  virtual ~Scene() = default;

  // Advances by dt seconds (sanitised: NaN, infinite or negative -> 0, capped
  // at maxFrameDt()), then records the frame's drawing.
  void buildPose(float dt);
  // buildPose in two halves, so a replay can play frames without drawing
  // them: play returns the dt it played (after the same sanitising).
  float play(float dt);
  void redraw();
  // The longest frame this scene plays; a stall never turns into a jump.
  virtual float maxFrameDt() const { return kMaxFrameDt; }
  // What a frame costs, in figures simulated: what a seek's work is counted
  // in (TimedScene::kMaxSeekWork). One for a scene of a few figures.
  virtual float replayWeight() const { return 1; }

  virtual int jointCount() const = 0;
  virtual const Vec2* joints() const = 0;
  virtual const char* const* jointNames() const = 0;

  // A KeyboardEvent.code pressed (down) or released; true when the scene's
  // input table binds it. A press does the row's action.
  bool key(std::string_view code, bool down);
  // One short sentence for the page's status line, said after a user action.
  virtual std::string status() const = 0;
  // What the canvas shows and its main values, for its accessible name.
  virtual std::string description() const { return status(); }
  // Named texts a scene takes and gives (a game's ghost runs). A setter
  // returns false, changing nothing, for a name the scene lacks or a text it
  // refuses; a getter gives "" for an unknown name, its text living until
  // the next call.
  virtual bool setText(std::string_view /*name*/, std::string_view /*text*/) { return false; }
  virtual const char* text(std::string_view /*name*/) const { return ""; }
  // The keys line: every row's help, in table order.
  const char* keysHelp() const { return keysHelp_.c_str(); }
  // One button per row that names one.
  std::vector<Control> controls() const;
  const std::vector<Binding>& bindings() const { return bindings_; }
  virtual void reset() = 0;
  // The page's loop is starting again after a stop (hidden tab, off screen,
  // pause): time that piled up before the stop must not be played. The next
  // frame's dt is dropped and a scene's pending time discarded, for every scene.
  void resync();
  // The user looked away (window blur, hidden tab): a game pauses itself.
  virtual void interrupt() {}
  // Changes when status() has news that no user action caused (a game
  // over): the page speaks it then, as it does after a key.
  virtual unsigned statusSerial() const { return 0; }
  // The key a tap or click on the stage stands for ("" when none), given where
  // it lands: u is the fraction of the stage's width from its left edge, 0..1
  // (anything else: ""), so a game can split the stage into zones.
  virtual const char* tapCode(float /*u*/) const { return ""; }
  // Motion the user asks for (a game): it plays once they act, even when the
  // page otherwise holds a still frame for reduced motion.
  virtual bool userDriven() const { return false; }
  // The scene lays itself out for a frame taller than wide (a stacked
  // layout), so the page may give it one on an upright phone.
  virtual bool tallFrame() const { return false; }

  // The canvas's size in CSS px, set by the page on every resize before the
  // next draw; the scene lays its text out for it. A side outside
  // [kMinFramePx, kMaxFramePx] (or NaN): ignored, false. A view setting: no pose or outcome
  // depends on it.
  bool setFrame(float cssWidth, float cssHeight);
  Frame frame() const { return draw_.frame(); }
  // The visitor plays by touch (the page says so from the device and the
  // input last used): the scene's words talk about taps, not keys.
  void setTouch(bool touch) { touch_ = touch; }
  bool touch() const { return touch_; }

  // The solve layer (SPEC 8.6), a view setting like the frame: the timeline
  // keeps it outside the scene's bytes, so a seek or a replay never turns it
  // off. kShowSolve is the action of the row (kSolveRow) that switches it.
  static constexpr int kShowSolve = -2;
  void setSolveShown(bool on) { solve_ = on; }
  bool solveShown() const { return solve_; }
  // What the status line says when the layer is switched on: what it shows.
  const char* solveSays() const { return solveSays_; }

  const std::vector<Param>& params() const { return params_; }
  const Param* findParam(std::string_view name) const;
  const DrawList& drawList() const { return draw_; }

 protected:
  // A scene that draws more than a few figures asks for a larger draw list.
  explicit Scene(std::size_t drawFloats = DrawList::kFloats) : draw_(outsideArena(drawFloats)) {}

  // Moves time forward by dt (already sanitised). The default splits it into
  // sub-steps of at most kMaxSubstep so springs and chains stay stable at any
  // frame rate; a scene with its own clock overrides it.
  virtual void advance(float dt);
  virtual void step(float dt) = 0;
  // Time a scene's own clock holds but has not played (resync() drops it).
  virtual void discardPending() {}
  virtual void draw(DrawList& out) const = 0;

  // Appends rows to the scene's input table.
  void bind(const Binding* rows, int n);
  template <int N>
  void bind(const Binding (&rows)[N]) {
    bind(rows, N);
  }
  // What a bound key does when pressed: the row's action.
  virtual void act(int action) = 0;
  // A bound key let go (a game's held jump ends); most scenes ignore it.
  virtual void release(int /*action*/) {}

  // Binds the solve layer's key and action: for a scene whose figure records
  // its leg solves and draws them (drawLegSolve) while solveShown(). `says`
  // names what the layer shows, for the status line; a scene that adds to the
  // legs' construction says so.
  static const char* const kSolveSays;
  void bindSolve(const char* says = kSolveSays);

  void addParam(const char* name, Callback<float()> get, Callback<float(float)> set = {},
                Kept kept = Kept::No);

  // Read-only numbers from a table (callback.h), read off the scene `owner`.
  template <class S, int N>
  SM_COLD void addReads(const S& owner, const ReadRow<S> (&rows)[N]) {
    for (const ReadRow<S>& r : rows) addParam(r.name, [&owner, read = r.read] { return read(owner); });
  }

  // A rig's drag handles (rigs/common/drag_handle.h), n of them: handle i's
  // offset is owner->handleOffset(2i) and (2i+1), x and y, as the settings
  // names[i].dx and .dy, which owner->moveHandle(k, v) sets once
  // keepHandleOffset has taken v; its readouts .x and .y are where
  // owner->handleAt(i) says it is drawn now.
  template <class Owner>
  SM_COLD void addHandles(const HandleNames* names, int n, Owner* owner) {
    for (int i = 0; i < n; ++i) {
      for (int k = 2 * i; k < 2 * i + 2; ++k) {
        addParam(k % 2 ? names[i].dy : names[i].dx, [owner, k] { return owner->handleOffset(k); },
                 [owner, k](float v) {
                   owner->moveHandle(k, keepHandleOffset(v, owner->handleOffset(k)));
                   return owner->handleOffset(k);
                 });
      }
      addParam(names[i].x, [owner, i] { return owner->handleAt(i).x; });
      addParam(names[i].y, [owner, i] { return owner->handleAt(i).y; });
    }
  }

  static constexpr float kMaxSubstep = 1.0f / 120;

 private:
  // The draw list's buffer is output, not state: it stays out of the scene's
  // arena (scene_arena.h), so a checkpoint does not copy 64 KB of floats.
  static DrawList outsideArena(std::size_t floats);

  std::vector<Param> params_;
  std::vector<Binding> bindings_;
  std::string keysHelp_;
  bool dropNextDt_ = false;
  bool touch_ = false;
  bool solve_ = false;
  const char* solveSays_ = "";
  DrawList draw_;
};

}  // namespace sm
