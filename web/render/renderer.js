// Draws a pose core's command stream on a canvas. It knows how to draw a few
// primitives well (tapered Catmull-Rom limbs, circles, lines, polygons, rows of
// dots, rectangles, labels, ellipses) and nothing about what they depict.
//
// A canvas pays per fill and per stroke far more than per path vertex, so
// consecutive primitives of one style and paint mode go into one path and are
// painted once. Order is kept: a batch only ever holds a run of consecutive
// commands. Opaque shapes in one fill are a union as long as every subpath
// winds the same way (all are traced anticlockwise on screen); a translucent
// style only merges shapes whose bounds do not touch, since overlaps would
// otherwise be painted once instead of twice.
//
// A LAYER command (a crowd's lane) lifts the order inside it: every shape of
// one style and paint mode until the next LAYER or VIEW goes into one path,
// and the paths are painted in the order their styles first appeared, so a
// thousand figures cost a few fills, not thousands. Translucent shapes there
// are a union: where two overlap they are painted once. In a layer, shapes
// small on screen are drawn with less detail (level of detail, below): a
// limb or line a pixel or two wide is one or two hairlines, which a software
// canvas rasters many times faster than a filled outline of the same ink.

// The draw list's wire format (cpp/render/op_layout.h): each op's code and
// length in floats, op code included. These are the core's values; a Node test
// holds them to it, and adoptLayout() takes them from a loaded core.
const OP = { VIEW: 1, LIMB: 2, CIRCLE: 3, LINE: 4, POLY: 5, DOTS: 6, RECT: 7, TEXT: 8, ELLIPSE: 9, LAYER: 10, PANE: 11 };
const LEN = { VIEW: 5, LIMB: 10, CIRCLE: 7, LINE: 7, POLY: 5, DOTS: 8, RECT: 8, TEXT: 8, ELLIPSE: 9, LAYER: 1, PANE: 5 };
let POLY_COUNT = 4; // where a polygon keeps its point count
let POINT = 2; // floats per polygon point
// The colour role of each style index, in the core's order.
let ROLES = ['ink', 'ink-far', 'ground', 'muted', 'accent', 'accent2', 'paper', 'warn', 'accent3', 'accent3-ring'];
// Style indices the renderer treats specially, found by role name.
let FAR = ROLES.indexOf('ink-far');
let PAPER = ROLES.indexOf('paper');
const FAR_ALPHA = 0.42;
const SAMPLES = 8; // spline points per limb segment when the limb is large on screen
const MIN_SAMPLES = 2;
const SAMPLE_PX = 6; // on-screen length one spline step may span on a small limb
// Below this mean on-screen width (canvas px) a limb's round caps become short
// polygonal ones inside its ribbon, so the whole limb is one polygon.
const THIN_PX = 2.5;
const TAU = Math.PI * 2;
const CAP = Math.SQRT1_2;
const SHARP_OUT = Math.PI / 2;

// A path of many subpaths fills ever more slowly per subpath, so a batch is
// painted once it holds this many shapes.
const MAX_SHAPES = 16;
// In a layer, the open paths are painted (in order) once one holds this many.
const MAX_LAYER_SHAPES = 16;
// Level of detail in a layer, by on-screen size (canvas px): a round end
// narrower than this is left square, and a circle smaller than this radius
// is a polygon of DISC_SIDES sides.
const ROUND_END_PX = 1;
const DISC_PX = 6;
// A thin limb in a layer follows its spline in steps of up to this many px
// (one step per bone when it is small) and ends in a point, not a half-disc.
const TINY_SAMPLE_PX = 16;
// A line, polyline or limb in a layer at most this wide on screen is a
// square-capped stroke of its mean width, which the canvas draws as a hairline of
// that coverage: far cheaper to raster than a filled outline. A line or limb
// up to twice as wide is two such strands side by side.
const HAIRLINE_PX = 1;
const STRANDS = 2;
const DISC_SIDES = 8;
// The polygon's corners lie a little outside the circle, so it has the circle's area.
const DISC_OUT = Math.sqrt(Math.PI / ((DISC_SIDES / 2) * Math.sin(TAU / DISC_SIDES)));
const DISC_COS = Float64Array.from({ length: DISC_SIDES }, (_, k) => DISC_OUT * Math.cos((TAU * k) / DISC_SIDES));
const DISC_SIN = Float64Array.from({ length: DISC_SIDES }, (_, k) => DISC_OUT * Math.sin((TAU * k) / DISC_SIDES));

const NONE = 0;
const FILL = 1;
const STROKE = 2;

const decoder = new TextDecoder();

// Reads the stream the way this core writes it (core.drawLayout()).
export function adoptLayout(core) {
  const layout = core.drawLayout();
  for (const name of Object.keys(layout.ops)) {
    OP[name] = layout.ops[name].code;
    LEN[name] = layout.ops[name].floats;
  }
  POLY_COUNT = layout.ops.POLY.countAt;
  POINT = layout.pointFloats;
  ROLES = [...layout.styles];
  FAR = ROLES.indexOf('ink-far');
  PAPER = ROLES.indexOf('paper');
}

// The layout this renderer reads by, in core.drawLayout()'s shape.
export function rendererLayout() {
  const ops = {};
  for (const name of Object.keys(OP)) {
    ops[name] = { code: OP[name], floats: LEN[name] };
    if (name === 'POLY') ops[name].countAt = POLY_COUNT;
  }
  return { ops, pointFloats: POINT, styles: [...ROLES], far: FAR, paper: PAPER };
}

export class Renderer {
  // lod: false draws a layer's small shapes in full detail (to compare with).
  constructor(canvas, { maxDpr = 2, lod = true } = {}) {
    this.canvas = canvas;
    // Made at the first draw, as the colours are read then: both are work
    // that a page still building its stages should not wait for.
    this.ctx = null;
    this.maxDpr = maxDpr;
    this.lod = lod;
    // Unless set or read before (reading forces a style recalculation).
    this.colors = [];
    // Scratch space for one limb's ribbon: no allocation per frame.
    this.spline = new Float32Array((2 * SAMPLES + 1) * 2);
    this.ctrl = new Float32Array(10);
    this.scale = 1;
    // The open batch: its paint mode, style, line width and (translucent styles) bounds.
    this.mode = NONE;
    this.shapes = 0;
    this.style = -1;
    this.width = 0;
    this.box = new Float64Array(4);
    this.shapeBox = new Float64Array(4);
    // Where path commands go: the context's own path, or (in a layer) its bucket's Path2D.
    this.sink = null;
    // The open layer's buckets, by paint mode, style and line width, in first-use order.
    this.layered = false;
    this.buckets = new Map();
    // What the context already holds, so unchanged state is not set again.
    this.ctxColor = '';
    this.ctxAlpha = 1;
    this.ctxWidth = -1;
    this.fontSize = -1;
    this.clipped = false;
  }

  // Colour roles come from CSS custom properties, so the theme lives in CSS.
  // True when a colour changed.
  readTheme() {
    const style = getComputedStyle(this.canvas);
    const before = this.colors;
    this.colors = ROLES.map((r) => style.getPropertyValue(`--${r}`).trim() || '#000');
    return this.colors.some((c, i) => c !== before[i]);
  }

  // Backing store = CSS size x min(devicePixelRatio, maxDpr); true when it
  // changed. The CSS size is the canvas's own unless given (already read).
  fit(cssWidth = this.canvas.clientWidth, cssHeight = this.canvas.clientHeight) {
    const dpr = Math.min(window.devicePixelRatio || 1, this.maxDpr);
    const w = Math.max(1, Math.round(cssWidth * dpr));
    const h = Math.max(1, Math.round(cssHeight * dpr));
    if (this.canvas.width === w && this.canvas.height === h) return false;
    this.canvas.width = w;
    this.canvas.height = h;
    return true;
  }

  draw(list, textBytes) {
    this.ctx ??= this.canvas.getContext('2d');
    if (!this.colors.length) this.readTheme();
    const { ctx, canvas, colors } = this;
    this.unclip(); // a drawing that threw inside a pane
    // Resizing the canvas resets its state, and other code may have drawn on it.
    this.ctxColor = colors[PAPER];
    this.ctxAlpha = 1;
    this.ctxWidth = 1;
    this.fontSize = -1;
    this.mode = NONE;
    this.scale = 1;
    this.sink = ctx;
    this.layered = false;
    this.buckets.clear();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = this.ctxColor;
    ctx.strokeStyle = this.ctxColor;
    ctx.lineWidth = 1;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.textBaseline = 'middle';
    let viewLeft = 0;
    let viewRight = canvas.width;
    // The pane later views are fitted into (canvas px): the whole canvas until a PANE says otherwise.
    let paneX = 0;
    let paneY = 0;
    let paneW = canvas.width;
    let paneH = canvas.height;
    for (let i = 0; i < list.length; ) {
      const op = list[i];
      if (op === OP.PANE) {
        this.flush();
        this.paintLayer();
        this.layered = false;
        this.unclip();
        const w = list[i + 3];
        const h = list[i + 4];
        const whole = !(w > 0 && h > 0);
        paneX = whole ? 0 : list[i + 1] * canvas.width;
        paneY = whole ? 0 : list[i + 2] * canvas.height;
        paneW = whole ? canvas.width : w * canvas.width;
        paneH = whole ? canvas.height : h * canvas.height;
        if (!whole) this.clip(paneX, paneY, paneW, paneH);
        i += LEN.PANE;
        continue;
      }
      if (op === OP.LAYER) {
        this.flush();
        this.paintLayer();
        this.layered = true;
        i += LEN.LAYER;
        continue;
      }
      if (op === OP.VIEW) {
        this.flush();
        this.paintLayer();
        this.layered = false;
        const cx = list[i + 1];
        const cy = list[i + 2];
        const w = list[i + 3];
        const h = list[i + 4];
        const s = w > 0 ? Math.min(paneW / w, paneH / h) : paneH / h;
        ctx.setTransform(s, 0, 0, s, paneX + paneW / 2 - cx * s, paneY + paneH / 2 - cy * s);
        this.scale = s;
        viewLeft = cx - paneW / 2 / s;
        viewRight = cx + paneW / 2 / s;
        i += LEN.VIEW;
        continue;
      }
      const style = colors[list[i + 1]] === undefined ? 0 : list[i + 1];
      switch (op) {
        case OP.LIMB:
          this.limb(list, i + 2, style);
          i += LEN.LIMB;
          break;
        case OP.CIRCLE: {
          const x = list[i + 4];
          const y = list[i + 5];
          const r = Math.max(0, list[i + 6]);
          this.begin(style, list[i + 2] ? FILL : STROKE, list[i + 3], x - r, y - r, x + r, y + r);
          if (this.layered && this.lod && r * this.scale < DISC_PX) this.disc(x, y, r);
          else {
            this.sink.moveTo(x + r, y);
            this.sink.arc(x, y, r, 0, TAU, true);
          }
          i += LEN.CIRCLE;
          break;
        }
        case OP.LINE: {
          const x0 = list[i + 3];
          const y0 = list[i + 4];
          const x1 = list[i + 5];
          const y1 = list[i + 6];
          const r = list[i + 2] / 2;
          const strands = this.hairline(style, 2 * r, STRANDS, x1 - x0, y1 - y0);
          if (strands) this.strands(strands, 2 * r, x0, y0, x0, y0, x1, y1);
          else {
            this.begin(style, FILL, 0, Math.min(x0, x1) - r, Math.min(y0, y1) - r, Math.max(x0, x1) + r, Math.max(y0, y1) + r);
            this.capsule(x0, y0, x1, y1, r);
          }
          i += LEN.LINE;
          break;
        }
        case OP.POLY: {
          const mode = list[i + 2];
          const n = list[i + POLY_COUNT];
          if (mode === 1) {
            // A filled polygon may wind either way or cross itself: painted alone, as given.
            this.flush();
            this.paintLayer();
            this.setStyle(style);
            ctx.beginPath();
            this.polyline(list, i + LEN.POLY, n);
            ctx.fill();
          } else if (n > 1 && this.hairline(style, list[i + 3], 1, list[i + LEN.POLY + 2 * n - 2] - list[i + LEN.POLY], list[i + LEN.POLY + 2 * n - 1] - list[i + LEN.POLY + 1])) {
            this.polyline(list, i + LEN.POLY, n, this.sink);
            if (mode !== 0 && n > 2) this.sink.closePath();
          } else {
            const r = list[i + 3] / 2;
            this.bounds(list, i + LEN.POLY, n);
            const b = this.shapeBox;
            this.begin(style, FILL, 0, b[0] - r, b[1] - r, b[2] + r, b[3] + r);
            const at = i + LEN.POLY;
            for (let k = 1; k < n; k++) this.capsule(list[at + 2 * k - 2], list[at + 2 * k - 1], list[at + 2 * k], list[at + 2 * k + 1], r);
            if (mode !== 0 && n > 2) this.capsule(list[at + 2 * n - 2], list[at + 2 * n - 1], list[at], list[at + 1], r);
            if (n === 1) this.capsule(list[at], list[at + 1], list[at], list[at + 1], r);
          }
          i += LEN.POLY + POINT * n;
          break;
        }
        case OP.DOTS: {
          const y = list[i + 2];
          const spacing = list[i + 3];
          const offset = list[i + 4];
          const r = list[i + 5];
          const x0 = list[i + 6];
          const x1 = list[i + 7];
          const from = Math.max(x0, viewLeft - spacing);
          const to = Math.min(x1, viewRight + spacing);
          const first = x0 - offset + Math.ceil((from - x0 + offset) / spacing) * spacing;
          this.begin(style, FILL, 0, from - r, y - r, to + r, y + r);
          const path = this.sink;
          for (let x = first; x <= to; x += spacing) {
            path.moveTo(x + r, y);
            path.arc(x, y, r, 0, TAU, true);
          }
          i += LEN.DOTS;
          break;
        }
        case OP.RECT: {
          const x = list[i + 4];
          const y = list[i + 5];
          const w = list[i + 6];
          const h = list[i + 7];
          const fill = list[i + 2];
          this.begin(style, fill ? FILL : STROKE, list[i + 3], Math.min(x, x + w), Math.min(y, y + h), Math.max(x, x + w), Math.max(y, y + h));
          // Traced anticlockwise on screen whatever the signs of w and h.
          const path = this.sink;
          path.moveTo(x, y);
          if (w * h >= 0) {
            path.lineTo(x, y + h);
            path.lineTo(x + w, y + h);
            path.lineTo(x + w, y);
          } else {
            path.lineTo(x + w, y);
            path.lineTo(x + w, y + h);
            path.lineTo(x, y + h);
          }
          path.closePath();
          i += LEN.RECT;
          break;
        }
        case OP.TEXT: {
          this.flush();
          this.paintLayer();
          this.setStyle(style);
          const size = list[i + 2];
          const align = list[i + 3];
          const start = list[i + 6];
          if (size !== this.fontSize) {
            ctx.font = `${size}px system-ui, sans-serif`;
            this.fontSize = size;
          }
          ctx.textAlign = align < 0 ? 'left' : align > 0 ? 'right' : 'center';
          ctx.fillText(decoder.decode(textBytes.subarray(start, start + list[i + 7])), list[i + 4], list[i + 5]);
          i += LEN.TEXT;
          break;
        }
        case OP.ELLIPSE: {
          const x = list[i + 4];
          const y = list[i + 5];
          const rx = Math.max(0, list[i + 6]);
          const ry = Math.max(0, list[i + 7]);
          const r = Math.max(rx, ry);
          this.begin(style, list[i + 2] ? FILL : STROKE, list[i + 3], x - r, y - r, x + r, y + r);
          const rot = list[i + 8];
          this.sink.moveTo(x + rx * Math.cos(rot), y + rx * Math.sin(rot));
          this.sink.ellipse(x, y, rx, ry, rot, 0, TAU, true);
          i += LEN.ELLIPSE;
          break;
        }
        default:
          throw new Error(`Unknown draw command ${op} at ${i}`);
      }
    }
    this.flush();
    this.paintLayer();
    this.unclip();
    ctx.globalAlpha = 1;
  }

  // Only a pane's rectangle (canvas px) takes paint until unclip().
  clip(x, y, w, h) {
    const { ctx } = this;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.beginPath();
    ctx.rect(x, y, w, h);
    ctx.clip();
    this.clipped = true;
  }

  // Restoring the context resets its colour, alpha, width and font, so none is assumed kept.
  unclip() {
    if (!this.clipped) return;
    this.ctx.restore();
    this.clipped = false;
    this.ctxColor = '';
    this.ctxAlpha = -1;
    this.ctxWidth = -1;
    this.fontSize = -1;
  }

  // Makes the open batch fit a shape of this style, paint mode and line width
  // with these bounds (stroke half-width excluded), starting a new one when it
  // does not.
  begin(style, mode, width, x0, y0, x1, y1) {
    if (this.layered) {
      this.bucket(mode === FILL ? style : `${style} ${width}`, style, mode, width, false);
      return;
    }
    const pad = mode === STROKE ? width / 2 : 0;
    if (
      this.shapes++ < MAX_SHAPES &&
      this.mode === mode &&
      this.style === style &&
      (mode === FILL || this.width === width) &&
      (style !== FAR || this.joinTranslucent(x0 - pad, y0 - pad, x1 + pad, y1 + pad))
    ) {
      return;
    }
    this.flush();
    this.setStyle(style);
    if (mode === STROKE && this.ctxWidth !== width) {
      this.ctx.lineWidth = width;
      this.ctxWidth = width;
    }
    this.ctx.beginPath();
    this.sink = this.ctx;
    this.shapes = 1;
    this.mode = mode;
    this.style = style;
    this.width = width;
    if (style === FAR) {
      const b = this.box;
      b[0] = x0 - pad;
      b[1] = y0 - pad;
      b[2] = x1 + pad;
      b[3] = y1 + pad;
    }
  }

  // A translucent shape may join its batch only if it lies apart from every
  // shape already in it (by a pixel, for anti-aliasing); the bounds then grow.
  joinTranslucent(x0, y0, x1, y1) {
    const b = this.box;
    const gap = 1 / this.scale;
    if (x0 < b[2] + gap && x1 > b[0] - gap && y0 < b[3] + gap && y1 > b[1] - gap) return false;
    b[0] = Math.min(b[0], x0);
    b[1] = Math.min(b[1], y0);
    b[2] = Math.max(b[2], x1);
    b[3] = Math.max(b[3], y1);
    return true;
  }

  flush() {
    if (this.mode === FILL) this.ctx.fill();
    else if (this.mode === STROKE) this.ctx.stroke();
    this.mode = NONE;
  }

  // In a layer, makes the open path a hairline stroke of this style for a
  // shape this wide (scene units), if up to `most` hairlines side by side
  // are as wide on screen; returns how many (0: none, the path is unchanged).
  // (dx, dy) is the shape's direction: a hairline's ink is a pixel per step
  // along its major axis, not per unit of its length, so a slanted one is
  // drawn that much wider.
  hairline(style, width, most, dx, dy) {
    if (!this.layered || !this.lod) return 0;
    const ax = Math.abs(dx);
    const ay = Math.abs(dy);
    const slant = ax + ay > 0 ? Math.sqrt(dx * dx + dy * dy) / Math.max(ax, ay) : 1;
    const full = width * this.scale * slant;
    if (!(full <= HAIRLINE_PX * most)) return 0;
    const count = Math.max(1, Math.ceil(full / HAIRLINE_PX));
    // Widths to an eighth of a pixel, so a layer has a few strokes, not one per width.
    const eighths = Math.max(1, Math.round((full / count) * 8));
    this.bucket(-1 - style * 16 - eighths, style, STROKE, eighths / 8 / this.scale, true);
    return count;
  }

  // Makes the open layer's path of this key (its style, paint mode, width
  // and whether a hairline) where path commands go.
  bucket(key, style, mode, width, hair) {
    let bucket = this.buckets.get(key);
    if (bucket && bucket.shapes >= MAX_LAYER_SHAPES) {
      this.paintLayer();
      bucket = undefined;
    }
    if (!bucket) this.buckets.set(key, (bucket = { style, mode, width, hair, shapes: 0, path: new Path2D() }));
    bucket.shapes++;
    this.sink = bucket.path;
  }

  // `count` strands, side by side across `width`, along the polyline a-b-c
  // (a line when a and b are the same point), reaching past its ends as far
  // as a round end's area would, less what the strands' square caps add.
  strands(count, width, ax, ay, bx, by, cx, cy) {
    const path = this.sink;
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
      path.moveTo(sx + ux * d, sy + uy * d);
      path.lineTo(bx + mx * d, by + my * d);
      path.lineTo(ex + vx * d, ey + vy * d);
    }
  }

  // Paints the open layer's paths, one fill or stroke each.
  paintLayer() {
    const ctx = this.ctx;
    for (const b of this.buckets.values()) {
      this.setStyle(b.style);
      if (b.mode === FILL) ctx.fill(b.path);
      else {
        if (this.ctxWidth !== b.width) {
          ctx.lineWidth = b.width;
          this.ctxWidth = b.width;
        }
        // A round cap would make the canvas outline a hairline instead of tracing it.
        if (b.hair) ctx.lineCap = 'square';
        ctx.stroke(b.path);
        if (b.hair) ctx.lineCap = 'round';
      }
    }
    this.buckets.clear();
    this.sink = ctx;
  }

  setStyle(style) {
    const color = this.colors[style];
    const alpha = style === FAR ? FAR_ALPHA : 1;
    if (alpha !== this.ctxAlpha) {
      this.ctx.globalAlpha = alpha;
      this.ctxAlpha = alpha;
    }
    if (color !== this.ctxColor) {
      this.ctx.fillStyle = color;
      this.ctx.strokeStyle = color;
      this.ctxColor = color;
    }
  }

  polyline(list, at, n, ctx = this.ctx) {
    ctx.moveTo(list[at], list[at + 1]);
    for (let k = 1; k < n; k++) ctx.lineTo(list[at + 2 * k], list[at + 1 + 2 * k]);
  }

  bounds(list, at, n) {
    const b = this.shapeBox;
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

  // A rubber-hose limb: the three joints through a Catmull-Rom spline, filled
  // as a ribbon that tapers from root to tip, with round caps at both ends.
  limb(list, at, style) {
    const w0 = list[at];
    const w1 = list[at + 1];
    const c = this.ctrl;
    // Control points: a mirrored phantom before the root and after the tip.
    for (let k = 0; k < 6; k++) c[k + 2] = list[at + 2 + k];
    for (let a = 0; a < 2; a++) {
      c[a] = 2 * c[2 + a] - c[4 + a];
      c[8 + a] = 2 * c[6 + a] - c[4 + a];
    }
    const scale = this.scale;
    const thin = ((w0 + w1) / 2) * scale < THIN_PX;
    const tiny = thin && this.layered && this.lod;
    // A limb small on screen needs fewer spline points to look smooth.
    const span = Math.max(Math.abs(c[4] - c[2]) + Math.abs(c[5] - c[3]), Math.abs(c[6] - c[4]) + Math.abs(c[7] - c[5]));
    const strands = tiny ? this.hairline(style, (w0 + w1) / 2, STRANDS, c[6] - c[2], c[7] - c[3]) : 0;
    if (strands) {
      this.strands(strands, (w0 + w1) / 2, c[2], c[3], c[4], c[5], c[6], c[7]);
      return;
    }
    const samples = tiny
      ? Math.max(1, Math.min(SAMPLES, Math.ceil((span * scale) / TINY_SAMPLE_PX)))
      : Math.max(MIN_SAMPLES, Math.min(SAMPLES, Math.ceil((span * scale) / SAMPLE_PX)));
    const pts = this.spline;
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
    const r = Math.max(w0, w1) / 2;
    x0 -= r;
    y0 -= r;
    x1 += r;
    y1 += r;
    const ctx = this.ctx;
    // A large translucent limb is painted as before: ribbon, then its caps over
    // it, each a fill of its own (the caps' overlap reads as a darker joint).
    if (style === FAR && !thin && !this.layered) {
      this.flush();
      this.setStyle(style);
      ctx.beginPath();
      this.ribbon(pts, n, w0, w1, false);
      ctx.fill();
      ctx.beginPath();
      this.caps(pts, n, w0, w1);
      ctx.fill();
      return;
    }
    this.begin(style, FILL, 0, x0, y0, x1, y1);
    this.ribbon(pts, n, w0, w1, thin, tiny);
    if (!thin) this.caps(pts, n, w0, w1);
  }

  // The ribbon's outline, traced anticlockwise on screen; with `pointed` ends
  // it includes short polygonal caps (for limbs a pixel or two wide), of one
  // point each when `sharp`.
  ribbon(pts, n, w0, w1, pointed, sharp) {
    const ctx = this.sink;
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
          if (side > 0) ctx.moveTo(x + nx, y + ny);
          else ctx.lineTo(x + nx, y + ny);
          continue;
        }
        ctx.lineTo(x + nx, y + ny);
        if (pointed && s === n - 1) {
          // Round off the end with three points of its half-circle.
          const ox = (tx * half) * side;
          const oy = (ty * half) * side;
          if (sharp) {
            // As far out as makes the point's triangle the half-disc's area.
            ctx.lineTo(x + SHARP_OUT * ox, y + SHARP_OUT * oy);
            continue;
          }
          ctx.lineTo(x + CAP * (nx + ox), y + CAP * (ny + oy));
          ctx.lineTo(x + ox, y + oy);
          ctx.lineTo(x + CAP * (ox - nx), y + CAP * (oy - ny));
        }
      }
    }
    ctx.closePath();
  }

  // A round-capped stroke from (x0, y0) to (x1, y1) as a filled outline: a
  // software canvas strokes far more slowly than it fills, and as a fill it
  // joins its style's batch. A polyline's round joins are its capsules' union.
  capsule(x0, y0, x1, y1, r) {
    const ctx = this.sink;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len = Math.sqrt(dx * dx + dy * dy);
    if (len === 0) {
      ctx.moveTo(x0 + r, y0);
      ctx.arc(x0, y0, r, 0, TAU, true);
      return;
    }
    const nx = (-dy / len) * r;
    const ny = (dx / len) * r;
    if (this.layered && this.lod && r * this.scale < ROUND_END_PX) {
      ctx.moveTo(x0 + nx, y0 + ny);
      ctx.lineTo(x1 + nx, y1 + ny);
      ctx.lineTo(x1 - nx, y1 - ny);
      ctx.lineTo(x0 - nx, y0 - ny);
      ctx.closePath();
      return;
    }
    ctx.moveTo(x0 + nx, y0 + ny);
    ctx.lineTo(x1 + nx, y1 + ny);
    const a = Math.atan2(ny, nx);
    ctx.arc(x1, y1, r, a, a - Math.PI, true);
    ctx.lineTo(x0 - nx, y0 - ny);
    ctx.arc(x0, y0, r, a - Math.PI, a - TAU, true);
    ctx.closePath();
  }

  // A small circle as a polygon, traced anticlockwise on screen like the arcs.
  disc(x, y, r) {
    const path = this.sink;
    path.moveTo(x + r * DISC_COS[0], y);
    for (let k = 1; k < DISC_SIDES; k++) path.lineTo(x + r * DISC_COS[k], y - r * DISC_SIN[k]);
    path.closePath();
  }

  caps(pts, n, w0, w1) {
    const ctx = this.sink;
    ctx.moveTo(pts[0] + w0 / 2, pts[1]);
    ctx.arc(pts[0], pts[1], w0 / 2, 0, TAU, true);
    ctx.moveTo(pts[2 * n - 2] + w1 / 2, pts[2 * n - 1]);
    ctx.arc(pts[2 * n - 2], pts[2 * n - 1], w1 / 2, 0, TAU, true);
  }
}
