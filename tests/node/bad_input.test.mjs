// Every Scene method x {NaN, Infinity, negative, huge, string, undefined,
// wrong arity, use after delete}, for every scene: each call either throws a
// readable Error and changes nothing, or does what the API documents (dt: no
// time or capped; setParam: clamped, returning the kept value), checked
// against a twin scene given the documented equivalent.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadCore } from './core.mjs';
import { snapshot } from './scenes.mjs';

const BAD = {
  NaN: NaN,
  Infinity: Infinity,
  negative: -1,
  huge: 1e30,
  string: 'x',
  undefined: undefined,
};

let core;
let ids;
before(async () => {
  core = await loadCore();
  ids = core.allSceneIds();
});

function readable(e) {
  return e instanceof Error && typeof e.message === 'string' && e.message.length >= 10;
}

// Two scenes with the same history, so a documented clamp can be checked by
// doing its equivalent on the twin.
function twins(id) {
  const make = () => {
    const s = new core.Scene(id);
    for (let i = 0; i < 20; i++) s.buildPose(1 / 60);
    return s;
  };
  return [make(), make()];
}

function expectError(scene, label, call) {
  const before = snapshot(scene);
  assert.throws(call, (e) => readable(e) || assert.fail(`${label}: not a readable Error: ${e}`), label);
  assert.deepEqual(snapshot(scene), before, `${label} changed the scene`);
}

// Methods without arguments: any argument is a wrong arity.
const NO_ARGS = ['pose', 'jointNames', 'paramNames', 'paramValues', 'status', 'description', 'keysHelp', 'controls', 'drawList', 'drawText', 'reset', 'resync'];
// Methods with arguments and a valid call to vary.
const WITH_ARGS = {
  buildPose: [1 / 60],
  key: ['ArrowLeft', true],
  setParam: null, // filled per scene
  param: null,
  hasParam: null,
  isSettable: null,
};

describe('bad input through the JS API, every scene', () => {
  test('covers every listed scene and the unlisted crowd', () => {
    assert.ok(ids.includes('lab') && ids.includes('crowd'), ids.join());
  });

  test('methods without arguments reject any argument', () => {
    for (const id of ids) {
      const s = new core.Scene(id);
      s.buildPose(1 / 60);
      for (const m of NO_ARGS) {
        assert.equal(typeof s[m], 'function', m);
        for (const [name, v] of Object.entries(BAD)) expectError(s, `${id}.${m}(${name})`, () => s[m](v));
      }
      s.delete();
    }
  });

  test('buildPose: NaN, Infinity and negative are no time; huge is one capped frame; others throw', () => {
    for (const id of ids) {
      const [a, b] = twins(id);
      for (const [name, v] of Object.entries(BAD)) {
        const label = `${id}.buildPose(${name})`;
        if (typeof v !== 'number') {
          expectError(a, label, () => a.buildPose(v));
          continue;
        }
        a.buildPose(v);
        const cap = b.maxFrameDt();
        b.buildPose(Number.isFinite(v) && v > cap ? cap : 0);
        assert.deepEqual(snapshot(a), snapshot(b), label);
      }
      expectError(a, `${id}.buildPose()`, () => a.buildPose());
      expectError(a, `${id}.buildPose(dt, extra)`, () => a.buildPose(1 / 60, 1));
      a.delete();
      b.delete();
    }
  });

  test('key: a non-string code or non-boolean down throws; an unknown code is false and changes nothing', () => {
    for (const id of ids) {
      const s = new core.Scene(id);
      s.buildPose(1 / 60);
      const code = s.controls()[0]?.code ?? 'ArrowLeft';
      for (const [name, v] of Object.entries(BAD)) {
        if (typeof v === 'string') {
          const before = snapshot(s);
          assert.equal(s.key('NoSuchKey', true), false, `${id}.key(unknown)`);
          assert.equal(s.key('NoSuchKey', false), false);
          assert.deepEqual(snapshot(s), before, `${id}.key(unknown) changed the scene`);
        } else {
          expectError(s, `${id}.key(${name}, true)`, () => s.key(v, true));
        }
        expectError(s, `${id}.key(code, ${name})`, () => s.key(code, v));
      }
      expectError(s, `${id}.key(code)`, () => s.key(code));
      expectError(s, `${id}.key(code, true, extra)`, () => s.key(code, true, 1));
      s.delete();
    }
  });

  test('setParam: bad names throw; settings clamp negative and huge values, keep the result, reject the rest', () => {
    for (const id of ids) {
      const [a, b] = twins(id);
      for (const [name, v] of Object.entries(BAD)) {
        expectError(a, `${id}.setParam(${name} name)`, () => a.setParam(typeof v === 'string' ? 'noSuchParam' : v, 1));
      }
      for (const p of a.paramNames()) {
        if (!a.isSettable(p)) {
          for (const [name, v] of Object.entries(BAD)) expectError(a, `${id}.setParam(${p} readout, ${name})`, () => a.setParam(p, v));
          continue;
        }
        for (const [name, v] of Object.entries(BAD)) {
          const label = `${id}.setParam(${p}, ${name})`;
          if (typeof v !== 'number' || !Number.isFinite(v)) {
            expectError(a, label, () => a.setParam(p, v));
            continue;
          }
          const kept = a.setParam(p, v);
          assert.ok(Number.isFinite(kept), `${label} kept ${kept}`);
          assert.equal(a.param(p), kept, `${label}: param() reads the kept value`);
          assert.equal(b.setParam(p, kept), kept, `${label}: the kept value is kept as is`);
          assert.deepEqual(snapshot(a), snapshot(b), label);
          a.buildPose(1 / 60);
          b.buildPose(1 / 60);
          assert.ok(a.pose().every(Number.isFinite), `${label}: pose finite`);
        }
        expectError(a, `${id}.setParam(${p})`, () => a.setParam(p));
        expectError(a, `${id}.setParam(${p}, 1, extra)`, () => a.setParam(p, 1, 2));
      }
      a.delete();
      b.delete();
    }
  });

  test('param, hasParam, isSettable: non-strings throw, unknown names are an Error or false', () => {
    for (const id of ids) {
      const s = new core.Scene(id);
      s.buildPose(1 / 60);
      for (const [name, v] of Object.entries(BAD)) {
        if (typeof v === 'string') {
          expectError(s, `${id}.param(unknown)`, () => s.param('noSuchParam'));
          assert.equal(s.hasParam('noSuchParam'), false);
          assert.equal(s.isSettable('noSuchParam'), false);
          continue;
        }
        for (const m of ['param', 'hasParam', 'isSettable']) expectError(s, `${id}.${m}(${name})`, () => s[m](v));
      }
      for (const m of ['param', 'hasParam', 'isSettable']) {
        expectError(s, `${id}.${m}()`, () => s[m]());
        expectError(s, `${id}.${m}(name, extra)`, () => s[m](s.paramNames()[0], 1));
      }
      s.delete();
    }
  });

  test('use after delete: every method throws a readable Error, and so does a second delete', () => {
    for (const id of ids) {
      const s = new core.Scene(id);
      const param = s.paramNames()[0];
      s.delete();
      const calls = {
        buildPose: () => s.buildPose(1 / 60),
        key: () => s.key('ArrowLeft', true),
        setParam: () => s.setParam(param, 1),
        param: () => s.param(param),
        hasParam: () => s.hasParam(param),
        isSettable: () => s.isSettable(param),
        delete: () => s.delete(),
        ...Object.fromEntries(NO_ARGS.map((m) => [m, () => s[m]()])),
      };
      for (const m of Object.keys(WITH_ARGS)) assert.ok(m in calls, m);
      for (const [m, call] of Object.entries(calls)) {
        assert.throws(call, (e) => readable(e) && /delete/.test(e.message), `${id}.${m} after delete`);
      }
    }
  });

  test('module functions: bad ids throw a readable Error or answer false/empty', () => {
    for (const [name, v] of Object.entries(BAD)) {
      if (typeof v === 'string') {
        assert.equal(core.hasScene('noSuchScene'), false);
        assert.equal(core.sceneTitle('noSuchScene'), '');
        assert.throws(() => new core.Scene('noSuchScene'), (e) => readable(e) && /Valid scenes/.test(e.message));
        continue;
      }
      for (const f of [() => core.hasScene(v), () => core.sceneTitle(v), () => new core.Scene(v)]) {
        assert.throws(f, readable, name);
      }
    }
    assert.throws(() => core.sceneIds(1), readable);
    assert.throws(() => new core.Scene('lab', 1), readable);
  });
});
