// What a connected stage listens to in the page around it: its canvas's size,
// the device pixel ratio (zoom, another screen), the reduced-motion setting,
// the colour scheme, and the page's own load (a host stylesheet that arrives
// after the element may set its colours). Returns one function that stops all.
import { watchScheme } from '../render/palette.js';

export const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');

// One observer for every stage's canvas. When a resize reaches several, all
// read their sizes (measure) before any writes its backing store (resize):
// a read after another canvas's write would lay the page out again, once
// per stage.
// (Made with the first stage: without a page, importing this does nothing.)
const watchers = new Map();
let sizes = null;

export function watchPage(canvas, { measure, resize, motion, scheme }) {
  sizes ??= new ResizeObserver((entries) => {
    const changed = entries.map((entry) => watchers.get(entry.target)).filter(Boolean);
    for (const { measure } of changed) measure();
    for (const { resize } of changed) resize();
  });
  watchers.set(canvas, { measure, resize });
  sizes.observe(canvas);
  reducedMotion.addEventListener('change', motion);
  if (document.readyState !== 'complete') addEventListener('load', scheme, { once: true });
  const stops = [
    () => (sizes.unobserve(canvas), watchers.delete(canvas)),
    () => reducedMotion.removeEventListener('change', motion),
    () => removeEventListener('load', scheme),
    watchScheme(scheme),
    watchDpr(() => (measure(), resize())),
  ];
  return () => stops.forEach((stop) => stop());
}

// devicePixelRatio changes without a resize; a query for the current ratio
// fires once when it stops matching, then watches the new one.
function watchDpr(onChange) {
  let query;
  const changed = () => {
    onChange();
    watch();
  };
  const watch = () => {
    query = matchMedia(`(resolution: ${devicePixelRatio}dppx)`);
    query.addEventListener('change', changed, { once: true });
  };
  watch();
  return () => query.removeEventListener('change', changed);
}
