// Nothing on the page moves under the reader while it loads: the stage's box,
// its touch pad and the site's mode control take their final shape before the
// core arrives (the pad from cores.js, the picker from its set width). Layout
// shifts are summed as Lighthouse's CLS counts them, up to the first frames.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { holdBack, start } from './harness.mjs';
import { startHosts } from './hosts.mjs';
import { PORTRAIT, LANDSCAPE } from './phone.mjs';

let env;
before(async () => (env = await start()));
after(() => env?.close());

const DESKTOP = { viewport: { width: 1280, height: 800 } };
// Lighthouse's mobile profile, where the mode picker's header once reflowed.
const MOTO = { ...PORTRAIT, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const DEVICES = { portrait: PORTRAIT, 'portrait 412': MOTO, landscape: LANDSCAPE, desktop: DESKTOP };
const PAGES = ['index.html', 'index.html#walk-03', 'index.html#rex-lab', 'post.html', 'embed.html?scene=spear-run'];

// Every shift, even one Chromium marks as after input: these pages get none,
// yet an emulated phone marks some that way.
function watchShifts() {
  window.shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.shifts.push({ value: e.value, at: Math.round(e.startTime) });
  }).observe({ type: 'layout-shift', buffered: true });
}

for (const [name, device] of Object.entries(DEVICES)) {
  test(`${name}: no layout shift while the pages load and start`, async () => {
    const context = await env.browser.newContext(device);
    try {
      for (const path of PAGES) {
        const page = await context.newPage();
        await page.addInitScript(watchShifts);
        await page.goto(`${env.origin}/${path}`);
        // Every stage that loads at once has its scene and has drawn two frames since.
        await page.waitForFunction(() => {
          const stages = [...document.querySelectorAll('stickman-stage:not([loading="lazy"])')];
          return stages.length > 0 && stages.every((s) => s.loaded || s.classList.contains('failed'));
        });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const shifts = await page.evaluate(() => window.shifts);
        const total = shifts.reduce((sum, s) => sum + s.value, 0);
        assert.ok(total < 0.001, `${path} at ${device.viewport.width}x${device.viewport.height}: layout shift ${total.toFixed(4)} (${JSON.stringify(shifts)})`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
}

test('portrait: the game\'s pad and the stage\'s box are in place before the core arrives, and a press then does nothing', async () => {
  const context = await env.browser.newContext(PORTRAIT);
  try {
    const page = await context.newPage();
    const release = await holdBack(page, '**/posecore-game.wasm');
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${env.origin}/embed.html?scene=spear-run`);
    const shape = () =>
      page.evaluate(() => {
        const stage = document.querySelector('stickman-stage');
        const buttons = [...stage.shadowRoot.querySelectorAll('.pad button')];
        const r = stage.getBoundingClientRect();
        return { loaded: stage.loaded, pad: buttons.map((b) => b.textContent), height: Math.round(r.height), top: Math.round(r.top) };
      });
    await page.waitForFunction(() => document.querySelector('stickman-stage')?.shadowRoot?.querySelector('.pad button'));
    const early = await shape();
    assert.equal(early.loaded, false, 'the core is still held back');
    assert.deepEqual(early.pad, ['Jump', 'Thrust']);
    const jump = await page.evaluate(() => {
      const r = document.querySelector('stickman-stage').shadowRoot.querySelector('.pad button').getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await page.touchscreen.tap(jump.x, jump.y);
    release();
    await page.waitForFunction(() => document.querySelector('stickman-stage').loaded);
    const late = await shape();
    assert.deepEqual({ ...late, loaded: undefined }, { ...early, loaded: undefined }, 'the same pad and box once the scene plays');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('upright phone: a post painted before the element\'s module arrives does not move when it does (its placeholder is the stage\'s shape), a game\'s with its pad too', async () => {
  const hosts = await startHosts();
  try {
    for (const [origin, path, painted] of [[env.origin, 'post.html', '.spacer'], [hosts.origin, 'hosts/bare/game.html', 'stickman-stage + p']]) {
      for (const device of [PORTRAIT, MOTO]) await paintedBeforeTheElement(origin, path, painted, device);
    }
  } finally {
    await hosts.close();
  }
});

// The page at origin/path on `device`, painted (its selector `painted` there)
// before the element's module runs, moves nothing when the module arrives.
async function paintedBeforeTheElement(origin, path, painted, device) {
  const context = await env.browser.newContext(device);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchShifts);
    const release = await holdBack(page, '**/stickman-stage.js');
    // A module holds back DOMContentLoaded: the page is parsed, and painted, before it.
    await page.goto(`${origin}/${path}`, { waitUntil: 'commit' });
    await page.waitForFunction((painted) => document.querySelector(painted), painted);
    // The page as painted without the element: its placeholders.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await page.evaluate(() => customElements.get('stickman-stage')), undefined, 'painted before the element');
    // The stages' boxes: a box below the screen that changes moves nothing a reader sees, yet.
    const boxes = () => page.evaluate(() => [...document.querySelectorAll('stickman-stage')].map((s) => {
      const r = s.getBoundingClientRect();
      return `${Math.round(r.top)}+${Math.round(r.height)}`;
    }).join(' '));
    const before = await boxes();
    release();
    await page.waitForFunction(() => [...document.querySelectorAll('stickman-stage:not([loading="lazy"])')].every((s) => s.loaded));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.equal(await boxes(), before, `${path} at ${device.viewport.width}x${device.viewport.height}: the stages' tops and heights`);
    const shifts = await page.evaluate(() => window.shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    assert.ok(total < 0.001, `${path} at ${device.viewport.width}x${device.viewport.height}: layout shift ${total.toFixed(4)}`);
  } finally {
    await context.close();
  }
}

test('desktop: the game\'s parts arriving late (after the scene\'s buttons are drawn) move none of them', async () => {
  const context = await env.browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchShifts);
    const release = await holdBack(page, '**/game/parts.js');
    await page.goto(`${env.origin}/index.html#spear-run`);
    await page.waitForFunction(() => document.getElementById('panel').loaded);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    release();
    const speaker = page.locator('#panel').getByRole('button', { name: 'Sound' });
    await speaker.waitFor();
    const row = () =>
      page.evaluate(() =>
        [...document.getElementById('panel').shadowRoot.querySelectorAll('.actions button')]
          .filter((b) => b.checkVisibility())
          .sort((a, b) => a.getBoundingClientRect().x - b.getBoundingClientRect().x)
          .map((b) => b.textContent),
      );
    const shown = await row();
    assert.ok(shown.indexOf('Sound') === shown.indexOf('Jump') + 2, `the speaker next to Jump and Thrust: ${shown}`);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shifts = await page.evaluate(() => window.shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    assert.ok(total < 0.001, `layout shift ${total.toFixed(4)} (${JSON.stringify(shifts)})`);
  } finally {
    await context.close();
  }
});
