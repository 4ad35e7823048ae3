// The stage speaks in words (docs/glossary.md), not in the code's names: no
// text a scene draws, says on its status line or in its description holds a
// camelCase or CONSTANT_CASE name. Each scene is sampled over ten seconds,
// playing and with its solve shown.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadCore } from './core.mjs';

const CODE_NAME = /\b[a-z]+[A-Z]\w*|\b[A-Z]+_[A-Z_]+\b/;

let core;
before(async () => {
  core = await loadCore();
});

// Every label of the scene's current drawing, as text (a TEXT command holds
// its text's offset and length in the scene's text bytes).
function labels(scene) {
  const { ops, pointFloats } = core.drawLayout();
  const floats = Object.fromEntries(Object.values(ops).map((o) => [o.code, o.floats]));
  const list = scene.drawList();
  const bytes = scene.drawText();
  const out = [];
  for (let i = 0; i < list.length; ) {
    const op = list[i];
    if (op === ops.TEXT.code) out.push(new TextDecoder().decode(bytes.subarray(list[i + 6], list[i + 6] + list[i + 7])));
    i += op === ops.POLY.code ? ops.POLY.floats + pointFloats * list[i + ops.POLY.countAt] : floats[op];
  }
  return out;
}

test('no scene draws or says a name from the code', () => {
  const found = [];
  let read = 0;
  for (const id of core.sceneIds()) {
    const scene = new core.Scene(id);
    scene.setFrame(894, 503);
    for (let t = 0; t <= 10; t += 0.5) {
      if (t === 5) scene.key('KeyS', true) && scene.key('KeyS', false);
      scene.seek(t);
      for (const text of [...labels(scene), scene.status(), scene.description(), scene.keysHelp()]) {
        read++;
        if (CODE_NAME.test(text)) found.push(`${id} at ${t} s: ${JSON.stringify(text)}`);
      }
    }
    scene.delete();
  }
  assert.ok(read > 1000, `${read} texts read`);
  assert.deepEqual([...new Set(found)], []);
});
