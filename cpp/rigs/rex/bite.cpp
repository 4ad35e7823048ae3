#include "rigs/rex/bite.h"

#include <cmath>
#include <initializer_list>

#include "motion/keyframe_track.h"
#include "motion/scalar.h"

namespace sm::rex {

namespace {

constexpr Key kLunge[] = {{0, 0, Ease::OutCubic}, {0.3f, 1, Ease::Smooth, 0.2f}, {1, 0}};
constexpr Key kGape[] = {{0, 0, Ease::OutCubic}, {0.14f, 1, Ease::InCubic}, {0.32f, 0}, {1, 0}};
// Full lunge: the head shoots this far forward and a little down, and the jaw
// drops this far below its rest angle.
constexpr Vec2 kReach{44, 10};
constexpr float kGapeAngle = rad(42);
// The skull tips up as the mouth opens, so upper and lower jaw part evenly.
constexpr float kSkullLift = rad(14);

}  // namespace

float biteLunge(float p) { return sample(kLunge, p); }
float biteGape(float p) { return sample(kGape, p); }

void bite(RexPose& p, float t) {
  const float lunge = biteLunge(t), gape = biteGape(t);
  const Vec2 shift = kReach * lunge;
  for (int k : {Neck, Head, Jaw, JawPivot}) p[k] = p[k] + shift;
  // Skull up about the neck, jaw down about its pivot.
  for (int k : {Head, Jaw, JawPivot}) p[k] = rotateAbout(p[k], p[Neck], -kSkullLift * gape);
  p[Jaw] = rotateAbout(p[Jaw], p[JawPivot], kGapeAngle * gape);
  p.jawOpen += kGapeAngle * gape;
}

}  // namespace sm::rex
