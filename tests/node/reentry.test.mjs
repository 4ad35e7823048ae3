// Calls that reach C++ with a scene that is not there: a `this` that is not a
// scene, and JS run in the middle of a call (a patched Array.prototype.push)
// deleting the scene the call is reading.
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

  test('Scene.prototype.drawList.call(null) names the mistake', () => {
    assert.throws(() => core.Scene.prototype.drawList.call(null), /drawList must be called on a Scene/);
  });
});

describe('JS run during a call', () => {
  // The first push deletes the scene and fills the heap it freed with scenes
  // of the same shape, so reading the old one afterwards returns their bytes.
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
    test(`${method}() finishes with the scene's data when a push deletes the scene`, () => {
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
      assert.throws(() => scene.status(), /deleted/, 'the scene really was deleted');
      for (const s of spill) s.delete();
    });
  }
});
