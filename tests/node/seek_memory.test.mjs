// Seeking is bounded in memory and work (cpp/scenes/timed_scene.h): a seek
// far and back frees its checkpoints, a seek of too much work is refused
// with a sentence and changes nothing, and the heap starts small and grows
// without leaving the page a stale view. Each test gets a fresh module.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadCore } from './core.mjs';
import { snapshot } from './scenes.mjs';

function capacity(core, id) {
  const scenes = [];
  try {
    for (;;) scenes.push(new core.Scene(id));
  } catch (e) {
    assert.match(e.message, /not enough memory/i);
  }
  for (const s of scenes) s.delete();
  return scenes.length;
}

test('fifty seeks to an hour and back to the start leave as many scenes fitting as before', async () => {
  const core = await loadCore();
  const scene = new core.Scene('spear-run');
  const before = capacity(core, 'lab');
  assert.ok(before >= 200, `only ${before} lab scenes fit`);
  for (let i = 0; i < 50; i++) {
    assert.equal(scene.seek(3600), true);
    assert.equal(scene.seek(0), true);
  }
  assert.equal(capacity(core, 'lab'), before);
  scene.delete();
});

test('a seek of more work than the bound is a RangeError that changes nothing; steps within it get there', async () => {
  const core = await loadCore();
  const crowd = new core.Scene('crowd');
  crowd.setParam('count', 5000);
  assert.equal(crowd.replayWeight(), 3000, 'the count is capped');
  crowd.seek(0.5);
  const before = snapshot(crowd);
  assert.ok(crowd.seekWork(3600) > core.maxSeekWork());
  assert.throws(() => crowd.seek(3600), (e) => e instanceof RangeError && /in steps/.test(e.message));
  assert.equal(crowd.time(), 0.5);
  assert.deepEqual(snapshot(crowd), before);
  // A step forward from here costs its own frames only.
  assert.equal(crowd.seekWork(1), 31 * 3000);
  assert.equal(crowd.seek(1), true);
  assert.throws(() => crowd.seekWork(-1), RangeError);
  crowd.delete();
});

test('the heap starts small and grows: views taken after growth read the new memory, and poses stay right', async () => {
  const core = await loadCore();
  const scene = new core.Scene('walk-03');
  const first = scene.buildPose(1 / 60);
  const firstList = scene.drawList();
  const expected = [...scene.drawList()];
  // Enough scenes to grow the heap several times over.
  const others = Array.from({ length: 120 }, () => new core.Scene('lab'));
  assert.equal(first.length, 0, 'the view taken before growth is detached');
  assert.equal(firstList.length, 0);
  const list = scene.drawList();
  assert.deepEqual([...list], expected);
  const pose = scene.buildPose(1 / 60);
  assert.ok(pose.length > 0 && pose.every(Number.isFinite));
  for (const s of others) s.delete();
  scene.delete();
});

// The memory section of a wasm module: its initial and maximum size in 64 KiB pages.
function memoryLimits(bytes) {
  let at = 8;
  const leb = () => {
    let n = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++];
      n += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return n;
    }
  };
  while (at < bytes.length) {
    const id = bytes[at++];
    const size = leb();
    const end = at + size;
    if (id === 5) {
      leb(); // one memory
      const flags = leb();
      return { initial: leb(), maximum: flags & 1 ? leb() : Infinity };
    }
    at = end;
  }
  return null;
}

test('each core reserves 1 MiB at the start and grows to at most 32 MiB', () => {
  const dir = new URL('../../dist/element/', import.meta.url);
  const cores = readdirSync(dir).filter((f) => /^posecore.*\.wasm$/.test(f));
  assert.ok(cores.length >= 6);
  for (const f of cores) {
    const limits = memoryLimits(readFileSync(new URL(f, dir)));
    assert.deepEqual(limits, { initial: 16, maximum: 512 }, f);
  }
});
