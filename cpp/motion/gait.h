#pragma once

namespace sm {

// Everything that shapes one gait. Walk and run are two of these, and every
// in-between gait is their blend, field by field, so a change never pops.
struct GaitParams {
  float stride = 44;        // foot travel relative to the hip over one stance
  float cadence = 1.5f;     // cycles per second
  float duty = 0.62f;       // share of the cycle a foot is planted: >0.5 walk, <0.5 run
  float stepHeight = 10;    // swing lift at mid-swing
  float bob = 3;            // hip rise, twice per cycle
  float bobShift = 0;       // phase shift of the bob curve (run: top meets the flight)
  float hipDrop = 0;        // hip lowered from standing height
  float lean = 0.05f;       // torso lean, radians, forward positive
  float leanReach = 20;     // feet placed forward by lean * leanReach
  float armSwing = 0.45f;   // shoulder swing amplitude, radians
  float elbowFlex = 0.3f;   // elbow flex at the back of the swing
  float elbowFlexFwd = 0.5f;// extra flex on the forward swing
};

GaitParams blend(const GaitParams& a, const GaitParams& b, float t);

// Ground speed that keeps a planted foot still on the ground: during a stance
// of duty/cadence seconds the foot travels one stride relative to the hip.
float groundSpeed(const GaitParams& g);

struct FootSample {
  float x = 0;      // ahead of the hip, before the lean offset
  float lift = 0;   // above the ground, >= 0
  bool planted = false;
};

// Stance for the first `duty` of the cycle: linear from stride/2 ahead to
// stride/2 behind, on the ground. Swing: back to front along smoothstep,
// lifted by stepHeight*sin(pi*u).
FootSample footAt(float footPhase, const GaitParams& g);

// Hip rise above its base height: |sin(2*pi*(phase - bobShift))| * bob, so it
// tops out twice a cycle.
float hipRise(float phase, const GaitParams& g);

// One phase drives both feet (far foot half a cycle later); `blend` moves
// toward its target at a fixed rate so walk<->run is eased every frame.
class GaitClock {
 public:
  GaitClock(const GaitParams& walk, const GaitParams& run) : walk_(walk), run_(run) {}

  void advance(float dt);
  void reset(float blendTo = 0);
  void setTarget(float blendTarget) { target_ = blendTarget; }

  float phase() const { return phase_; }
  float blendValue() const { return blend_; }
  float target() const { return target_; }
  const GaitParams& params() const { return current_; }
  float speed() const { return groundSpeed(current_); }

 private:
  GaitParams walk_, run_, current_ = walk_;
  float phase_ = 0, blend_ = 0, target_ = 0;
};

}  // namespace sm
