// One requestAnimationFrame loop for every stage on the page. A stage ticks
// only while it is wanted (playing), on screen (not frozen) and the tab is
// visible; after any stop its first frame's dt is dropped. Each scene caps a
// long frame itself (its own limit: 1/30 s, or 0.05 s for the walk clock).

const stages = new Set();
let handle = 0;
let last = -1;

function tick(now) {
  handle = 0;
  const dt = last < 0 ? 0 : Math.max(0, (now - last) / 1000);
  last = now;
  let any = false;
  for (const stage of stages) {
    if (!stage.running) continue;
    any = true;
    stage.tick(dt);
  }
  if (any) handle = requestAnimationFrame(tick);
  else last = -1;
}

// Call whenever a stage's `running` may have changed.
export function wake() {
  if (document.hidden) return;
  if (!handle) {
    for (const stage of stages) {
      if (stage.running) {
        handle = requestAnimationFrame(tick);
        return;
      }
    }
  }
}

export function addStage(stage) {
  stages.add(stage);
  wake();
}

export function removeStage(stage) {
  stages.delete(stage);
}

function interruptAll() {
  for (const stage of stages) stage.interrupt();
}

addEventListener('blur', interruptAll);
document.addEventListener('visibilitychange', () => {
  if (document.hidden) {
    cancelAnimationFrame(handle);
    handle = 0;
    last = -1;
    interruptAll();
    return;
  }
  for (const stage of stages) stage.resume();
  wake();
});

// One IntersectionObserver for every stage: off screen is "frozen".
const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) entry.target.setFrozen(!entry.isIntersecting);
  },
  { rootMargin: '0px' },
);

export function observe(element) {
  observer.observe(element);
}

export function unobserve(element) {
  observer.unobserve(element);
}

// Lazy stages load the core only when they come within this margin of the viewport.
const nearObserver = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) {
        nearObserver.unobserve(entry.target);
        entry.target.nearViewport();
      }
    }
  },
  { rootMargin: '300px' },
);

export function whenNear(element) {
  nearObserver.observe(element);
}

export function cancelNear(element) {
  nearObserver.unobserve(element);
}
