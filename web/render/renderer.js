// Draws a pose core's command stream on a canvas. It knows how to draw a few
// primitives well (tapered Catmull-Rom limbs, circles, lines, polygons, rows of
// dots, rectangles, labels, ellipses) and nothing about what they depict.
// Here the stream is read and each command handed on: pen.js batches the
// canvas calls, layer.js groups a crowd's lanes and lowers small shapes'
// detail, paths.js traces the shapes.
import { FAR, LEN, OP, POINT, POLY_COUNT, ROLES } from './layout.js';
import { DISC_PX, ROUND_END_PX, STRANDS, TINY_SAMPLE_PX, hairline, layer, layered, lean, settle, shape, startLayers, strands } from './layer.js';
import { alone, clip, ctx, flush, scale, start, unclip, view, words } from './pen.js';
import { SAMPLES, TAU, around, box, bounds, capsule, caps, circle, controls, ctrl, disc, grow, polyline, rect, ribbon, spline } from './paths.js';
import { FILL, STROKE, closePath, ellipse, moveTo } from './trace.js';

export { adoptLayout, rendererLayout } from './layout.js';

const MIN_SAMPLES = 2;
const SAMPLE_PX = 6; // on-screen length one spline step may span on a small limb
// Below this mean on-screen width (canvas px) a limb's round caps become short
// polygonal ones inside its ribbon, so the whole limb is one polygon.
const THIN_PX = 2.5;

const decoder = new TextDecoder();

// The drawing in progress (one at a time): its canvas size and text, the
// pane views are fitted into (canvas px) and the scene x the view shows from
// and to.
let width = 0;
let height = 0;
let text = null;
let paneX = 0;
let paneY = 0;
let paneW = 0;
let paneH = 0;
let viewLeft = 0;
let viewRight = 0;
// The last filled box (scene units) and where the commands that draw it and
// its edge end: words that come next, inside it, sit on it (a chip, a card).
const field = new Float64Array(4);
let fieldEnd = -1;
// Each command's drawing by op name, and (made at each draw, as adoptLayout
// may change the codes) by op code.
const DRAW = { PANE: pane, LAYER: lane, VIEW: frame, LIMB: limb, CIRCLE: ring, LINE: line, POLY: poly, DOTS: dots, RECT: square, TEXT: label, ELLIPSE: oval };
const byCode = [];
const floats = [];

export class Renderer {
  // lod: false draws a layer's small shapes in full detail (to compare with).
  constructor(canvas, { maxDpr = 2, lod = true } = {}) {
    this.canvas = canvas;
    this.maxDpr = maxDpr;
    this.lod = lod;
    // Unless set or read before (reading forces a style recalculation).
    this.colors = [];
    // Made at the first draw, as the colours are read then: both are work
    // that a page still building its stages should not wait for.
    this.ctx = null;
    // The last view's canvas px per scene unit.
    this.scale = 1;
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
    const { canvas, colors } = this;
    width = canvas.width;
    height = canvas.height;
    start(this.ctx, colors, width, height);
    startLayers(this.lod);
    text = textBytes;
    paneX = paneY = 0;
    paneW = width;
    paneH = height;
    viewLeft = 0;
    viewRight = width;
    fieldEnd = -1;
    for (const name in DRAW) {
      byCode[OP[name]] = DRAW[name];
      floats[OP[name]] = LEN[name];
    }
    for (let i = 0; i < list.length; ) {
      const op = list[i];
      const draw = byCode[op];
      if (!draw) throw new Error(`Unknown draw command ${op} at ${i}`);
      // Styles are whole numbers; one that is not ours is ink.
      const style = list[i + 1] | 0;
      draw(list, i, colors[style] === undefined ? 0 : style);
      i += op === OP.POLY ? LEN.POLY + POINT * list[i + POLY_COUNT] : floats[op];
    }
    settle();
    unclip();
    ctx.globalAlpha = 1;
    this.scale = scale;
  }
}

// Each command's drawing, its operands read from list at i (its op code).

// Later views are fitted into this part of the canvas, and clipped to it.
function pane(list, i) {
  layer(false);
  unclip();
  const w = list[i + 3];
  const h = list[i + 4];
  const whole = !(w > 0 && h > 0);
  paneX = whole ? 0 : list[i + 1] * width;
  paneY = whole ? 0 : list[i + 2] * height;
  paneW = whole ? width : w * width;
  paneH = whole ? height : h * height;
  if (!whole) clip(paneX, paneY, paneW, paneH);
}

function lane() {
  layer(true);
}

function frame(list, i) {
  layer(false);
  const cx = list[i + 1];
  const cy = list[i + 2];
  const w = list[i + 3];
  const h = list[i + 4];
  const s = w > 0 ? Math.min(paneW / w, paneH / h) : paneH / h;
  view(s, paneX + paneW / 2 - cx * s, paneY + paneH / 2 - cy * s);
  viewLeft = cx - paneW / 2 / s;
  viewRight = cx + paneW / 2 / s;
}

// A rubber-hose limb: the three joints through a Catmull-Rom spline, filled
// as a ribbon that tapers from root to tip, with round caps at both ends.
function limb(list, i, style) {
  const w0 = list[i + 2];
  const w1 = list[i + 3];
  const w = (w0 + w1) / 2;
  const span = controls(list, i + 4);
  const thin = w * scale < THIN_PX;
  const tiny = thin && lean;
  const count = tiny ? hairline(style, w, STRANDS) : 0;
  if (count) {
    strands(count, w);
    return;
  }
  // A limb small on screen needs fewer spline points to look smooth.
  const samples = tiny
    ? Math.max(1, Math.min(SAMPLES, Math.ceil((span * scale) / TINY_SAMPLE_PX)))
    : Math.max(MIN_SAMPLES, Math.min(SAMPLES, Math.ceil((span * scale) / SAMPLE_PX)));
  const n = spline(samples);
  const r = Math.max(w0, w1) / 2;
  // A large translucent limb is painted as before: ribbon, then its caps over
  // it, each a fill of its own (the caps' overlap reads as a darker joint).
  if (style === FAR && !thin && !layered) {
    alone(style);
    ribbon(n, w0, w1, false);
    alone(style);
    caps(n, w0, w1);
    flush();
    return;
  }
  grow(r);
  shape(style, FILL, 0);
  ribbon(n, w0, w1, thin, tiny);
  if (!thin) caps(n, w0, w1);
}

function ring(list, i, style) {
  const x = list[i + 4];
  const y = list[i + 5];
  const r = Math.max(0, list[i + 6]);
  around(x, y, r);
  shape(style, list[i + 2] ? FILL : STROKE, list[i + 3]);
  if (lean && r * scale < DISC_PX) disc(x, y, r);
  else circle(x, y, r);
}

function line(list, i, style) {
  const r = list[i + 2] / 2;
  // Its ends as ctrl's points 1 and 3, for hairline() and strands().
  ctrl[2] = ctrl[4] = list[i + 3];
  ctrl[3] = ctrl[5] = list[i + 4];
  ctrl[6] = list[i + 5];
  ctrl[7] = list[i + 6];
  const count = hairline(style, 2 * r, STRANDS);
  if (count) strands(count, 2 * r);
  else {
    bounds(list, i + 3, 2);
    grow(r);
    shape(style, FILL, 0);
    capsule(list[i + 3], list[i + 4], list[i + 5], list[i + 6], r, lean && r * scale < ROUND_END_PX);
  }
}

function poly(list, i, style) {
  const mode = list[i + 2];
  const n = list[i + POLY_COUNT];
  const at = i + LEN.POLY;
  // Its ends as ctrl's points 1 and 3, for hairline().
  ctrl[2] = list[at];
  ctrl[3] = list[at + 1];
  ctrl[6] = list[at + 2 * n - 2];
  ctrl[7] = list[at + 2 * n - 1];
  if (mode === 1) {
    // A filled polygon may wind either way or cross itself: painted alone, as given.
    settle();
    alone(style);
    polyline(list, at, n);
    flush();
  } else if (n > 1 && hairline(style, list[i + 3], 1)) {
    polyline(list, at, n);
    if (mode !== 0 && n > 2) closePath();
  } else {
    const r = list[i + 3] / 2;
    const square = lean && r * scale < ROUND_END_PX;
    bounds(list, at, n);
    grow(r);
    shape(style, FILL, 0);
    for (let k = 1; k < n; k++) capsule(list[at + 2 * k - 2], list[at + 2 * k - 1], list[at + 2 * k], list[at + 2 * k + 1], r, square);
    if (mode !== 0 && n > 2) capsule(list[at + 2 * n - 2], list[at + 2 * n - 1], list[at], list[at + 1], r, square);
    if (n === 1) capsule(list[at], list[at + 1], list[at], list[at + 1], r, square);
  }
}

function dots(list, i, style) {
  const y = list[i + 2];
  const spacing = list[i + 3];
  const offset = list[i + 4];
  const r = list[i + 5];
  const x0 = list[i + 6];
  const x1 = list[i + 7];
  const from = Math.max(x0, viewLeft - spacing);
  const to = Math.min(x1, viewRight + spacing);
  const first = x0 - offset + Math.ceil((from - x0 + offset) / spacing) * spacing;
  box[0] = from - r;
  box[1] = y - r;
  box[2] = to + r;
  box[3] = y + r;
  shape(style, FILL, 0);
  for (let x = first; x <= to; x += spacing) circle(x, y, r);
}

function square(list, i, style) {
  const x = list[i + 4];
  const y = list[i + 5];
  const w = list[i + 6];
  const h = list[i + 7];
  box[0] = Math.min(x, x + w);
  box[1] = Math.min(y, y + h);
  box[2] = Math.max(x, x + w);
  box[3] = Math.max(y, y + h);
  if (list[i + 2]) field.set(box);
  if (list[i + 2] || i === fieldEnd) fieldEnd = i + LEN.RECT;
  shape(style, list[i + 2] ? FILL : STROKE, list[i + 3]);
  rect(x, y, w, h);
}

function label(list, i, style) {
  settle();
  const align = list[i + 3];
  const x = list[i + 4];
  const y = list[i + 5];
  ctx.textAlign = align < 0 ? 'left' : align > 0 ? 'right' : 'center';
  const onField = i === fieldEnd && x >= field[0] && x <= field[2] && y >= field[1] && y <= field[3];
  words(decoder.decode(text.subarray(list[i + 6], list[i + 6] + list[i + 7])), x, y, list[i + 2], style, !onField);
}

function oval(list, i, style) {
  const x = list[i + 4];
  const y = list[i + 5];
  const rx = Math.max(0, list[i + 6]);
  const ry = Math.max(0, list[i + 7]);
  const rot = list[i + 8];
  around(x, y, Math.max(rx, ry));
  shape(style, list[i + 2] ? FILL : STROKE, list[i + 3]);
  moveTo(x + rx * Math.cos(rot), y + rx * Math.sin(rot));
  ellipse(x, y, rx, ry, rot, 0, TAU);
}
