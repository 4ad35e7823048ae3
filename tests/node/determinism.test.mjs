// The same inputs give the same frames: two wasm runs of every scene are
// byte-identical, and the native build (build/native/pose_script) plays the
// same script to within 1e-4 of the wasm build.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { loadCore } from './core.mjs';

const NATIVE = new URL('../../build/native/pose_script', import.meta.url).pathname;
const FRAMES = 600;
const TOLERANCE = 1e-4;
// Frame times a page sees, including a stall, a zero and a negative.
const DTS = [1 / 60, 1 / 60, 1 / 144, 1 / 30, 1 / 60, 0.25, 0, -0.01, 1 / 90];

let core;
before(async () => {
  core = await loadCore();
});

// A fixed input script for a scene: frames of varied length, each of its
// on-screen controls pressed and released in turn, its settings set, a reset.
function script(scene) {
  const codes = scene.controls().map((c) => c.code);
  const settable = scene.paramNames().filter((n) => scene.isSettable(n));
  const out = [];
  for (let i = 0; i < FRAMES; i++) {
    if (i % 97 === 50 && codes.length) {
      const code = codes[(i / 97) % codes.length | 0];
      out.push(['key', code, true], ['key', code, false]);
    }
    if (i % 151 === 75 && settable.length) out.push(['param', settable[(i / 151) % settable.length | 0], (i % 2) + 1]);
    if (i === 400) out.push(['reset']);
    if (i === 450) out.push(['resync']);
    out.push(['frame', Math.fround(DTS[i % DTS.length])]);
  }
  return out;
}

function playWasm(id, steps) {
  const s = new core.Scene(id);
  const frames = [];
  for (const [op, a, b] of steps) {
    if (op === 'frame') frames.push(new Float32Array(s.buildPose(a)));
    else if (op === 'key') s.key(a, b);
    else if (op === 'param') s.setParam(a, b);
    else s[op]();
  }
  s.delete();
  return frames;
}

function playNative(id, steps) {
  const text = [`scene ${id}`, ...steps.map(([op, a, b]) => [op, a, op === 'key' ? Number(b) : b].filter((x) => x !== undefined).join(' '))].join('\n');
  const out = execFileSync(NATIVE, { input: text + '\n', maxBuffer: 64 << 20 }).toString().trim().split('\n');
  return out.map((line) => Float32Array.from(line.split(' ').map(Number)));
}

describe('determinism, every scene', () => {
  test('two runs with the same inputs give byte-identical pose streams', () => {
    for (const id of core.allSceneIds()) {
      const probe = new core.Scene(id);
      const steps = script(probe);
      probe.delete();
      const [a, b] = [playWasm(id, steps), playWasm(id, steps)];
      assert.equal(a.length, FRAMES);
      const bytes = (frames) => Buffer.concat(frames.map((f) => Buffer.from(f.buffer)));
      assert.ok(bytes(a).equals(bytes(b)), `${id}: two runs differ`);
      assert.ok(a.every((f) => f.every(Number.isFinite)), `${id}: finite`);
    }
  });

  test(`native and wasm agree within ${TOLERANCE}`, { skip: !existsSync(NATIVE) && 'build/native/pose_script not built' }, (t) => {
    for (const id of core.allSceneIds()) {
      const probe = new core.Scene(id);
      const steps = script(probe);
      probe.delete();
      const wasm = playWasm(id, steps);
      const native = playNative(id, steps);
      assert.equal(native.length, wasm.length, id);
      let worst = 0;
      let where = '';
      wasm.forEach((f, i) =>
        f.forEach((v, k) => {
          const d = Math.abs(v - native[i][k]);
          if (d > worst) [worst, where] = [d, `frame ${i}, float ${k}`];
        }),
      );
      t.diagnostic(`${id}: largest native/wasm difference ${worst.toExponential(2)}`);
      assert.ok(worst <= TOLERANCE, `${id}: native and wasm differ by ${worst} at ${where}`);
    }
  });
});
