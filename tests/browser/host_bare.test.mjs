// The element on a host page with none of the project's CSS: its own palette,
// light, dark and forced colours, in every scene; a host's override; a live
// switch of scheme.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DARK, LIGHT, countColours, openHost, startHosts, switchScene, stageReady } from './hosts.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

async function openBare(colorScheme) {
  const opened = await openHost(env, '/hosts/bare/', { colorScheme });
  await stageReady(opened.page);
  return opened;
}

const sceneIds = (page) => page.evaluate(async () => (await (await import('/stickman/stickman-stage.js')).loadCore()).sceneIds());

for (const [scheme, colours] of [['light', LIGHT], ['dark', DARK]]) {
  test(`bare host page, ${scheme}: every scene shows the paper and the ink, not black`, async () => {
    const { page, problems, context } = await openBare(scheme);
    const ids = await sceneIds(page);
    assert.ok(ids.length >= 13, ids.join());
    const seen = {};
    for (const id of ids) {
      await switchScene(page, '#stage', id);
      const share = await countColours(page, '#stage', colours);
      seen[id] = share;
      assert.ok(share.paper > 0.3, `${id}: paper ${share.paper}`);
      assert.ok(share.ink > 0.001, `${id}: ink ${share.ink}`);
      assert.ok(share.black < 0.01, `${id}: black ${share.black}`);
    }
    console.log(scheme, JSON.stringify(Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, [v.paper.toFixed(3), v.ink.toFixed(4), v.black.toFixed(4)]]))));
    assert.deepEqual(problems, []);
    await context.close();
  });
}

test('bare host page: the palette follows a change of colour scheme without a reload', async () => {
  const { page, problems, context } = await openBare('light');
  await page.evaluate(() => document.getElementById('stage').pause());
  assert.ok((await countColours(page, '#stage', LIGHT)).paper > 0.3);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => {
    const c = document.getElementById('stage').shadowRoot.querySelector('canvas');
    const [r] = c.getContext('2d').getImageData(2, 2, 1, 1).data;
    return r < 0x40;
  });
  assert.ok((await countColours(page, '#stage', DARK)).paper > 0.3);
  assert.deepEqual(problems, []);
  await context.close();
});

test('forced colours: the stage paints with the system colours', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/', { forcedColors: 'active' });
  await stageReady(page);
  const { canvasColour, paper } = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'Canvas';
    probe.style.forcedColorAdjust = 'none';
    document.body.append(probe);
    const c = document.getElementById('stage').shadowRoot.querySelector('canvas');
    document.getElementById('stage').pause();
    const [r, g, b] = c.getContext('2d').getImageData(2, 2, 1, 1).data;
    return { canvasColour: getComputedStyle(probe).color, paper: `rgb(${r}, ${g}, ${b})` };
  });
  assert.equal(paper, canvasColour);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a host overrides the palette through the documented custom properties', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/?override', {
    init: () => {
      document.addEventListener('DOMContentLoaded', () => {
        document.getElementById('stage').style.setProperty('--stickman-paper', 'rgb(10, 120, 200)');
      });
    },
  });
  await stageReady(page);
  const share = await countColours(page, '#stage', { paper: [10, 120, 200] });
  assert.ok(share.paper > 0.3, JSON.stringify(share));
  assert.deepEqual(problems, []);
  await context.close();
});

// The core a stage names is asked for as the element upgrades, before the
// stage's first drawing (its paper, in a task after): its download and
// compilation overlap the page's and the stage's own start.
test('the core of the scene a stage names is fetched before the stage first draws', async () => {
  const { page, problems, context } = await openHost(env, '/hosts/bare/', {
    init: `window.__order = [];
      const fetched = window.fetch;
      window.fetch = function (input, ...rest) {
        if (String(input?.url ?? input).endsWith('.wasm')) window.__order.push('wasm');
        return fetched.call(this, input, ...rest);
      };
      const context = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (...args) {
        window.__order.push('draw');
        return context.apply(this, args);
      };`,
  });
  await stageReady(page);
  const order = await page.evaluate(() => window.__order);
  assert.equal(order.indexOf('wasm'), 0, `the wasm before the first drawing: ${order.slice(0, 4)}`);
  assert.deepEqual(problems, []);
  await context.close();
});
