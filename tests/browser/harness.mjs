// Shared setup for the browser tests: serves dist/ on a free localhost port and
// drives Debian's Chromium through playwright-core.
import { mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { scenes } from '../../dist/element/cores.js';
import { serve } from '../../scripts/serve.mjs';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// The walk lessons, in menu order, as the built cores list them: a new lesson is checked too.
export const WALK_LESSONS = scenes.filter((s) => s.id.startsWith('walk-')).map((s) => s.id);

// A folder to serve: dist/'s files (paths like element/core.js), linked, but
// for `without`; `files` (path: text) are written in it as files of its own,
// so a test's version of a page never writes through a link into dist/.
export function siteWith(files = {}, { without } = {}) {
  const dist = new URL('../../dist/', import.meta.url).pathname;
  const root = mkdtempSync(join(tmpdir(), 'site-'));
  for (const path of readdirSync(dist, { recursive: true })) {
    if (path === without || path in files || statSync(join(dist, path)).isDirectory()) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(join(dist, path), join(root, path));
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
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

// Chromium's hint when a test reads a stage's pixels back frame after frame
// (the element never reads its canvas back; its clip export reads its own,
// made for it).
const TESTS_OWN = /^Canvas2D: Multiple readback operations using getImageData/;

// Console errors and warnings, page errors, failed requests and HTTP errors
// of a page, as they happen. A warning is a problem too (a setting the stage
// did not take says so only there), unless it matches one of `allow`: the
// warnings a test provokes on purpose.
// A page a test leaves or reloads cancels what it was still fetching
// (ERR_ABORTED): the modules a stage loads after its first frame, most often.
// That is the test moving on, not the page failing; a missing or refused file
// is an HTTP status or another error.
export const abandoned = (request) => request.failure()?.errorText === 'net::ERR_ABORTED';

export function recordProblems(page, { allow = [] } = {}) {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    else if (m.type() === 'warning' && ![...allow, TESTS_OWN].some((re) => re.test(m.text()))) problems.push(`console warning: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => !abandoned(r) && problems.push(`failed: ${r.url()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  return problems;
}

// A page of ours is ready (body.ready) or a stage shows its scene, and every
// stage with controls has its control bar (it loads beside the core).
// Evaluated in the page.
export function pageReady() {
  const stages = [...document.querySelectorAll('stickman-stage')];
  const barred = (s) => !s.controls || s.matches('.failed') || s.shadowRoot.querySelector('[part~="scrubber"]');
  const shown = (s) => (s.loaded || s.matches('.failed')) && getComputedStyle(s.shadowRoot.getElementById('stage')).visibility === 'visible';
  return (document.body.matches('.ready, .failed') && stages.every(barred)) || stages.some((s) => shown(s) && barred(s));
}

// A button of the stage's row of actions (its scene's, or one a part of the
// stage added), on screen or not; pressAction presses it as a person does:
// where it shows, else from the More list.
const exactly = (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
export const actionButton = (page, name) => page.locator('.actions > button, #controls > button').filter({ hasText: exactly(name) });
export async function pressAction(page, name) {
  const button = actionButton(page, name);
  if (await button.isVisible()) return button.click();
  await page.locator('.actions > .more').click();
  await page.locator('.menu > button').filter({ hasText: exactly(name) }).click();
}

// A page that records console errors, page errors and failed or foreign requests.
export async function open(env, path = '/', { reducedMotion = 'no-preference', colorScheme = 'light', init, bypassCSP = false, allow } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 }, reducedMotion, colorScheme, bypassCSP });
  const page = await context.newPage();
  const problems = recordProblems(page, { allow });
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') problems.push(`foreign request: ${r.url()}`);
  });
  if (init) await page.addInitScript(init);
  await page.goto(env.origin + path);
  await page.waitForFunction(pageReady);
  return { page, problems, context };
}

// Holds back the page's requests matching `pattern` until the returned
// release() is called: a file that arrives late, at a moment the test chooses.
export async function holdBack(page, pattern) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(pattern, async (route) => (await held, route.continue()));
  return release;
}

// The stage's status line (its aria-live region), as text.
export const status = (page) => page.locator('#status').textContent();

// The site page's stage (#panel): the settings it changed, and its canvas as
// a data URL (its exact pixels, whatever the screen's scaling).
export const panelSettings = (page) => page.evaluate(() => document.getElementById('panel').changedParams());
export const panelPixels = (page) => page.evaluate(() => document.getElementById('panel').toDataURL());

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

// A main-thread task in a trace, and the entry points of a page's scripts
// inside one (their forced style and layout included).
export const TASK = 'ThreadControllerImpl::RunTask';
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'FireIdleCallback']);

// How long scripts ran within `task`, in trace µs: its thread's spans
// (sorted by start), each nested entry point counted once.
export function scriptTime(spans, task) {
  let script = 0;
  let reached = task.ts;
  for (const s of spans) {
    if (s.ts < reached || s.ts >= task.ts + task.dur || !SCRIPT.has(s.name)) continue;
    script += Math.min(s.dur, task.ts + task.dur - s.ts);
    reached = s.ts + s.dur;
  }
  return script;
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe's violations on the page, as "rule: targets" lines. axe is injected as
// a script, which a page's CSP would rightly refuse: open it with bypassCSP.
export async function axeViolations(page) {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
