// Calls that would reach C++ with a scene that is not there: a `this` that is
// not a scene, and page JS run in the middle of a call (a patched
// Array.prototype.push, an argument's valueOf) deleting the scene the call is
// reading.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadCore } from './core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const ARGS = { buildPose: [0], key: ['ArrowLeft', true], setParam: ['motion', 1], param: ['motion'], hasParam: ['motion'], isSettable: ['motion'], isPersistent: ['motion'], isRecord: ['motion'] };

describe('this', () => {
  test('every Scene method called on null, undefined, a plain object or a number is a TypeError', () => {
    const proto = core.Scene.prototype;
    const methods = Object.getOwnPropertyNames(proto).filter((m) => m !== 'constructor' && typeof proto[m] === 'function');
    assert.ok(methods.includes('drawList') && methods.includes('paramNames'), methods.join());
    for (const m of methods) {
      for (const self of [null, undefined, {}, 1, Object.create(proto)]) {
        assert.throws(() => proto[m].call(self, ...(ARGS[m] ?? [])), TypeError, `${m} on ${self}`);
      }
    }
  });

  test('a Proxy of a scene whose traps delete it is no Scene: a TypeError, and the scene is not read', () => {
    const scene = new core.Scene('spear-run');
    let trapped = 0;
    const trap = () => (trapped++, scene.delete(), undefined);
    const proxy = new Proxy(scene, { get: trap, has: trap, getPrototypeOf: () => (trap(), core.Scene.prototype) });
    for (const m of ['buildPose', 'drawList', 'status', 'delete']) {
      assert.throws(() => core.Scene.prototype[m].call(proxy, ...(ARGS[m] ?? [])), TypeError, m);
    }
    assert.equal(trapped, 0, 'a trap ran');
    assert.ok(scene.status().length > 0, 'the scene is still there');
    scene.delete();
  });

  test('Scene.prototype.drawList.call(null) names the mistake', () => {
    assert.throws(() => core.Scene.prototype.drawList.call(null), /drawList must be called on a Scene/);
  });
});

describe('JS run during a call', () => {
  // Were page code to run while a call reads the core (a patched
  // Array.prototype.push, as a binding that builds its arrays by push would
  // call), it could delete the scene under the call: this push deletes it and
  // fills the heap it freed with scenes of the same shape, so a read of the old
  // one afterwards would return their bytes. The calls build their results
  // without running page code, so the scene is whole when they return.
  function deletingPush(scene, spill) {
    const push = Array.prototype.push;
    let armed = true;
    Array.prototype.push = function (...items) {
      if (armed) {
        armed = false;
        Array.prototype.push = push;
        scene.delete();
        for (let i = 0; i < 4; i++) spill.push(new core.Scene('spear-run'));
      }
      return push.apply(this, items);
    };
    return () => (Array.prototype.push = push);
  }

  for (const method of ['paramNames', 'jointNames', 'controls']) {
    test(`${method}() finishes with the scene's data and runs no page code that could delete it`, () => {
      const scene = new core.Scene('spear-run');
      const expected = scene[method]();
      const spill = [];
      const restore = deletingPush(scene, spill);
      let got;
      try {
        got = scene[method]();
      } finally {
        restore();
      }
      assert.deepEqual(got, expected);
      assert.equal(spill.length, 0, 'the patched push ran during the call');
      assert.ok(scene.status().length > 0, 'the scene is still there');
      scene.delete();
    });
  }

  test('a valueOf or getter on an argument never runs: objects are refused before the core is reached', () => {
    const scene = new core.Scene('spear-run');
    let ran = 0;
    const hostile = { valueOf: () => (ran++, scene.delete(), 0), toString: () => (ran++, scene.delete(), 'motion') };
    for (const call of [() => scene.buildPose(hostile), () => scene.key(hostile, true), () => scene.key('Space', hostile),
      () => scene.setParam(hostile, 1), () => scene.setParam(scene.paramNames().find((p) => scene.isSettable(p)), hostile),
      () => scene.param(hostile), () => scene.seek(hostile), () => scene.step(hostile), () => scene.tapCode(hostile),
      () => scene.setFrame(hostile, 1)]) {
      assert.throws(call, TypeError);
    }
    assert.equal(ran, 0);
    assert.ok(scene.status().length > 0, 'the scene is still there');
    scene.delete();
  });
});
