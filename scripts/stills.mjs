// A scene's still: its first frame's figures and ground, which a stage draws
// while the scene's core arrives and compiles (web/element/core.js,
// loadStill), so a reader sees the stickman a few hundred milliseconds
// before the core can draw him. Written next to the cores as
// still-<core>-<id>.json: [frame width, frame height, ...draw list], and for
// a scene that lays out for a taller frame, still-<core>-<id>-tall.json.
//
// Words are left out (their size follows the canvas, so drawn at another
// size they would jump when the core's frame replaces them), and so are long
// lines (the lessons' graphs, distant hills), not filled shapes (the rex's
// body): what stays is what a glance needs, in a few hundred bytes. A scene
// whose still would still weigh more than MAX_BYTES (a crowd of figures) has
// none.
import { gzipSync } from 'node:zlib';

// A mid-sized 16:9 stage (the iframe's documented 640x360), and the taller
// shapes of an upright phone (web/controls/box.js): a tall scene's 3:5 and a
// game's half screen above its pad (390x844's). A canvas of another shape
// draws no still (stage-picture.js compares).
export const FRAMES = { wide: [640, 360], tall: [360, 600], pad: [374, 422] };
export const MAX_BYTES = 2048;
const MAX_LINE_POINTS = 24;
const FILLED = 1; // a POLY's mode (cpp/render/draw_list.h)
const DROPPED = new Set(['TEXT']);

export const stillName = (core, id, tall) => `still-${core}-${id}${tall ? '-tall' : ''}.json`;

// Scene `id`'s stills made by `module` (a loaded core): { wide, tall } of
// which tall is there for a taller shape (FRAMES.tall or FRAMES.pad); null
// when one would weigh more than MAX_BYTES.
export function makeStills(module, id, taller) {
  const out = { wide: makeStill(module, id, FRAMES.wide) };
  if (taller) out.tall = makeStill(module, id, FRAMES[taller]);
  return Object.values(out).every((text) => gzipSync(text, { level: 9 }).length <= MAX_BYTES) ? out : null;
}

// Within half a unit (a pixel of a 1280 px stage), and three digits of a
// smaller number (a fraction of the canvas, an opacity): a still is seen for
// a moment, at most a pixel from the frame that replaces it.
const rounded = (v) => (Math.abs(v) >= 100 ? Math.round(v) : Number(v.toPrecision(3)));

// A RECT whose next command writes inside it is the box of those words (a
// label's dark field, a card): it goes with them.
function wordsBox(list, i, next, byCode) {
  if (byCode.get(list[i])?.name !== 'RECT' || byCode.get(list[next])?.name !== 'TEXT') return false;
  const [x, y, w, h] = list.subarray(i + 4, i + 8);
  const [tx, ty] = list.subarray(next + 4, next + 6);
  return tx >= x && tx <= x + w && ty >= y && ty <= y + h;
}

// The still of scene `id` made by `module` for a frame of that size.
function makeStill(module, id, frame) {
  const { ops, pointFloats } = module.drawLayout();
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
  const kept = [...frame];
  for (let i = 0; i < list.length; ) {
    const op = byCode.get(list[i]);
    if (!op) throw new Error(`stills: unknown draw op ${list[i]} in ${id}`);
    const points = op.name === 'POLY' ? list[i + op.countAt] : 0;
    const end = i + op.floats + pointFloats * points;
    const longLine = points > MAX_LINE_POINTS && list[i + 2] !== FILLED;
    if (!DROPPED.has(op.name) && !longLine && !wordsBox(list, i, end, byCode)) for (let k = i; k < end; k++) kept.push(rounded(list[k]));
    i = end;
  }
  return JSON.stringify(kept);
}
