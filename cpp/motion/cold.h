#pragma once

// Marks code that runs on a user action or once per scene (constructors,
// parameter tables, status sentences, seeking's bookkeeping), never once per
// frame. The wasm build is -O2 for its frames, which inlines such code into
// long bodies; these functions are compiled for size and kept out of line
// instead, which makes the module smaller at no cost to a frame. A function
// attribute, unlike a per-file -Oz, survives link-time optimisation. Native
// builds are unchanged.
#if defined(__EMSCRIPTEN__)
#define SM_COLD __attribute__((cold, minsize, noinline))
#else
#define SM_COLD
#endif
