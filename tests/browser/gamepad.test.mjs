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

// Counts the page's listeners for a gamepad's arrival: one makes the
// browser poll for pads on a thread of its own for as long as the page is open.
const countPadListeners = () => {
  window.__padListeners = 0;
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (type === 'gamepadconnected') window.__padListeners++;
    return add.call(this, type, ...rest);
  };
};

test('only a game listens for gamepads: a lesson, the lab and the rex lab leave the browser unpolled', async () => {
  const env = await start();
  try {
    for (const [hash, listeners] of [['#walk-03', 0], ['#lab', 0], ['#rex-lab', 0], ['#spear-run', 1]]) {
      const { page, problems, context } = await open(env, `/${hash}`, { init: countPadListeners });
      // Once it has played a while: a game listens from its first frame.
      await page.waitForFunction(() => document.querySelector('stickman-stage')?.currentTime > 0.25);
      assert.equal(await page.evaluate(() => window.__padListeners), listeners, `gamepad listeners on ${hash}`);
      assert.deepEqual(problems, []);
      await context.close();
    }
  } finally {
    await env.close();
  }
});

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
