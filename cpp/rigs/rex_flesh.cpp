#include "rigs/rex_flesh.h"

#include <cmath>
#include "motion/scalar.h"

namespace sm::rex {

namespace {

// Half-widths along the spine chain tailTip..neck, above and below it.
constexpr int kSpine[] = {TailTip, TailMid, TailRoot, Pelvis, Shoulder, Neck};
constexpr float kSpineUp[] = {1, 8, 15, 20, 17, 15};
constexpr float kSpineDown[] = {1.5f, 10, 19, 28, 27, 14};

// Skull and lower jaw in their bone frames (neck->head, jawPivot->jaw, at
// rest lengths): a deep, boxy skull with a brow boss, and a heavy jaw.
constexpr Vec2 kSkull[] = {{-8, 12}, {-6, -9}, {6, -18}, {24, -20}, {44, -15}, {62, -10}, {70, -5},
                           {72, 2},  {66, 7},  {40, 8},   {14, 9},   {4, 16},   {-4, 18}};
constexpr Vec2 kJawShape[] = {{-6, -6}, {8, -5}, {30, -4}, {47, -3}, {49, 2},
                              {40, 8},  {18, 13}, {2, 16}, {-7, 8}};
constexpr Vec2 kEye{23, -8};
constexpr float kSkullRest = 32.06f, kJawRest = 48.37f;
// Two short fingers beyond the hand, in the forearm's frame (rest length 11.4).
constexpr float kForearmRest = 11.4f;
constexpr Vec2 kFingerA{kForearmRest + 6, 1}, kFingerB{kForearmRest + 4.5f, 4.5f};

struct BoneWidth {
  int from, to;
  float w0, w1;  // full widths at from and to
};
// Leg bones by LegJoint offsets: a drumstick thigh tapering to a slim foot.
constexpr BoneWidth kLegBones[] = {{LegHip, LegKnee, 44, 22},
                                   {LegKnee, LegAnkle, 19, 11},
                                   {LegAnkle, LegMetatarsus, 11, 8},
                                   {LegMetatarsus, LegToe, 7, 3},
                                   {LegMetatarsus, LegInnerToe, 6, 2.5f}};
// Joint ellipses: along, across the bone leaving the joint; each covers the
// wider of the two outline ends meeting there.
struct JointSize {
  int leg;
  float along, across;
};
constexpr JointSize kJointSizes[] = {{LegHip, 26, 23}, {LegKnee, 12, 11}, {LegAnkle, 6.5f, 6}};

void addShape(RexFlesh& f, Style s, const Vec2* pts, int n) {
  if (f.shapeCount >= RexFlesh::kMaxShapes) return;
  Shape& sh = f.shapes[f.shapeCount++];
  sh.style = s;
  sh.n = n < Shape::kMaxPoints ? n : Shape::kMaxPoints;
  for (int i = 0; i < sh.n; ++i) sh.pts[i] = pts[i];
}

void addBone(RexFlesh& f, Style s, Vec2 a, Vec2 b, float w0, float w1) {
  const Vec2 pts[2] = {a, b};
  const float half[2] = {w0 / 2, w1 / 2};
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

void addLeg(RexFlesh& f, const RexPose& p, int side, Style s) {
  const int base = legJoint(side, LegHip);
  for (const BoneWidth& b : kLegBones) addBone(f, s, p[base + b.from], p[base + b.to], b.w0, b.w1);
  for (const JointSize& js : kJointSizes) {
    if (f.jointCount >= RexFlesh::kMaxJoints) return;
    JointEllipse& e = f.joints[f.jointCount++];
    e.joint = base + js.leg;
    e.centre = p[e.joint];
    const Vec2 d = p[e.joint + 1] - p[e.joint];
    e.rotation = sm::atan2(d.y, d.x);
    e.rx = js.along;
    e.ry = js.across;
    e.style = s;
  }
}

}  // namespace

float boneHalfWidthAt(int joint) {
  const int leg = joint >= HipFar ? joint - HipFar : joint - HipNear;
  float w = 0;
  for (const BoneWidth& b : kLegBones) {
    if (b.from == leg) w = std::fmax(w, b.w0);
    if (b.to == leg) w = std::fmax(w, b.w1);
  }
  return w / 2;
}

void buildFlesh(const RexPose& p, RexFlesh& f) {
  f.shapeCount = 0;
  f.jointCount = 0;
  addLeg(f, p, kFar, Style::Muted);

  Vec2 spine[6];
  for (int i = 0; i < 6; ++i) spine[i] = p[kSpine[i]];
  Shape& body = f.shapes[f.shapeCount++];
  body.style = Style::Ink;
  body.n = taperedOutline(spine, kSpineUp, kSpineDown, 6, 4, body.pts);

  addFramed(f, Style::Ink, p[Neck], p[Head], kSkullRest, kSkull);
  addFramed(f, Style::Ink, p[JawPivot], p[Jaw], kJawRest, kJawShape);
  f.eye = inBoneFrame(p[Neck], p[Head], kSkullRest, kEye);
  f.eyeR = 2.6f;

  addBone(f, Style::Ink, p[Shoulder], p[Elbow], 7, 5);
  addBone(f, Style::Ink, p[Elbow], p[Hand], 5, 3.5f);
  f.fingers[0] = inBoneFrame(p[Elbow], p[Hand], kForearmRest, kFingerA);
  f.fingers[1] = inBoneFrame(p[Elbow], p[Hand], kForearmRest, kFingerB);

  addLeg(f, p, kNear, Style::Ink);
}

void drawFlesh(const RexFlesh& f, const RexPose& p, DrawList& out) {
  // Far-leg ellipses go down with the far leg, before the body covers its hip.
  int j = 0;
  const int farShapes = static_cast<int>(sizeof kLegBones / sizeof kLegBones[0]);
  for (int i = 0; i < f.shapeCount; ++i) {
    const Shape& s = f.shapes[i];
    out.poly(s.style, s.pts, s.n, 1, 0);
    if (i == farShapes - 1)
      for (; j < f.jointCount && f.joints[j].joint >= HipFar; ++j)
        out.ellipse(f.joints[j].style, f.joints[j].centre, f.joints[j].rx, f.joints[j].ry, f.joints[j].rotation, true);
  }
  for (; j < f.jointCount; ++j)
    out.ellipse(f.joints[j].style, f.joints[j].centre, f.joints[j].rx, f.joints[j].ry, f.joints[j].rotation, true);
  for (const Vec2& tip : f.fingers) out.line(Style::Ink, p[Hand], tip, 1.6f);
  out.circle(Style::Paper, f.eye, f.eyeR, true);
}

}  // namespace sm::rex
