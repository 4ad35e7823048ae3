#include "rigs/walker/figure.h"

#include "render/draw_list.h"

namespace sm::walker {

namespace {

constexpr float kLegRoot = 6, kLegTip = 4, kArmRoot = 4.5f, kArmTip = 3;
constexpr float kFarScale = 0.8f;

// The soles wear the panels' leg colours (the near, left leg's accent, the
// far, right leg's second accent), so "left leg" in a panel is found on the
// figure's feet.
constexpr Style kSole[2] = {Style::Accent, Style::Accent2};

void side(const Walker& w, DrawList& out, int s, Style style, float k) {
  const float sc = w.scale * k;
  // The twist turns the near hip and shoulder one way, the far ones the other.
  const float sign = s == kNear ? 1.0f : -1.0f;
  const Vec2 hip = w[Pelvis] + Vec2{sign * w.hipSpread(), 0};
  const Vec2 shoulder = w[Shoulder] + Vec2{sign * w.shoulderSpread(), 0};
  out.limb(style, hip, w[KneeNear + s], w[AnkleNear + s], kLegRoot * sc, kLegTip * sc);
  out.line(kSole[s], w[HeelNear + s], w[ToeNear + s], kSoleW * sc);
  out.limb(style, shoulder, w[ElbowNear + s], w[HandNear + s], kArmRoot * sc, kArmTip * sc);
}

}  // namespace

void draw(const Walker& w, DrawList& out) {
  side(w, out, kFar, Style::InkFar, kFarScale);
  out.line(Style::Ink, w[Pelvis], w[Shoulder], 7 * w.scale);
  out.line(Style::Ink, w[Shoulder], w[Neck], 5 * w.scale);
  out.circle(Style::Ink, w[Head], kHeadR * w.scale, false, 4 * w.scale);
  out.circle(Style::Ink, w[Eye], 2.2f * w.scale, true);
  side(w, out, kNear, Style::Ink, 1);
}

}  // namespace sm::walker
