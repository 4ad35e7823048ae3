// Pages that are not ours: a served root where the element's files sit under
// /stickman/ (as a blogger copies them), the test host pages under /hosts/ and
// the npm packages under /node_modules/, for pages that import them without a bundler.
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordProblems, start } from './harness.mjs';

const repo = new URL('../..', import.meta.url).pathname;

export function hostRoot(extra = {}) {
  const root = mkdtempSync(join(tmpdir(), 'stickman-hosts-'));
  // STICKMAN_DIST: another build of the element's folder (an older one, to see a test fail).
  symlinkSync(process.env.STICKMAN_DIST || join(repo, 'dist/embed'), join(root, 'stickman'));
  symlinkSync(join(repo, 'tests/hosts'), join(root, 'hosts'));
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  for (const [name, target] of Object.entries(extra)) symlinkSync(target, join(root, name));
  return root;
}

export const startHosts = (options = {}) => start({ root: hostRoot(), ...options });

// A page that records console errors, page errors and failed requests, without
// waiting for anything of ours.
export async function openHost(env, path, { colorScheme = 'light', init, allow, ...contextOptions } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 960, height: 720 }, colorScheme, ...contextOptions });
  const page = await context.newPage();
  const problems = recordProblems(page, { allow });
  if (init) await page.addInitScript(init);
  await page.goto(env.origin + path);
  return { page, problems, context };
}

// The element's own paper and ink ([r, g, b]), light and dark, on a page with none of our CSS.
export const LIGHT = { paper: [0xf6, 0xef, 0xe1], ink: [0x22, 0x20, 0x1c] };
export const DARK = { paper: [0x1d, 0x1b, 0x18], ink: [0xef, 0xe6, 0xd4] };

// Counts the canvas's pixels near each of the given colours ([r, g, b]) and
// near pure black; shares of all pixels.
export function countColours(page, selector, colours) {
  return page.evaluate(
    ({ selector, colours }) => {
      const host = document.querySelector(selector);
      const canvas = host.shadowRoot.querySelector('canvas');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const near = (i, [r, g, b], d) => Math.abs(data[i] - r) <= d && Math.abs(data[i + 1] - g) <= d && Math.abs(data[i + 2] - b) <= d;
      const counts = Object.fromEntries(Object.keys(colours).map((k) => [k, 0]));
      let black = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (near(i, [0, 0, 0], 6)) black++;
        for (const [name, rgb] of Object.entries(colours)) if (near(i, rgb, 10)) counts[name]++;
      }
      const n = data.length / 4;
      return { ...Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / n])), black: black / n, pixels: n };
    },
    { selector, colours },
  );
}

// Sets `scene` through the property and waits for the stage's load event.
export function switchScene(page, selector, id) {
  return page.evaluate(
    ({ selector, id }) =>
      new Promise((resolve, reject) => {
        const stage = document.querySelector(selector);
        stage.addEventListener('load', () => resolve(stage.loaded), { once: true });
        stage.addEventListener('error', (e) => reject(new Error(e.detail.message)), { once: true });
        stage.scene = id;
      }),
    { selector, id },
  );
}

// Waits until the stage is defined and has shown its first scene.
export function stageReady(page, selector = '#stage') {
  return page.evaluate(async (selector) => {
    await customElements.whenDefined('stickman-stage');
    await document.querySelector(selector).ready;
  }, selector);
}
