// The drawing in progress: its context, the state that context already holds
// (so unchanged state is not set again), the open batch and a pane's clip. A
// draw runs to its end before another starts, so every renderer shares it.
//
// A canvas pays per fill and per stroke far more than per path vertex, so
// consecutive primitives of one style and paint mode go into one path and are
// painted once. Order is kept: a batch only ever holds a run of consecutive
// commands. Opaque shapes in one fill are a union as long as every subpath
// winds the same way (paths.js); a translucent style only merges shapes whose
// bounds do not touch, since overlaps would otherwise be painted once instead
// of twice.
import { FAR, PAPER } from './layout.js';
import { box, grow } from './paths.js';
import { FILL, NONE, STROKE, Trace, open, select, trace } from './trace.js';

const FAR_ALPHA = 0.42;
// A path of many subpaths fills ever more slowly per subpath, so a batch is
// painted once it holds this many shapes.
const MAX_SHAPES = 16;

export let ctx = null;
// Canvas px per scene unit in the current view.
export let scale = 1;
let colors = [];
const batch = new Trace();
// A translucent batch's bounds.
const joined = new Float64Array(4);
let color = '';
let alpha = 1;
let lineWidth = 1;
let hair = false;
let fontSize = -1;
let clipped = false;

// A new drawing on context, in these colours: the canvas filled with paper.
// Resizing a canvas resets its state, and other code may have drawn on it,
// so all of it is set.
export function start(context, palette, width, height) {
  unclip(); // a drawing that threw inside a pane, on its own context
  ctx = context;
  colors = palette;
  color = colors[PAPER];
  alpha = 1;
  lineWidth = 1;
  hair = false;
  fontSize = -1;
  scale = 1;
  open(batch, -1, NONE, 0, false);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.fillRect(0, 0, width, height);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.textBaseline = 'middle';
}

export function view(s, x, y) {
  ctx.setTransform(s, 0, 0, s, x, y);
  scale = s;
}

// Only a pane's rectangle (canvas px) takes paint until unclip().
export function clip(x, y, w, h) {
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  clipped = true;
}

// Restoring the context resets its colour, alpha, width, cap and font, so none is assumed kept.
export function unclip() {
  if (!clipped) return;
  ctx.restore();
  clipped = false;
  color = '';
  alpha = -1;
  lineWidth = -1;
  hair = undefined;
  fontSize = -1;
}

// The batch, made to fit a shape of this style, paint mode and line width
// with the bounds in box (stroke half-width excluded, and added here): a new
// one when the open one does not fit it.
export function begin(style, mode, width) {
  if (mode === STROKE) grow(width / 2);
  if (
    batch.shapes++ < MAX_SHAPES &&
    batch.mode === mode &&
    batch.style === style &&
    (mode === FILL || batch.width === width) &&
    (style !== FAR || apart())
  ) {
    return batch;
  }
  flush();
  open(batch, style, mode, width, false);
  batch.shapes = 1;
  joined.set(box);
  return batch;
}

// A translucent shape may join its batch only if it lies apart from every
// shape already in it (by a pixel, for anti-aliasing); the bounds then grow.
function apart() {
  const b = joined;
  const gap = 1 / scale;
  if (box[0] < b[2] + gap && box[2] > b[0] - gap && box[1] < b[3] + gap && box[3] > b[1] - gap) return false;
  b[0] = Math.min(b[0], box[0]);
  b[1] = Math.min(b[1], box[1]);
  b[2] = Math.max(b[2], box[2]);
  b[3] = Math.max(b[3], box[3]);
  return true;
}

// Selects the batch, emptied for one fill of its own.
export function alone(style) {
  flush();
  open(batch, style, FILL, 0, false);
  select(batch);
}

export function flush() {
  paint(batch);
  batch.mode = NONE;
}

// One fill or stroke of a trace.
export function paint(t) {
  if (t.mode === NONE) return;
  setStyle(t.style);
  ctx.beginPath();
  trace(ctx, t);
  if (t.mode === FILL) {
    ctx.fill();
    return;
  }
  if (lineWidth !== t.width) ctx.lineWidth = lineWidth = t.width;
  // A round cap would make the canvas outline a hairline instead of tracing it.
  if (hair !== t.hair) ctx.lineCap = (hair = t.hair) ? 'square' : 'round';
  ctx.stroke();
}

export function setStyle(style) {
  const a = style === FAR ? FAR_ALPHA : 1;
  if (alpha !== a) ctx.globalAlpha = alpha = a;
  if (color === colors[style]) return;
  color = colors[style];
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
}

function font(size) {
  if (fontSize === size) return;
  ctx.font = `${size}px system-ui, sans-serif`;
  fontSize = size;
}

// A label, ringed in the paper so it reads where it crosses a line or a
// figure: a small stage raises labels into the drawing. Words on a box of
// their own (renderer.js) need no ring.
export function words(str, x, y, size, style, ringed) {
  font(size);
  if (ringed) {
    setStyle(PAPER);
    ctx.lineWidth = lineWidth = size / 4;
    ctx.strokeText(str, x, y);
  }
  setStyle(style);
  ctx.fillText(str, x, y);
}
