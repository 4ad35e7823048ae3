// Shared setup for the browser tests: serves dist/ on a free localhost port and
// drives Debian's Chromium through playwright-core.
import { mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// A folder to serve: dist/'s files, linked, but for `without`; `files`
// (name: text) are written in it as files of its own, so a test's version of
// a page never writes through a link into dist/.
export function siteWith(files = {}, { without } = {}) {
  const dist = new URL('../../dist/', import.meta.url).pathname;
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  for (const name of readdirSync(dist)) if (name !== without && !(name in files)) symlinkSync(join(dist, name), join(root, name));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

// root: the folder to serve (dist/ unless told); args: extra Chromium flags.
export async function start({ root = new URL('../../dist', import.meta.url).pathname, args = [] } = {}) {
  const server = await serve(root, 0);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    browser,
    async close() {
      await browser.close();
      await new Promise((ok) => server.close(ok));
    },
  };
}

// Console errors, page errors, failed requests and HTTP errors of a page, as they happen.
export function recordProblems(page) {
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  return problems;
}

// A page that records console errors, page errors and failed or foreign requests.
export async function open(env, path = '/', { reducedMotion = 'no-preference', colorScheme = 'light', init, bypassCSP = false } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 }, reducedMotion, colorScheme, bypassCSP });
  const page = await context.newPage();
  const problems = recordProblems(page);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') problems.push(`foreign request: ${r.url()}`);
  });
  if (init) await page.addInitScript(init);
  await page.goto(env.origin + path);
  await page.waitForFunction(
    () =>
      document.body.matches('.ready, .failed') ||
      [...document.querySelectorAll('stickman-stage')].some(
        (s) =>
          (s.loaded || s.matches('.failed')) &&
          getComputedStyle(s.shadowRoot.getElementById('stage')).visibility === 'visible',
      ),
  );
  return { page, problems, context };
}

export async function stagePixels(page) {
  return page.locator('#stage').screenshot();
}

// The stage's next picture (or `shoot`'s part of it) other than `before`, or
// the same picture after `timeout` ms: a loaded machine draws fewer frames, so
// motion is waited for.
export async function changedPixels(page, before, { shoot = stagePixels, timeout = 30000 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const now = await shoot(page);
    if (!now.equals(before) || Date.now() > until) return now;
  }
}

// The browser's trace events (`categories`) while `run` runs, through a CDP session.
export async function traceEvents(cdp, run, categories) {
  const events = [];
  const collect = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise((ok) => cdp.once('Tracing.tracingComplete', ok));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}
