// What a connected stage listens to in the page around it: its canvas's size,
// the device pixel ratio (zoom, another screen), the reduced-motion setting,
// the colour scheme, and the page's own load (a host stylesheet that arrives
// after the element may set its colours). Returns one function that stops all.
import { watchScheme } from './palette.js';

export const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

export function watchPage(canvas, { resize, motion, scheme }) {
  const sizes = new ResizeObserver(resize);
  sizes.observe(canvas);
  reducedMotion.addEventListener('change', motion);
  if (document.readyState !== 'complete') addEventListener('load', scheme, { once: true });
  const stops = [
    () => sizes.disconnect(),
    () => reducedMotion.removeEventListener('change', motion),
    () => removeEventListener('load', scheme),
    watchScheme(scheme),
    watchDpr(resize),
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
