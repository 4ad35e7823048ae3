// The renderer reads the draw list by the core's wire format: the layout it
// ships with must be the core's, and it must walk every scene's real stream.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { adoptLayout, rendererLayout, Renderer } from '../../web/render/renderer.js';
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

test("posecore.d.mts names the core's draw ops, and its scene methods are the core's", () => {
  const types = readFileSync(new URL('../../web/element/posecore.d.mts', import.meta.url), 'utf8');
  const declared = /ops: Record<([^,]+), OpLayout>/.exec(types)[1].split('|').map((s) => s.trim().replace(/'/g, ''));
  assert.deepEqual(declared.sort(), Object.keys(core.drawLayout().ops).sort());
  // Each getter the core names (bindings.cpp's kTexts, kNumbers) is declared.
  const scene = new core.Scene('lab');
  const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(scene)).filter((m) => m !== 'constructor');
  scene.delete();
  for (const name of methods) assert.match(types, new RegExp(`\\b${name}\\(`), name);
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

// A canvas whose context records clips and transforms.
function recordingCanvas(width, height) {
  const calls = [];
  const ctx = new Proxy(
    {},
    {
      get: (t, k) => (k in t ? t[k] : (...args) => calls.push([k, ...args])),
      set: (t, k, v) => ((t[k] = v), true),
    },
  );
  return { calls, canvas: { width, height, clientWidth: width, clientHeight: height, getContext: () => ctx } };
}

test('a stacked walk lesson draws in two panes: each clipped, each view fitted to its own', () => {
  globalThis.getComputedStyle ??= () => ({ getPropertyValue: () => '#123' });
  adoptLayout(core);
  const { calls, canvas } = recordingCanvas(356 * 3, 595 * 3);
  const renderer = new Renderer(canvas);
  const scene = new core.Scene('walk-02');
  try {
    assert.ok(scene.tallFrame(), 'a walk lesson lays out for a tall frame');
    scene.setFrame(356, 595);
    scene.buildPose(1 / 60);
    const list = scene.drawList();
    renderer.draw(list, scene.drawText());
    const clips = calls.filter(([k]) => k === 'clip').length;
    const saves = calls.filter(([k]) => k === 'save').length;
    const restores = calls.filter(([k]) => k === 'restore').length;
    assert.equal(clips, 2, 'the walkers pane and the panel pane');
    assert.equal(saves, restores, 'every clip is undone by the end of the drawing');
    // The panes' rectangles: the whole width each, the walkers' on top, meeting the panel's.
    const rects = calls.filter(([k], i) => k === 'rect' && calls[i + 1]?.[0] === 'clip').map(([, ...r]) => r);
    assert.equal(rects.length, 2);
    const [top, bottom] = rects;
    assert.deepEqual([top[0], top[1], top[2]], [0, 0, canvas.width]);
    assert.ok(Math.abs(top[1] + top[3] - bottom[1]) < 1e-3, 'the panes meet');
    assert.ok(Math.abs(bottom[1] + bottom[3] - canvas.height) < 1e-3, 'the panel pane ends at the bottom');
    // The panel's view: its smallest words (8.5 units) at 12 CSS px or more, unraised.
    const views = calls.filter(([k, a]) => k === 'setTransform' && a !== 1).map(([, a]) => a / 3);
    assert.ok(views.length >= 2, `${views.length} views`);
    assert.ok(views.at(-1) * 8.5 >= 12 - 1e-3, `panel at ${views.at(-1)} CSS px a unit`);
    // At the desktop frame the stream has no pane at all.
    scene.setFrame(894, 503);
    scene.buildPose(0);
    const pane = core.drawLayout().ops.PANE.code;
    const desk = scene.drawList();
    let i = 0;
    const lengths = new Map(Object.values(core.drawLayout().ops).map((o) => [o.code, o]));
    while (i < desk.length) {
      assert.notEqual(desk[i], pane, 'no pane on the desktop');
      const op = lengths.get(desk[i]);
      i += op.floats + (op.countAt ? 2 * desk[i + op.countAt] : 0);
    }
  } finally {
    scene.delete();
  }
});
