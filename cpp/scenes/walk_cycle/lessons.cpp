#include "scenes/walk_cycle/lesson.h"

#include <cstring>

namespace sm::walk_cycle {

std::unique_ptr<Lesson> makePhaseWrap();
std::unique_ptr<Lesson> makeStancePhases();
std::unique_ptr<Lesson> makeStrideSpeed();
std::unique_ptr<Lesson> makeHeadBob();
std::unique_ptr<Lesson> makeElbowSwing();
std::unique_ptr<Lesson> makeTwist();
std::unique_ptr<Lesson> makeSlopeLean();
std::unique_ptr<Lesson> makeFootArc();
std::unique_ptr<Lesson> makeGroundLock();

const LessonInfo kLessons[] = {
    {"walk-01", "Walk 01 \u00b7 phase wrap", makePhaseWrap},
    {"walk-02", "Walk 02 \u00b7 five stance phases", makeStancePhases},
    {"walk-03", "Walk 03 \u00b7 stride angle \u2192 speed", makeStrideSpeed},
    {"walk-04", "Walk 04 \u00b7 head bob & gaze", makeHeadBob},
    {"walk-05", "Walk 05 \u00b7 elbow counter-swing", makeElbowSwing},
    {"walk-06", "Walk 06 \u00b7 torso / pelvis twist", makeTwist},
    {"walk-07", "Walk 07 \u00b7 slope lean", makeSlopeLean},
    {"walk-08", "Walk 08 \u00b7 foot arc correction", makeFootArc},
    {"walk-09", "Walk 09 \u00b7 ground lock", makeGroundLock},
};
const int kLessonCount = sizeof kLessons / sizeof kLessons[0];

const char* Lesson::panelTitle() const {
  const char* number = std::strchr(title_, ' ');
  return number ? number + 1 : title_;
}

void Lesson::syncGait() {
  Stage& s = stage();
  for (int i = 0; i < s.count; ++i) s.walkers[i].gait = s.gait;
}

}  // namespace sm::walk_cycle
