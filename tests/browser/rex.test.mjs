import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { changedPixels, open, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

// The bird reference leg stands in the right fifth of the stage, clear of the rex.
async function birdPixels(page) {
  const box = await page.locator('#stage').boundingBox();
  return page.screenshot({ clip: { x: box.x + box.width * 0.8, y: box.y, width: box.width * 0.2, height: box.height } });
}

test('rex lab: walk/run changes the status, the bird leg moves, no console errors', async () => {
  const { page, problems, context } = await open(env, '/#rex-lab');
  assert.equal(await page.locator('[role=tab][aria-selected=true]').textContent(), 'Rex lab');
  assert.match(await page.locator('#stage').getAttribute('aria-label'), /Tyrannosaurus/);
  const a = await birdPixels(page);
  assert.notDeepEqual(await changedPixels(page, a, { shoot: birdPixels }), a, 'the bird leg moves');
  await page.locator('#stage').focus();
  await page.keyboard.press('KeyT');
  assert.match(await page.locator('#status').textContent(), /walk, inside support/);
  await page.keyboard.press('KeyR');
  assert.match(await page.locator('#status').textContent(), /run, (dynamic support|flight phase)/);
  await page.getByRole('button', { name: 'Walk / run' }).click();
  assert.match(await page.locator('#status').textContent(), /walk/);
  assert.deepEqual(problems, []);
  await context.close();
});

// Hue in degrees of an sRGB colour, 0..360.
function hue(r, g, b) {
  const max = Math.max(r, g, b), min = Math.min(r, g, b), d = max - min;
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

test('rex lab: the knees are yellow (hue 45-60) in the light and the dark theme', async () => {
  const { LIGHT, DARK } = await import('../../web/render/colors.js');
  const { PNG } = await import('pngjs');
  for (const [colorScheme, palette] of [['light', LIGHT], ['dark', DARK]]) {
    const hex = palette.accent3;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const h = hue(r, g, b);
    assert.ok(h >= 45 && h <= 60, `${colorScheme} knee colour ${hex} has hue ${h.toFixed(1)}`);
    // And the stage paints it: the knee dots and labels are on the canvas.
    const { page, problems, context } = await open(env, '/#rex-lab', { colorScheme });
    const png = PNG.sync.read(await page.locator('#stage').screenshot());
    let yellow = 0;
    for (let i = 0; i < png.data.length; i += 4) {
      const [pr, pg, pb] = [png.data[i], png.data[i + 1], png.data[i + 2]];
      if (Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) < 24) yellow++;
    }
    assert.ok(yellow > 100, `${colorScheme}: ${yellow} knee-yellow pixels on the stage`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
