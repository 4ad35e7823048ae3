// A scene's still: its first frame's figures and ground, which a stage draws
// while the scene's core arrives and compiles (web/element/core.js,
// loadStill), so a reader sees the stickman a few hundred milliseconds
// before the core can draw him. Written next to the cores as
// still-<core>-<id>.json: [lowest, highest canvas shape (width / height) it
// is drawn on, ...draw list], one for each canvas of web/element/still-frames.js
// (still-<core>-<id>-large.json, and for a scene that lays out for a taller
// frame, still-<core>-<id>-tall.json).
//
// Words are left out (their size follows the canvas, so drawn at another
// size they would jump when the core's frame replaces them), and so are long
// lines (the lessons' graphs), not filled shapes (the rex's body), and the
// distant hills (an open line in the ground's colour): what stays is what a
// glance needs, in a few hundred bytes. A scene
// whose still would still weigh more than MAX_BYTES (a crowd of figures) has
// none.
import { gzipSync } from 'node:zlib';
import { FRAMES, LARGE_FROM, stillName } from '../web/element/still-frames.js';

export { FRAMES, LARGE_FROM };
// A still's file, named as the element names it.
export const stillFile = (core, id, kind) => `still-${stillName(core, id, kind)}.json`;
// A still is drawn on a canvas of any shape the scene draws the same picture
// for, found in steps of SHAPE_STEP from the shape it was made for, up to
// SHAPES, and then to SHAPE_DIGITS; and always within NEAR_SHAPE of that
// shape, where a picture a little off is better than none. The shapes are
// tried at the made frame's width, or for the large still at the least
// height it is asked for (LARGE_FROM), where its lowest shape is the
// narrowest canvas that still keeps its words' own size.
export const SHAPES = [0.4, 2.5];
const SHAPE_STEP = 1.02;
const SHAPE_DIGITS = 1e-3;
export const NEAR_SHAPE = 1.06;
export const MAX_BYTES = 2048;
const MAX_LINE_POINTS = 24;
const FILLED = 1; // a POLY's mode (cpp/render/draw_list.h)
const DROPPED = new Set(['TEXT']);

// Scene `id`'s stills made by `module` (a loaded core): { wide, large, tall }
// of which tall is there for a taller shape (FRAMES.tall or FRAMES.pad); null
// when one would weigh more than MAX_BYTES.
export function makeStills(module, id, taller) {
  const out = { wide: shaped(module, id, FRAMES.wide), large: shaped(module, id, FRAMES.large, LARGE_FROM) };
  if (taller) out.tall = shaped(module, id, FRAMES[taller]);
  return Object.values(out).every((text) => gzipSync(text, { level: 9 }).length <= MAX_BYTES) ? out : null;
}

// The still for frame [w, h], headed by the shapes it is drawn on: tried at
// width w, or at height `atHeight`.
function shaped(module, id, [w, h], atHeight) {
  const list = stillList(module, id, [w, h]);
  const frame = (shape) => (atHeight ? [Math.round(atHeight * shape), atHeight] : [w, Math.round(w / shape)]);
  const same = (shape) => shape >= SHAPES[0] && shape <= SHAPES[1] && String(stillList(module, id, frame(shape))) === String(list);
  const edge = (from, step) => {
    while (same(from * step)) from *= step;
    // The first shape that differs is within one step: halved to SHAPE_DIGITS.
    for (let far = from * step; Math.abs(far - from) > SHAPE_DIGITS; ) {
      const mid = (from + far) / 2;
      if (same(mid)) from = mid;
      else far = mid;
    }
    return from;
  };
  let [low, high] = same(w / h) ? [edge(w / h, 1 / SHAPE_STEP), edge(w / h, SHAPE_STEP)] : [w / h, w / h];
  low = Math.min(low, w / h / NEAR_SHAPE);
  high = Math.max(high, (w / h) * NEAR_SHAPE);
  // Rounded inwards, to three digits.
  return JSON.stringify([Math.ceil(low * 1000) / 1000, Math.floor(high * 1000) / 1000, ...list]);
}

// A place or a length to within half a unit (a pixel of a 1280 px stage),
// and three digits of a number under WHOLE_FROM (a line's width, a fraction
// of the canvas): a still is seen for a moment, at most a pixel from the
// frame that replaces it.
export const WHOLE_FROM = 10;
const rounded = (v) => (Math.abs(v) >= WHOLE_FROM ? Math.round(v) : Number(v.toPrecision(3)));

// A RECT whose words follow it, inside it, is the box of those words (a
// label's dark field, a card's fill and its edge): it goes with them.
function wordsBox(list, i, next, byCode) {
  if (byCode.get(list[i])?.name !== 'RECT') return false;
  while (byCode.get(list[next])?.name === 'RECT') next += byCode.get(list[next]).floats;
  if (byCode.get(list[next])?.name !== 'TEXT') return false;
  const [x, y, w, h] = list.subarray(i + 4, i + 8);
  const [tx, ty] = list.subarray(next + 4, next + 6);
  return tx >= x && tx <= x + w && ty >= y && ty <= y + h;
}

// The still's draw list of scene `id` made by `module` for a frame of that size.
function stillList(module, id, frame) {
  const { ops, pointFloats, styles } = module.drawLayout();
  const ground = styles.indexOf('ground');
  const byCode = new Map(Object.entries(ops).map(([name, op]) => [op.code, { name, ...op }]));
  const scene = new module.Scene(id);
  let list;
  try {
    scene.setFrame(...frame);
    scene.buildPose(0);
    list = Float32Array.from(scene.drawList()); // a view into the core, freed with the scene
  } finally {
    scene.delete();
  }
  const kept = [];
  for (let i = 0; i < list.length; ) {
    const op = byCode.get(list[i]);
    if (!op) throw new Error(`stills: unknown draw op ${list[i]} in ${id}`);
    const points = op.name === 'POLY' ? list[i + op.countAt] : 0;
    const end = i + op.floats + pointFloats * points;
    const line = op.name === 'POLY' && list[i + 2] !== FILLED;
    const longLine = line && (points > MAX_LINE_POINTS || list[i + 1] === ground);
    if (!DROPPED.has(op.name) && !longLine && !wordsBox(list, i, end, byCode)) for (let k = i; k < end; k++) kept.push(rounded(list[k]));
    i = end;
  }
  return kept;
}
