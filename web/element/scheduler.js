// One requestAnimationFrame loop for every stage on the page. A stage ticks
// only while it is wanted (playing), on screen (not frozen) and the tab is
// visible; after any stop its first frame's dt is dropped. Each scene caps a
// long frame itself (its own limit: 1/30 s, or 0.05 s for the walk clock).
//
// A stage registers its element with hooks that stay private to it:
// { running(), tick(dt), interrupt(), resume(), setFrozen(frozen), near() }.

const stages = new Map();
let handle = 0;
let last = -1;
// Stages the observer has placed at least once. Until then a stage does no
// loop work: its page may still be laying out, and it may be off screen.
const placed = new WeakSet();
const ticking = (element, hooks) => placed.has(element) && hooks.running();

function tick(now) {
  handle = 0;
  const dt = last < 0 ? 0 : Math.max(0, (now - last) / 1000);
  last = now;
  let any = false;
  for (const [element, hooks] of stages) {
    if (!ticking(element, hooks)) continue;
    any = true;
    hooks.tick(dt);
  }
  if (any) handle = requestAnimationFrame(tick);
  else last = -1;
}

// Call whenever a stage's `running` may have changed.
export function wake() {
  if (document.hidden || handle) return;
  for (const [element, hooks] of stages) {
    if (ticking(element, hooks)) {
      handle = requestAnimationFrame(tick);
      return;
    }
  }
}

// The page is watched from the first stage on, so that importing this module
// where there is no page (a framework's server render) does nothing. One
// IntersectionObserver for every stage: off screen is "frozen"; lazy stages
// load their core only when they come within `near`'s margin of the viewport.
let observer = null;
let nearObserver = null;
const waiting = new Map();

function watchPage() {
  if (observer) return;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        placed.add(entry.target);
        stages.get(entry.target)?.setFrozen(!entry.isIntersecting);
      }
      wake();
    },
    { rootMargin: '0px' },
  );
  nearObserver = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearObserver.unobserve(entry.target);
        const near = waiting.get(entry.target);
        waiting.delete(entry.target);
        near?.();
      }
    },
    { rootMargin: '300px' },
  );
  addEventListener('blur', interruptAll);
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      cancelAnimationFrame(handle);
      handle = 0;
      last = -1;
      interruptAll();
      return;
    }
    for (const hooks of stages.values()) hooks.resume();
    wake();
  });
}

export function addStage(element, hooks) {
  watchPage();
  stages.set(element, hooks);
  observer.observe(element);
  wake();
}

export function removeStage(element) {
  stages.delete(element);
  observer.unobserve(element);
  nearObserver.unobserve(element);
  waiting.delete(element);
}

function interruptAll() {
  for (const hooks of stages.values()) hooks.interrupt();
}

export function whenNear(element, near) {
  watchPage();
  waiting.set(element, near);
  nearObserver.observe(element);
}
