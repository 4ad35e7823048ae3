#include "rigs/front/rig.h"

#include <cmath>

#include "motion/ik.h"
#include "motion/scalar.h"

namespace sm::front {

const char* const kJointNames[kJointCount] = {
    "pelvis", "chest", "head",  "shoulderL", "shoulderR", "elbowL", "elbowR", "handL",
    "handR",  "hipL",  "hipR",  "kneeL",     "kneeR",     "footL",  "footR",
};

namespace {

// Sideways, a hip may stray this far from over its foot: past it the legs
// would lie almost flat, so the body is held back instead.
constexpr float kMaxHipStray = kLegReach * 0.75f;
constexpr float kMaxTilt = 0.5f, kMaxLean = 1.2f, kMaxTwist = 1.5f, kMaxLift = 40;

float finiteOr(float v, float fallback) { return std::isfinite(v) ? v : fallback; }

Vec2 hipOffset(int side, float tilt) { return Vec2{sm::cos(tilt), sm::sin(tilt)} * (kOutward[side] * kHipHalf); }

Vec2 footTarget(int side, Vec2 mark, float lift) { return kFloorPoint[side] + mark - Vec2{0, lift}; }

// Every field finite and in a range the rig can draw; angles of the arms wrap.
Drive sanitized(const Drive& in) {
  Drive d = in;
  const Drive rest;
  if (!isFinite(d.pelvis)) d.pelvis = rest.pelvis;
  d.tilt = clamp(finiteOr(d.tilt, 0), -kMaxTilt, kMaxTilt);
  d.lean = clamp(finiteOr(d.lean, 0), -kMaxLean, kMaxLean);
  d.twist = clamp(finiteOr(d.twist, 0), -kMaxTwist, kMaxTwist);
  d.headTilt = clamp(finiteOr(d.headTilt, 0), -kMaxLean, kMaxLean);
  d.lift = clamp(finiteOr(d.lift, 0), 0, kMaxLift);
  d.knees = clamp(finiteOr(d.knees, rest.knees), -1, 1);
  for (int s = kLeft; s <= kRight; ++s) {
    if (!isFinite(d.mark[s])) d.mark[s] = {};
    d.arm[s].angle = wrapAngle(finiteOr(d.arm[s].angle, rest.arm[s].angle));
    d.arm[s].flex = wrapAngle(finiteOr(d.arm[s].flex, rest.arm[s].flex));
  }
  return d;
}

// A leg from hip toward foot with its knee `knees` of the way from the inner
// solution (-1) to the outer one (+1): across the hip-foot line by that share
// of the outer knee's offset, the rest of it toward the viewer (*depth).
struct Leg {
  Vec2 knee, end;
};
Leg solveLeg(Vec2 hip, Vec2 foot, int side, float knees, float* depth) {
  const TwoBoneIk outer{hip, foot, kThigh, kShin, -kOutward[side]};
  const TwoBoneIk inner{hip, foot, kThigh, kShin, kOutward[side]};
  const Vec2 a = inner.joint(), b = outer.joint();
  const Vec2 mid = (a + b) * 0.5f, across = (b - a) * 0.5f;
  *depth = length(across) * std::sqrt(std::fmax(0, 1 - knees * knees));
  return {mid + across * knees, outer.end()};
}

// FK legs: shaped for a centred, level body at the asked height, then hung
// from the real hips and turned with the pelvis, the way a keyed leg follows
// its parent.
void fkLeg(const Drive& d, int side, Pose& p) {
  const Vec2 posedHip{kOutward[side] * kHipHalf, d.pelvis.y + d.lift};
  const Leg shape =
      solveLeg(posedHip, withinReach(posedHip, kFloorPoint[side] + d.mark[side], kLegReach), side, d.knees,
               &p.kneeDepth[side]);
  p[KneeL + side] = p[HipL + side] + rotate(shape.knee - posedHip, d.tilt);
  p[FootL + side] = p[KneeL + side] + rotate(shape.end - shape.knee, d.tilt);
}

}  // namespace

Drive blend(const Drive& a, const Drive& b, float t) {
  Drive d;
  d.pelvis = lerp(a.pelvis, b.pelvis, t);
  d.tilt = lerp(a.tilt, b.tilt, t);
  d.lean = lerp(a.lean, b.lean, t);
  d.twist = lerp(a.twist, b.twist, t);
  d.headTilt = lerp(a.headTilt, b.headTilt, t);
  d.lift = lerp(a.lift, b.lift, t);
  d.knees = lerp(a.knees, b.knees, t);
  for (int s = kLeft; s <= kRight; ++s) {
    d.mark[s] = lerp(a.mark[s], b.mark[s], t);
    // The short way round, so a blend never spins an arm a whole turn.
    d.arm[s].angle = a.arm[s].angle + wrapAngle(b.arm[s].angle - a.arm[s].angle) * t;
    d.arm[s].flex = lerp(a.arm[s].flex, b.arm[s].flex, t);
  }
  return d;
}

Vec2 reachablePelvis(Vec2 asked, float tilt, float lift, const Vec2* marks) {
  const auto mark = [marks](int s) { return marks && isFinite(marks[s]) ? marks[s] : Vec2{}; };
  if (!isFinite(asked)) asked = Drive{}.pelvis;
  tilt = clamp(finiteOr(tilt, 0), -kMaxTilt, kMaxTilt);
  lift = clamp(finiteOr(lift, 0), 0, kMaxLift);

  float xLo = -INFINITY, xHi = INFINITY;
  for (int s = kLeft; s <= kRight; ++s) {
    const float centred = footTarget(s, mark(s), lift).x - hipOffset(s, tilt).x;
    xLo = std::fmax(xLo, centred - kMaxHipStray);
    xHi = std::fmin(xHi, centred + kMaxHipStray);
  }
  Vec2 p{clamp(asked.x, xLo, xHi), asked.y};

  // y grows downward: the highest pelvis is the smallest y.
  float yLo = -INFINITY, yHi = INFINITY;
  for (int s = kLeft; s <= kRight; ++s) {
    const Vec2 off = hipOffset(s, tilt), foot = footTarget(s, mark(s), lift);
    const float dx = p.x + off.x - foot.x;
    const float rise = std::sqrt(std::fmax(kLegReach * kLegReach - dx * dx, 0));
    yLo = std::fmax(yLo, foot.y - off.y - rise);
    yHi = std::fmin(yHi, foot.y - off.y - kMinHipHeight);
  }
  // Should the band ever be empty, reach wins: a folded leg still solves, a
  // torn one does not.
  p.y = std::fmax(std::fmin(p.y, yHi), yLo);
  return p;
}

void solve(const Drive& in, Legs legs, Pose& out) {
  const Drive d = sanitized(in);
  const Vec2 pelvis = legs == Legs::Ik ? reachablePelvis(d.pelvis, d.tilt, d.lift, d.mark) : d.pelvis;
  out.bodyClamp = distance(pelvis, d.pelvis);

  const Vec2 up{sm::sin(d.lean), -sm::cos(d.lean)};
  const Vec2 across{sm::cos(d.lean), sm::sin(d.lean)};
  out[Pelvis] = pelvis;
  out[Chest] = pelvis + up * kSpine;
  out[Head] = out[Chest] + Vec2{sm::sin(d.lean + d.headTilt), -sm::cos(d.lean + d.headTilt)} * (kNeck + kHeadR);
  out.shoulderHalf = kShoulderHalf * sm::cos(d.twist);

  for (int s = kLeft; s <= kRight; ++s) {
    const float o = kOutward[s];
    const Vec2 shoulder = out[Chest] + across * (o * out.shoulderHalf);
    // The torso turns the arm's frame: a body angle phi is phi - lean on screen.
    const float upper = o * d.arm[s].angle - d.lean;
    const float fore = o * (d.arm[s].angle + d.arm[s].flex) - d.lean;
    out[ShoulderL + s] = shoulder;
    out[ElbowL + s] = shoulder + fromDown(upper) * kUpperArm;
    out[HandL + s] = out[ElbowL + s] + fromDown(fore) * kForearm;

    out[HipL + s] = pelvis + hipOffset(s, d.tilt);
    out.mark[s] = kFloorPoint[s] + d.mark[s];
    out.footTarget[s] = footTarget(s, d.mark[s], d.lift);
    out.leg[s] = LegSolve{out[HipL + s], out.footTarget[s], kThigh, kShin};
    out.leg[s].bendSign = d.knees >= 0 ? -kOutward[s] : kOutward[s];
    out.leg[s].ik = legs == Legs::Ik;
    if (legs == Legs::Ik) {
      const Leg leg = solveLeg(out[HipL + s], out.footTarget[s], s, d.knees, &out.kneeDepth[s]);
      out[KneeL + s] = leg.knee;
      out[FootL + s] = leg.end;
    } else {
      fkLeg(d, s, out);
    }
  }
}

float footDrift(const Pose& p) {
  return std::fmax(distance(p[FootL], p.footTarget[kLeft]), distance(p[FootR], p.footTarget[kRight]));
}

}  // namespace sm::front
