#include "scenes/calisthenics.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "motion/cold.h"
#include "motion/easing.h"
#include "motion/scalar.h"
#include "render/frame.h"
#include "render/label_fit.h"
#include "rigs/common/solve_layer.h"
#include "rigs/front/figure.h"
#include "rigs/front/handles.h"
#include "rigs/front/routine.h"
#include "text/format.h"

namespace sm {

namespace {

using namespace front;

// A switch of exercise eases from the pose on screen to the new one in this long.
constexpr float kSwitchSeconds = 0.3f;
// Smaller clamps than this are rounding, not a limit being reached.
constexpr float kClampWorthSaying = 0.05f;

// The view: head room over the figure, the floor, and under it the counts
// and the legs' caption.
constexpr float kViewTop = -211, kViewH = 262;
constexpr float kCountsY = 22, kCountSize = 15, kCaptionY = 44, kCaptionSize = 10;

struct UnderFloor {
  float countsY, captionY, viewH;
};

// Where the rows under the floor go on frame f, each row as tall as its
// words at their size or the smallest legible one, whichever is larger: a
// small stage's view reaches further down for them (the label fitter would
// otherwise lift the caption onto the feet). Each row's size follows the
// view it makes, so the height is found by a few rounds of fitting.
UnderFloor underFloor(Frame f) {
  UnderFloor u{kCountsY, kCaptionY, kViewH};
  for (int i = 0; i < 4 && f.h > 0; ++i) {
    const float least = kMinTextPx * u.viewH / f.h;
    const float counts = std::fmax(kCountSize, least), caption = std::fmax(kCaptionSize, least);
    u.countsY = kCountsY + (counts - kCountSize) / 2;
    u.captionY = kCaptionY + (counts - kCountSize) + (caption - kCaptionSize) / 2;
    u.viewH = std::fmax(kViewH, u.captionY + LabelFit::kHalfHeightEm * caption + 0.5f - kViewTop);
  }
  return u;
}

enum Action { Previous, Next, Pause, Restart, ToggleLegs };
constexpr Binding kKeys[] = {
    {{"ArrowLeft"}, Previous, "Previous exercise", "\u2190 \u2192 previous / next exercise"},
    {{"ArrowRight"}, Next, "Next exercise"},
    {{"Space", "KeyP"}, Pause, "Pause or resume", "Space or P pause"},
    {{"KeyR"}, Restart, "Restart", "R restart"},
    {{"KeyI"}, ToggleLegs, "IK or FK legs", "I IK / FK legs"},
};

class Calisthenics final : public Scene {
 public:
  SM_COLD Calisthenics() {
    addParam("exercise", [this] { return static_cast<float>(exercise_); },
             [this](float v) {
               if (std::isfinite(v)) select(static_cast<int>(std::lround(clamp(v, 0, kExerciseCount - 1))));
               return static_cast<float>(exercise_);
             });
    addParam("legsIk", [this] { return legs_ == Legs::Ik ? 1.0f : 0.0f; },
             [this](float v) {
               if (std::isfinite(v)) setLegs(v >= 0.5f ? Legs::Ik : Legs::Fk);
               return legs_ == Legs::Ik ? 1.0f : 0.0f;
             });
    addParam("paused", [this] { return paused_ ? 1.0f : 0.0f; },
             [this](float v) {
               if (std::isfinite(v)) paused_ = v >= 0.5f;
               return paused_ ? 1.0f : 0.0f;
             });
    addParam("beat", [this] { return beat_; });
    addParam("count", [this] { return static_cast<float>(count()); });
    addParam("footDrift", [this] { return footDrift(pose_); });
    addParam("bodyClamp", [this] { return pose_.bodyClamp; });
    addParam("lift", [this] { return drive_.lift; });
    addHandles(kHandles, kHandleCount, this);
    bind(kKeys);
    bindSolve();
    reset();
  }

  SM_COLD Vec2 handleAt(int i) const { return handlePlace(pose_, i); }
  float handleOffset(int k) const { return offsetAxis(handle_, k); }
  // Shown at once, even paused, as the legs' toggle is.
  SM_COLD void moveHandle(int k, float v) {
    offsetAxis(handle_, k) = v;
    solve(pulled(), legs_, pose_);
  }

  int jointCount() const override { return kJointCount; }
  const Vec2* joints() const override { return pose_.joints; }
  const char* const* jointNames() const override { return kJointNames; }
  SM_COLD void act(int action) override {
    switch (action) {
      case Previous: select((exercise_ + kExerciseCount - 1) % kExerciseCount); break;
      case Next: select((exercise_ + 1) % kExerciseCount); break;
      case Pause: paused_ = !paused_; break;
      case Restart:
        select(0);
        paused_ = false;
        break;
      default: setLegs(legs_ == Legs::Ik ? Legs::Fk : Legs::Ik); break;
    }
  }

  SM_COLD std::string status() const override {
    char buf[200];
    // A moved handle's words take the place of the routine's, as in the lab.
    if (anyMoved(handle_, kHandleCount)) {
      sm::format(buf, sizeof buf, "Calisthenics:");
      sayMoved(buf, sizeof buf, kHandles, handle_, kHandleCount, "left", "right");
      const std::size_t n = std::strlen(buf);
      if (legs_ == Legs::Ik && pose_.bodyClamp > kClampWorthSaying)
        sm::format(buf + n, sizeof buf - n, " Out of reach: hips held %.0f units back.", pose_.bodyClamp);
      return buf;
    }
    sm::format(buf, sizeof buf, "Calisthenics: %s, exercise %d of %d, count %d of %d%s; %s.",
               kRoutine[exercise_].name, exercise_ + 1, kExerciseCount, count(), kRoutine[exercise_].counts,
               paused_ ? ", paused" : "",
               legs_ == Legs::Ik ? "IK legs, feet pinned to their floor marks"
                                 : "FK legs, the feet float and slide with the hips");
    return buf;
  }

  SM_COLD std::string description() const override {
    char buf[240];
    if (legs_ == Legs::Ik) {
      const int n = sm::format(buf, sizeof buf,
                               "Calisthenics: a front-view stickman doing %s, count %d. IK legs keep both "
                               "feet on their floor marks",
                               kRoutine[exercise_].name, count());
      if (n > 0 && static_cast<std::size_t>(n) < sizeof buf) {
        if (pose_.bodyClamp > kClampWorthSaying) {
          sm::format(buf + n, sizeof buf - n,
                     "; the legs' reach holds the hips %.1f units below where they were asked.", pose_.bodyClamp);
        } else {
          sm::format(buf + n, sizeof buf - n, ".");
        }
      }
    } else {
      sm::format(buf, sizeof buf,
                 "Calisthenics: a front-view stickman doing %s, count %d. FK legs hang from the hips; "
                 "the feet are %.1f units off their floor marks.",
                 kRoutine[exercise_].name, count(), footDrift(pose_));
    }
    return buf;
  }

  void reset() override {
    exercise_ = 0;
    beat_ = 0;
    paused_ = false;
    legs_ = Legs::Ik;
    switchT_ = 1;
    drive_ = from_ = routinePose(0, 0);
    solve(pulled(), legs_, pose_);
  }

 protected:
  void step(float dt) override {
    if (!paused_) {
      beat_ += dt / kCountSeconds;
      const float counts = static_cast<float>(kRoutine[exercise_].counts);
      if (beat_ >= counts) {
        beat_ -= counts;
        exercise_ = (exercise_ + 1) % kExerciseCount;
      }
    }
    switchT_ = std::fmin(1, switchT_ + dt / kSwitchSeconds);
    const Drive target = routinePose(exercise_, beat_);
    drive_ = switchT_ < 1 ? blend(from_, target, smoothstep(switchT_)) : target;
    solve(pulled(), legs_, pose_);
  }

  void draw(DrawList& out) const override {
    const UnderFloor under = underFloor(out.frame());
    out.view({0, kViewTop + under.viewH / 2}, 0, under.viewH);
    out.line(Style::Ground, {-140, kGroundY + 3.5f}, {140, kGroundY + 3.5f}, 1.5f);
    front::draw(pose_, out);
    // A moved handle shows what it moved, as in the lab.
    if (solveShown() || anyMoved(handle_, kHandleCount)) {
      for (const LegSolve& leg : pose_.leg) drawLegSolve(leg, true, out);
      for (int i = 0; i < kHandleCount; ++i) drawHandle(out, handleAt(i));
    }
    out.text(Style::Muted, {0, -196}, 14, 0, kRoutine[exercise_].name);
    drawCounts(out, under.countsY);
    if (legs_ == Legs::Ik) {
      out.text(Style::Muted, {0, under.captionY}, kCaptionSize, 0, "IK legs: feet pinned");
    } else {
      out.textf(Style::Warn, {0, under.captionY}, kCaptionSize, 0, "FK legs: feet %.1f off the marks", footDrift(pose_));
    }
  }

 private:
  int count() const {
    return std::min(static_cast<int>(beat_) + 1, kRoutine[exercise_].counts);
  }

  // "1 2 3 4 5 6 7 8" under the floor at height y, the count being done large and bright.
  void drawCounts(DrawList& out, float y) const {
    const int n = kRoutine[exercise_].counts;
    constexpr float kGap = 15;
    for (int i = 1; i <= n; ++i) {
      const Vec2 at{(static_cast<float>(i) - (static_cast<float>(n) + 1) / 2) * kGap, y};
      if (i == count()) {
        out.textf(Style::Accent, at, kCountSize, 0, "%d", i);
      } else {
        out.textf(Style::Muted, at, 9, 0, "%d", i);
      }
    }
  }

  void select(int e) {
    from_ = drive_;
    switchT_ = 0;
    exercise_ = e;
    beat_ = 0;
  }

  // Shown at once, even paused: the before/after is the point of the toggle.
  void setLegs(Legs legs) {
    legs_ = legs;
    solve(pulled(), legs_, pose_);
  }

  // The exercise's drive with the handles' pull.
  Drive pulled() const {
    Drive d = drive_;
    applyHandles(d, handle_);
    return d;
  }

  Pose pose_;
  Drive drive_, from_;
  Vec2 handle_[kHandleCount] = {};
  Legs legs_ = Legs::Ik;
  float beat_ = 0, switchT_ = 1;
  int exercise_ = 0;
  bool paused_ = false;
};

}  // namespace

std::unique_ptr<Scene> makeCalisthenics() { return std::make_unique<Calisthenics>(); }

}  // namespace sm
