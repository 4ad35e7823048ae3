import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, changedPixels, open, stagePixels, start } from './harness.mjs';

let env;
before(async () => {
  env = await start();
});
after(async () => {
  await env?.close();
});

async function violations(path, options = {}) {
  const { page, problems, context } = await open(env, path, { bypassCSP: true, ...options });
  const result = await axeViolations(page);
  await context.close();
  return { result, problems };
}

async function sceneIds() {
  const { page, context } = await open(env, '/');
  const ids = await page.locator('[role=tab]').evaluateAll((tabs) => tabs.map((t) => t.dataset.mode));
  await context.close();
  return ids;
}

test('axe finds no violations in any mode, light and dark', async () => {
  const ids = await sceneIds();
  assert.ok(ids.length >= 1);
  for (const id of ids) {
    for (const colorScheme of ['light', 'dark']) {
      const { result, problems } = await violations(`/#${id}`, { colorScheme });
      assert.deepEqual(result, [], `${id} (${colorScheme})`);
      assert.deepEqual(problems, [], `${id} (${colorScheme})`);
    }
  }
});

test('axe finds no violations in the sample post, the iframe form or reduced motion', async () => {
  for (const [path, options] of [
    ['/post.html', {}],
    ['/post.html', { colorScheme: 'dark' }],
    ['/embed.html?scene=lab&controls', {}],
    ['/#lab', { reducedMotion: 'reduce' }],
  ]) {
    const { result } = await violations(path, options);
    assert.deepEqual(result, [], `${path} ${JSON.stringify(options)}`);
  }
});

test('forced colours keep a readable stage and page', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.emulateMedia({ forcedColors: 'active' });
  await page.waitForTimeout(100);
  const png = await page.locator('#stage').screenshot();
  assert.ok(png.length > 3000, 'the stage still draws');
  const colors = await page.locator('#status').evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.color, getComputedStyle(document.body).backgroundColor];
  });
  assert.notEqual(colors[0], colors[1]);
  await context.close();
});

test('every control is reachable with Tab and shows a focus ring', async () => {
  const { page, context } = await open(env, '/#lab');
  const reached = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (el === document.body) return null;
      const s = getComputedStyle(el);
      return { name: el.getAttribute('aria-label') || el.textContent.trim(), outline: s.outlineStyle };
    });
    if (!info) continue;
    reached.push(info.name);
    assert.notEqual(info.outline, 'none', `${info.name} has a visible focus ring`);
  }
  for (const name of ['Motion Lab', 'Pause', 'Back one frame', 'Forward one frame', 'Time', 'Speed', 'Previous motion', 'Next motion', 'Save clip']) {
    assert.ok(reached.includes(name), `${name} in ${reached.join(' | ')}`);
  }
  assert.ok(reached.some((n) => /stickman/i.test(n)), 'the stage itself');
  await context.close();
});

test('the status line is silent over 10 s of play and speaks once per key', async () => {
  const { page, context } = await open(env, '/#lab');
  await page.locator('#status').evaluate((status) => {
    window.__said = [];
    new MutationObserver(() => window.__said.push(status.textContent)).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.waitForTimeout(10000);
  assert.deepEqual(await page.evaluate(() => window.__said), []);
  await page.locator('#stage').focus();
  await page.keyboard.press('ArrowRight');
  assert.equal((await page.evaluate(() => window.__said)).length, 1);
  await context.close();
});

test('every page declares a strict Content-Security-Policy', async () => {
  for (const path of ['/', '/post.html', '/embed.html?scene=lab']) {
    const { page, problems, context } = await open(env, path);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
    assert.match(csp, /default-src 'none'/);
    assert.doesNotMatch(csp, /unsafe-inline|https?:/);
    assert.deepEqual(problems, [], `${path}: no CSP violations or other errors`);
    await context.close();
  }
});

test('reduced motion: the game starts still, and plays once the player starts it', async () => {
  const { page, problems, context } = await open(env, '/#spear-run', { reducedMotion: 'reduce' });
  const a = await page.locator('#stage').screenshot();
  await page.waitForTimeout(400);
  assert.deepEqual(await page.locator('#stage').screenshot(), a, 'the start screen is still');
  await page.locator('#stage').focus();
  await page.keyboard.press('Space');
  assert.match(await page.locator('#status').textContent(), /Running/);
  const b = await stagePixels(page);
  assert.notDeepEqual(await changedPixels(page, b), b, 'the run moves');
  assert.deepEqual(problems, []);
  await context.close();
});
