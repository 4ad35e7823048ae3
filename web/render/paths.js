// What each primitive traces, onto a sink: the context's own path or a
// layer's Path2D. Every closed outline is traced anticlockwise on screen, so
// the shapes in one fill are their union.

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
// The last spline's or polyline's bounds: x0, y0, x1, y1.
export const box = new Float64Array(4);

export function circle(sink, x, y, r) {
  sink.moveTo(x + r, y);
  sink.arc(x, y, r, 0, TAU, true);
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
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
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
    x0 = Math.min(x0, pts[2 * k]);
    x1 = Math.max(x1, pts[2 * k]);
    y0 = Math.min(y0, pts[2 * k + 1]);
    y1 = Math.max(y1, pts[2 * k + 1]);
  }
  box[0] = x0;
  box[1] = y0;
  box[2] = x1;
  box[3] = y1;
  return n;
}

// The ribbon's outline along pts, tapering from w0 to w1; with `pointed` ends
// it includes short polygonal caps (for limbs a pixel or two wide), of one
// point each when `sharp`.
export function ribbon(sink, n, w0, w1, pointed, sharp) {
  for (let side = 1; side >= -1; side -= 2) {
    for (let s = 0; s < n; s++) {
      const k = side > 0 ? s : n - 1 - s;
      const prev = Math.max(0, k - 1);
      const next = Math.min(n - 1, k + 1);
      const tx = pts[2 * next] - pts[2 * prev];
      const ty = pts[2 * next + 1] - pts[2 * prev + 1];
      const len = Math.sqrt(tx * tx + ty * ty) || 1;
      const half = (w0 + (w1 - w0) * (k / (n - 1))) / 2 / len;
      const x = pts[2 * k];
      const y = pts[2 * k + 1];
      const nx = -ty * half * side;
      const ny = tx * half * side;
      if (s === 0) {
        if (side > 0) sink.moveTo(x + nx, y + ny);
        else sink.lineTo(x + nx, y + ny);
        continue;
      }
      sink.lineTo(x + nx, y + ny);
      if (pointed && s === n - 1) {
        // Round off the end with three points of its half-circle.
        const ox = tx * half * side;
        const oy = ty * half * side;
        if (sharp) {
          // As far out as makes the point's triangle the half-disc's area.
          sink.lineTo(x + SHARP_OUT * ox, y + SHARP_OUT * oy);
          continue;
        }
        sink.lineTo(x + CAP * (nx + ox), y + CAP * (ny + oy));
        sink.lineTo(x + ox, y + oy);
        sink.lineTo(x + CAP * (ox - nx), y + CAP * (oy - ny));
      }
    }
  }
  sink.closePath();
}

// The round ends of the spline in pts.
export function caps(sink, n, w0, w1) {
  circle(sink, pts[0], pts[1], w0 / 2);
  circle(sink, pts[2 * n - 2], pts[2 * n - 1], w1 / 2);
}

// A round-capped stroke from (x0, y0) to (x1, y1) as a filled outline: a
// software canvas strokes far more slowly than it fills, and as a fill it
// joins its style's batch. A polyline's round joins are its capsules' union.
// `square`: its ends are left square (too small to see round).
export function capsule(sink, x0, y0, x1, y1, r, square) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) {
    circle(sink, x0, y0, r);
    return;
  }
  const nx = (-dy / len) * r;
  const ny = (dx / len) * r;
  sink.moveTo(x0 + nx, y0 + ny);
  sink.lineTo(x1 + nx, y1 + ny);
  if (square) {
    sink.lineTo(x1 - nx, y1 - ny);
    sink.lineTo(x0 - nx, y0 - ny);
  } else {
    const a = Math.atan2(ny, nx);
    sink.arc(x1, y1, r, a, a - Math.PI, true);
    sink.lineTo(x0 - nx, y0 - ny);
    sink.arc(x0, y0, r, a - Math.PI, a - TAU, true);
  }
  sink.closePath();
}

// A small circle as a polygon of the circle's area.
export function disc(sink, x, y, r) {
  sink.moveTo(x + r * DISC_COS[0], y);
  for (let k = 1; k < DISC_SIDES; k++) sink.lineTo(x + r * DISC_COS[k], y - r * DISC_SIN[k]);
  sink.closePath();
}

export function polyline(sink, list, at, n) {
  sink.moveTo(list[at], list[at + 1]);
  for (let k = 1; k < n; k++) sink.lineTo(list[at + 2 * k], list[at + 1 + 2 * k]);
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
export function rect(sink, x, y, w, h) {
  sink.moveTo(x, y);
  if (w * h >= 0) {
    sink.lineTo(x, y + h);
    sink.lineTo(x + w, y + h);
    sink.lineTo(x + w, y);
  } else {
    sink.lineTo(x + w, y);
    sink.lineTo(x + w, y + h);
    sink.lineTo(x, y + h);
  }
  sink.closePath();
}
