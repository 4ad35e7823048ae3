// Draws a pose core's command stream on a canvas. It knows how to draw a few
// primitives well (tapered Catmull-Rom limbs, circles, lines, polygons, rows of
// dots, rectangles, labels, ellipses) and nothing about what they depict.

const OP = { VIEW: 1, LIMB: 2, CIRCLE: 3, LINE: 4, POLY: 5, DOTS: 6, RECT: 7, TEXT: 8, ELLIPSE: 9 };
const ROLES = ['ink', 'ink-far', 'ground', 'muted', 'accent', 'accent2', 'paper', 'warn'];
const FAR = 1;
const FAR_ALPHA = 0.42;
const SAMPLES = 8; // spline points per limb segment

const decoder = new TextDecoder();

export class Renderer {
  constructor(canvas, { maxDpr = 2 } = {}) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.maxDpr = maxDpr;
    this.colors = [];
    this.readTheme();
    // Scratch space for one limb's ribbon: no allocation per frame.
    this.spline = new Float32Array((2 * SAMPLES + 1) * 2);
    this.ctrl = new Float32Array(10);
  }

  // Colour roles come from CSS custom properties, so the theme lives in CSS.
  readTheme() {
    const style = getComputedStyle(this.canvas);
    this.colors = ROLES.map((r) => style.getPropertyValue(`--${r}`).trim() || '#000');
  }

  // Backing store = CSS size x min(devicePixelRatio, maxDpr); true when it changed.
  fit() {
    const dpr = Math.min(window.devicePixelRatio || 1, this.maxDpr);
    const w = Math.max(1, Math.round(this.canvas.clientWidth * dpr));
    const h = Math.max(1, Math.round(this.canvas.clientHeight * dpr));
    if (this.canvas.width === w && this.canvas.height === h) return false;
    this.canvas.width = w;
    this.canvas.height = h;
    return true;
  }

  draw(list, textBytes) {
    const { ctx, canvas, colors } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.fillStyle = colors[6];
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    let viewLeft = 0;
    let viewRight = canvas.width;
    for (let i = 0; i < list.length; ) {
      const op = list[i];
      if (op === OP.VIEW) {
        const [cx, cy, w, h] = [list[i + 1], list[i + 2], list[i + 3], list[i + 4]];
        const s = w > 0 ? Math.min(canvas.width / w, canvas.height / h) : canvas.height / h;
        ctx.setTransform(s, 0, 0, s, canvas.width / 2 - cx * s, canvas.height / 2 - cy * s);
        viewLeft = cx - canvas.width / 2 / s;
        viewRight = cx + canvas.width / 2 / s;
        i += 5;
        continue;
      }
      const style = list[i + 1];
      const color = colors[style] || colors[0];
      ctx.globalAlpha = style === FAR ? FAR_ALPHA : 1;
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
      switch (op) {
        case OP.LIMB:
          this.limb(list, i + 2);
          i += 10;
          break;
        case OP.CIRCLE:
          ctx.beginPath();
          ctx.arc(list[i + 4], list[i + 5], Math.max(0, list[i + 6]), 0, Math.PI * 2);
          this.paint(list[i + 2], list[i + 3]);
          i += 7;
          break;
        case OP.LINE:
          ctx.lineWidth = list[i + 2];
          ctx.beginPath();
          ctx.moveTo(list[i + 3], list[i + 4]);
          ctx.lineTo(list[i + 5], list[i + 6]);
          ctx.stroke();
          i += 7;
          break;
        case OP.POLY: {
          const mode = list[i + 2];
          const n = list[i + 4];
          ctx.beginPath();
          ctx.moveTo(list[i + 5], list[i + 6]);
          for (let k = 1; k < n; k++) ctx.lineTo(list[i + 5 + 2 * k], list[i + 6 + 2 * k]);
          if (mode !== 0) ctx.closePath();
          this.paint(mode === 1 ? 1 : 0, list[i + 3]);
          i += 5 + 2 * n;
          break;
        }
        case OP.DOTS: {
          const [y, spacing, offset, r, x0, x1] = list.subarray(i + 2, i + 8);
          const from = Math.max(x0, viewLeft - spacing);
          const to = Math.min(x1, viewRight + spacing);
          const first = x0 - offset + Math.ceil((from - x0 + offset) / spacing) * spacing;
          ctx.beginPath();
          for (let x = first; x <= to; x += spacing) {
            ctx.moveTo(x + r, y);
            ctx.arc(x, y, r, 0, Math.PI * 2);
          }
          ctx.fill();
          i += 8;
          break;
        }
        case OP.RECT:
          ctx.beginPath();
          ctx.rect(list[i + 4], list[i + 5], list[i + 6], list[i + 7]);
          this.paint(list[i + 2], list[i + 3]);
          i += 8;
          break;
        case OP.TEXT: {
          const [size, align, x, y, start, len] = list.subarray(i + 2, i + 8);
          ctx.font = `${size}px system-ui, sans-serif`;
          ctx.textAlign = align < 0 ? 'left' : align > 0 ? 'right' : 'center';
          ctx.textBaseline = 'middle';
          ctx.fillText(decoder.decode(textBytes.subarray(start, start + len)), x, y);
          i += 8;
          break;
        }
        case OP.ELLIPSE:
          ctx.beginPath();
          ctx.ellipse(list[i + 4], list[i + 5], Math.max(0, list[i + 6]), Math.max(0, list[i + 7]), list[i + 8], 0, Math.PI * 2);
          this.paint(list[i + 2], list[i + 3]);
          i += 9;
          break;
        default:
          throw new Error(`Unknown draw command ${op} at ${i}`);
      }
    }
    ctx.globalAlpha = 1;
  }

  paint(fill, lineWidth) {
    if (fill) {
      this.ctx.fill();
    } else {
      this.ctx.lineWidth = lineWidth;
      this.ctx.stroke();
    }
  }

  // A rubber-hose limb: the three joints through a Catmull-Rom spline, filled
  // as a ribbon that tapers from root to tip, with round caps at both ends.
  limb(list, at) {
    const w0 = list[at];
    const w1 = list[at + 1];
    const c = this.ctrl;
    // Control points: a mirrored phantom before the root and after the tip.
    for (let k = 0; k < 6; k++) c[k + 2] = list[at + 2 + k];
    for (let a = 0; a < 2; a++) {
      c[a] = 2 * c[2 + a] - c[4 + a];
      c[8 + a] = 2 * c[6 + a] - c[4 + a];
    }
    const pts = this.spline;
    const n = 2 * SAMPLES + 1;
    for (let k = 0; k < n; k++) {
      const seg = Math.min(1, Math.floor(k / SAMPLES));
      const t = k / SAMPLES - seg;
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
    const ctx = this.ctx;
    ctx.beginPath();
    for (let side = 1; side >= -1; side -= 2) {
      for (let s = 0; s < n; s++) {
        const k = side > 0 ? s : n - 1 - s;
        const prev = Math.max(0, k - 1);
        const next = Math.min(n - 1, k + 1);
        const tx = pts[2 * next] - pts[2 * prev];
        const ty = pts[2 * next + 1] - pts[2 * prev + 1];
        const half = (w0 + (w1 - w0) * (k / (n - 1))) / 2 / (Math.hypot(tx, ty) || 1);
        ctx.lineTo(pts[2 * k] - ty * half * side, pts[2 * k + 1] + tx * half * side);
      }
    }
    ctx.closePath();
    ctx.fill();
    // Caps as a separate fill, so their winding never cancels the ribbon's.
    ctx.beginPath();
    ctx.arc(pts[0], pts[1], w0 / 2, 0, Math.PI * 2);
    ctx.moveTo(pts[2 * n - 2] + w1 / 2, pts[2 * n - 1]);
    ctx.arc(pts[2 * n - 2], pts[2 * n - 1], w1 / 2, 0, Math.PI * 2);
    ctx.fill();
  }
}
