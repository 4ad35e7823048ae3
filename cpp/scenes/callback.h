#pragma once

#include <new>
#include <type_traits>

namespace sm {

template <class Signature>
class Callback;

// A callable kept by value in a small buffer: for the scenes' parameter
// lambdas, which capture a pointer or two. Unlike std::function it needs
// no copy, destroy or type-query machinery per lambda, only one invoker,
// which keeps the wasm module small; lambdas that are not trivially
// copyable or too large do not compile.
template <class R, class... Args>
class Callback<R(Args...)> {
 public:
  Callback() = default;

  template <class F, class = std::enable_if_t<!std::is_same_v<std::decay_t<F>, Callback>>>
  Callback(F f) {  // NOLINT(google-explicit-constructor): built from lambdas at the call site
    static_assert(std::is_trivially_copyable_v<F> && sizeof(F) <= sizeof(storage_),
                  "a Callback holds small, trivially copyable callables");
    ::new (static_cast<void*>(storage_)) F(f);
    invoke_ = [](const unsigned char* s, Args... args) -> R {
      return (*std::launder(reinterpret_cast<const F*>(s)))(args...);
    };
  }

  explicit operator bool() const { return invoke_ != nullptr; }
  R operator()(Args... args) const { return invoke_(storage_, args...); }

 private:
  alignas(void*) unsigned char storage_[2 * sizeof(void*)] = {};
  R (*invoke_)(const unsigned char*, Args...) = nullptr;
};

// A row of a table of read-only numbers: a name and how to read it off an
// owner of type S. A table added in one loop costs the wasm one set of
// callbacks built, where a call apiece builds them inline at each.
template <class S>
struct ReadRow {
  const char* name;
  float (*read)(const S&);
};

}  // namespace sm
