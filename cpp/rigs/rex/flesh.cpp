#include "rigs/rex/flesh.h"

#include <cmath>
#include "motion/scalar.h"

namespace sm::rex {

// A deep, boxy skull with a brow boss and a heavy jaw; a drumstick thigh
// tapering to a slim foot; each joint ellipse covers the wider of the two
// outline ends meeting there.
const Look kLabLook{
    /*spineUp=*/{1, 8, 15, 20, 17, 15},
    /*spineDown=*/{1.5f, 10, 19, 28, 27, 14},
    /*skull=*/{{-8, 12}, {-6, -9}, {6, -18}, {24, -20}, {44, -15}, {62, -10}, {70, -5}, {72, 2}, {66, 7}, {40, 8}, {14, 9}, {4, 16}, {-4, 18}},
    /*jaw=*/{{-6, -6}, {8, -5}, {30, -4}, {47, -3}, {49, 2}, {40, 8}, {18, 13}, {2, 16}, {-7, 8}},
    /*eye=*/{23, -8},
    /*eyeRx=*/2.6f,
    /*eyeRy=*/2.6f,
    /*upperArm=*/{7, 5},
    /*forearm=*/{5, 3.5f},
    /*finger=*/1.6f,
    /*leg=*/{{44, 22}, {19, 11}, {11, 8}, {7, 3}, {6, 2.5f}},
    /*legJoint=*/{{26, 23}, {12, 11}, {6.5f, 6}},
    /*cut=*/0,
};

namespace {

constexpr int kSpine[] = {TailTip, TailMid, TailRoot, Pelvis, Shoulder, Neck};
// Two short fingers beyond the hand, in the forearm's frame: this far past
// the hand along it, and this far below.
constexpr Vec2 kFingerA{6, 1}, kFingerB{4.5f, 4.5f};

// Leg bones by LegJoint offsets, in the order of Look::leg.
constexpr int kLegBones[Look::kLegBones][2] = {{LegHip, LegKnee},
                                               {LegKnee, LegAnkle},
                                               {LegAnkle, LegMetatarsus},
                                               {LegMetatarsus, LegToe},
                                               {LegMetatarsus, LegInnerToe}};
constexpr int kLegJoints[Look::kLegJoints] = {LegHip, LegKnee, LegAnkle};
// Shapes in build order: far leg, body, skull, jaw, upper arm, forearm, near leg.
constexpr int kBodyShape = Look::kLegBones, kJawShape = kBodyShape + 2, kArmShape = kJawShape + 1,
              kNearLegShape = kArmShape + 2;

void addShape(RexFlesh& f, Style s, const Vec2* pts, int n) {
  if (f.shapeCount >= RexFlesh::kMaxShapes) return;
  Shape& sh = f.shapes[f.shapeCount++];
  sh.style = s;
  sh.n = n < Shape::kMaxPoints ? n : Shape::kMaxPoints;
  for (int i = 0; i < sh.n; ++i) sh.pts[i] = pts[i];
}

void addBone(RexFlesh& f, Style s, Vec2 a, Vec2 b, const float (&w)[2]) {
  const Vec2 pts[2] = {a, b};
  const float half[2] = {w[0] / 2, w[1] / 2};
  Shape& sh = f.shapes[f.shapeCount < RexFlesh::kMaxShapes ? f.shapeCount++ : RexFlesh::kMaxShapes - 1];
  sh.style = s;
  sh.n = taperedOutline(pts, half, half, 2, 1, sh.pts);
}

template <int N>
void addFramed(RexFlesh& f, Style s, Vec2 from, Vec2 to, float rest, const Vec2 (&local)[N]) {
  Vec2 pts[N];
  for (int i = 0; i < N; ++i) pts[i] = inBoneFrame(from, to, rest, local[i]);
  addShape(f, s, pts, N);
}

void addLeg(RexFlesh& f, const RexPose& p, int side, Style s, const Look& look) {
  const int base = legJoint(side, LegHip);
  for (int b = 0; b < Look::kLegBones; ++b)
    addBone(f, s, p[base + kLegBones[b][0]], p[base + kLegBones[b][1]], look.leg[b]);
  for (int k = 0; k < Look::kLegJoints; ++k) {
    if (f.jointCount >= RexFlesh::kMaxJoints) return;
    JointEllipse& e = f.joints[f.jointCount++];
    e.joint = base + kLegJoints[k];
    e.centre = p[e.joint];
    const Vec2 d = p[e.joint + 1] - p[e.joint];
    e.rotation = sm::atan2(d.y, d.x);
    e.rx = look.legJoint[k][0];
    e.ry = look.legJoint[k][1];
    e.style = s;
  }
}

void fill(const Shape& s, DrawList& out) { out.poly(s.style, s.pts, s.n, 1, 0); }
void fill(const JointEllipse& e, DrawList& out) { out.ellipse(e.style, e.centre, e.rx, e.ry, e.rotation, true); }

// Shapes [from, to) and the joints [jFrom, jTo): a paper rim first (its
// inner half is covered again by the fill), then the fills.
void cutOut(const RexFlesh& f, int from, int to, int jFrom, int jTo, DrawList& out) {
  if (f.cut > 0) {
    for (int i = from; i < to; ++i) out.poly(Style::Paper, f.shapes[i].pts, f.shapes[i].n, 2, 2 * f.cut);
    for (int j = jFrom; j < jTo; ++j) {
      const JointEllipse& e = f.joints[j];
      out.ellipse(Style::Paper, e.centre, e.rx, e.ry, e.rotation, false, 2 * f.cut);
    }
  }
  for (int i = from; i < to; ++i) fill(f.shapes[i], out);
  for (int j = jFrom; j < jTo; ++j) fill(f.joints[j], out);
}

}  // namespace

float boneHalfWidthAt(int joint, const Look& look) {
  const int leg = joint >= HipFar ? joint - HipFar : joint - HipNear;
  float w = 0;
  for (int b = 0; b < Look::kLegBones; ++b) {
    if (kLegBones[b][0] == leg) w = std::fmax(w, look.leg[b][0]);
    if (kLegBones[b][1] == leg) w = std::fmax(w, look.leg[b][1]);
  }
  return w / 2;
}

void buildFlesh(const RexPose& p, RexFlesh& f, const Look& look) {
  f.shapeCount = 0;
  f.jointCount = 0;
  addLeg(f, p, kFar, Style::Muted, look);

  Vec2 spine[Look::kSpine];
  for (int i = 0; i < Look::kSpine; ++i) spine[i] = p[kSpine[i]];
  Shape& body = f.shapes[f.shapeCount++];
  body.style = Style::Ink;
  body.n = taperedOutline(spine, look.spineUp, look.spineDown, Look::kSpine, 4, body.pts);

  const float skullRest = restLength(Neck, Head), jawRest = restLength(JawPivot, Jaw);
  addFramed(f, Style::Ink, p[Neck], p[Head], skullRest, look.skull);
  addFramed(f, Style::Ink, p[JawPivot], p[Jaw], jawRest, look.jaw);
  f.eye = inBoneFrame(p[Neck], p[Head], skullRest, look.eye);
  const Vec2 skullAxis = p[Head] - p[Neck];
  f.eyeRotation = sm::atan2(skullAxis.y, skullAxis.x);
  f.eyeRx = look.eyeRx;
  f.eyeRy = look.eyeRy;

  addBone(f, Style::Ink, p[Shoulder], p[Elbow], look.upperArm);
  addBone(f, Style::Ink, p[Elbow], p[Hand], look.forearm);
  const float forearmRest = restLength(Elbow, Hand);
  f.fingers[0] = inBoneFrame(p[Elbow], p[Hand], forearmRest, kFingerA + Vec2{forearmRest, 0});
  f.fingers[1] = inBoneFrame(p[Elbow], p[Hand], forearmRest, kFingerB + Vec2{forearmRest, 0});
  f.fingerWidth = look.finger;
  f.cut = look.cut;

  addLeg(f, p, kNear, Style::Ink, look);
}

void drawFlesh(const RexFlesh& f, const RexPose& p, DrawList& out) {
  // Far-leg ellipses go down with the far leg, before the body covers its hip.
  int farJoints = 0;
  while (farJoints < f.jointCount && f.joints[farJoints].joint >= HipFar) ++farJoints;
  for (int i = 0; i < kBodyShape && i < f.shapeCount; ++i) fill(f.shapes[i], out);
  for (int j = 0; j < farJoints; ++j) fill(f.joints[j], out);
  for (int i = kBodyShape; i < kJawShape && i < f.shapeCount; ++i) fill(f.shapes[i], out);
  cutOut(f, kJawShape, kJawShape + 1, 0, 0, out);
  cutOut(f, kArmShape, kNearLegShape, 0, 0, out);
  for (const Vec2& tip : f.fingers) out.line(Style::Ink, p[Hand], tip, f.fingerWidth);
  cutOut(f, kNearLegShape, f.shapeCount, farJoints, f.jointCount, out);
  out.ellipse(Style::Paper, f.eye, f.eyeRx, f.eyeRy, f.eyeRotation, true);
}

}  // namespace sm::rex
