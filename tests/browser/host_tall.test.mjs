// On an upright phone a stage whose scene lays out for it (a walk lesson) is
// taller than 16:9; a height the host page sets on the element still wins,
// and on its side or on a desktop the stage stays 16:9.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { openHost, startHosts, stageReady } from './hosts.mjs';
import { LANDSCAPE, PORTRAIT } from './phone.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

// The drawing's box: the element's content box (its control band excluded).
const box = (page) =>
  page.evaluate(() => {
    const r = document.getElementById('stage').shadowRoot.querySelector('canvas').getBoundingClientRect();
    return { width: r.width, height: r.height };
  });

test('upright phone: a walk lesson gets a 3:5 stage, and a host height wins over it', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/long.html?scene=walk-01', PORTRAIT);
  await stageReady(page);
  const tall = await box(page);
  assert.ok(Math.abs(tall.height / tall.width - 5 / 3) < 0.02, `${tall.width}x${tall.height}`);
  await page.evaluate(() => (document.getElementById('stage').style.height = '240px'));
  await page.waitForFunction(() => document.getElementById('stage').getBoundingClientRect().height === 240);
  assert.ok((await box(page)).height <= 240);
  // A scene that does not lay out for it keeps 16:9 on the same element.
  await page.evaluate(() => document.getElementById('stage').style.removeProperty('height'));
  await page.evaluate(() => document.getElementById('stage').setAttribute('scene', 'rex-lab'));
  await page.waitForFunction(() => {
    const r = document.getElementById('stage').shadowRoot.querySelector('canvas').getBoundingClientRect();
    return document.getElementById('stage').loaded && Math.abs(r.height / r.width - 9 / 16) < 0.02;
  });
  assert.deepEqual(problems, []);
  await context.close();
});

for (const [name, device] of [['landscape phone', LANDSCAPE], ['desktop', {}]]) {
  test(`${name}: a walk lesson's stage stays 16:9`, async () => {
    const { page, problems, context } = await openHost(env, '/hosts/bare/long.html?scene=walk-01', device);
    await stageReady(page);
    const b = await box(page);
    // 16:9, or flatter where 70vh caps its height: never the tall box.
    assert.ok(b.height / b.width <= 9 / 16 + 0.01, `${b.width}x${b.height}`);
    assert.deepEqual(problems, []);
    await context.close();
  });
}

// The narrow iframe docs/embedding.md recommends (400 x 440, with controls) is
// upright but short: the stage is not the tall box (the embed page fits it to
// the frame, at 16:9 or flatter) and nothing scrolls inside it.
test('a narrow embed iframe: a walk lesson is not given the tall box, and nothing scrolls inside it', async () => {
  const { page, problems, context } = await openHost(env, '/stickman/embed.html?scene=walk-01&controls', {
    viewport: { width: 400, height: 440 },
  });
  await stageReady(page, '#embedded');
  const at = await page.evaluate(() => {
    const stage = document.getElementById('embedded');
    const r = stage.shadowRoot.querySelector('canvas').getBoundingClientRect();
    return { tall: stage.matches(':state(tall)') && getComputedStyle(stage).aspectRatio === '3 / 5', width: r.width, stage: stage.getBoundingClientRect().height, scroll: document.documentElement.scrollHeight };
  });
  // The frame's own shape, not the phone's 3:5: the stage fills the frame.
  assert.equal(at.tall, false);
  assert.deepEqual([at.width, at.stage], [400, 440]);
  assert.ok(at.scroll <= 440, `the page is ${at.scroll} px tall in 440`);
  assert.deepEqual(problems, []);
  await context.close();
});
