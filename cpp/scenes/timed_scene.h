#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "scenes/registry.h"

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
class TimedScene {
 public:
  static constexpr int kFps = 60;
  // The furthest seek: replaying costs time in proportion to t.
  static constexpr double kMaxSeek = 3600;

  explicit TimedScene(const SceneInfo& info);

  Scene& scene() { return *scene_; }
  const Scene& scene() const { return *scene_; }
  // Changes when a seek rebuilds the scene; a holder keeps this, not the scene.
  const std::unique_ptr<Scene>& owner() const { return scene_; }

  // Live play: inputs logged for moments now reached are applied first.
  void buildPose(float dt);
  bool key(std::string_view code, bool down);
  // Settings are not events: a replay applies them from the start.
  float setParam(std::string_view name, float v);
  void interrupt();
  // The scene's own reset, an input like a key: the timeline goes on.
  void reset();
  // Drops pending time (Scene::resync), which leaves the frame grid.
  void resync();

  double time() const { return time_; }
  // False (nothing changes) unless 0 <= t <= kMaxSeek.
  bool seek(double t);
  // Whole frames from the current moment: +1 goes to the next frame start,
  // -1 to the previous one (an off-frame moment counts from its neighbours).
  bool step(int frames);

 private:
  enum class Kind : unsigned char { Key, Interrupt, Reset };
  struct Input {
    double t;
    const char* code;  // a binding row's own string, for a key
    bool down;
    Kind kind;
  };
  void rebuild();
  void applyDue(double t);
  void apply(const Input& in);
  void log(const Input& in);

  const SceneInfo& info_;
  std::unique_ptr<Scene> scene_;
  std::vector<Input> log_;
  std::vector<std::pair<int, float>> settings_;  // param index, value, in the order set
  std::size_t applied_ = 0;                     // inputs of log_ the scene has seen
  double time_ = 0;
  long frame_ = 0;     // whole frames played since the fresh scene
  bool onGrid_ = true; // the scene is exactly the scene at frame_ / kFps
};

}  // namespace sm
