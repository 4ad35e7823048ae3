// A path kept as numbers until it is painted. Each batch and each of a
// layer's paths is one (pen.js, layer.js), so every path the renderer builds
// reaches the canvas from one loop, trace() below: in Chromium a canvas call
// from a place that only ever sees the context costs 18 ns (a lineTo), and 30
// from one that also sees other objects; a Path2D costs the canvas more than
// its own path does (a lineTo 80-140 ns, a new Path2D 1.5 us, filling one
// 2.8 us against 0.9).

// Paint modes.
export const NONE = 0;
export const FILL = 1;
export const STROKE = 2;

const MOVE = 0;
const LINE = 1;
const ARC = 2;
const ELLIPSE = 3;
const CLOSE = 4;

// A path: its numbers, how many are in use, and what it paints.
export class Trace {
  constructor() {
    // A plain array of numbers grows as needed and is kept from frame to frame.
    this.d = [];
    this.at = 0;
    open(this, -1, NONE, 0, false);
  }
}

// The path shapes are traced into, and its numbers (kept here while it is
// the one, so tracing a point is a few stores).
let path = null;
let d = null;
let at = 0;

// Empty, for shapes of this style, paint mode, line width, and whether they
// are hairlines (layer.js).
export function open(t, style, mode, width, hair) {
  t.style = style;
  t.mode = mode;
  t.width = width;
  t.hair = hair;
  t.shapes = 0;
  t.at = 0;
  if (t === path) at = 0;
}

// Where moveTo(), lineTo() ... go until another is chosen.
export function select(t) {
  if (path) path.at = at;
  path = t;
  d = t.d;
  at = t.at;
}

// Numbers go in threes: a command's code and two of its arguments, then its
// further arguments.
function put(a, b, c) {
  d[at] = a;
  d[at + 1] = b;
  d[at + 2] = c;
  at += 3;
}

export function moveTo(x, y) {
  put(MOVE, x, y);
}

export function lineTo(x, y) {
  put(LINE, x, y);
}

// Every arc and ellipse paths.js traces is anticlockwise.
export function arc(x, y, r, from, to) {
  put(ARC, x, y);
  put(r, from, to);
}

export function ellipse(x, y, rx, ry, rotation, from, to) {
  put(ELLIPSE, x, y);
  put(rx, ry, rotation);
  put(from, to, 0);
}

// A fill closes every subpath itself, and a closePath costs the canvas more
// the longer its path (0.1-3 us).
export function closePath() {
  if (path.mode === STROKE) put(CLOSE, 0, 0);
}

// t onto the context's path.
export function trace(ctx, t) {
  if (t === path) t.at = at;
  const d = t.d;
  for (let i = 0; i < t.at; i += 3) {
    const op = d[i];
    if (op === MOVE) ctx.moveTo(d[i + 1], d[i + 2]);
    else if (op === LINE) ctx.lineTo(d[i + 1], d[i + 2]);
    else if (op === ARC) {
      ctx.arc(d[i + 1], d[i + 2], d[i + 3], d[i + 4], d[i + 5], true);
      i += 3;
    } else if (op === ELLIPSE) {
      ctx.ellipse(d[i + 1], d[i + 2], d[i + 3], d[i + 4], d[i + 5], d[i + 6], d[i + 7], true);
      i += 6;
    } else ctx.closePath();
  }
}
