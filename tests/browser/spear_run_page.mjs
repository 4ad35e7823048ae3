// Reading a Spear Run page: its status line, and waiting for it to say
// something; the crash replay's caption, and waiting for it to show or go.
import assert from 'node:assert/strict';
import { LIGHT } from '../../web/render/colors.js';
import { colourPixels } from './colour_pixels.mjs';
export { status } from './harness.mjs';

// The game on course 1 (a fresh visitor's first course is a random one): its
// first obstacle is a hurdle, reaching the runner at 2.473 s.
export const COURSE_1 = '/#spear-run&seed=1';

const statusText = () => document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent;

// The game's own time brings what the status says; a loaded machine plays it
// slower. A wait that runs out says what the status said instead.
export async function waitStatus(page, re, timeout = 120000) {
  try {
    return await page.waitForFunction(
      (source) =>
        new RegExp(source).test(document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent),
      re.source,
      { timeout },
    );
  } catch (error) {
    const said = await page.evaluate(statusText).catch(() => '(no page)');
    error.message += ` waiting for ${re}; the status said "${said}"`;
    throw error;
  }
}

// Accent pixels in the stage's top-left corner, where the replay's caption is.
export async function captionPixels(page) {
  const box = await page.locator('stickman-stage canvas').boundingBox();
  const png = await page.screenshot({ clip: { x: box.x, y: box.y, width: box.width * 0.4, height: box.height * 0.12 } });
  return colourPixels(png, LIGHT.accent, 40);
}

// Until the caption shows (or goes); a busy machine draws fewer frames.
export async function waitCaption(page, shown) {
  const until = Date.now() + 30000;
  while ((await captionPixels(page)) > 20 !== shown) assert.ok(Date.now() < until, `the caption never ${shown ? 'showed' : 'went'}`);
}
