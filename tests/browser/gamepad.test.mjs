import assert from 'node:assert/strict';
import { test } from 'node:test';
import { open, start } from './harness.mjs';
import { COURSE_1 } from './spear_run_page.mjs';

// A fake pad whose buttons the test presses.
const fakePad = () => {
  const buttons = [{ pressed: false }, { pressed: false }];
  window.__pad = buttons;
  navigator.getGamepads = () => [{ id: 'test pad', buttons }];
};

test('gamepad button 0 acts as the first on-screen control (Jump: starts the run)', async () => {
  const env = await start();
  try {
    const { page, problems } = await open(env, COURSE_1, { init: fakePad });
    assert.match(await page.locator('#status').textContent(), /press Space or tap to start/);
    await page.evaluate(() => {
      window.dispatchEvent(new Event('gamepadconnected'));
      window.__pad[0].pressed = true;
    });
    await page.waitForFunction(() =>
      /Running/.test(document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent),
    );
    assert.deepEqual(problems, []);
  } finally {
    await env.close();
  }
});
