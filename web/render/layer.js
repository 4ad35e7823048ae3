// A LAYER command (a crowd's lane) lifts the order inside it: every shape of
// one style and paint mode until the next LAYER or VIEW goes into one path,
// and the paths are painted in the order their styles first appeared, so a
// thousand figures cost a few fills, not thousands. Translucent shapes there
// are a union: where two overlap they are painted once. In a layer, shapes
// small on screen are drawn with less detail: a limb or line a pixel or two
// wide is one or two hairlines, which a software canvas rasters many times
// faster than a filled outline of the same ink.

// Paint modes of a batch or path.
export const NONE = 0;
export const FILL = 1;
export const STROKE = 2;

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
// A line, polyline or limb at most this wide on screen is a square-capped
// stroke of its mean width, which the canvas draws as a hairline of that
// coverage: far cheaper to raster than a filled outline. A line or limb up to
// twice as wide is two such strands side by side.
const HAIRLINE_PX = 1;
export const STRANDS = 2;

// The open layer's paths, by paint mode, style and line width, in first-use order.
export class Layer {
  constructor() {
    this.buckets = new Map();
  }

  // The path for a shape of this key (its style, paint mode, width and
  // whether a hairline); the layer is painted first when that path is full.
  bucket(pen, key, style, mode, width, hair) {
    let bucket = this.buckets.get(key);
    if (bucket && bucket.shapes >= MAX_LAYER_SHAPES) {
      this.paint(pen);
      bucket = undefined;
    }
    if (!bucket) this.buckets.set(key, (bucket = { style, mode, width, hair, shapes: 0, path: new Path2D() }));
    bucket.shapes++;
    return bucket.path;
  }

  // One fill or stroke a path.
  paint(pen) {
    const ctx = pen.ctx;
    for (const b of this.buckets.values()) {
      pen.setStyle(b.style);
      if (b.mode === FILL) ctx.fill(b.path);
      else {
        pen.lineWidth(b.width);
        // A round cap would make the canvas outline a hairline instead of tracing it.
        if (b.hair) ctx.lineCap = 'square';
        ctx.stroke(b.path);
        if (b.hair) ctx.lineCap = 'round';
      }
    }
    this.buckets.clear();
  }
}

// For a shape this wide (scene units) in a layer: how many hairlines side by
// side (up to `most`) are as wide on screen, its path then being theirs; 0
// when it is wider (no path is chosen). (dx, dy) is the shape's direction: a
// hairline's ink is a pixel per step along its major axis, not per unit of
// its length, so a slanted one is drawn that much wider.
export function hairline(pen, style, width, most, dx, dy) {
  if (!pen.layered || !pen.lod) return 0;
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const slant = ax + ay > 0 ? Math.sqrt(dx * dx + dy * dy) / Math.max(ax, ay) : 1;
  const full = width * pen.scale * slant;
  if (!(full <= HAIRLINE_PX * most)) return 0;
  const count = Math.max(1, Math.ceil(full / HAIRLINE_PX));
  // Widths to an eighth of a pixel, so a layer has a few strokes, not one per width.
  const eighths = Math.max(1, Math.round((full / count) * 8));
  pen.sink = pen.layer.bucket(pen, -1 - style * 16 - eighths, style, STROKE, eighths / 8 / pen.scale, true);
  return count;
}

// `count` strands, side by side across `width`, along the polyline a-b-c
// (a line when a and b are the same point), reaching past its ends as far
// as a round end's area would, less what the strands' square caps add.
export function strands(sink, count, width, ax, ay, bx, by, cx, cy) {
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
    sink.moveTo(sx + ux * d, sy + uy * d);
    sink.lineTo(bx + mx * d, by + my * d);
    sink.lineTo(ex + vx * d, ey + vy * d);
  }
}
