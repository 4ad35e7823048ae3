// The wasm heap at its maximum: a scene that does not fit is a readable Error, frees
// whatever it had built and leaves the heap as it was; strings too long to be
// a name are refused before they cost heap to marshal. Each test gets a fresh
// module, so one test's heap cannot hide another's leak.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadCore } from './core.mjs';

// How many scenes of `id` fit, and what stopped the next one.
function fill(core, id, limit = 5000) {
  const scenes = [];
  let error = null;
  while (scenes.length < limit) {
    try {
      scenes.push(new core.Scene(id));
    } catch (e) {
      error = e;
      break;
    }
  }
  return { scenes, error };
}

function capacity(core, id) {
  const { scenes, error } = fill(core, id);
  for (const s of scenes) s.delete();
  assert.ok(error, `${id}: the heap never filled`);
  return scenes.length;
}

const outOfMemory = (e) => e instanceof Error && /not enough memory/i.test(e.message) && !/ASSERTIONS|Aborted/.test(e.message);

describe('out of memory', () => {
  test('200+ lab scenes are created until the heap is full: the next is a readable Error, and all deleted the heap holds as many again', async () => {
    const core = await loadCore();
    const { scenes, error } = fill(core, 'lab');
    assert.ok(scenes.length >= 200, `only ${scenes.length} lab scenes fit`);
    assert.ok(outOfMemory(error), `not a readable out-of-memory Error: ${error}`);
    // A full heap still answers, and a failed creation changed nothing.
    assert.equal(scenes[0].status().length > 0, true);
    assert.throws(() => new core.Scene('lab'), outOfMemory);
    for (const s of scenes) s.delete();
    assert.equal(capacity(core, 'lab'), scenes.length, 'the heap recovered');
  });

  test('failed crowd constructions leak nothing: as many crowds and lab scenes fit after 50 failures', async () => {
    const core = await loadCore();
    const labs = capacity(core, 'lab');
    const { scenes, error } = fill(core, 'crowd');
    assert.ok(outOfMemory(error), String(error));
    // Leave room for part of a crowd, so the next ones fail half-way through building.
    scenes.pop().delete();
    const filler = fill(core, 'lab');
    filler.scenes.splice(0, 5).forEach((s) => s.delete());
    for (let i = 0; i < 50; i++) assert.throws(() => new core.Scene('crowd'), outOfMemory);
    for (const s of [...scenes, ...filler.scenes]) s.delete();
    assert.equal(capacity(core, 'crowd'), scenes.length + 1);
    assert.equal(capacity(core, 'lab'), labs);
  });

  test('a crowd holds storage for its count, not for the largest count: several fit, and growing fails soft', async () => {
    const core = await loadCore();
    const crowds = capacity(core, 'crowd');
    assert.ok(crowds >= 5, `only ${crowds} default crowds fit`);
    const { scenes } = fill(core, 'crowd');
    // No room left for 3000 walkers: the count stays and the scene still plays.
    const kept = scenes[0].setParam('count', 5000);
    assert.equal(kept, scenes[0].param('count'));
    assert.ok(scenes[0].buildPose(1 / 60).every(Number.isFinite));
    for (const s of scenes) s.delete();
    const one = new core.Scene('crowd');
    assert.equal(one.setParam('count', 5000), 3000, 'room again once the others are gone (3000 is the most)');
    one.delete();
  });
});

describe('strings too long to be a name', () => {
  test('a 6-million-character key code is a RangeError and the heap keeps its capacity', async () => {
    const core = await loadCore();
    const before = capacity(core, 'lab');
    const s = new core.Scene('lab');
    const huge = 'K'.repeat(6_000_000);
    assert.throws(() => s.key(huge, true), (e) => e instanceof RangeError && /key code .*characters/.test(e.message));
    assert.throws(() => s.setParam(huge, 1), RangeError);
    assert.throws(() => s.param(huge), RangeError);
    assert.throws(() => new core.Scene(huge), RangeError);
    assert.equal(s.hasParam(huge), false);
    assert.equal(s.isSettable(huge), false);
    assert.equal(s.isPersistent(huge), false);
    assert.equal(s.isRecord(huge), false);
    assert.equal(core.hasScene(huge), false);
    assert.equal(core.sceneTitle(huge), '');
    s.delete();
    assert.equal(capacity(core, 'lab'), before);
  });

  test('names of ordinary length still work', async () => {
    const core = await loadCore();
    const s = new core.Scene('lab');
    assert.equal(s.key('ArrowRight', true), true);
    assert.equal(s.key('x'.repeat(128), true), false);
    assert.equal(s.hasParam('motion'), true);
    s.delete();
  });
});
