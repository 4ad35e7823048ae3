// The JavaScript face of TimedScene (cpp/scenes/timed_scene.h): seek and step
// land on the frames that playing at 1/60 s gives, bad times are Errors that
// change nothing, and a rebuilt scene keeps its views and parameters working.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadCore } from './core.mjs';
import { snapshot } from './scenes.mjs';

let core;
before(async () => {
  core = await loadCore();
});

function playedTo(id, t) {
  const scene = new core.Scene(id);
  const whole = Math.floor(t * 60 + 1e-7);
  for (let k = 0; k < whole; k++) scene.buildPose(1 / 60);
  const rest = t - whole / 60;
  if (rest * 60 >= 1e-7) scene.buildPose(rest);
  scene.buildPose(0);
  const out = snapshot(scene);
  scene.delete();
  return out;
}

test('seek(t) equals playing to t from a fresh scene, for every scene', () => {
  for (const id of core.allSceneIds()) {
    const scene = new core.Scene(id);
    for (let i = 0; i < 40; i++) scene.buildPose(1 / 144);
    for (const t of [60, 1.2345, 0]) {
      assert.equal(scene.seek(t), true);
      assert.equal(scene.time(), t);
      assert.deepEqual(snapshot(scene), playedTo(id, t), `${id} at ${t}`);
    }
    scene.delete();
  }
});

test('a step back and forward returns the same frame', () => {
  const scene = new core.Scene('walk-02');
  scene.seek(2);
  scene.step(1);
  const forward = snapshot(scene);
  scene.step(-1);
  assert.notDeepEqual(snapshot(scene), forward);
  assert.equal(scene.time(), 2);
  scene.step(1);
  assert.deepEqual(snapshot(scene), forward);
  assert.equal(scene.time(), 121 / 60);
  scene.delete();
});

test('bad times and frame counts throw and change nothing', () => {
  const scene = new core.Scene('lab');
  scene.seek(1.5);
  const before = snapshot(scene);
  const max = core.maxSeek();
  assert.equal(max, 3600);
  for (const bad of [-1, NaN, Infinity, max + 1]) assert.throws(() => scene.seek(bad), RangeError, String(bad));
  assert.throws(() => scene.seek('2'), TypeError);
  assert.throws(() => scene.seek(), TypeError);
  for (const bad of [0.5, 2 ** 40, NaN]) assert.throws(() => scene.step(bad), RangeError, String(bad));
  assert.throws(() => scene.step('1'), TypeError);
  assert.equal(scene.time(), 1.5);
  assert.deepEqual(snapshot(scene), before);
  scene.delete();
});

test('a seek that rebuilds the scene keeps its settings and key log', () => {
  const scene = new core.Scene('spear-run');
  for (let f = 0; f < 120; f++) {
    if (f === 10) scene.key('Space', true);
    scene.buildPose(1 / 60);
  }
  const live = snapshot(scene);
  scene.seek(0.5);
  scene.seek(2);
  assert.deepEqual(snapshot(scene), live);
  scene.delete();
});

// Every stage of a page shares the module's heap: several scenes each
// seeked to ten minutes (their checkpoints at the cap) still fit, and free it all.
test('four scenes seeked to 600 s fit in the shared heap together', () => {
  const ids = ['rex-lab', 'spear-run', 'walk-09', 'lab'];
  const scenes = ids.map((id) => new core.Scene(id));
  for (const scene of scenes) assert.equal(scene.seek(600), true);
  for (const scene of scenes) scene.buildPose(1 / 60);
  for (const scene of scenes) scene.delete();
  const again = new core.Scene('rex-lab');
  assert.equal(again.seek(600), true);
  again.delete();
});
