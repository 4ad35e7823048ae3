// A playing stage repaints only the part of its canvas that changed:
// Chromium composites a canvas by the box its drawing touched, and a stage
// redrawn whole each frame cost the display compositor its whole area every
// frame (the lab on an upright phone, 712x1190 px: 2.1 ms of its CPU a
// frame, 1.1 repainted so).
//
// Each drawing is compared with the last, command by command. The shapes
// that differ, where they were and where they are, make one box, grown over
// every other shape it would cut (a path cut by a clip is anti-aliased a
// little otherwise than whole: a ring cut so differed by up to 30 of 255
// levels along the cut). The paper is laid again in the box and every
// command drawn clipped to it, in its order, so what is inside comes out as
// a whole drawing has it. Nothing changed, nothing is drawn. A change of the
// canvas's size or colours, of a pane or a view, or of the commands
// themselves repaints it whole, as does a box over most of it. Whatever else
// draws on the canvas asks it for its context first (the time lens, a
// replay): the drawing after that is whole.
//
// Loaded after a stage's first frame, for its renderer; `layout` is the draw
// list's (render/layout.js, rendererLayout()).

const PAD = 3; // device px round a shape's box: its anti-aliased edge
const ROUNDS = 8; // of growing the box over the shapes it cuts, at most
const MOST = 0.6; // a box over this share of the canvas: repainted whole
const SLACK = 1.1; // on a label's measured width: glyphs hinted at the canvas's size
const NONE = new Uint8Array(0);
const decoder = new TextDecoder();
const measure = document.createElement('canvas').getContext('2d');
let font = -1;

export function repaintChanged(renderer, { ops, pointFloats }) {
  if (Object.hasOwn(renderer, 'draw')) return; // repaints so already
  const { canvas } = renderer;
  const floats = [];
  for (const { code, floats: n } of Object.values(ops)) floats[code] = n;
  const [PANE, VIEW, LAYER, LIMB, CIRCLE, LINE, POLY, DOTS, RECT, TEXT, ELLIPSE] =
    ['PANE', 'VIEW', 'LAYER', 'LIMB', 'CIRCLE', 'LINE', 'POLY', 'DOTS', 'RECT', 'TEXT', 'ELLIPSE'].map((name) => ops[name].code);
  const countAt = ops.POLY.countAt;
  const lengthAt = (list, i) => (list[i] === POLY ? floats[POLY] + pointFloats * list[i + countAt] : floats[list[i]]);

  let last = new Float32Array(256);
  let lastText = new Uint8Array(256);
  let lastN = -1;
  let lastW = 0;
  let lastH = 0;
  let lastColors = [];
  let ours = false; // inside a drawing of the renderer's own
  let whole = true;
  // The width of the words of the TEXT command at i, measured once for as
  // long as the command stays the same (measuring decodes its words into a
  // string): valid where stamp[i] is the era, which a drawing whole ends.
  let widths = new Float64Array(256);
  let stamp = new Uint32Array(256);
  let era = 1;

  const get = canvas.getContext;
  canvas.getContext = function (...args) {
    if (!ours) whole = true;
    return get.apply(this, args);
  };

  // x0, y0, x1, y1 (device px): the box gathered, and one shape's.
  const box = new Float64Array(4);
  const one = new Float64Array(4);
  // The view as the renderer has it at a command: device px = scene units x
  // s + (tx, ty), unknown (NaN) after a pane until its view; the pane's clip.
  let s, tx, ty, paneX, paneY, paneW, paneH, cut, viewLeft, viewRight;

  function begin(width, height) {
    s = 1;
    tx = ty = 0;
    paneX = paneY = 0;
    paneW = width;
    paneH = height;
    cut = false;
    viewLeft = 0;
    viewRight = width;
  }

  // Follows a pane, a view or a layer command; false for any other.
  function place(list, i, width, height) {
    const op = list[i];
    if (op === PANE) {
      cut = list[i + 3] > 0 && list[i + 4] > 0;
      paneX = cut ? list[i + 1] * width : 0;
      paneY = cut ? list[i + 2] * height : 0;
      paneW = cut ? list[i + 3] * width : width;
      paneH = cut ? list[i + 4] * height : height;
      s = tx = ty = NaN;
    } else if (op === VIEW) {
      const w = list[i + 3];
      const h = list[i + 4];
      s = w > 0 ? Math.min(paneW / w, paneH / h) : paneH / h;
      tx = paneX + paneW / 2 - list[i + 1] * s;
      ty = paneY + paneH / 2 - list[i + 2] * s;
      viewLeft = list[i + 1] - paneW / 2 / s;
      viewRight = list[i + 1] + paneW / 2 / s;
    } else return op === LAYER;
    return true;
  }

  // Grows `one` by a box in scene units and a margin m round it.
  const add = (ax, ay, bx, by, m) => {
    one[0] = Math.min(one[0], Math.min(ax, bx) * s + tx - m * s);
    one[1] = Math.min(one[1], Math.min(ay, by) * s + ty - m * s);
    one[2] = Math.max(one[2], Math.max(ax, bx) * s + tx + m * s);
    one[3] = Math.max(one[3], Math.max(ay, by) * s + ty + m * s);
  };

  // The box of list's shape at i, its words in `text`, into `one` (device
  // px, within its pane); NaN where it is not known.
  function shape(list, i, text) {
    one[0] = one[1] = Infinity;
    one[2] = one[3] = -Infinity;
    const op = list[i];
    if (op === LIMB) {
      // The Catmull-Rom spline through three joints (the ends' tangents
      // mirrored, as paths.js draws it) stays inside its Bezier control
      // points: the joints and a sixth of a chord on either side of each.
      const m = Math.max(list[i + 2], list[i + 3]) / 2;
      for (let a = 0; a < 2; a++) {
        const p0 = list[i + 4 + a];
        const p1 = list[i + 6 + a];
        const p2 = list[i + 8 + a];
        const d = Math.abs(p2 - p0) / 6;
        const e0 = (p1 - p0) / 3;
        const e2 = (p2 - p1) / 3;
        const lo = Math.min(p0, p2, p1 - d, p0 + e0, p2 - e2);
        const hi = Math.max(p0, p2, p1 + d, p0 + e0, p2 - e2);
        if (a === 0) add(lo, list[i + 5], hi, list[i + 5], m);
        else add(list[i + 4], lo, list[i + 4], hi, m);
      }
    } else if (op === CIRCLE || op === ELLIPSE) {
      const r = Math.max(0, list[i + 6], op === ELLIPSE ? list[i + 7] : 0);
      add(list[i + 4], list[i + 5], list[i + 4], list[i + 5], r + list[i + 3] / 2);
    } else if (op === LINE) {
      add(list[i + 3], list[i + 4], list[i + 5], list[i + 6], list[i + 2] / 2);
    } else if (op === POLY) {
      const at = i + floats[POLY];
      for (let k = 0; k < list[i + countAt]; k++) {
        const x = list[at + k * pointFloats];
        const y = list[at + k * pointFloats + 1];
        add(x, y, x, y, list[i + 3] / 2);
      }
    } else if (op === DOTS) {
      const spacing = list[i + 3];
      add(Math.max(list[i + 6], viewLeft - spacing), list[i + 2], Math.min(list[i + 7], viewRight + spacing), list[i + 2], list[i + 5]);
    } else if (op === RECT) {
      add(list[i + 4], list[i + 5], list[i + 4] + list[i + 6], list[i + 5] + list[i + 7], list[i + 3] / 2);
    } else if (op === TEXT) {
      // Measured as the renderer sets it: on its middle, ringed in paper a
      // quarter of its size wide.
      const size = list[i + 2];
      const x = list[i + 4];
      const align = list[i + 3];
      if (stamp[i] !== era) {
        if (font !== size) measure.font = `${(font = size)}px system-ui, sans-serif`;
        widths[i] = measure.measureText(decoder.decode(text.subarray(list[i + 6], list[i + 6] + list[i + 7]))).width * SLACK;
        stamp[i] = era;
      }
      const w = widths[i];
      add(align < 0 ? x : align > 0 ? x - w : x - w / 2, list[i + 5], align < 0 ? x + w : align > 0 ? x : x + w / 2, list[i + 5], size);
    } else {
      one[0] = NaN; // a command this does not know
    }
    one[0] -= PAD;
    one[1] -= PAD;
    one[2] += PAD;
    one[3] += PAD;
    if (cut) {
      one[0] = Math.max(one[0], paneX - 1);
      one[1] = Math.max(one[1], paneY - 1);
      one[2] = Math.min(one[2], paneX + paneW + 1);
      one[3] = Math.min(one[3], paneY + paneH + 1);
    }
  }

  // Whether the TEXT at i says what it said last time at the same size
  // (moved or not: its width is the same).
  function sameWords(list, i, text) {
    const n = list[i + 7];
    if (list[i + 2] !== last[i + 2] || n !== last[i + 7]) return false;
    for (let a = list[i + 6], b = last[i + 6], k = 0; k < n; k++) if (text[a + k] !== lastText[b + k]) return false;
    return true;
  }

  const join = () => {
    box[0] = Math.min(box[0], one[0]);
    box[1] = Math.min(box[1], one[1]);
    box[2] = Math.max(box[2], one[2]);
    box[3] = Math.max(box[3], one[3]);
  };

  // The box (device px, whole pixels: x, y, width, height) where `list`
  // differs from the last drawing; null to draw it whole; width 0 when
  // nothing changed.
  function changed(list, text, width, height) {
    const n = list.length;
    if (whole || n !== lastN || width !== lastW || height !== lastH) return null;
    if (stamp.length < n) {
      widths = new Float64Array(n * 2);
      stamp = new Uint32Array(n * 2);
    }
    box[0] = box[1] = Infinity;
    box[2] = box[3] = -Infinity;
    begin(width, height);
    for (let i = 0; i < n; ) {
      const len = lengthAt(list, i);
      if (list[i] !== last[i] || !len || i + len > n || (list[i] === POLY && list[i + countAt] !== last[i + countAt])) return null;
      let same = true;
      for (let k = 1; k < len && same; k++) same = list[i + k] === last[i + k];
      const words = list[i] !== TEXT || sameWords(list, i, text);
      same &&= words;
      if (place(list, i, width, height)) {
        if (!same) return null;
      } else if (!same) {
        shape(last, i, lastText);
        join();
        if (!words) stamp[i] = 0; // the last drawing's width, not this one's
        shape(list, i, text);
        join();
      }
      i += len;
    }
    if (box[0] > box[2]) {
      box[2] = 0; // nothing changed
      return box;
    }
    // Over every other shape the box would cut, till it cuts none.
    const most = MOST * width * height;
    for (let round = 0, grew = true; grew; round++) {
      if (round === ROUNDS || !((box[2] - box[0]) * (box[3] - box[1]) <= most)) return null;
      grew = false;
      begin(width, height);
      for (let i = 0; i < n; i += lengthAt(list, i)) {
        // A filled box is painted the same cut or whole; words wholly above
        // or below the box are not measured.
        if (place(list, i, width, height) || (list[i] === RECT && list[i + 2])) continue;
        if (list[i] === TEXT) {
          const y = list[i + 5] * s + ty;
          const half = 2 * list[i + 2] * s + PAD;
          if (y + half <= box[1] || y - half >= box[3]) continue;
        }
        shape(list, i, text);
        if (Number.isNaN(one[0] + one[1] + one[2] + one[3])) return null;
        const meets = one[0] < box[2] && one[2] > box[0] && one[1] < box[3] && one[3] > box[1];
        if (meets && (one[0] < box[0] || one[1] < box[1] || one[2] > box[2] || one[3] > box[3])) {
          join();
          grew = true;
        }
      }
    }
    const x = Math.max(0, Math.floor(box[0]));
    const y = Math.max(0, Math.floor(box[1]));
    box[2] = Math.min(width, Math.ceil(box[2])) - x;
    box[3] = Math.min(height, Math.ceil(box[3])) - y;
    box[0] = x;
    box[1] = y;
    if (!(box[2] * box[3] <= most)) return null;
    if (!(box[2] > 0 && box[3] > 0)) box[2] = 0; // changed off the canvas
    return box;
  }

  const draw = renderer.draw;
  renderer.draw = function (list, text = NONE) {
    const { width, height } = canvas;
    const colors = renderer.colors;
    const ctx = renderer.ctx;
    let fresh = colors.length !== lastColors.length;
    for (let k = 0; k < colors.length && !fresh; k++) fresh = colors[k] !== lastColors[k];
    if (fresh) lastColors = [...colors];
    if (fresh || !ctx || ctx.isContextLost?.()) whole = true;
    const clip = changed(list, text, width, height);
    if (clip && !clip[2]) return; // nothing changed: the canvas shows it already
    if (!clip) era++; // a drawing whole: its commands may stand at other places
    ours = true;
    whole = true; // until this drawing is done
    if (clip) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.beginPath();
      ctx.rect(clip[0], clip[1], clip[2], clip[3]);
      ctx.clip();
    }
    try {
      draw.call(renderer, list, text);
    } finally {
      if (clip) ctx.restore();
      ours = false;
    }
    if (last.length < list.length) last = new Float32Array(list.length * 2);
    last.set(list);
    if (lastText.length < text.length) lastText = new Uint8Array(text.length * 2);
    lastText.set(text);
    lastN = list.length;
    lastW = width;
    lastH = height;
    whole = false;
  };
}
