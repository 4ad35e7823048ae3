// Each scene's still (scripts/stills.mjs) is that scene's first frame, its
// words left out: every command of it is one of the frame's, in order, within
// the rounding; it draws a figure, fits its byte cap, and there is one in
// each shape the scene's stage can take, and for a small and a large canvas.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { before, test } from 'node:test';
import { scenes } from '../../dist/element/cores.js';
import { FRAMES, LARGE_FROM, MAX_BYTES, NEAR_SHAPE, WHOLE_FROM, stillFile } from '../../scripts/stills.mjs';
import { loadCore } from './core.mjs';

const dist = new URL('../../dist/element/', import.meta.url);

let core;
let byCode;
let ground;
before(async () => {
  core = await loadCore();
  ground = core.drawLayout().styles.indexOf('ground');
  byCode = new Map(Object.entries(core.drawLayout().ops).map(([name, op]) => [op.code, { name, ...op }]));
});

// A draw list as its commands: [op name, ...floats] each.
function commands(list) {
  const { pointFloats } = core.drawLayout();
  const out = [];
  for (let i = 0; i < list.length; ) {
    const op = byCode.get(list[i]);
    assert.ok(op, `unknown op ${list[i]} at ${i}`);
    const end = i + op.floats + (op.name === 'POLY' ? pointFloats * list[i + op.countAt] : 0);
    assert.ok(end <= list.length, `${op.name} at ${i} runs past the end`);
    out.push([op.name, ...list.slice(i, end)]);
    i = end;
  }
  return out;
}

const near = (a, b) => Math.abs(a - b) <= (Math.abs(b) >= WHOLE_FROM ? 0.5 : Math.abs(b) * 0.005 + 1e-6);
// Two shapes the same to the still's three digits.
const close = (a, b) => Math.abs(a - b) < 2e-3;
const same = (a, b) => a.length === b.length && a[0] === b[0] && a.every((v, k) => k === 0 || near(v, b[k]));

function firstFrame(id, [w, h]) {
  const scene = new core.Scene(id);
  try {
    scene.setFrame(w, h);
    scene.buildPose(0);
    return commands(Float32Array.from(scene.drawList()));
  } finally {
    scene.delete();
  }
}

// [kind, the frame it is made for, the heights its shapes are drawn at (none: at that frame's width)].
const shapes = (s) => [
  ['wide', FRAMES.wide],
  ['large', FRAMES.large, [LARGE_FROM, 2 * LARGE_FROM]],
  ...(s.tall ? [['tall', FRAMES.tall]] : s.primary ? [['tall', FRAMES.pad]] : []),
];

test('every listed scene has a still in each shape its stage takes, and no still is left over', () => {
  const expected = [];
  for (const s of scenes.filter((x) => x.listed)) for (const [kind] of shapes(s)) expected.push(stillFile(s.core, s.id, kind));
  const found = readdirSync(dist).filter((f) => /^still-.*\.json$/.test(f));
  assert.deepEqual(found.sort(), expected.sort());
});

// Every command of the still is one of the scene's first frame at that
// size, in order, within the rounding; most of the frame's drawing is in it.
function assertFrameOf(name, still, id, frame) {
  const scene = firstFrame(id, frame);
  let at = 0;
  for (const [k, command] of still.entries()) {
    while (at < scene.length && !same(command, scene[at])) at++;
    assert.ok(at < scene.length, `${name} at ${frame.join('x')}: its command ${k} (${command.slice(0, 6).join(' ')}…) is not the scene's next`);
    at++;
  }
  // What is left out are words, their boxes, long lines and hills.
  const drawn = scene.filter(([op]) => op !== 'TEXT');
  assert.ok(still.length >= drawn.length * 0.6, `${name}: ${still.length} of ${drawn.length} commands`);
}

test("each still is its scene's first frame without the words, in order, on every canvas shape it is drawn on, and draws a figure", () => {
  for (const s of scenes.filter((x) => x.listed)) {
    for (const [kind, frame, heights] of shapes(s)) {
      const name = stillFile(s.core, s.id, kind);
      const text = readFileSync(new URL(name, dist), 'utf8');
      assert.ok(gzipSync(text, { level: 9 }).length <= MAX_BYTES, `${name} weighs more than ${MAX_BYTES} B`);
      const [low, high, ...list] = JSON.parse(text);
      const shape = frame[0] / frame[1];
      // Drawn near the shape it was made for, at least.
      assert.ok(low <= shape / NEAR_SHAPE + 1e-3 && high >= shape * NEAR_SHAPE - 1e-3, `${name} is drawn on shapes ${low} to ${high}, made for ${shape}`);
      const still = commands(list);
      // A figure: a stickman's limbs, or the rex's body (a filled shape).
      assert.ok(still.some(([op, , , mode]) => op === 'LIMB' || (op === 'POLY' && mode === 1)), `${name} draws no figure`);
      assert.ok(!still.some(([op]) => op === 'TEXT'), `${name} writes words`);
      assert.ok(!still.some(([op, , style, mode]) => op === 'POLY' && style === ground && mode !== 1), `${name} draws the distant hills`);
      assertFrameOf(name, still, s.id, frame);
      // At an edge further than the shapes near its own, the scene draws it exactly.
      for (const edge of [low, high]) {
        if (close(edge, shape / NEAR_SHAPE) || close(edge, shape * NEAR_SHAPE)) continue;
        if (!heights) assertFrameOf(name, still, s.id, [frame[0], Math.round(frame[0] / edge)]);
        for (const h of heights ?? []) assertFrameOf(name, still, s.id, [Math.round(h * edge), h]);
      }
    }
  }
});

// A card is its fill, its edge and its words: a still that kept the fill
// without the words would draw a blank patch of paper over the picture.
test("no still keeps the box of words it leaves out", () => {
  for (const s of scenes.filter((x) => x.listed)) {
    for (const [kind, frame] of shapes(s)) {
      const name = stillFile(s.core, s.id, kind);
      const still = commands(JSON.parse(readFileSync(new URL(name, dist), 'utf8')).slice(2));
      const scene = firstFrame(s.id, frame);
      for (const [k, command] of scene.entries()) {
        if (command[0] !== 'RECT') continue;
        let next = k + 1;
        while (scene[next]?.[0] === 'RECT') next++;
        if (scene[next]?.[0] !== 'TEXT') continue;
        const [x, y, w, h] = command.slice(5, 9);
        const [tx, ty] = scene[next].slice(5, 7);
        if (tx < x || tx > x + w || ty < y || ty > y + h) continue;
        assert.ok(!still.some((c) => same(c, command)), `${name} keeps the box of "${s.id}"'s words at ${x} ${y}`);
      }
    }
  }
});

// A stage asks for the large still from LARGE_FROM px tall: there a lesson's
// smallest words reach their legible size, and its picture is the large
// still's; a pixel less, and it raises them and lays out another.
test(`a lesson draws its large still on a 16:9 canvas ${LARGE_FROM} px tall, and another picture a pixel lower`, () => {
  const still = commands(JSON.parse(readFileSync(new URL(stillFile('walk', 'walk-01', 'large'), dist), 'utf8')).slice(2));
  const at = (h) => [Math.round((h * 16) / 9), h];
  assertFrameOf('walk-01 large', still, 'walk-01', at(LARGE_FROM));
  assert.throws(() => assertFrameOf('walk-01 large', still, 'walk-01', at(LARGE_FROM - 1)), /is not the scene's next/);
});

// The embedding guide's 640x480 iframe with controls has a 638x398 canvas,
// tall enough for the large still: every lesson's is its picture there.
test('every lesson draws its large still in the 640x480 iframe (a 638x398 canvas)', () => {
  const frame = [638, 398];
  for (const s of scenes.filter((x) => x.listed && x.core === 'walk')) {
    const name = stillFile(s.core, s.id, 'large');
    const [low, high, ...list] = JSON.parse(readFileSync(new URL(name, dist), 'utf8'));
    assert.ok(frame[1] >= LARGE_FROM && low <= frame[0] / frame[1] && frame[0] / frame[1] <= high, `${name} is drawn on shapes ${low}-${high}`);
    assertFrameOf(name, commands(list), s.id, frame);
  }
});
