// Every walker of every walk scene, watched for 10 s at 60 Hz the way a
// reader watches it: no joint jerks, no planted sole floats off the drawn floor.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "draw_ops.h"
#include "scenes/registry.h"
#include "scenes/walk_cycle/shell.h"

namespace sm {
namespace {

constexpr float kFrame = 1.0f / 60;
constexpr int kFrames = 600;
constexpr float kMaxJerkShare = 1.5f;  // of a joint's 90th-percentile per-frame move
constexpr float kSoleSlack = 0.5f;

using walk_cycle::WalkCycle;
using walker::kJointCount;

std::vector<const SceneInfo*> walkScenes() {
  std::vector<const SceneInfo*> out;
  for (const SceneInfo* s = scenesBegin(); s != scenesEnd(); ++s)
    if (std::string(s->id).rfind("walk-", 0) == 0) out.push_back(s);
  return out;
}

// The drawn floor line under a point: of the Ground lines whose span holds
// its x, the one nearest it; *y is the line's y there.
bool floorLineAt(const DrawList& d, Vec2 p, float* y) {
  bool found = false;
  forEachCommand(d, [&](Op op, Style style, std::size_t i) {
    if (op != Op::Line || style != Style::Ground) return;
    const float* f = d.data() + i;
    const float x0 = f[3], y0 = f[4], x1 = f[5], y1 = f[6];
    if (p.x < std::fmin(x0, x1) || p.x > std::fmax(x0, x1) || x0 == x1) return;
    const float at = y0 + (y1 - y0) * (p.x - x0) / (x1 - x0);
    if (!found || std::fabs(at - p.y) < std::fabs(*y - p.y)) *y = at;
    found = true;
  });
  return found;
}

float percentile90(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(0.9 * static_cast<double>(v.size() - 1))];
}

struct Worst {
  float ratio = 0;
  int joint = -1, frame = -1;
  float sole = 0;
  int soles = 0;  // planted soles checked against a drawn line
};

Worst watch(Scene& s) {
  const int n = s.jointCount();
  std::vector<Vec2> path(static_cast<std::size_t>(n) * (kFrames + 1));
  const auto* wc = dynamic_cast<const WalkCycle*>(&s);
  EXPECT_NE(wc, nullptr);
  Worst worst;
  for (int f = 0; f <= kFrames; ++f) {
    if (f > 0) s.buildPose(kFrame);
    for (int j = 0; j < n; ++j) path[static_cast<std::size_t>(f * n + j)] = s.joints()[j];
    const walk_cycle::Stage& st = wc->stage();
    for (int i = 0; i < st.count; ++i) {
      const walker::Walker& w = st.walkers[i];
      for (int leg = 0; leg < 2; ++leg) {
        if (!w.planted(leg)) continue;
        const float half = 2 * w.scale * (leg == kNear ? 1 : 0.8f);  // the sole's drawn half-width
        const Vec2 heel = w[walker::HeelNear + leg], toe = w[walker::ToeNear + leg];
        float yHeel = 0, yToe = 0;
        if (!floorLineAt(s.drawList(), heel, &yHeel) || !floorLineAt(s.drawList(), toe, &yToe)) continue;
        const float gap = std::fmin(yHeel - heel.y, yToe - toe.y) - half;
        ++worst.soles;
        if (std::fabs(gap) > std::fabs(worst.sole)) worst.sole = gap;
      }
    }
  }
  for (int j = 0; j < n; ++j) {
    std::vector<float> move;
    std::vector<Vec2> v;
    for (int f = 1; f <= kFrames; ++f) {
      const Vec2 d = path[static_cast<std::size_t>(f * n + j)] - path[static_cast<std::size_t>((f - 1) * n + j)];
      v.push_back(d);
      move.push_back(length(d));
    }
    const float p90 = std::fmax(percentile90(move), 1e-3f);
    for (std::size_t f = 1; f < v.size(); ++f) {
      const float r = length(v[f] - v[f - 1]) / p90;
      if (r > worst.ratio) worst.ratio = r, worst.joint = j, worst.frame = static_cast<int>(f);
    }
  }
  return worst;
}

// How far a walker is from the article's standing pose: its feet apart, a
// sole off the floor its partner stands on, an arm bent, its hips or
// shoulders turned (all in screen units).
struct Stance {
  float feetApart = 0, soleOff = 0, armBend = 0, twist = 0;
};

Stance stanceOf(const walker::Walker& w) {
  using namespace walker;
  Stance st;
  st.feetApart = std::fabs(w[AnkleNear].x - w[AnkleFar].x);
  st.soleOff = std::fabs(w[AnkleNear].y - w[AnkleFar].y);
  for (int side = 0; side < 2; ++side) {
    const Vec2 upper = w[ElbowNear + side] - w[Shoulder], fore = w[HandNear + side] - w[ElbowNear + side];
    st.armBend = std::fmax(st.armBend, std::fabs(upper.x * fore.y - upper.y * fore.x) / length(upper));
  }
  st.twist = std::fmax(std::fabs(w.hipSpread()), std::fabs(w.shoulderSpread()));
  return st;
}

// The still frame a scene opens on (all that reduced motion shows, and where
// R lands) is the article's standing pose: the feet side by side under the
// hips on one floor, the arms hanging straight, no twist, and the panels that
// show the arm or the turn say so. From it the walk starts without a jump
// (NoJointJerks watches from there).
TEST(WalkSmooth, TheStillFrameIsAStandingPose) {
  for (const SceneInfo* info : walkScenes()) {
    auto s = info->make();
    const walk_cycle::Stage& st = dynamic_cast<const WalkCycle&>(*s).stage();
    for (int round = 0; round < 2; ++round) {
      for (int i = 0; i < st.count; ++i) {
        const Stance a = stanceOf(st.walkers[i]);
        std::printf("%s walker %d%s: feet %.1f apart, a sole %.2f off, arm bent %.2f, twist %.2f\n", info->id, i,
                    round ? " after R" : "", a.feetApart, a.soleOff, a.armBend, a.twist);
        const float unit = st.walkers[i].scale;
        EXPECT_LE(a.feetApart, 2 * unit) << info->id << " walker " << i;
        EXPECT_LE(a.soleOff, 0.5f * unit) << info->id << " walker " << i;
        EXPECT_LE(a.armBend, 0.01f * unit) << info->id << " walker " << i;
        EXPECT_LE(a.twist, 0.01f * unit) << info->id << " walker " << i;
      }
      for (const char* shown : {"shoulderDeg", "elbowDeg", "hipTwistDeg", "shoulderTwistDeg"}) {
        if (const Param* p = s->findParam(shown)) {
          EXPECT_EQ(p->get(), 0) << info->id << " " << shown;
        }
      }
      s->buildPose(0.7f);
      s->key("KeyR", true);
    }
  }
}

TEST(WalkSmooth, NoJointJerksAndPlantedSolesTouchTheDrawnFloor) {
  for (const SceneInfo* info : walkScenes()) {
    auto s = info->make();
    const Worst w = watch(*s);
    const char* name = w.joint >= 0 ? s->jointNames()[w.joint] : "-";
    std::printf("%s: worst velocity change %.2f x p90 (%s, frame %d); planted sole off the floor line %.2f\n",
                info->id, w.ratio, name, w.frame, w.sole);
    EXPECT_LE(w.ratio, kMaxJerkShare) << info->id << " " << name << " at frame " << w.frame;
    EXPECT_LE(std::fabs(w.sole), kSoleSlack) << info->id;
    EXPECT_GT(w.soles, kFrames) << info->id << ": planted soles were found over a drawn floor line";
  }
}

}  // namespace
}  // namespace sm
