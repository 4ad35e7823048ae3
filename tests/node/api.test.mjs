import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadCore } from './core.mjs';
import { snapshot } from './scenes.mjs';

let core;
before(async () => {
  core = await loadCore();
});


describe('module', () => {
  test('lists the scenes and their titles', () => {
    const ids = core.sceneIds();
    assert.ok(Array.isArray(ids));
    assert.ok(ids.includes('lab'));
    assert.equal(core.sceneTitle('lab'), 'Motion Lab');
    assert.equal(core.hasScene('lab'), true);
    assert.equal(core.hasScene('walk-99'), false);
  });

  test('an unknown scene id throws an Error naming the valid ids', () => {
    assert.throws(() => new core.Scene('nope'), (e) => e instanceof Error && /Unknown scene "nope"/.test(e.message) && /"lab"/.test(e.message));
    assert.throws(() => new core.Scene(42), TypeError);
    assert.throws(() => new core.Scene(), TypeError);
  });
});

describe('Scene', () => {
  test('is a real class: instanceof, delete', () => {
    const s = new core.Scene('lab');
    assert.ok(s instanceof core.Scene);
    s.delete();
  });

  test('buildPose returns a zero-copy Float32Array of x,y pairs aligned with jointNames', () => {
    const s = new core.Scene('lab');
    const names = s.jointNames();
    const pose = s.buildPose(1 / 60);
    assert.ok(pose instanceof Float32Array);
    assert.equal(pose.length, names.length * 2);
    for (const n of ['pelvis', 'chest', 'head', 'kneeNear', 'footFar', 'handNear']) assert.ok(names.includes(n), n);
    assert.ok(pose.every(Number.isFinite));
    const again = s.pose();
    assert.equal(again.buffer, pose.buffer, 'a view of wasm memory, not a copy');
    s.delete();
  });

  test('the ground travels at scrollSpeed, about 106 units/s in the walk', () => {
    const s = new core.Scene('lab');
    const speed = s.param('scrollSpeed');
    assert.ok(Math.abs(speed - (44 * 1.5) / 0.62) < 0.5, `scrollSpeed ${speed}`);
    for (let i = 0; i < 60; i++) s.buildPose(1 / 60);
    assert.ok(Math.abs(s.param('groundOffset') - speed) < speed * 0.005);
    s.delete();
  });

  test('dt is sanitised: NaN, Infinity and negative are no time; long frames are capped at 1/30 s', () => {
    const s = new core.Scene('lab');
    s.buildPose(1 / 60);
    const start = snapshot(s);
    for (const dt of [NaN, Infinity, -Infinity, -1, -1e-9, 0]) {
      s.buildPose(dt);
      assert.deepEqual(snapshot(s), start, `dt ${dt}`);
    }
    s.buildPose(1e9);
    const moved = s.param('groundOffset') - start.params.groundOffset;
    assert.ok(Math.abs(moved - s.param('scrollSpeed') / 30) < 0.05, `moved ${moved}`);
    s.delete();
  });

  test('non-number dt is a TypeError and changes nothing', () => {
    const s = new core.Scene('lab');
    s.buildPose(1 / 60);
    const start = snapshot(s);
    for (const dt of ['0.016', undefined, null, {}, [], true]) {
      assert.throws(() => s.buildPose(dt), TypeError);
    }
    assert.throws(() => s.buildPose(), TypeError);
    assert.deepEqual(snapshot(s), start);
    s.delete();
  });

  test('key: used keys return true and change the status, others false', () => {
    const s = new core.Scene('lab');
    assert.match(s.status(), /walk/);
    assert.equal(s.key('ArrowRight', true), true);
    assert.equal(s.key('ArrowRight', false), true);
    assert.match(s.status(), /run/);
    assert.equal(s.key('KeyZ', true), false);
    assert.throws(() => s.key(39, true), TypeError);
    assert.throws(() => s.key('ArrowRight'), TypeError);
    assert.throws(() => s.key('ArrowRight', 'yes'), TypeError);
    assert.match(s.status(), /run/, 'bad calls changed nothing');
    s.delete();
  });

  test('setParam clamps and returns the kept value; bad names and values throw and change nothing', () => {
    const s = new core.Scene('lab');
    assert.equal(s.setParam('motion', 1), 1);
    assert.equal(s.setParam('motion', 99), 4, 'five motions: walk, run, throw, jump, kata');
    assert.equal(s.setParam('motion', -3), 0);
    const start = snapshot(s);
    assert.throws(() => s.setParam('bogus', 1), (e) => e instanceof Error && /Unknown parameter "bogus"/.test(e.message) && /"motion"/.test(e.message));
    assert.throws(() => s.setParam('motion', '1'), TypeError);
    assert.throws(() => s.setParam('motion'), TypeError);
    assert.throws(() => s.setParam('motion', NaN), RangeError);
    assert.throws(() => s.setParam('motion', Infinity), RangeError);
    assert.throws(() => s.setParam('scrollSpeed', 10), /read-only/);
    assert.throws(() => s.setParam(7, 1), TypeError);
    assert.throws(() => s.param('bogus'), /Unknown parameter/);
    assert.throws(() => s.param(), TypeError);
    assert.deepEqual(snapshot(s), start);
    s.delete();
  });

  test('paramNames lists settings and readouts, each readable', () => {
    const s = new core.Scene('lab');
    const names = s.paramNames();
    for (const n of ['scrollSpeed', 'groundOffset', 'motion']) assert.ok(names.includes(n), n);
    for (const n of names) assert.ok(Number.isFinite(s.param(n)), n);
    s.delete();
  });

  test('paramValues gives every parameter in paramNames order, live, in one view', () => {
    const s = new core.Scene('spear-run');
    const names = s.paramNames();
    const read = () => Array.from(s.paramValues());
    const jumps = names.indexOf('cue.jump');
    assert.ok(jumps >= 0, names.join());
    s.key('Space', true); // starts the run
    s.key('Space', false);
    for (let i = 0; i < 30; i++) s.buildPose(1 / 60);
    const before = read()[jumps];
    s.key('Space', true);
    s.buildPose(1 / 60);
    const values = read();
    assert.equal(values.length, names.length);
    names.forEach((n, i) => assert.equal(values[i], Math.fround(s.param(n)), n));
    assert.equal(values[jumps], before + 1, 'a jump counts up in the view');
    s.delete();
  });

  test('a frame whose data stayed put gets the same view objects back; one that moved gets new ones with its data', () => {
    const s = new core.Scene('lab');
    const pose = s.buildPose(1 / 60);
    const list = s.drawList();
    const text = s.drawText();
    const values = s.paramValues();
    assert.equal(s.buildPose(1 / 60), pose, 'the pose view is reused');
    assert.equal(s.pose(), pose);
    assert.equal(s.paramValues(), values);
    assert.equal(s.drawList(), s.drawList(), 'the draw list of one frame is one view');
    assert.equal(s.drawText(), s.drawText());
    assert.ok(list.length > 0 && text.length > 0);
    // A seek rebuilds the scene: whatever view comes back reads the scene as it is now.
    s.seek(2);
    const twin = new core.Scene('lab');
    twin.seek(2);
    assert.deepEqual(Array.from(s.pose()), Array.from(twin.pose()));
    assert.deepEqual(Array.from(s.drawList()), Array.from(twin.drawList()));
    assert.deepEqual(Array.from(s.drawText()), Array.from(twin.drawText()));
    s.delete();
    twin.delete();
  });

  test('reset returns to the first frame', () => {
    const s = new core.Scene('lab');
    const first = Array.from(s.buildPose(0));
    s.key('ArrowRight', true);
    for (let i = 0; i < 30; i++) s.buildPose(1 / 60);
    s.reset();
    assert.deepEqual(Array.from(s.buildPose(0)), first);
    s.delete();
  });

  test('drawList and drawText describe the frame', () => {
    const s = new core.Scene('lab');
    s.buildPose(1 / 60);
    const list = s.drawList();
    assert.ok(list instanceof Float32Array && list.length > 20);
    assert.equal(list[0], 1, 'starts with a view');
    assert.match(new TextDecoder().decode(s.drawText()), /walk/);
    assert.ok(s.controls().every((c) => typeof c.label === 'string' && typeof c.code === 'string'));
    assert.ok(s.keysHelp().length > 0);
    assert.ok(s.description().length > 0);
    s.delete();
  });

  test('use after delete throws a readable Error', () => {
    const s = new core.Scene('lab');
    s.delete();
    assert.throws(() => s.buildPose(0.016), (e) => e instanceof Error && /deleted/.test(e.message));
    assert.throws(() => s.status(), Error);
  });

  test('the same inputs give the same frames', () => {
    const run = () => {
      const s = new core.Scene('lab');
      const out = [];
      for (let i = 0; i < 200; i++) {
        if (i === 50) s.key('ArrowRight', true);
        out.push(...s.buildPose(i % 3 ? 1 / 60 : 1 / 45));
      }
      s.delete();
      return out;
    };
    assert.deepEqual(run(), run());
  });
});

describe('lifetime', () => {
  test('creating and deleting every scene many times leaks nothing (the heap is fixed: a leak would abort)', async () => {
    const ids = core.allSceneIds();
    for (let round = 0; round < 40; round++) {
      for (const id of ids) {
        const s = new core.Scene(id);
        s.buildPose(1 / 60);
        s.delete();
      }
    }
    const s = new core.Scene('lab');
    assert.ok(s.buildPose(1 / 60).every(Number.isFinite));
    s.delete();
  });
});
