// Draws a pose core's command stream on a canvas. It knows how to draw a few
// primitives well (tapered Catmull-Rom limbs, circles, lines, polygons, rows of
// dots, rectangles, labels, ellipses) and nothing about what they depict.
// Here the stream is read and each command handed on: pen.js batches the
// canvas calls, layer.js groups a crowd's lanes and lowers small shapes'
// detail, paths.js traces the shapes.
import { FAR, LEN, OP, POINT, POLY_COUNT, ROLES } from './layout.js';
import { DISC_PX, FILL, ROUND_END_PX, STRANDS, STROKE, TINY_SAMPLE_PX, hairline, strands } from './layer.js';
import { Pen } from './pen.js';
import { SAMPLES, TAU, box, bounds, capsule, caps, circle, controls, ctrl, disc, polyline, rect, ribbon, spline } from './paths.js';

export { adoptLayout, rendererLayout } from './layout.js';

const MIN_SAMPLES = 2;
const SAMPLE_PX = 6; // on-screen length one spline step may span on a small limb
// Below this mean on-screen width (canvas px) a limb's round caps become short
// polygonal ones inside its ribbon, so the whole limb is one polygon.
const THIN_PX = 2.5;

const decoder = new TextDecoder();

export class Renderer extends Pen {
  // lod: false draws a layer's small shapes in full detail (to compare with).
  constructor(canvas, { maxDpr = 2, lod = true } = {}) {
    super();
    this.canvas = canvas;
    this.maxDpr = maxDpr;
    this.lod = lod;
    // Unless set or read before (reading forces a style recalculation).
    this.colors = [];
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
    // Made at the first draw, as the colours are read then: both are work
    // that a page still building its stages should not wait for.
    this.ctx ??= this.canvas.getContext('2d');
    if (!this.colors.length) this.readTheme();
    const pen = this; // the half that batches canvas calls (pen.js)
    const { ctx, canvas, colors } = this;
    pen.start(canvas.width, canvas.height);
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
        pen.settle();
        pen.layered = false;
        pen.unclip();
        const w = list[i + 3];
        const h = list[i + 4];
        const whole = !(w > 0 && h > 0);
        paneX = whole ? 0 : list[i + 1] * canvas.width;
        paneY = whole ? 0 : list[i + 2] * canvas.height;
        paneW = whole ? canvas.width : w * canvas.width;
        paneH = whole ? canvas.height : h * canvas.height;
        if (!whole) pen.clip(paneX, paneY, paneW, paneH);
        i += LEN.PANE;
        continue;
      }
      if (op === OP.LAYER) {
        pen.settle();
        pen.layered = true;
        i += LEN.LAYER;
        continue;
      }
      if (op === OP.VIEW) {
        pen.settle();
        pen.layered = false;
        const cx = list[i + 1];
        const cy = list[i + 2];
        const w = list[i + 3];
        const h = list[i + 4];
        const s = w > 0 ? Math.min(paneW / w, paneH / h) : paneH / h;
        ctx.setTransform(s, 0, 0, s, paneX + paneW / 2 - cx * s, paneY + paneH / 2 - cy * s);
        pen.scale = s;
        viewLeft = cx - paneW / 2 / s;
        viewRight = cx + paneW / 2 / s;
        i += LEN.VIEW;
        continue;
      }
      const style = colors[list[i + 1]] === undefined ? 0 : list[i + 1];
      // Shapes too small on screen to show their detail (layer.js).
      const detail = !(pen.layered && pen.lod);
      switch (op) {
        case OP.LIMB:
          limb(pen, list, i + 2, style);
          i += LEN.LIMB;
          break;
        case OP.CIRCLE: {
          const x = list[i + 4];
          const y = list[i + 5];
          const r = Math.max(0, list[i + 6]);
          pen.begin(style, list[i + 2] ? FILL : STROKE, list[i + 3], x - r, y - r, x + r, y + r);
          if (!detail && r * pen.scale < DISC_PX) disc(pen.sink, x, y, r);
          else circle(pen.sink, x, y, r);
          i += LEN.CIRCLE;
          break;
        }
        case OP.LINE: {
          const x0 = list[i + 3];
          const y0 = list[i + 4];
          const x1 = list[i + 5];
          const y1 = list[i + 6];
          const r = list[i + 2] / 2;
          const count = hairline(pen, style, 2 * r, STRANDS, x1 - x0, y1 - y0);
          if (count) strands(pen.sink, count, 2 * r, x0, y0, x0, y0, x1, y1);
          else {
            pen.begin(style, FILL, 0, Math.min(x0, x1) - r, Math.min(y0, y1) - r, Math.max(x0, x1) + r, Math.max(y0, y1) + r);
            capsule(pen.sink, x0, y0, x1, y1, r, !detail && r * pen.scale < ROUND_END_PX);
          }
          i += LEN.LINE;
          break;
        }
        case OP.POLY: {
          const mode = list[i + 2];
          const n = list[i + POLY_COUNT];
          const at = i + LEN.POLY;
          if (mode === 1) {
            // A filled polygon may wind either way or cross itself: painted alone, as given.
            pen.settle();
            pen.setStyle(style);
            ctx.beginPath();
            polyline(ctx, list, at, n);
            ctx.fill();
          } else if (n > 1 && hairline(pen, style, list[i + 3], 1, list[at + 2 * n - 2] - list[at], list[at + 2 * n - 1] - list[at + 1])) {
            polyline(pen.sink, list, at, n);
            if (mode !== 0 && n > 2) pen.sink.closePath();
          } else {
            const r = list[i + 3] / 2;
            const square = !detail && r * pen.scale < ROUND_END_PX;
            bounds(list, at, n);
            pen.begin(style, FILL, 0, box[0] - r, box[1] - r, box[2] + r, box[3] + r);
            const sink = pen.sink;
            for (let k = 1; k < n; k++) capsule(sink, list[at + 2 * k - 2], list[at + 2 * k - 1], list[at + 2 * k], list[at + 2 * k + 1], r, square);
            if (mode !== 0 && n > 2) capsule(sink, list[at + 2 * n - 2], list[at + 2 * n - 1], list[at], list[at + 1], r, square);
            if (n === 1) capsule(sink, list[at], list[at + 1], list[at], list[at + 1], r, square);
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
          pen.begin(style, FILL, 0, from - r, y - r, to + r, y + r);
          for (let x = first; x <= to; x += spacing) circle(pen.sink, x, y, r);
          i += LEN.DOTS;
          break;
        }
        case OP.RECT: {
          const x = list[i + 4];
          const y = list[i + 5];
          const w = list[i + 6];
          const h = list[i + 7];
          pen.begin(style, list[i + 2] ? FILL : STROKE, list[i + 3], Math.min(x, x + w), Math.min(y, y + h), Math.max(x, x + w), Math.max(y, y + h));
          rect(pen.sink, x, y, w, h);
          i += LEN.RECT;
          break;
        }
        case OP.TEXT: {
          pen.settle();
          pen.setStyle(style);
          const size = list[i + 2];
          const align = list[i + 3];
          const start = list[i + 6];
          if (size !== pen.fontSize) {
            ctx.font = `${size}px system-ui, sans-serif`;
            pen.fontSize = size;
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
          pen.begin(style, list[i + 2] ? FILL : STROKE, list[i + 3], x - r, y - r, x + r, y + r);
          const rot = list[i + 8];
          pen.sink.moveTo(x + rx * Math.cos(rot), y + rx * Math.sin(rot));
          pen.sink.ellipse(x, y, rx, ry, rot, 0, TAU, true);
          i += LEN.ELLIPSE;
          break;
        }
        default:
          throw new Error(`Unknown draw command ${op} at ${i}`);
      }
    }
    pen.settle();
    pen.unclip();
    ctx.globalAlpha = 1;
  }
}

// A rubber-hose limb: the three joints through a Catmull-Rom spline, filled
// as a ribbon that tapers from root to tip, with round caps at both ends.
function limb(pen, list, at, style) {
  const w0 = list[at];
  const w1 = list[at + 1];
  const w = (w0 + w1) / 2;
  const span = controls(list, at + 2);
  const c = ctrl;
  const scale = pen.scale;
  const thin = w * scale < THIN_PX;
  const tiny = thin && pen.layered && pen.lod;
  const count = tiny ? hairline(pen, style, w, STRANDS, c[6] - c[2], c[7] - c[3]) : 0;
  if (count) {
    strands(pen.sink, count, w, c[2], c[3], c[4], c[5], c[6], c[7]);
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
  if (style === FAR && !thin && !pen.layered) {
    const ctx = pen.ctx;
    pen.flush();
    pen.setStyle(style);
    ctx.beginPath();
    ribbon(ctx, n, w0, w1, false);
    ctx.fill();
    ctx.beginPath();
    caps(ctx, n, w0, w1);
    ctx.fill();
    return;
  }
  pen.begin(style, FILL, 0, box[0] - r, box[1] - r, box[2] + r, box[3] + r);
  ribbon(pen.sink, n, w0, w1, thin, tiny);
  if (!thin) caps(pen.sink, n, w0, w1);
}
