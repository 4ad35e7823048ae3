import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadCore } from './core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const readouts = {
  'walk-01': ['seamJumps'],
  'walk-02': ['ankleRollDeg'],
  'walk-03': ['stepDist', 'groundV'],
  'walk-04': ['eyeAmp'],
  'walk-05': ['shoulderDeg', 'elbowDeg', 'elbowMaxDeg'],
  'walk-06': ['hipTwistDeg', 'shoulderTwistDeg'],
  'walk-07': ['slopeDeg', 'leanDeg', 'stepHz'],
  'walk-08': ['minArc', 'scuffRaw', 'scuffFix'],
  'walk-09': ['maxSlip'],
};
const ids = Object.keys(readouts);
const near = (actual, expected, tol = Math.abs(expected) * 0.01) =>
  assert.ok(Math.abs(actual - expected) <= tol, `${actual} is not within ${tol} of ${expected}`);

test('the walk lessons follow the lab in the menu, with titles', () => {
  const all = core.sceneIds();
  const at = all.indexOf('lab');
  assert.ok(at >= 0);
  assert.deepEqual(all.slice(at + 1, at + 1 + ids.length), ids);
  assert.deepEqual(all.filter((id) => id.startsWith('walk-')), ids, 'every lesson has its readouts here');
  ids.forEach((id, i) => assert.match(core.sceneTitle(id), new RegExp(`^Walk 0${i + 1} · `)));
});

test('every walk scene has its readouts, finite, read-only', () => {
  for (const [id, names] of Object.entries(readouts)) {
    const s = new core.Scene(id);
    s.buildPose(1 / 60);
    for (const n of names) {
      assert.ok(s.hasParam(n), `${id} ${n}`);
      assert.ok(Number.isFinite(s.param(n)), `${id} ${n}`);
    }
    for (const n of names.filter((n) => n !== 'stepHz')) assert.equal(s.isSettable(n), false, `${id} ${n}`);
    s.delete();
  }
});

test('spec values through the JS API', () => {
  const s3 = new core.Scene('walk-03');
  near(s3.param('stepDist'), 84.5);
  near(s3.param('groundV'), 135.2);
  s3.delete();
  const s5 = new core.Scene('walk-05');
  near(s5.param('elbowMaxDeg'), 61.6);
  assert.ok(Math.abs(s5.setParam('legRatio', 0.42) - 0.42) < 1e-6);
  near(s5.param('elbowMaxDeg'), 57.4);
  s5.delete();
  const s7 = new core.Scene('walk-07');
  near(s7.param('slopeDeg'), -14);
  near(s7.param('leanDeg'), -7);
  near(s7.param('stepHz'), 2.02);
  s7.delete();
  const s8 = new core.Scene('walk-08');
  near(s8.param('minArc'), 20);
  near(s8.param('scuffRaw'), 34, 1);
  near(s8.param('scuffFix'), 3, 1);
  s8.delete();
  const s1 = new core.Scene('walk-01');
  for (let i = 0; i < 225; i++) s1.buildPose(1 / 60);
  assert.equal(s1.param('seamJumps'), 0);
  s1.delete();
});

test('settable values clamp to the spec ranges', () => {
  const s = new core.Scene('walk-03');
  assert.equal(s.setParam('strideDeg', 100), 44);
  assert.ok(Math.abs(s.setParam('stepHz', 0.1) - 0.8) < 1e-6);
  assert.ok(Math.abs(s.setParam('legRatio', 0.9) - 0.56) < 1e-6);
  s.delete();
});

test('keys change the values and the status says so', () => {
  const s = new core.Scene('walk-01');
  assert.equal(s.key('ArrowRight', true), true);
  s.key('ArrowRight', false);
  assert.match(s.status(), /^Step rate 2\.0 steps per second/);
  assert.equal(s.key('KeyP', true), true);
  assert.match(s.status(), /^Paused/);
  assert.equal(s.key('KeyQ', true), false);
  s.delete();
});

test('a walk scene caps a long frame at 0.05 s (its fixed-step clock), the lab at 1/30 s', async () => {
  const { loadCore } = await import('./core.mjs');
  const core = await loadCore();
  const walk = new core.Scene('walk-01');
  assert.equal(Math.fround(walk.maxFrameDt()), Math.fround(0.05));
  const restT = walk.param('walkT');
  walk.buildPose(10);
  assert.ok(Math.abs(walk.param('walkT') - restT - 0.05) < 1e-5, `walkT ${restT} -> ${walk.param('walkT')}`);
  walk.delete();
  const lab = new core.Scene('lab');
  assert.equal(Math.fround(lab.maxFrameDt()), Math.fround(1 / 30));
  lab.delete();
});
