#pragma once

namespace sm {

// A scripted event: at scene time t, do `action` (the scene's own code) with
// `value`. The label says it in words for the status line.
struct TimelineEvent {
  float t;
  int action;
  float value;
  const char* label;
};

// A fixed script of events, sorted by time, played once per lap.
class Timeline {
 public:
  Timeline() = default;
  Timeline(const TimelineEvent* events, int count, float lapSeconds)
      : events_(events), count_(count), lap_(lapSeconds) {}

  void restart() { cursor_ = 0; }
  // The next event whose time has come, consumed; null when none is due.
  const TimelineEvent* due(float sceneT);
  // The next event whatever its time, consumed; after the last it wraps to
  // the first. Null only for an empty script.
  const TimelineEvent* next();

  float lapSeconds() const { return lap_; }

 private:
  const TimelineEvent* events_ = nullptr;
  int count_ = 0;
  int cursor_ = 0;
  float lap_ = 1;
};

// The clock of a scripted scene: one time runs both the motion and the
// timeline, and a lap restarts it, so the same timeline gives the same motion.
// In manual mode the timeline stops (no events, no laps) while time goes on.
class SceneClock {
 public:
  explicit SceneClock(const Timeline& timeline) : timeline_(timeline) {}

  void restartLap() {
    t_ = 0;
    timeline_.restart();
  }
  void tick(float h) { t_ += h; }
  const TimelineEvent* due() { return manual_ ? nullptr : timeline_.due(t_); }
  bool lapOver() const { return !manual_ && t_ >= timeline_.lapSeconds(); }

  void setManual(bool manual) { manual_ = manual; }
  bool manual() const { return manual_; }
  // Seconds into the lap; the walk's time and the timeline's are this one.
  float sceneT() const { return t_; }
  float walkT() const { return t_; }
  Timeline& timeline() { return timeline_; }
  const Timeline& timeline() const { return timeline_; }

 private:
  Timeline timeline_;
  float t_ = 0;
  bool manual_ = false;
};

}  // namespace sm
