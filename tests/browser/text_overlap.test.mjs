// No two text labels of a frame overlap, in any scene, measured the way the
// page draws them: the canvas's own measureText in the renderer's font.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { open, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

test('no two text labels overlap in any scene over 10 s', async () => {
  const { page, problems, context } = await open(env, '/');
  const overlaps = await page.evaluate(async () => {
    const { default: createPoseCore } = await import('/posecore.mjs');
    const core = await createPoseCore();
    const layout = core.drawLayout();
    const ops = new Map(Object.values(layout.ops).map((o) => [o.code, o]));
    const TEXT = layout.ops.TEXT.code;
    const ctx = document.createElement('canvas').getContext('2d');
    ctx.textBaseline = 'middle';
    const decoder = new TextDecoder();
    const found = [];
    const ids = [...core.sceneIds()];
    for (const id of ids) {
      const scene = new core.Scene(id);
      const seen = new Set();
      for (let f = 0; f <= 600; f++) {
        if (f > 0) scene.buildPose(1 / 60);
        if (f % 15) continue;
        const list = scene.drawList();
        const bytes = scene.drawText();
        const boxes = [];
        for (let i = 0; i < list.length; ) {
          const op = ops.get(list[i]);
          if (list[i] === TEXT) {
            const [size, align, x, y, startAt, length] = [2, 3, 4, 5, 6, 7].map((k) => list[i + k]);
            const text = decoder.decode(bytes.subarray(startAt, startAt + length));
            ctx.font = `${size}px system-ui, sans-serif`;
            const m = ctx.measureText(text);
            const left = align < 0 ? x : align > 0 ? x - m.width : x - m.width / 2;
            boxes.push({ text, l: left, r: left + m.width, t: y - m.actualBoundingBoxAscent, b: y + m.actualBoundingBoxDescent });
          }
          i += op.floats + (op.countAt ? layout.pointFloats * list[i + op.countAt] : 0);
        }
        // A shared edge or a hair of anti-aliasing is not an overlap.
        const slack = 0.5;
        for (let a = 0; a < boxes.length; a++)
          for (let c = a + 1; c < boxes.length; c++) {
            const p = boxes[a], q = boxes[c];
            if (p.text.trim() === '' || q.text.trim() === '') continue;
            if (p.l < q.r - slack && q.l < p.r - slack && p.t < q.b - slack && q.t < p.b - slack) {
              const key = `${p.text} / ${q.text}`;
              if (!seen.has(key)) found.push(`${id} frame ${f}: "${p.text}" over "${q.text}"`), seen.add(key);
            }
          }
      }
      scene.delete();
    }
    return found;
  });
  assert.deepEqual(overlaps, []);
  assert.deepEqual(problems, []);
  await context.close();
});
