// The palette's colours by role, light and dark, and the system colours for
// forced-colours mode: the one list the element (palette.js) and the site's
// pages (theme.css, written from it by scripts/theme-css.mjs) both use.

export const LIGHT = {
  paper: '#f6efe1',
  ink: '#22201c',
  'ink-far': '#0e0d0b',
  ground: '#b9ab92',
  muted: '#6b6153',
  accent: '#b2441f',
  accent2: '#2f62a3',
  warn: '#b3261e',
  accent3: '#f2c200',
  'accent3-ring': '#22201c',
  ghost: '#8fa3c2',
  focus: '#2f62a3',
};

export const DARK = {
  paper: '#1d1b18',
  ink: '#efe6d4',
  'ink-far': '#fff8ea',
  ground: '#6d6353',
  muted: '#b5aa96',
  accent: '#f08a5d',
  accent2: '#8db8f0',
  warn: '#ff8a80',
  accent3: '#f5d04a',
  'accent3-ring': '#1d1b18',
  ghost: '#5f7699',
  focus: '#8db8f0',
};

// Forced colours (Windows high contrast): the user's system colours, so the
// figure has the contrast the reader asked for.
export const FORCED = {
  paper: 'Canvas',
  ink: 'CanvasText',
  'ink-far': 'CanvasText',
  ground: 'GrayText',
  muted: 'GrayText',
  accent: 'Highlight',
  accent2: 'LinkText',
  warn: 'CanvasText',
  accent3: 'Highlight',
  'accent3-ring': 'Canvas',
  ghost: 'GrayText',
  focus: 'Highlight',
};

export const ROLES = Object.keys(LIGHT);
