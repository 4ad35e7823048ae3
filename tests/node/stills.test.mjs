// Each scene's still (scripts/stills.mjs) is that scene's first frame, its
// words left out: every command of it is one of the frame's, in order, within
// the rounding; it draws a figure, fits its byte cap, and there is one in
// each shape the scene's stage can take.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { before, test } from 'node:test';
import { scenes } from '../../dist/element/cores.js';
import { FRAMES, MAX_BYTES, stillName } from '../../scripts/stills.mjs';
import { loadCore } from './core.mjs';

const dist = new URL('../../dist/element/', import.meta.url);

let core;
let byCode;
before(async () => {
  core = await loadCore();
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

const near = (a, b) => Math.abs(a - b) <= (Math.abs(b) >= 100 ? 0.5 : Math.abs(b) * 0.005 + 1e-6);
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

const shapes = (s) => [['wide', FRAMES.wide, false], ...(s.tall ? [['tall', FRAMES.tall, true]] : s.primary ? [['pad', FRAMES.pad, true]] : [])];

test('every listed scene has a still in each shape its stage takes, and no still is left over', () => {
  const expected = [];
  for (const s of scenes.filter((x) => x.listed)) for (const [, , tall] of shapes(s)) expected.push(stillName(s.core, s.id, tall));
  const found = readdirSync(dist).filter((f) => /^still-.*\.json$/.test(f));
  assert.deepEqual(found.sort(), expected.sort());
});

test("each still is its scene's first frame at its size without the words, in order, and draws a figure", () => {
  for (const s of scenes.filter((x) => x.listed)) {
    for (const [shape, frame, tall] of shapes(s)) {
      const name = stillName(s.core, s.id, tall);
      const text = readFileSync(new URL(name, dist), 'utf8');
      assert.ok(gzipSync(text, { level: 9 }).length <= MAX_BYTES, `${name} weighs more than ${MAX_BYTES} B`);
      const [w, h, ...list] = JSON.parse(text);
      assert.deepEqual([w, h], frame, `${name}: its frame is the ${shape} one`);
      const still = commands(list);
      // A figure: a stickman's limbs, or the rex's body (a filled shape).
      assert.ok(still.some(([op, , , mode]) => op === 'LIMB' || (op === 'POLY' && mode === 1)), `${name} draws no figure`);
      assert.ok(!still.some(([op]) => op === 'TEXT'), `${name} writes words`);
      const scene = firstFrame(s.id, frame);
      let at = 0;
      for (const [k, command] of still.entries()) {
        while (at < scene.length && !same(command, scene[at])) at++;
        assert.ok(at < scene.length, `${name}: its command ${k} (${command.slice(0, 6).join(' ')}…) is not the scene's next`);
        at++;
      }
      // Most of the frame's drawing is in it: what is left out are words, their boxes and long lines.
      const drawn = scene.filter(([op]) => op !== 'TEXT');
      assert.ok(still.length >= drawn.length * 0.6, `${name}: ${still.length} of ${drawn.length} commands`);
    }
  }
});
