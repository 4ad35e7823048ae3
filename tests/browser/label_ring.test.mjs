// A label reads where it crosses a drawing: a small stage raises labels into
// the figures and graphs, so the renderer rings each one in the paper. Words
// that sit on a filled box of their own, drawn just before them (the paper's
// colour on a banner, the knee's yellow on its chip, a card's first line),
// are drawn as they are.
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

// Runs in the page: a label of `role` across a thick band of `band`'s colour
// (a filled box just before the words, or else a line), drawn by the
// renderer and by the canvas's own fillText alone. Returns how many pixels of
// the band show the paper in each, and how many differ.
async function across({ role, band, boxed }) {
  const { Renderer, rendererLayout } = await import('./render/renderer.js');
  const { ops, styles } = rendererLayout();
  const palette = { paper: '#ffffff', ink: '#000000', muted: '#ff0000', accent3: '#ffff00', 'accent3-ring': '#000080' };
  const colors = styles.map((r) => palette[r] ?? '#00ff00');
  const words = 'MMMM WWWW';
  const [w, h, size] = [400, 100, 24];
  const under = boxed ? [ops.RECT.code, styles.indexOf(band), 1, 0, 0, 35, w, 30] : [ops.LINE.code, styles.indexOf(band), 30, -20, 50, w + 20, 50];
  const list = Float32Array.of(...under, ops.TEXT.code, styles.indexOf(role), size, 0, w / 2, 50, 0, words.length);
  const paint = (draw) => {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    draw(canvas);
    return canvas.getContext('2d', { willReadFrequently: true }).getImageData(0, 35, w, 30).data;
  };
  const drawn = paint((canvas) => {
    const renderer = new Renderer(canvas, { maxDpr: 1 });
    renderer.colors = colors;
    renderer.draw(list, new TextEncoder().encode(words));
  });
  const plain = paint((canvas) => {
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = palette.paper;
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = colors[styles.indexOf(band)];
    ctx.fillRect(0, 35, w, 30);
    ctx.font = `${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = colors[styles.indexOf(role)];
    ctx.fillText(words, w / 2, 50);
  });
  const paperIn = (px) => {
    let n = 0;
    for (let i = 0; i < px.length; i += 4) n += px[i] > 250 && px[i + 1] > 250 && px[i + 2] > 250 ? 1 : 0;
    return n;
  };
  let differ = 0;
  for (let i = 0; i < drawn.length; i += 4) differ += drawn[i] !== plain[i] || drawn[i + 1] !== plain[i + 1] || drawn[i + 2] !== plain[i + 2] ? 1 : 0;
  return { ringed: paperIn(drawn), plain: paperIn(plain), differ };
}

test('a label across a figure is ringed in the paper; words on a box of their own are not', async () => {
  const { page, problems, context } = await open(env, '/');
  const crossing = await page.evaluate(across, { role: 'muted', band: 'ink', boxed: false });
  // Without the ring no pixel of the ink line is paper; with it, one of the
  // band's pixels in twenty at least is, round the letters.
  assert.equal(crossing.plain, 0);
  assert.ok(crossing.ringed >= (400 * 30) / 20, `${crossing.ringed} paper pixels round the words`);
  for (const [role, band] of [['muted', 'ink'], ['paper', 'muted'], ['accent3', 'accent3-ring']]) {
    const on = await page.evaluate(across, { role, band, boxed: true });
    assert.equal(on.differ, 0, `${role} words on a box of ${band}: ${on.differ} pixels differ from the words alone`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
