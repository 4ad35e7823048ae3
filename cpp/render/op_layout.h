#pragma once

#include <cstddef>

#include "render/draw_list.h"

namespace sm {

// The draw list's wire format, written once: the recorder, the tests and (via
// the bindings) the page's renderer all walk the stream with this table.
struct OpLayout {
  Op op;
  const char* name;   // the renderer's key for it: "LIMB"
  std::size_t floats;  // the whole command, op code included
  // Poly only: the operand (counted from the op code) holding n, each point
  // adding two floats after the fixed part.
  std::size_t countAt = 0;
};

inline constexpr OpLayout kOpLayouts[] = {
    {Op::View, "VIEW", 5},     {Op::Limb, "LIMB", 10}, {Op::Circle, "CIRCLE", 7},
    {Op::Line, "LINE", 7},     {Op::Poly, "POLY", 5, 4}, {Op::Dots, "DOTS", 8},
    {Op::Rect, "RECT", 8},     {Op::Text, "TEXT", 8},  {Op::Ellipse, "ELLIPSE", 9},
    {Op::Layer, "LAYER", 1},   {Op::Pane, "PANE", 5},
};
inline constexpr std::size_t kOpCount = sizeof kOpLayouts / sizeof kOpLayouts[0];
inline constexpr std::size_t kPointFloats = 2;

// Null for a float that is not an op code.
constexpr const OpLayout* opLayout(float code) {
  for (const OpLayout& l : kOpLayouts)
    if (static_cast<float>(l.op) == code) return &l;
  return nullptr;
}
constexpr std::size_t fixedFloats(Op op) {
  for (const OpLayout& l : kOpLayouts)
    if (l.op == op) return l.floats;
  return 0;
}

// The CSS names of the colour roles, by Style's value.
inline constexpr const char* kStyleNames[] = {"ink",     "ink-far", "ground", "muted",   "accent",
                                              "accent2", "paper",   "warn",   "accent3", "accent3-ring",
                                              "ghost"};
inline constexpr std::size_t kStyleCount = sizeof kStyleNames / sizeof kStyleNames[0];
static_assert(kStyleCount == static_cast<std::size_t>(Style::Ghost) + 1, "one name per style");

// The length of the command at data[i] (0 when data[i] is not an op code),
// so a reader can step through a recorded stream.
inline std::size_t commandFloats(const float* data, std::size_t i) {
  const OpLayout* l = opLayout(data[i]);
  if (!l) return 0;
  if (!l->countAt) return l->floats;
  return l->floats + kPointFloats * static_cast<std::size_t>(data[i + l->countAt]);
}

}  // namespace sm
