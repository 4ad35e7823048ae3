// The context as the renderer draws on it: the state it already holds (so
// unchanged state is not set again), the open batch, the open layer and a
// pane's clip.
//
// A canvas pays per fill and per stroke far more than per path vertex, so
// consecutive primitives of one style and paint mode go into one path and are
// painted once. Order is kept: a batch only ever holds a run of consecutive
// commands. Opaque shapes in one fill are a union as long as every subpath
// winds the same way (paths.js); a translucent style only merges shapes whose
// bounds do not touch, since overlaps would otherwise be painted once instead
// of twice.
import { FAR, PAPER } from './layout.js';
import { FILL, Layer, NONE, STROKE } from './layer.js';

const FAR_ALPHA = 0.42;
// A path of many subpaths fills ever more slowly per subpath, so a batch is
// painted once it holds this many shapes.
const MAX_SHAPES = 16;

// The renderer (renderer.js) is a Pen that reads a draw list.
export class Pen {
  constructor() {
    // Made at the first draw (renderer.js).
    this.ctx = null;
    this.scale = 1;
    // The open batch: its paint mode, style, line width and (translucent styles) bounds.
    this.mode = NONE;
    this.shapes = 0;
    this.style = -1;
    this.width = 0;
    this.box = new Float64Array(4);
    // Where path commands go: the context's own path, or (in a layer) a Path2D.
    this.sink = null;
    this.layered = false;
    this.layer = new Layer();
    this.ctxColor = '';
    this.ctxAlpha = 1;
    this.ctxWidth = -1;
    this.fontSize = -1;
    this.clipped = false;
  }

  // A new drawing: the canvas filled with paper. Resizing the canvas resets
  // its state, and other code may have drawn on it, so all of it is set.
  start(width, height) {
    const ctx = this.ctx;
    this.unclip(); // a drawing that threw inside a pane
    this.ctxColor = this.colors[PAPER];
    this.ctxAlpha = 1;
    this.ctxWidth = 1;
    this.fontSize = -1;
    this.mode = NONE;
    this.scale = 1;
    this.sink = ctx;
    this.layered = false;
    this.layer.buckets.clear();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = this.ctxColor;
    ctx.strokeStyle = this.ctxColor;
    ctx.lineWidth = 1;
    ctx.fillRect(0, 0, width, height);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.textBaseline = 'middle';
  }

  // Paints all that is open: the batch, then the layer.
  settle() {
    this.flush();
    this.paintLayer();
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
      this.sink = this.layer.bucket(this, mode === FILL ? style : `${style} ${width}`, style, mode, width, false);
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
    if (mode === STROKE) this.lineWidth(width);
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

  paintLayer() {
    this.layer.paint(this);
    this.sink = this.ctx;
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

  lineWidth(width) {
    if (this.ctxWidth === width) return;
    this.ctx.lineWidth = width;
    this.ctxWidth = width;
  }
}
