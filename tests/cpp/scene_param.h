#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "scenes/scene.h"

namespace sm {

// A scene's parameter by name; a missing one fails the test and reads as NaN.
inline float param(const Scene& s, const char* name) {
  const Param* p = s.findParam(name);
  EXPECT_NE(p, nullptr) << name;
  return p ? p->get() : NAN;
}

// A scene id as a test's name: GoogleTest takes no '-'.
inline std::string testNameOf(const ::testing::TestParamInfo<std::string>& p) {
  std::string s = p.param;
  for (char& c : s)
    if (c == '-') c = '_';
  return s;
}

}  // namespace sm
