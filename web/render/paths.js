// What each primitive traces, into the selected path (trace.js). Every
// closed outline is traced anticlockwise on screen, so the shapes in one
// fill are their union.
import { arc, closePath, lineTo, moveTo } from './trace.js';

export const TAU = Math.PI * 2;
const CAP = Math.SQRT1_2;
const SHARP_OUT = Math.PI / 2;
export const SAMPLES = 8; // spline points per limb segment when the limb is large on screen
const DISC_SIDES = 8;
// The polygon's corners lie a little outside the circle, so it has the circle's area.
const DISC_OUT = Math.sqrt(Math.PI / ((DISC_SIDES / 2) * Math.sin(TAU / DISC_SIDES)));
const DISC_COS = Float64Array.from({ length: DISC_SIDES }, (_, k) => DISC_OUT * Math.cos((TAU * k) / DISC_SIDES));
const DISC_SIN = Float64Array.from({ length: DISC_SIDES }, (_, k) => DISC_OUT * Math.sin((TAU * k) / DISC_SIDES));

// Scratch space for one limb, shared by every renderer (a draw never yields):
// no allocation per frame. Float32, as the stream is.
export const ctrl = new Float32Array(10);
export const pts = new Float32Array((2 * SAMPLES + 1) * 2);
const edge = new Float64Array(pts.length);
// The bounds of the shape being drawn (x0, y0, x1, y1), which a translucent
// batch reads (pen.js): the spline's or points' here, or set by the caller.
export const box = new Float64Array(4);

export function circle(x, y, r) {
  moveTo(x + r, y);
  arc(x, y, r, 0, TAU);
}

// A limb's three joints (x0 y0 x1 y1 x2 y2 at list[at]) as its spline's
// control points, with a mirrored phantom before the root and after the tip.
// Returns the longer bone's length, as |dx| + |dy|.
export function controls(list, at) {
  const c = ctrl;
  for (let k = 0; k < 6; k++) c[k + 2] = list[at + k];
  for (let a = 0; a < 2; a++) {
    c[a] = 2 * c[2 + a] - c[4 + a];
    c[8 + a] = 2 * c[6 + a] - c[4 + a];
  }
  return Math.max(Math.abs(c[4] - c[2]) + Math.abs(c[5] - c[3]), Math.abs(c[6] - c[4]) + Math.abs(c[7] - c[5]));
}

// The Catmull-Rom spline through ctrl, `samples` steps a bone, into pts and
// its bounds into box; returns the point count.
export function spline(samples) {
  const c = ctrl;
  const n = 2 * samples + 1;
  for (let k = 0; k < n; k++) {
    const seg = Math.min(1, Math.floor(k / samples));
    const t = k / samples - seg;
    const t2 = t * t;
    const t3 = t2 * t;
    for (let a = 0; a < 2; a++) {
      const p0 = c[2 * seg + a];
      const p1 = c[2 * seg + 2 + a];
      const p2 = c[2 * seg + 4 + a];
      const p3 = c[2 * seg + 6 + a];
      pts[2 * k + a] =
        0.5 * (2 * p1 + (p2 - p0) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (3 * p1 - p0 - 3 * p2 + p3) * t3);
    }
  }
  bounds(pts, 0, n);
  return n;
}

// The ribbon's outline along pts, tapering from w0 to w1; with `pointed` ends
// it includes short polygonal caps (for limbs a pixel or two wide), of one
// point each when `sharp`.
export function ribbon(n, w0, w1, pointed, sharp) {
  // Each point's offset to the left edge; the right edge's is its negative.
  for (let k = 0; k < n; k++) {
    const prev = Math.max(0, k - 1);
    const next = Math.min(n - 1, k + 1);
    const tx = pts[2 * next] - pts[2 * prev];
    const ty = pts[2 * next + 1] - pts[2 * prev + 1];
    const half = (w0 + (w1 - w0) * (k / (n - 1))) / 2 / (Math.sqrt(tx * tx + ty * ty) || 1);
    edge[2 * k] = -ty * half;
    edge[2 * k + 1] = tx * half;
  }
  for (let side = 1; side >= -1; side -= 2) {
    for (let s = 0; s < n; s++) {
      const k = side > 0 ? s : n - 1 - s;
      const x = pts[2 * k];
      const y = pts[2 * k + 1];
      const nx = edge[2 * k] * side;
      const ny = edge[2 * k + 1] * side;
      if (s || side < 0) lineTo(x + nx, y + ny);
      else moveTo(x + nx, y + ny);
      if (pointed && s === n - 1) {
        // Round off the end with three points of its half-circle; (ny, -nx)
        // points out of it.
        if (sharp) {
          // As far out as makes the point's triangle the half-disc's area.
          lineTo(x + SHARP_OUT * ny, y - SHARP_OUT * nx);
          continue;
        }
        lineTo(x + CAP * (nx + ny), y + CAP * (ny - nx));
        lineTo(x + ny, y - nx);
        lineTo(x + CAP * (ny - nx), y + CAP * (-nx - ny));
      }
    }
  }
  closePath();
}

// The round ends of the spline in pts.
export function caps(n, w0, w1) {
  circle(pts[0], pts[1], w0 / 2);
  circle(pts[2 * n - 2], pts[2 * n - 1], w1 / 2);
}

// A round-capped stroke from (x0, y0) to (x1, y1) as a filled outline: a
// software canvas strokes far more slowly than it fills, and as a fill it
// joins its style's batch. A polyline's round joins are its capsules' union.
// `square`: its ends are left square (too small to see round).
export function capsule(x0, y0, x1, y1, r, square) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) {
    circle(x0, y0, r);
    return;
  }
  const nx = (-dy / len) * r;
  const ny = (dx / len) * r;
  moveTo(x0 + nx, y0 + ny);
  lineTo(x1 + nx, y1 + ny);
  if (square) {
    lineTo(x1 - nx, y1 - ny);
    lineTo(x0 - nx, y0 - ny);
  } else {
    const a = Math.atan2(ny, nx);
    arc(x1, y1, r, a, a - Math.PI);
    lineTo(x0 - nx, y0 - ny);
    arc(x0, y0, r, a - Math.PI, a - TAU);
  }
  closePath();
}

// A small circle as a polygon of the circle's area.
export function disc(x, y, r) {
  moveTo(x + r * DISC_COS[0], y);
  for (let k = 1; k < DISC_SIDES; k++) lineTo(x + r * DISC_COS[k], y - r * DISC_SIN[k]);
  closePath();
}

export function polyline(list, at, n) {
  moveTo(list[at], list[at + 1]);
  for (let k = 1; k < n; k++) lineTo(list[at + 2 * k], list[at + 1 + 2 * k]);
}

// The bounds of n points at list[at], into box.
export function bounds(list, at, n) {
  const b = box;
  b[0] = b[2] = list[at];
  b[1] = b[3] = list[at + 1];
  for (let k = 1; k < n; k++) {
    const x = list[at + 2 * k];
    const y = list[at + 1 + 2 * k];
    if (x < b[0]) b[0] = x;
    if (x > b[2]) b[2] = x;
    if (y < b[1]) b[1] = y;
    if (y > b[3]) b[3] = y;
  }
}

// A rectangle, anticlockwise on screen whatever the signs of w and h.
export function rect(x, y, w, h) {
  moveTo(x, y);
  if (w * h >= 0) {
    lineTo(x, y + h);
    lineTo(x + w, y + h);
    lineTo(x + w, y);
  } else {
    lineTo(x + w, y);
    lineTo(x + w, y + h);
    lineTo(x, y + h);
  }
  closePath();
}

// box: the square around (x, y) reaching r either way.
export function around(x, y, r) {
  box[0] = x - r;
  box[1] = y - r;
  box[2] = x + r;
  box[3] = y + r;
}

// box, grown by r all round.
export function grow(r) {
  box[0] -= r;
  box[1] -= r;
  box[2] += r;
  box[3] += r;
}
