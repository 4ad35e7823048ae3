// A big crowd drawn with level of detail (a layer's small shapes simplified by
// their size on screen) shows the same picture as in full detail: the same
// ink in every patch of the canvas. The same comparison must see
// the crowd a few frames later, so that figures dropped or moved by the
// simplification would be caught.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start, open } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// Canvas px of a side of the patches compared (a figure at 1000 is ~45 px tall).
const PATCH = 16;
// Most a patch's ink may differ between the two drawings, as a share of a
// figure's mean ink (one figure left out differs by more than that), and most
// the whole canvas's may, as a fraction.
const PATCH_TOLERANCE = 0.3;
const TOTAL_TOLERANCE = 0.04;

// Draws crowd `count` after `frames` frames at full detail, with LOD, at full
// detail with one figure left out, and at full detail `later` frames further
// on, on canvases of the bench's size; how much each one's ink differs from
// the first's, in all and in the patch where it differs most.
function compare(page, count, frames, later) {
  return page.evaluate(
    async ([count, frames, later, PATCH]) => {
      const core = await (await import('./element/core.js')).loadCore('crowd');
      const { Renderer, rendererLayout } = await import('./render/renderer.js');
      const layout = rendererLayout();
      // The draw list with one figure in the middle lane painted in the paper's colour: gone.
      const dropOne = (list) => {
        const out = Float32Array.from(list);
        const layers = [];
        const ops = [];
        for (let i = 0; i < out.length; ) {
          const op = Object.entries(layout.ops).find(([, o]) => o.code === out[i]);
          if (op[0] === 'LAYER') layers.push(ops.length);
          ops.push(i);
          i += op[1].floats + (op[1].countAt ? layout.pointFloats * out[i + op[1].countAt] : 0);
        }
        // A lane: its layer, its ground line, then its figures, 8 commands each.
        const lane = layers[Math.floor(layers.length / 2)];
        const first = lane + 2 + 8 * 10;
        for (let k = first; k < first + 8; k++) out[ops[k] + 1] = layout.paper;
        return out;
      };
      const paint = (lod, extra, edit = (list) => list) => {
        const canvas = document.createElement('canvas');
        canvas.width = 960;
        canvas.height = 540;
        document.body.append(canvas);
        const renderer = new Renderer(canvas, { lod });
        const scene = new core.Scene('crowd');
        scene.setParam('count', count);
        for (let f = 0; f < frames + extra; f++) scene.buildPose(1 / 60);
        renderer.draw(edit(scene.drawList()), scene.drawText());
        scene.delete();
        const pixels = canvas.getContext('2d', { willReadFrequently: true }).getImageData(0, 0, canvas.width, canvas.height).data;
        canvas.remove();
        return { pixels, colors: renderer.colors, scale: renderer.scale };
      };
      const full = paint(false, 0);
      const lod = paint(true, 0);
      const moved = paint(false, later);
      const dropped = paint(false, 0, dropOne);
      // Each pixel's ink: how far its colour is from the paper's, 0 to 1.
      const c2d = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      c2d.fillStyle = full.colors[rendererLayout().paper];
      c2d.fillRect(0, 0, 1, 1);
      const paper = c2d.getImageData(0, 0, 1, 1).data;
      const cols = Math.ceil(960 / PATCH);
      const rows = Math.ceil(540 / PATCH);
      const inkMap = (px) => {
        const map = new Float64Array(cols * rows);
        let total = 0;
        for (let y = 0; y < 540; y++)
          for (let x = 0; x < 960; x++) {
            const at = 4 * (y * 960 + x);
            const d = (Math.abs(px[at] - paper[0]) + Math.abs(px[at + 1] - paper[1]) + Math.abs(px[at + 2] - paper[2])) / (3 * 255);
            map[Math.floor(y / PATCH) * cols + Math.floor(x / PATCH)] += d;
            total += d;
          }
        return { map, total };
      };
      const a = inkMap(full.pixels);
      const b = inkMap(lod.pixels);
      const c = inkMap(moved.pixels);
      const d = inkMap(dropped.pixels);
      const worst = (p, q) => p.map.reduce((m, v, i) => Math.max(m, Math.abs(v - q.map[i])), 0);
      return {
        figurePx: 160 * full.scale,
        ink: a.total,
        lodTotal: Math.abs(b.total - a.total) / a.total,
        lodWorst: worst(a, b),
        movedWorst: worst(a, c),
        droppedWorst: worst(a, d),
      };
    },
    [count, frames, later, PATCH],
  );
}

for (const count of [1000, 3000]) {
  test(`a crowd of ${count} with level of detail has the same ink in every patch as in full detail`, async () => {
    const { page, problems, context } = await open(env, '/index.html');
    try {
      const r = await compare(page, count, 20, 6);
      const figureInk = r.ink / count;
      const patch = PATCH_TOLERANCE * figureInk;
      assert.ok(figureInk > 20, `the crowd is drawn (${r.ink.toFixed(0)} px of ink)`);
      assert.ok(r.figurePx < 60, `its figures are small on screen (${r.figurePx.toFixed(1)} px tall)`);
      assert.ok(r.lodTotal <= TOTAL_TOLERANCE, `total ink differs by ${(100 * r.lodTotal).toFixed(1)}%`);
      assert.ok(r.lodWorst <= patch, `a patch differs by ${r.lodWorst.toFixed(1)} px of ink (most ${patch.toFixed(1)})`);
      // The same comparison sees one figure left out, and the crowd a tenth of a second on.
      assert.ok(r.droppedWorst > patch, `one figure less differs by only ${r.droppedWorst.toFixed(1)} px of ink`);
      assert.ok(r.movedWorst > patch, `moved figures differ by only ${r.movedWorst.toFixed(1)} px of ink`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
