// The page finds a scene's drag handles by their settings' names alone
// (web/drag/handles.js): every scene's, from the built core, and only pairs
// that are whole (nameDx and nameDy settable, nameX and nameY readable).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { handlesOf } from '../../web/drag/handles.js';
import { loadCore } from './core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const names = (scene) => handlesOf(scene).map((h) => h.name);

test('the lab and calisthenics offer two foot handles and the hip; no other scene offers any', () => {
  const expected = { lab: ['foot', 'farFoot', 'hip'], calisthenics: ['leftFoot', 'rightFoot', 'hip'] };
  for (const id of core.allSceneIds()) {
    const scene = new core.Scene(id);
    try {
      assert.deepEqual(names(scene).sort(), (expected[id] ?? []).sort(), id);
    } finally {
      scene.delete();
    }
  }
});

test('a handle is a whole set of names: a lone setting ending in Dx, or one without readouts, is none', () => {
  const fake = (params) => ({
    paramNames: () => Object.keys(params),
    isSettable: (n) => params[n] === 'set',
  });
  assert.deepEqual(names(fake({ aDx: 'set', aDy: 'set', aX: 'read', aY: 'read' })), ['a']);
  assert.deepEqual(names(fake({ aDx: 'set', aDy: 'set', aX: 'read' })), []);
  assert.deepEqual(names(fake({ aDx: 'set', aDy: 'read', aX: 'read', aY: 'read' })), []);
  assert.deepEqual(names(fake({ Dx: 'set', Dy: 'set', X: 'read', Y: 'read' })), []);
});

test('a setting moves the handle it names by as much, and one that is no place is refused', () => {
  const scene = new core.Scene('lab');
  try {
    scene.seek(0.5);
    const x = scene.param('hipX');
    assert.equal(scene.setParam('hipDx', 12), 12);
    scene.seek(0.5);
    assert.ok(Math.abs(scene.param('hipX') - (x + 12)) < 1e-3);
    assert.equal(scene.setParam('hipDx', 1e9), 12, 'farther than a handle goes: kept');
    assert.throws(() => scene.setParam('hipDx', NaN), /finite|number/i);
    assert.throws(() => scene.setParam('hipDx', '3'), TypeError);
    assert.equal(scene.param('hipDx'), 12);
  } finally {
    scene.delete();
  }
});
