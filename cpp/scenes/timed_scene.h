#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "scenes/registry.h"
#include "scenes/scene_arena.h"

namespace sm {

// A scene on a timeline: it says which moment it shows and can be put at any
// moment again, because every scene is deterministic given its inputs.
//
// "The scene at t" is defined as: a fresh scene from the registry with the
// settings made so far applied, played in frames of exactly 1/60 s —
// floor(t * 60) whole frames of 1.0f / 60, then one last frame of the
// remainder when t is not on a frame — where every input logged at or before
// a frame's start is applied before that frame, and every input logged at or
// before t is applied at the end. seek(t) lands there bit for bit. Live play
// (buildPose with the page's dt) follows the page's clock instead and logs
// each input with the time it happened, so a replay presses it on the first
// frame at or after that time.
//
// A seek replays frames without drawing from the latest checkpoint at or
// before t: the scene's bytes (it lives in its own Arena) saved every
// spacing() frames of replay. A seek costs the frames it replays, so the
// spacing is as short as memory allows: the checkpoints up to
// kPlannedSeek take at most kCheckpointBytes for this scene's state, but are
// never closer than a second. Past kPlannedSeek, or when the checkpoints of
// every timed scene in the module would pass kModuleCheckpointBytes, every
// other one goes and the spacing doubles: memory stays capped and a seek
// replays at most one spacing from the latest checkpoint. Which checkpoint a
// seek starts from never changes what it lands on. An input or setting that
// changes the past drops the checkpoints after it; a seek to the first frame
// frees them all (the start needs none), as deleting the scene does.
//
// A seek's work is the frames it replays times the scene's replayWeight()
// (the figures it simulates: a crowd's count); a seek of more than
// kMaxSeekWork is refused, so no call blocks for long whatever the scene's
// settings. A caller that must go further seeks in steps, each within it.
class TimedScene {
 public:
  static constexpr int kFps = 60;
  static constexpr double kPlannedSeek = 600;
  // One stage's share of the module's checkpoints.
  static constexpr std::size_t kCheckpointBytes = std::size_t{2} << 20;
  // Every stage of a page that shows one family shares its module: eight
  // stages seeked far take no more than this, well inside the heap's maximum.
  static constexpr std::size_t kModuleCheckpointBytes = std::size_t{8} << 20;
  // Checkpoint bytes held now by every timed scene of the module.
  static std::size_t checkpointBytesInUse();
  // An hour of twenty figures' frames (a figure's frame costs about 1 us
  // natively, 2-3 in wasm): every page scene seeks anywhere, the default
  // crowd of 100 twelve minutes from its latest checkpoint, the largest
  // (3000) 24 seconds. A page seeks further in steps (web/element/timeline.js).
  static constexpr double kMaxSeekWork = 3600.0 * kFps * 20;
  // The furthest seek: replaying costs time in proportion to t.
  static constexpr double kMaxSeek = 3600;
  // Frames between checkpoints for a scene whose state takes `stateBytes`.
  static long plannedSpacing(std::size_t stateBytes);
  // How many of them fit: those from 0 to kPlannedSeek.
  static int maxCheckpoints(std::size_t stateBytes);

  explicit TimedScene(const SceneInfo& info);
  ~TimedScene();
  TimedScene(const TimedScene&) = delete;
  TimedScene& operator=(const TimedScene&) = delete;

  Scene& scene() { return *scene_; }
  const Scene& scene() const { return *scene_; }
  // Changes when a seek rebuilds the scene; a holder keeps this, not the scene.
  const std::unique_ptr<Scene>& owner() const { return scene_; }

  // Live play: inputs logged for moments now reached are applied first.
  void buildPose(float dt);
  bool key(std::string_view code, bool down);
  // Settings are not events: a replay applies them from the start.
  float setParam(std::string_view name, float v);
  // A text setting (Scene::setText): like a setting, kept and applied from
  // the start; a scene takes at most kMaxTexts names.
  static constexpr int kMaxTexts = 4;
  bool setText(std::string_view name, std::string_view text);
  void interrupt();
  // The scene's own reset, an input like a key: the timeline goes on.
  void reset();
  // View settings (Scene::setFrame, setTouch): kept here, outside the
  // scene's bytes, so a rebuilt or restored scene gets them back.
  bool setFrame(float cssWidth, float cssHeight);
  void setTouch(bool touch);
  // The status line after the last key: the scene's, or what the solve
  // layer's switch (a view setting, never logged) said.
  std::string status() const;
  // Drops pending time (Scene::resync), which leaves the frame grid.
  void resync();

  double time() const { return time_; }
  // False (nothing changes) unless 0 <= t <= kMaxSeek and seekWork(t) <= kMaxSeekWork.
  bool seek(double t);
  // Frames a seek to t would replay from where it starts, times the largest
  // replayWeight() the scene has had (an input in the log may raise it); -1
  // for a t outside [0, kMaxSeek].
  double seekWork(double t) const;
  double replayWeight() const { return weight_; }
  // Whole frames from the current moment: +1 goes to the next frame start,
  // -1 to the previous one (an off-frame moment counts from its neighbours).
  bool step(int frames);

  int checkpoints() const { return count_; }
  // Bytes one checkpoint holds (0: this build keeps none).
  std::size_t stateBytes() const { return arena_.used(); }
  long checkpointFrame(int i) const { return checkpoints_[i].frame; }
  // Frames of replay between checkpoints now.
  long spacing() const { return spacing_; }

 private:
  enum class Kind : unsigned char { Key, Interrupt, Reset };
  struct Input {
    double t;
    const char* code;  // a binding row's own string, for a key
    bool down;
    Kind kind;
  };
  struct Checkpoint {
    long frame;
    std::size_t applied;
    const float* drawData;  // the draw list's buffer, outside the arena: it must be the same
    unsigned char* bytes;   // the arena's, `size` of them
    std::size_t size;
  };
  void rebuild();
  void keepLast(int index, float value);
  void applyView();
  // Starts a replay towards frame `whole` from the best place: here, a checkpoint or the start.
  void startTowards(long whole);
  void checkpointHere();
  // Keeps the checkpoints `keep` says yes to, in order; frees the others.
  template <class Keep>
  void keepOnly(Keep keep);
  void forgetAfter(double t);
  // Every checkpoint and the index that lists them go back to the heap.
  void forgetAll();
  long latestStart(long whole) const;
  void weigh();
  void applyDue(double t);
  void apply(const Input& in);
  void log(const Input& in);

  const SceneInfo& info_;
  Arena arena_;  // before scene_: the scene lives in it
  std::unique_ptr<Scene> scene_;
  // By frame; allocated without throwing, so a full heap means fewer
  // checkpoints, never a failed seek.
  Checkpoint* checkpoints_ = nullptr;
  int count_ = 0;
  int capacity_ = 0;
  double weight_ = 1;  // the largest replayWeight() so far
  long spacing_ = kFps;  // until the first checkpoint says
  std::vector<Input> log_;
  std::vector<std::pair<int, float>> settings_;  // param index, value, in the order set
  struct TextSetting {
    std::string name, text;
  };
  TextSetting texts_[kMaxTexts];  // by the order first set
  int textCount_ = 0;
  std::size_t applied_ = 0;                     // inputs of log_ the scene has seen
  double time_ = 0;
  long frame_ = 0;     // whole frames played since the fresh scene
  bool onGrid_ = true; // the scene is exactly the scene at frame_ / kFps
  Frame viewFrame_ = kDefaultFrame;
  bool touch_ = false;
  bool solve_ = false, solveSaid_ = false;
};

}  // namespace sm
