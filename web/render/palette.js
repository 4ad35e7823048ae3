// The stage's colours. They are the element's own: a host page's CSS is never
// needed and never assumed, so a stage looks right on a page that knows nothing
// of it. A host restyles a stage only through the documented properties
// (--stickman-paper, --stickman-ink, … one per role below) set on the element.
//
// The chosen colours are written as custom properties (--paper, --ink, …) on
// the shadow root's frame, where the stage's CSS and the renderer both read them.
// `theme` pins the scheme (a light-only page keeps a light stage for a reader
// whose system is dark); forced colours, the reader's own demand, still win.

import { DARK, FORCED, LIGHT, ROLES } from './colors.js';

const dark = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
const forced = globalThis.matchMedia?.('(forced-colors: active)');

// Calls back whenever the palette a stage should show may have changed; returns
// a function that stops listening.
export function watchScheme(callback) {
  dark.addEventListener('change', callback);
  forced.addEventListener('change', callback);
  return () => {
    dark.removeEventListener('change', callback);
    forced.removeEventListener('change', callback);
  };
}

// theme: 'light', 'dark' or 'auto' (the reader's system).
function builtIn(theme) {
  if (forced.matches) return FORCED;
  return theme === 'dark' || (theme !== 'light' && dark.matches) ? DARK : LIGHT;
}

// The built-in palette alone, from no style read: a stage has its colours,
// and its borders their width, before its first turn reads the host's.
export function applyBuiltIn(frame, theme) {
  const base = builtIn(theme);
  for (const role of ROLES) frame.style.setProperty(`--${role}`, base[role]);
  frame.style.colorScheme = base === DARK ? 'dark' : base === LIGHT ? 'light' : '';
}

// Writes the palette on `frame`. `probe` is an element of the shadow root
// whose computed colour resolves any CSS colour (a system colour, a var(), a
// name) to rgb(), which a canvas always understands; a host value that is not
// a colour falls back to the built-in one.
export function applyPalette(host, frame, probe) {
  const hostStyle = getComputedStyle(host);
  const base = builtIn(host.theme);
  frame.style.colorScheme = base === DARK ? 'dark' : base === LIGHT ? 'light' : '';
  for (const role of ROLES) {
    const wanted = hostStyle.getPropertyValue(`--stickman-${role}`).trim();
    frame.style.setProperty(`--${role}`, resolve(probe, wanted) || resolve(probe, base[role]) || LIGHT[role]);
  }
}

function resolve(probe, value) {
  if (!value) return '';
  // The built-in colours are hex, which a canvas reads as is: probing each
  // would force a style recalculation per role while the page loads.
  if (/^#[0-9a-f]{6}$/i.test(value)) return value;
  probe.style.color = '';
  probe.style.color = value;
  if (!probe.style.color) return '';
  return getComputedStyle(probe).color;
}
