#include "rigs/rex/rig.h"

#include <cmath>
#include <initializer_list>

#include "motion/scalar.h"

namespace sm::rex {

const char* const kJointNames[kJointCount] = {
    "tailTip", "tailMid", "tailRoot", "pelvis", "shoulder", "neck", "head", "jaw", "jawPivot",
    "elbow", "hand",
    "hipNear", "kneeNear", "ankleNear", "metatarsusNear", "toeNear", "innerToeNear",
    "hipFar", "kneeFar", "ankleFar", "metatarsusFar", "toeFar", "innerToeFar",
};

namespace {

// The body in the pelvis frame (pelvis at the origin, facing +x, y down).
// Everything here moves with the pelvis as one rigid piece; only the tail,
// the neck-head and the jaw turn about their own pivots on top of that.
constexpr Vec2 kHipMount{-4, 8};
constexpr Vec2 kTailRoot{-38, -8};
constexpr Vec2 kTailMid{-96, -2};
constexpr Vec2 kTailTip{-225, 14};
constexpr Vec2 kShoulder{80, 6};
constexpr Vec2 kNeck{134, -30};
constexpr Vec2 kHead{166, -28};
constexpr Vec2 kJaw{194, -10};
constexpr Vec2 kJawPivot{146, -16};
constexpr Vec2 kElbow{90, 40};
constexpr Vec2 kHand{101, 37};

// Tail counter-swing per unit of tail strength, radians; the tip swings farther.
constexpr float kTailSwing = rad(2.2f);
constexpr float kTailTipGain = 1.6f;
// The neck nods against the tail so head and tail balance about the hips.
constexpr float kNeckCounter = 0.45f;
constexpr float kJawRest = rad(5), kJawChew = rad(2);
// Toes curl down in swing and the metatarsus folds back, so the foot clears the ground.
constexpr float kToeCurl = rad(28);
constexpr float kSwingFold = rad(30);


}  // namespace

float restLength(Joint from, Joint to) {
  auto at = [](Joint j, Vec2& p) {
    switch (j) {
      case Neck: p = kNeck; return true;
      case Head: p = kHead; return true;
      case Jaw: p = kJaw; return true;
      case JawPivot: p = kJawPivot; return true;
      case Elbow: p = kElbow; return true;
      case Hand: p = kHand; return true;
      default: return false;
    }
  };
  Vec2 a, b;
  return at(from, a) && at(to, b) ? distance(a, b) : 0;
}

LegPoints RexPose::leg(int side) const {
  const Vec2* j = &joints[legJoint(side, LegHip)];
  return {j[LegHip], j[LegKnee], j[LegAnkle], j[LegMetatarsus], j[LegToe], j[LegInnerToe]};
}

FootPlacement footPlacement(float footPhase, const GaitParams& g, Vec2 origin) {
  return placeFoot(footPhase, g, origin, {kFootForward, kMetatarsusStance, kPushOff, kToeCurl, kSwingFold});
}

void solve(const RexDrive& d, RexPose& out) {
  const GaitParams& g = d.gait;
  const float phase = wrap01(d.phase);
  const Vec2 pelvis{d.origin.x, d.origin.y - (kPelvisHeight - g.hipDrop) - hipRise(phase, g)};
  // Nose dips as the hips fall away from their mid-stance top: a weight shift, not a rock.
  out.tilt = kTiltAmplitude * sm::sin(kTau * 2 * (phase - g.bobShift));
  auto body = [&](Vec2 local) { return pelvis + rotate(local, out.tilt); };

  Vec2* j = out.joints;
  j[Pelvis] = pelvis;
  j[Shoulder] = body(kShoulder);
  j[TailRoot] = body(kTailRoot);
  // The tail lifts while the hips sink and the neck dips against it: head and
  // tail trade load about the hips twice a cycle, as the feet hand over.
  const float swing = d.tailStrength * kTailSwing * sm::cos(kTau * 2 * (phase - g.bobShift));
  j[TailMid] = rotateAbout(body(kTailMid), j[TailRoot], swing);
  j[TailTip] = rotateAbout(body(kTailTip), j[TailRoot], swing * kTailTipGain);
  const float nod = -swing * kNeckCounter;
  for (int k : {Neck, Head, Jaw, JawPivot}) {
    const Vec2 local = k == Jaw ? kJaw : k == Head ? kHead : k == Neck ? kNeck : kJawPivot;
    j[k] = rotateAbout(body(local), j[Shoulder], nod);
  }
  out.jawOpen = kJawRest + kJawChew * sm::sin(kTau * phase);
  j[Jaw] = rotateAbout(j[Jaw], j[JawPivot], out.jawOpen);
  // Tiny arms swing a little with the stride, against the near leg.
  const float arm = g.armSwing * sm::sin(kTau * phase);
  j[Elbow] = rotateAbout(body(kElbow), j[Shoulder], arm);
  j[Hand] = rotateAbout(body(kHand), j[Shoulder], arm * 1.4f);

  for (int side = kNear; side <= kFar; ++side) {
    const float footPhase = phase + 0.5f * static_cast<float>(side);
    FootPlacement foot = footPlacement(footPhase, g, d.origin);
    foot.toe.x += d.toeShift[side];
    const LegPoints leg = solveLeg(body(kHipMount), foot, kLeg);
    Vec2* l = &j[legJoint(side, LegHip)];
    l[LegHip] = leg.hip;
    l[LegKnee] = leg.knee;
    l[LegAnkle] = leg.ankle;
    l[LegMetatarsus] = leg.metatarsus;
    l[LegToe] = leg.toe;
    l[LegInnerToe] = leg.innerToe;
    out.planted[side] = wrap01(footPhase) < g.duty;
  }
  out.com = centreOfMass(j);
}

Vec2 centreOfMass(const Vec2* j) {
  return (j[Head] * 4 + j[Pelvis] * 10 + j[Shoulder] * 6 + j[TailMid] * 10) * (1.0f / 30);
}

Support support(const RexPose& p) {
  Support s;
  s.minX = INFINITY;
  s.maxX = -INFINITY;
  for (int side = kNear; side <= kFar; ++side) {
    s.minX = std::fmin(s.minX, p[legJoint(side, LegMetatarsus)].x - kPad);
    s.maxX = std::fmax(s.maxX, p[legJoint(side, LegToe)].x);
    s.contacts += p.planted[side] ? 1 : 0;
  }
  s.comInside = s.contacts > 0 && p.com.x >= s.minX && p.com.x <= s.maxX;
  return s;
}

}  // namespace sm::rex
