#pragma once

namespace sm {

// The last N samples of a value, newest first, for graphs that scroll. Fixed
// size: pushing never allocates.
template <int N>
class RingHistory {
 public:
  static constexpr int kSize = N;

  void push(float v) {
    head_ = (head_ + 1) % N;
    v_[head_] = v;
  }
  // i = 0 is the newest sample, i = N-1 the oldest.
  float at(int i) const { return v_[((head_ - i) % N + N) % N]; }
  // Fills the whole history as if f(i) had been pushed, oldest first.
  template <class F>
  void fill(F f) {
    for (int i = N - 1; i >= 0; --i) push(f(i));
  }

 private:
  float v_[N] = {};
  int head_ = 0;
};

}  // namespace sm
