#include "scenes/lab.h"

#include <cmath>
#include <cstdio>

#include "motion/scalar.h"
#include "rigs/stickman_figure.h"
#include "rigs/stickman_gait.h"

namespace sm {

namespace {

using namespace stickman;

constexpr float kGroundY = 0;
constexpr float kDotSpacing = 24;

struct MotionInfo {
  const char* name;
  float gaitTarget;
};
constexpr MotionInfo kMotions[] = {{"walk", 0}, {"run", 1}};
constexpr int kMotionCount = static_cast<int>(sizeof kMotions / sizeof kMotions[0]);

class Lab final : public Scene {
 public:
  Lab() {
    addParam("motion", [this] { return static_cast<float>(motion_); },
             [this](float v) {
               select(static_cast<int>(std::lround(clamp(v, 0, kMotionCount - 1))));
               return static_cast<float>(motion_);
             });
    addParam("scrollSpeed", [this] { return clock_.speed(); });
    addParam("groundOffset", [this] { return static_cast<float>(groundOffset_); });
    addParam("phase", [this] { return clock_.phase(); });
    addParam("gait", [this] { return clock_.blendValue(); });
    addParam("stride", [this] { return clock_.params().stride; });
    addParam("cadence", [this] { return clock_.params().cadence; });
    addParam("duty", [this] { return clock_.params().duty; });
    reset();
  }

  int jointCount() const override { return kJointCount; }
  const Vec2* joints() const override { return figure_.pose().joints; }
  const char* const* jointNames() const override { return kJointNames; }
  const char* keysHelp() const override { return "\u2190 \u2192 previous / next motion"; }
  std::vector<Control> controls() const override {
    return {{"Previous motion", "ArrowLeft"}, {"Next motion", "ArrowRight"}};
  }

  bool key(std::string_view code, bool down) override {
    if (code != "ArrowLeft" && code != "ArrowRight") return false;
    if (down) select((motion_ + (code == "ArrowRight" ? 1 : kMotionCount - 1)) % kMotionCount);
    return true;
  }

  std::string status() const override {
    const GaitParams& g = kMotions[motion_].gaitTarget > 0 ? kRun : kWalk;
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "Motion Lab: %s. Stride %.0f, %.2g cycles per second, duty %.2f: the ground "
                  "scrolls %.0f units per second.",
                  kMotions[motion_].name, g.stride, g.cadence, g.duty, groundSpeed(g));
    return buf;
  }

  std::string description() const override {
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "Motion Lab, %s: a stickman moving in place while the ground scrolls at %.0f "
                  "units per second.",
                  kMotions[motion_].name, clock_.speed());
    return buf;
  }

  void reset() override {
    motion_ = 0;
    groundOffset_ = 0;
    clock_.reset(kMotions[0].gaitTarget);
    figure_.reset(locomotion(clock_, kGroundY));
  }

 protected:
  void step(float dt) override {
    clock_.advance(dt);
    groundOffset_ += static_cast<double>(clock_.speed()) * dt;
    figure_.update(locomotion(clock_, kGroundY), dt);
  }

  void draw(DrawList& out) const override {
    out.view({0, -150}, 0, 440);
    const float offset = static_cast<float>(std::fmod(groundOffset_, static_cast<double>(kDotSpacing)));
    out.dots(Style::Ground, kGroundY + 3, kDotSpacing, offset, 2.2f, -1200, 1200);
    stickman::draw(figure_.pose(), out);
    out.text(Style::Muted, {0, kGroundY + 40}, 14, 0, kMotions[motion_].name);
  }

 private:
  void select(int m) {
    motion_ = m;
    clock_.setTarget(kMotions[m].gaitTarget);
  }

  GaitClock clock_{kWalk, kRun};
  Figure figure_;
  double groundOffset_ = 0;
  int motion_ = 0;
};

}  // namespace

std::unique_ptr<Scene> makeLab() { return std::make_unique<Lab>(); }

}  // namespace sm
