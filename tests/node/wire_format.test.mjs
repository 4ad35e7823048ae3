// The renderer reads the draw list by the core's wire format: the layout it
// ships with must be the core's, and it must walk every scene's real stream.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { adoptLayout, rendererLayout, Renderer } from '../../web/renderer.js';
import { loadCore } from './core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

test("the renderer's op codes, lengths and style roles are the core's", () => {
  const mine = rendererLayout();
  const theirs = core.drawLayout();
  assert.deepEqual(mine.ops, theirs.ops);
  assert.equal(mine.pointFloats, theirs.pointFloats);
  assert.deepEqual(mine.styles, theirs.styles, 'colour roles in style order');
  assert.equal(mine.far, theirs.styles.indexOf('ink-far'));
  assert.equal(mine.paper, theirs.styles.indexOf('paper'));
});

// A canvas that accepts every call, so draw() runs outside a browser.
function stubCanvas() {
  const ctx = new Proxy({}, { get: (t, k) => (k in t ? t[k] : () => {}), set: (t, k, v) => ((t[k] = v), true) });
  return { width: 480, height: 300, clientWidth: 480, clientHeight: 300, getContext: () => ctx };
}

test('every scene draws: the renderer lands on each command of the stream', () => {
  globalThis.getComputedStyle ??= () => ({ getPropertyValue: () => '#123' });
  // A crowd's layers collect their shapes in Path2D objects.
  globalThis.Path2D ??= class {
    moveTo() {}
    lineTo() {}
    arc() {}
    ellipse() {}
    closePath() {}
  };
  adoptLayout(core);
  const renderer = new Renderer(stubCanvas());
  const layout = core.drawLayout();
  const lengths = new Map(Object.values(layout.ops).map((o) => [o.code, o]));
  for (const id of core.allSceneIds()) {
    const scene = new core.Scene(id);
    try {
      for (let f = 0; f < 30; f++) scene.buildPose(1 / 60);
      const list = scene.drawList();
      assert.doesNotThrow(() => renderer.draw(list, scene.drawText()), id);
      // The same walk by the core's table ends exactly at the stream's end.
      let i = 0;
      while (i < list.length) {
        const op = lengths.get(list[i]);
        assert.ok(op, `${id}: op code ${list[i]} at ${i}`);
        i += op.floats + (op.countAt ? layout.pointFloats * list[i + op.countAt] : 0);
      }
      assert.equal(i, list.length, id);
    } finally {
      scene.delete();
    }
  }
});
