#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "motion/timeline.h"
#include "render/draw_list.h"
#include "rigs/walker/rig.h"
#include "scenes/callback.h"

namespace sm::walk_cycle {

constexpr int kMaxWalkers = 3;
constexpr float kViewW = 480, kViewH = 300;
// A walker's origin is on its floor line; the ground's dots ride this far under it.
constexpr float kDotDrop = 3;

// Which parts of its drawing a lesson's drawPanel is asked for. Beside the
// walker (a wide frame) both come in one call, in their order; stacked (a
// frame taller than wide) each is drawn alone in its own pane: the walker
// part over the walkers, the panel part under them. kBeside: the panel is
// beside the walkers, in one call or (words drawn wider than the panel) two.
enum Parts : int { kWalkerPart = 1, kPanelPart = 2, kBeside = 4, kBothParts = kWalkerPart | kPanelPart | kBeside };

// What a scripted event does; its value is in the event. The first three the
// shell applies to the scene's gait, the rest are a lesson's own.
enum Action : int { SetStepHz, SetStride, SetLegRatio, GazeTo, Turn, SlopeTo };

// What ←/→ and ↑/↓ change in a lesson.
enum class Keys { StepHz, Stride, WalkerSpeed, LegRatio, None };

// Which numbers of the gait the page may set: the gait itself, the base rate
// a slope changes, or one speed for walkers that keep their own gaits.
enum class Tuning { Gait, SlopeBase, Lanes };

struct Script {
  const char* summary;  // the lesson's idea in one sentence, for the status line
  const TimelineEvent* events;
  int eventCount;
  float lapSeconds;
  float restSeconds;  // the still frame: where a restart (and reduced motion) lands
  Keys leftRight;
  Keys upDown;
  Tuning tuning = Tuning::Gait;
};

template <int N>
constexpr int countOf(const TimelineEvent (&)[N]) {
  return N;
}

// What every lesson plays on: its walkers, the scene's gait, the ground under
// each walker and the scene's clock.
struct Stage {
  walker::Walker walkers[kMaxWalkers];
  int count = 1;
  double groundOffset[kMaxWalkers] = {};
  walker::Gait gait;       // the scene's; a lesson may give each walker its own from it
  float walkerSpeed = 1;   // Tuning::Lanes: every walker's rate scaled by this
  const SceneClock* clock = nullptr;
  // Set as each frame is drawn: with the solve shown there are no hills and
  // no clouds, so the solve's numbers may take their room.
  mutable bool solveShown = false;

  float sceneT() const { return clock->sceneT(); }
};

// Adds a read-only number to the scene.
class Readouts {
 public:
  virtual void add(const char* name, Callback<float()> get) = 0;
  // A table of them (callback.h), read off `lesson`.
  template <class L, int N>
  void add(const L& lesson, const ReadRow<L> (&rows)[N]) {
    for (const ReadRow<L>& r : rows) add(r.name, [&lesson, read = r.read] { return read(lesson); });
  }

 protected:
  ~Readouts() = default;
};

// One walk lesson: its script, its walkers, its state, its readouts, its
// panel and its sentence. The shell owns time, keys and the shared gait; it
// calls these hooks, each of which defaults to doing nothing.
class Lesson {
 public:
  virtual ~Lesson() = default;

  virtual const Script& script() const = 0;
  // Once, before anything else: where the walkers stand, how many there are.
  virtual void place(Stage& s) = 0;
  virtual void addReadouts(Readouts&) {}
  // A restart: counters that run across laps start again.
  virtual void reset() {}
  // A new lap, before its first events: the lesson's own state starts over.
  virtual void beginLap() {}
  // The lap's first events applied and the walkers back at the cycle's start.
  virtual void afterLapStart() {}
  // The same, for the first lap after a restart: graphs that start full make
  // up here the past the walk would have had, up to where the walkers are.
  // A later lap walks on with the past it has.
  virtual void afterRestart() {}
  // A lesson's own scripted event (GazeTo, Turn, SlopeTo).
  virtual void apply(const TimelineEvent&) {}
  // Each walker's gait from the scene's gait.
  virtual void syncGait();
  // Around each fixed step of the walkers.
  virtual void beforeStep(float) {}
  virtual void afterStep() {}
  // Where the walkers look, just before their joints are read.
  virtual void aim() {}
  // Walker `lane`'s body speed as a share of its ground speed.
  virtual float bodyShare(int) const { return 1; }

  virtual void drawGround(DrawList& out, int lane) const;
  // Under the walkers, over the ground.
  virtual void drawUnder(DrawList&) const {}
  // The panel and what the lesson draws on the walkers: the parts asked for.
  virtual void drawPanel(DrawList& out, int parts) const = 0;
  // Stacked, the region of the view (view units) each part's pane shows: the
  // walkers with their ground, and the panel with the timeline under it.
  virtual Rect walkerArea() const;
  virtual Rect panelArea() const;
  // Where the walkers' own pane, half wide (view units), centres when the
  // panel's words, drawn larger, leave them only the room at their left.
  virtual float besideWordsCentre(float half) const;
  // On a wide frame too small for the words beside the walkers: draws them
  // above and under the walkers instead, and returns the band left between
  // (frame px), where the walkers' area is then drawn, smaller. An empty
  // band (the default): the words fit beside the walkers.
  virtual Rect drawWordsAround(DrawList&) const { return {0, 0, 0, 0}; }
  // The lesson's main values in one clause, for the canvas's description.
  virtual void sentence(char* buf, std::size_t n) const = 0;
  // The status line after the step rate changed.
  virtual void stepRateNews(char* buf, std::size_t n) const;

  void attach(Stage& s, const char* title) {
    stage_ = &s;
    title_ = title;
  }

 protected:
  Stage& stage() const { return *stage_; }
  // The menu's title from its number on ("01 \u00b7 phase wrap"): the panel's heading.
  const char* panelTitle() const;
  const walker::Walker& walker(int i = 0) const { return stage_->walkers[i]; }
  // A gait curve (shoulderDeg, hipTwistDeg, ...) at the first walker's near
  // leg, as far as the walker shows it: none while it stands.
  float shownNear(float (*curve)(const walker::Gait&, float)) const {
    return walker().swingShare() * curve(walker().gait, walker().legPhase(kNear));
  }
  // Whether a lane's sky has clouds: not where the lesson's words stand in
  // it (a cloud would pass behind them).
  enum class Sky : std::uint8_t { Clouds, Clear };
  // The flat ground under walker `lane` from x0 to x1: the backdrop, a line and moving dots.
  void flatGround(DrawList& out, int lane, float x0, float x1, Sky sky = Sky::Clouds) const;
  // Hills and clouds behind walker `lane`, from x0 to x1, scrolling with its ground.
  void backdrop(DrawList& out, int lane, float x0, float x1, Sky sky = Sky::Clouds) const;
  // The ground's dots under walker `lane`: their spacing and how far they have moved.
  float dotSpacing(int lane) const;
  float dotOffset(int lane) const;

 private:
  Stage* stage_ = nullptr;
  const char* title_ = "";
};

// The lessons, in menu order: the registry's ids and titles come from here,
// and each panel's heading from its title.
struct LessonInfo {
  const char* id;
  const char* title;  // "Walk 01 \u00b7 phase wrap"
  std::unique_ptr<Lesson> (*make)();
};
extern const LessonInfo kLessons[];
extern const int kLessonCount;

}  // namespace sm::walk_cycle
