// A scene's still: its first frame's figures and ground, which a stage draws
// while the scene's core arrives and compiles (web/element/core.js,
// loadStill), so a reader sees the stickman a few hundred milliseconds
// before the core can draw him. Written next to the cores as
// still-<core>-<id>.json: [lowest, highest canvas shape (width / height) it
// is drawn on, ...draw list], and for a scene that lays out for a taller
// frame, still-<core>-<id>-tall.json.
//
// Words are left out (their size follows the canvas, so drawn at another
// size they would jump when the core's frame replaces them), and so are long
// lines (the lessons' graphs), not filled shapes (the rex's body), and the
// distant hills (an open line in the ground's colour): what stays is what a
// glance needs, in a few hundred bytes. A scene
// whose still would still weigh more than MAX_BYTES (a crowd of figures) has
// none.
import { gzipSync } from 'node:zlib';

// A mid-sized 16:9 stage (the iframe's documented 640x360), and the taller
// shapes of an upright phone (web/controls/box.js): a tall scene's 3:5 and a
// game's half screen above its pad (390x844's).
export const FRAMES = { wide: [640, 360], tall: [360, 600], pad: [374, 422] };
// A still is drawn on a canvas of any shape the scene draws the same picture
// for, found in steps of SHAPE_STEP from the shape it was made for, up to
// SHAPES; and always within NEAR_SHAPE of that shape, where a picture off is
// better than none: as far as the iframe with its control bar (640x480's
// canvas, 638x398, 1.60 to 16:9's 1.78). A lesson that fits its walkers to
// the room its words leave draws another picture there (its words are not
// raised at that size), so its walkers move when the core's frame comes.
export const SHAPES = [0.4, 2.5];
const SHAPE_STEP = 1.02;
export const NEAR_SHAPE = 1.12;
export const MAX_BYTES = 2048;
const MAX_LINE_POINTS = 24;
const FILLED = 1; // a POLY's mode (cpp/render/draw_list.h)
const DROPPED = new Set(['TEXT']);

export const stillName = (core, id, tall) => `still-${core}-${id}${tall ? '-tall' : ''}.json`;

// Scene `id`'s stills made by `module` (a loaded core): { wide, tall } of
// which tall is there for a taller shape (FRAMES.tall or FRAMES.pad); null
// when one would weigh more than MAX_BYTES.
export function makeStills(module, id, taller) {
  const out = { wide: shaped(module, id, FRAMES.wide) };
  if (taller) out.tall = shaped(module, id, FRAMES[taller]);
  return Object.values(out).every((text) => gzipSync(text, { level: 9 }).length <= MAX_BYTES) ? out : null;
}

// The still for frame [w, h], headed by the shapes it is drawn on.
function shaped(module, id, [w, h]) {
  const list = stillList(module, id, [w, h]);
  const same = (shape) => String(stillList(module, id, [w, Math.round(w / shape)])) === String(list);
  let [low, high] = [w / h, w / h];
  while (low / SHAPE_STEP >= SHAPES[0] && same(low / SHAPE_STEP)) low /= SHAPE_STEP;
  while (high * SHAPE_STEP <= SHAPES[1] && same(high * SHAPE_STEP)) high *= SHAPE_STEP;
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
