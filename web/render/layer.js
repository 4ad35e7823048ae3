// A LAYER command (a crowd's lane) lifts the order inside it: every shape of
// one style and paint mode until the next LAYER or VIEW goes into one path,
// and the paths are painted in the order their styles first appeared, so a
// thousand figures cost a few fills, not thousands. Translucent shapes there
// are a union: where two overlap they are painted once. In a layer, shapes
// small on screen are drawn with less detail: a limb or line a pixel or two
// wide is one or two hairlines, which a software canvas rasters many times
// faster than a filled outline of the same ink.
import { begin, flush, paint, scale } from './pen.js';
import { ctrl } from './paths.js';
import { FILL, STROKE, Trace, lineTo, moveTo, open, select } from './trace.js';

// The open paths are painted (in order) once one holds this many shapes: a
// path of many subpaths fills ever more slowly per subpath.
const MAX_LAYER_SHAPES = 16;
// Level of detail, by on-screen size (canvas px): a round end narrower than
// ROUND_END_PX is left square, and a circle smaller than DISC_PX in radius
// is a polygon (paths.js disc()).
export const ROUND_END_PX = 1;
export const DISC_PX = 6;
// A thin limb follows its spline in steps of up to this many px (one step
// per bone when it is small) and ends in a point, not a half-disc.
export const TINY_SAMPLE_PX = 16;
// A line, polyline or limb at most a pixel wide on screen is a square-capped
// stroke of its mean width, which the canvas draws as a hairline of that
// coverage: far cheaper to raster than a filled outline. A line or limb up to
// twice as wide is two such strands side by side.
export const STRANDS = 2;

// Inside a layer, and drawing small shapes with less detail there.
export let layered = false;
export let lean = false;
let lod = true;
// The open layer's paths, by paint mode, style and line width, in first-use order.
const buckets = new Map();
// Paths kept from frame to frame, so a frame allocates none.
const pool = [];
let used = 0;

// A new drawing; lod false draws a layer's small shapes in full detail (to compare with).
export function startLayers(detail) {
  lod = detail;
  layered = lean = false;
  buckets.clear();
  used = 0;
}

// Paints all that is open, then goes into a layer or out of one.
export function layer(on) {
  settle();
  layered = on;
  lean = on && lod;
}

// Paints all that is open: the batch, then the layer's paths.
export function settle() {
  flush();
  for (const b of buckets.values()) paint(b);
  buckets.clear();
  used = 0;
}

// Selects the path for a shape of this style, paint mode and line width,
// with its bounds in paths.js's box.
export function shape(style, mode, width) {
  select(layered ? bucket(mode === FILL ? style : `${style} ${width}`, style, mode, width, false) : begin(style, mode, width));
}

// The layer's path of this key (its style, paint mode, width and whether a
// hairline); the layer is painted first when that path is full.
function bucket(key, style, mode, width, hair) {
  let b = buckets.get(key);
  if (b && b.shapes >= MAX_LAYER_SHAPES) {
    settle();
    b = undefined;
  }
  if (!b) {
    b = pool[used++] ??= new Trace();
    open(b, style, mode, width, hair);
    buckets.set(key, b);
  }
  b.shapes++;
  return b;
}

// For a shape this wide (scene units) in a layer: how many hairlines side by
// side (up to `most`) are as wide on screen, their path then being the
// selected one; 0 when it is wider. The shape runs from ctrl's point 1 to its point 3
// (paths.js): a hairline's ink is a pixel per step along its major axis, not
// per unit of its length, so a slanted one is drawn that much wider.
export function hairline(style, width, most) {
  if (!lean) return 0;
  const dx = ctrl[6] - ctrl[2];
  const dy = ctrl[7] - ctrl[3];
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const slant = ax + ay > 0 ? Math.sqrt(dx * dx + dy * dy) / Math.max(ax, ay) : 1;
  const full = width * scale * slant;
  if (!(full <= most)) return 0;
  const count = Math.max(1, Math.ceil(full));
  // Widths to an eighth of a pixel, so a layer has a few strokes, not one per width.
  const eighths = Math.max(1, Math.round((full / count) * 8));
  select(bucket(-1 - style * 16 - eighths, style, STROKE, eighths / 8 / scale, true));
  return count;
}

// `count` strands into the selected path, side by side across `width`, along ctrl's
// points 1-2-3 (a line when the first two are one point), reaching past its
// ends as far as a round end's area would, less what the strands' square
// caps add.
export function strands(count, width) {
  const ax = ctrl[2];
  const ay = ctrl[3];
  const bx = ctrl[4];
  const by = ctrl[5];
  const cx = ctrl[6];
  const cy = ctrl[7];
  // Unit normals of the two bones; the middle joint's is their mean.
  let ux = ay - by;
  let uy = bx - ax;
  let vx = by - cy;
  let vy = cx - bx;
  const lu = Math.sqrt(ux * ux + uy * uy);
  const lv = Math.sqrt(vx * vx + vy * vy);
  if (lv === 0 && lu === 0) return;
  if (lu === 0) (ux = vx / lv), (uy = vy / lv);
  else (ux /= lu), (uy /= lu);
  if (lv === 0) (vx = ux), (vy = uy);
  else (vx /= lv), (vy /= lv);
  let mx = ux + vx;
  let my = uy + vy;
  const lm = Math.sqrt(mx * mx + my * my) || 1;
  mx /= lm;
  my /= lm;
  // The bones' directions are their normals turned back a quarter.
  const e = width * (Math.PI / 8 - 0.5 / count);
  const sx = ax - uy * e;
  const sy = ay + ux * e;
  const ex = cx + vy * e;
  const ey = cy - vx * e;
  for (let k = 0; k < count; k++) {
    const d = width * ((k + 0.5) / count - 0.5);
    moveTo(sx + ux * d, sy + uy * d);
    lineTo(bx + mx * d, by + my * d);
    lineTo(ex + vx * d, ey + vy * d);
  }
}
