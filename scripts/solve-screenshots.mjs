// Screenshots of the solve layer (S) where a learner meets it: the lab's
// walk, run, jump and a kata form, calisthenics, walk-02 and the rex lab, on a
// desktop and an upright phone, light and dark, paused where the layer was
// switched on, into build/screenshots/solve-<shot>-<width>-<scheme>.png; and
// the lab with a foot target dragged (within reach and past it) and the hip,
// and calisthenics with a foot's mark and the hip, which show the construction
// without the layer.
// Usage: node scripts/solve-screenshots.mjs [shot ...]
import { mkdirSync } from 'node:fs';
import { pageReady, start } from '../tests/browser/harness.mjs';

// hash, the keys that reach the motion, how long it plays before the layer is
// switched on, and whether it is (a dragged handle shows its construction itself).
const SHOTS = {
  'lab-walk': ['lab', [], 0.6],
  'lab-run': ['lab', ['ArrowRight'], 1.6],
  // Take-off: the legs stretch past reach and the clamp shows.
  'lab-jump': ['lab', ['ArrowRight', 'ArrowRight', 'ArrowRight'], 1.6],
  'lab-kata': ['lab', ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'], 3.2],
  calisthenics: ['calisthenics', ['ArrowRight', 'ArrowRight', 'ArrowRight'], 1.0],
  'walk-02': ['walk-02', [], 0.7],
  'rex-lab': ['rex-lab', [], 0.5],
  'lab-drag-foot': ['lab&footDx=22&footDy=-28', [], 0.6, false],
  'lab-drag-clamp': ['lab&footDx=10&footDy=60', [], 0.6, false],
  'lab-drag-hip': ['lab&hipDx=-12&hipDy=16', ['ArrowRight'], 1.6, false],
  'calisthenics-drag': ['calisthenics&leftFootDx=-14&hipDy=-40', [], 1.0, false],
};
const DEVICES = {
  1280: { viewport: { width: 1280, height: 800 } },
  390: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
const out = new URL('../build/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const wanted = process.argv.slice(2);

const env = await start();
try {
  for (const [width, options] of Object.entries(DEVICES)) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await env.browser.newContext({ ...options, colorScheme });
      for (const [shot, [hash, keys, seconds, solve = true]] of Object.entries(SHOTS)) {
        if (wanted.length && !wanted.includes(shot)) continue;
        // A page of its own: the same hash twice would not load the scene again.
        const page = await context.newPage();
        await page.goto(`${env.origin}/#${hash}`);
        await page.waitForFunction(pageReady);
        // Keys at time 0 and a seek on the stage's own clock: the same moment
        // on any machine, however long the page took to load.
        await page.evaluate(() => document.getElementById('panel').pause());
        await page.evaluate(() => document.getElementById('panel').seek(0));
        await page.locator('#stage').focus();
        for (const k of keys) await page.keyboard.press(k);
        await page.evaluate((t) => document.getElementById('panel').seek(t), seconds);
        if (solve) {
          await page.keyboard.press('KeyS');
          await page.locator('#status').filter({ hasText: /Solve shown/ }).waitFor();
        }
        const file = `${out}solve-${shot}-${width}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        await page.close();
      }
      await context.close();
      console.log(`solve screenshots: ${width} ${colorScheme}`);
    }
  }
} finally {
  await env.close();
}
console.log(`solve screenshots: ${out}`);
