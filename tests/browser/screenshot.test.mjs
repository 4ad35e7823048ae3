// Takes the README's screenshot from the real page. With UPDATE_SCREENSHOT=1 it
// replaces web/screenshot.png; otherwise it checks that one can be taken.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { open, start } from './harness.mjs';

test('the README screenshot can be regenerated from the page', async () => {
  const env = await start();
  try {
    const { page, problems } = await open(env, '/#lab');
    await page.waitForTimeout(600);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 960, height: 700 } });
    assert.ok(png.length > 5000, 'a real picture, not a blank page');
    assert.deepEqual(problems, []);
    if (process.env.UPDATE_SCREENSHOT === '1') {
      writeFileSync(new URL('../../web/screenshot.png', import.meta.url), png);
    }
  } finally {
    await env.close();
  }
});
