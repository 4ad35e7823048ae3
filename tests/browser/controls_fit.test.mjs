// The control surface at the sizes people use: on a desktop, a phone held
// either way and in the iframe at its documented sizes, every mode's controls
// lie inside the stage's box and the screen (none clipped), nothing scrolls
// sideways, and every action the scene offers is on screen or one tap away in
// the More list.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { pageReady, siteWith, start } from './harness.mjs';
import { LANDSCAPE, PORTRAIT } from './phone.mjs';

const IDS = (await import('../../dist/element/cores.js')).scenes.filter((s) => s.listed).map((s) => s.id);
const PAGE_SIZES = {
  '1280x800': { viewport: { width: 1280, height: 800 } },
  '1000x700': { viewport: { width: 1000, height: 700 } },
  'phone 390x844': PORTRAIT,
  'phone 844x390': LANDSCAPE,
  'small phone 320x568': { ...PORTRAIT, viewport: { width: 320, height: 568 } },
};
const FRAMES = [
  [640, 360, false],
  [640, 480, true],
  [400, 440, true],
];

let env;
before(async () => {
  // A host page that frames embed.html at a documented size.
  const host = (w, h, query) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title><link rel="icon" href="data:,"></head><body><iframe src="embed.html?${query}" title="A stage" width="${w}" height="${h}"></iframe></body></html>`;
  const files = {};
  for (const id of IDS) for (const [w, h, controls] of FRAMES) files[`frame-${id}-${w}x${h}.html`] = host(w, h, `scene=${id}${controls ? '&controls' : ''}`);
  env = await start({ root: siteWith(files) });
});
after(async () => {
  await env?.close();
});

// In the stage's document: what is wrong with its controls, and the scene's
// actions neither on screen nor in the More list. `fold`: every control is
// also in the first screen (a desktop's page, where the drawing leaves it room).
async function check(frame, fold = false) {
  const found = await frame.evaluate(async (fold) => {
    const stage = document.querySelector('stickman-stage');
    const root = stage.shadowRoot;
    const box = stage.getBoundingClientRect();
    const shown = (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
    const problems = [];
    const controls = [...root.querySelectorAll('.band button, .band input, .band select')].filter(shown);
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') || el.textContent.trim();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) problems.push(`${name} outside the stage's box`);
      if (r.left < -0.5 || r.right > innerWidth + 0.5) problems.push(`${name} outside the screen's width`);
      if (fold && r.bottom + scrollY > innerHeight + 0.5) problems.push(`${name} under the first screen's bottom (${(r.bottom + scrollY).toFixed(0)} of ${innerHeight})`);
    }
    const boxes = controls.map((el) => [el.getAttribute('aria-label') || el.textContent.trim(), el.getBoundingClientRect()]);
    for (const [i, [a, p]] of boxes.entries()) {
      for (const [b, q] of boxes.slice(i + 1)) {
        if (Math.min(p.right, q.right) - Math.max(p.left, q.left) > 0.5 && Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 0.5) problems.push(`${a} overlaps ${b}`);
      }
    }
    if (document.documentElement.scrollWidth > innerWidth) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${innerWidth}`);
    const onScreen = controls.map((el) => el.textContent.trim());
    const more = root.querySelector('.more');
    let listed = [];
    if (more && shown(more)) {
      more.click();
      await new Promise((r) => requestAnimationFrame(r));
      listed = [...root.querySelectorAll('.menu button')].filter(shown).map((b) => b.textContent.trim());
      root.querySelector('.menu').hidePopover();
    }
    // The scene's own actions: its buttons (the pad holds a game's Jump and Thrust on a touch screen).
    const pad = [...root.querySelectorAll('.pad button')].filter(shown).map((b) => b.textContent.trim());
    const wanted = [...root.querySelectorAll('#controls button')].map((b) => b.textContent.trim());
    const missing = wanted.filter((label) => !onScreen.includes(label) && !listed.includes(label) && !pad.includes(label));
    return { problems, missing };
  }, fold);
  return found;
}

for (const [size, device] of Object.entries(PAGE_SIZES)) {
  test(`${size}: every mode's controls fit the stage and the screen, and every action is reachable`, async () => {
    const context = await env.browser.newContext(device);
    const page = await context.newPage();
    const failures = [];
    for (const id of IDS) {
      await page.goto(`${env.origin}/index.html#${id}`);
      await page.waitForFunction(pageReady);
      await page.waitForFunction((id) => document.querySelector('stickman-stage').scene === id && document.querySelector('stickman-stage').loaded, id);
      const { problems, missing } = await check(page.mainFrame(), !device.isMobile);
      if (problems.length || missing.length) failures.push(`${id}: ${[...problems, ...missing.map((m) => `${m} unreachable`)].join('; ')}`);
    }
    assert.deepEqual(failures, []);
    await context.close();
  });
}

test('in the iframe at 640x360, 640x480 and 400x440: the stage fills the frame and every action is reachable', async () => {
  const context = await env.browser.newContext({ viewport: { width: 900, height: 700 } });
  const page = await context.newPage();
  const failures = [];
  for (const id of IDS) {
    for (const [w, h] of FRAMES) {
      await page.goto(`${env.origin}/frame-${id}-${w}x${h}.html`);
      const frame = page.frames()[1];
      await frame.waitForFunction(pageReady);
      const { problems, missing } = await check(frame);
      const fill = await frame.evaluate(() => {
        const r = document.querySelector('stickman-stage').getBoundingClientRect();
        return { w: Math.round(r.width), h: Math.round(r.height), scroll: document.documentElement.scrollHeight > innerHeight };
      });
      if (fill.w !== w || fill.h !== h) problems.push(`the stage is ${fill.w}x${fill.h}, not the frame`);
      if (fill.scroll) problems.push('the frame scrolls');
      if (problems.length || missing.length) failures.push(`${id} ${w}x${h}: ${[...problems, ...missing.map((m) => `${m} unreachable`)].join('; ')}`);
    }
  }
  assert.deepEqual(failures, []);
  await context.close();
});

// Keys go to the scene a reader chose or opened: after a click on a mode's
// tab, and after a direct load, → widens walk-03's stride (a key pressed and
// released as a person does).
test('→ changes the scene after a click on its tab and after a direct load, with no click on the stage', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const stride = () => page.evaluate(() => document.querySelector('stickman-stage').changedParams().strideDeg ?? 28);
  const press = async (key) => {
    await page.keyboard.down(key);
    await page.waitForTimeout(100);
    await page.keyboard.up(key);
  };
  await page.goto(`${env.origin}/index.html#walk-01`);
  await page.waitForFunction(pageReady);
  await page.click('#tab-walk-03');
  await page.waitForFunction(() => document.querySelector('stickman-stage').scene === 'walk-03' && document.querySelector('stickman-stage').loaded);
  await page.waitForFunction(() => document.activeElement?.localName === 'stickman-stage');
  await press('ArrowRight');
  assert.equal(await stride(), 30, 'after a click on the tab');
  assert.equal(await page.evaluate(() => location.hash.split('&')[0]), '#walk-03', 'the tabs did not move');
  await page.goto(`${env.origin}/index.html?direct#walk-03`);
  await page.waitForFunction(pageReady);
  await page.waitForFunction(() => document.activeElement?.localName === 'stickman-stage');
  await press('ArrowRight');
  assert.equal(await stride(), 30, 'after a direct load');
  await context.close();
});
