#include "scenes/crowd.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <memory>
#include <new>

#include "motion/scalar.h"
#include "rigs/stickman/figure.h"
#include "rigs/stickman/moves/gait.h"
#include "text/format.h"

namespace sm {

namespace {

using namespace stickman;

// The bound on what a URL's count can cost: the largest preset, which a page
// animates and draws at 60 fps (its lanes' level of detail, web/render/layer.js),
// and which keeps any one frame, drawing included, well under the 200 ms a
// page may go without answering.
constexpr int kMaxCount = 3000;
constexpr int kDefaultCount = 100;
constexpr int kPresets[] = {1, 10, 100, 1000, 3000};
// stickman::draw records at most 84 floats per figure (77 without a spear).
constexpr std::size_t kFloatsPerFigure = 84;
constexpr std::size_t kFloatsOverhead = 1024;  // the view, a line and a layer per lane, the label

constexpr float kLaneGap = 90;     // lanes overlap a little, which reads as depth
constexpr float kFigureGap = 42;   // mean spacing along a lane
constexpr float kMinLaneLength = 600;
constexpr float kFigureTop = 160;  // head top above the feet, with room for hair

// A fixed integer hash to [0, 1): every figure's gait, phase and place come
// from its index, so the crowd is the same on every run.
float hash01(std::uint32_t i, std::uint32_t salt) {
  std::uint32_t h = i * 0x9E3779B1u + salt * 0x85EBCA77u;
  h ^= h >> 15, h *= 0x2C1B3C6Du, h ^= h >> 12, h *= 0x297A2D39u, h ^= h >> 15;
  return static_cast<float>(h >> 8) / 16777216.0f;
}

// The locomotion drive is centred on x = 0; a walker is the same body moved along its lane.
Drive movedBy(Drive d, float dx) {
  d.pelvis.x += dx;
  d.foot[kNear].x += dx;
  d.foot[kFar].x += dx;
  d.groundPoint.x += dx;
  return d;
}

struct Walker {
  GaitClock clock{kWalk, kRun};
  Figure figure;
  float x = 0;
  int lane = 0;
};

enum Action { Fewer, More };
constexpr Binding kKeys[] = {
    {{"ArrowDown"}, Fewer, "Fewer stickmen"},
    {{"ArrowUp"}, More, "More stickmen", "\u2191 \u2193 more / fewer stickmen"},
};

class Crowd final : public Scene {
 public:
  Crowd() : Scene(kMaxCount * kFloatsPerFigure + kFloatsOverhead), walkers_(new Walker[kDefaultCount]) {
    addParam("count", [this] { return static_cast<float>(count_); },
             [this](float v) {
               if (std::isnan(v)) return static_cast<float>(count_);
               setCount(static_cast<int>(std::lround(clamp(v, 1, kMaxCount))));
               return static_cast<float>(count_);
             });
    addParam("lanes", [this] { return static_cast<float>(lanes_); });
    addParam("laneLength", [this] { return laneLength_; });
    bind(kKeys);
    reset();
  }

  int jointCount() const override { return kJointCount; }
  // The pose the page and tests read is the first walker's; the rest are drawn.
  const Vec2* joints() const override { return walkers_[0].figure.pose().joints; }
  const char* const* jointNames() const override { return kJointNames; }
  float replayWeight() const override { return static_cast<float>(count_); }
  void act(int action) override { setCount(action == More ? nextPreset() : previousPreset()); }

  std::string status() const override {
    char buf[120];
    sm::format(buf, sizeof buf, "Crowd: %d %s in %d %s.", count_, count_ == 1 ? "stickman" : "stickmen",
               lanes_, lanes_ == 1 ? "lane" : "lanes");
    return buf;
  }

  std::string description() const override {
    char buf[160];
    sm::format(buf, sizeof buf,
               "Crowd: %d %s walking, jogging and running across the stage in %d %s, each at "
               "its own phase.",
               count_, count_ == 1 ? "stickman" : "stickmen", lanes_, lanes_ == 1 ? "lane" : "lanes");
    return buf;
  }

  void reset() override { setCount(kDefaultCount); }

 protected:
  void step(float dt) override {
    const float half = laneLength_ / 2;
    for (int i = 0; i < count_; ++i) {
      Walker& w = walkers_[i];
      w.clock.advance(dt);
      w.x += w.clock.speed() * dt;
      const Drive d = movedBy(locomotion(w.clock, laneY(w.lane)), w.x);
      if (w.x > half) {
        // Off the right edge: back in at the left, settled, so the hair does not whip across.
        w.x -= laneLength_;
        w.figure.reset(movedBy(d, -laneLength_));
      } else {
        w.figure.update(d, dt);
      }
    }
  }

  void draw(DrawList& out) const override {
    // The label grows with the stage so it stays readable when the view shrinks it.
    const float bottom = laneY(lanes_ - 1) + 30;
    float label = 14 * std::fmax(1.0f, (bottom - laneY(0) + kFigureTop + 30) / 440);
    const float width = laneLength_ + 2 * kFigureGap;
    // At least 12 CSS px on this stage: a few percent over, since a taller label makes the view taller.
    const float legible = 1.05f * kMinTextPx / viewScale(width, bottom - (laneY(0) - kFigureTop - 30 - 1.6f * label), frame());
    label = std::fmax(label, legible);
    const float top = laneY(0) - kFigureTop - 30 - 1.6f * label;
    out.view({0, (top + bottom) / 2}, width, bottom - top);
    const float half = laneLength_ / 2;
    // Far lanes first, so nearer figures overlap them.
    // Each lane is one depth: its figures are painted a style at a time.
    for (int lane = 0, i = 0; lane < lanes_; ++lane) {
      out.layer();
      out.line(Style::Ground, {-half - kFigureGap, laneY(lane) + 2}, {half + kFigureGap, laneY(lane) + 2}, 1.5f);
      for (; i < count_ && walkers_[i].lane == lane; ++i) stickman::draw(walkers_[i].figure.pose(), out);
    }
    out.textf(Style::Muted, {-half, top + 0.8f * label}, label, -1, "%d %s", count_,
              count_ == 1 ? "stickman" : "stickmen");
  }

 private:
  static float laneY(int lane) { return static_cast<float>(lane) * kLaneGap; }

  int nextPreset() const {
    for (int p : kPresets)
      if (p > count_) return p;
    return count_;
  }
  int previousPreset() const {
    int best = count_;
    for (int p : kPresets)
      if (p < count_) best = p;
    return best;
  }

  // Lanes grow with the square root of the count so the crowd stays a block
  // about as wide as the 16:9 stage; walkers are laid out lane by lane, which is also the drawing order.
  void setCount(int n) {
    if (!reserve(n)) return;
    count_ = n;
    const int aimed = std::max(1, static_cast<int>(std::lround(std::sqrt(static_cast<float>(n) / 4))));
    const int perLane = (n + aimed - 1) / aimed;
    lanes_ = (n + perLane - 1) / perLane;
    laneLength_ = std::fmax(kMinLaneLength, static_cast<float>(perLane) * kFigureGap);
    for (int i = 0; i < n; ++i) place(i, perLane);
  }

  // Storage follows the count, so a default crowd does not hold 3000 walkers;
  // when the heap cannot give more, the count stays as it was.
  bool reserve(int n) {
    if (n <= capacity_) return true;
    std::unique_ptr<Walker[]> more(new (std::nothrow) Walker[static_cast<std::size_t>(n)]);
    if (!more) return false;
    walkers_ = std::move(more);
    capacity_ = n;
    return true;
  }

  void place(int i, int perLane) {
    Walker& w = walkers_[i];
    const auto u = static_cast<std::uint32_t>(i);
    w.lane = i / perLane;
    const float slot = (static_cast<float>(i % perLane) + 0.8f * hash01(u, 1)) / static_cast<float>(perLane);
    w.x = (slot - 0.5f) * laneLength_;
    // A third walk, a third run, the rest jog somewhere in between.
    const float gait = i % 3 == 0 ? 0 : i % 3 == 1 ? 1 : 0.3f + 0.4f * hash01(u, 2);
    w.clock.reset(gait);
    w.clock.advance(hash01(u, 3));  // its own phase: up to one second into the cycle
    w.figure.reset(movedBy(locomotion(w.clock, laneY(w.lane)), w.x));
  }

  std::unique_ptr<Walker[]> walkers_;
  int capacity_ = kDefaultCount;
  int count_ = 0, lanes_ = 1;
  float laneLength_ = kMinLaneLength;
};

}  // namespace

std::unique_ptr<Scene> makeCrowd() { return std::make_unique<Crowd>(); }

}  // namespace sm
