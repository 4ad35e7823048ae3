// Screenshots of every mode of the built page (dist/) on a desktop, a phone
// held upright and a phone on its side, light and dark, into
// build/screenshots/<mode>-<width>x<height>-<scheme>.png.
// Usage: node scripts/screenshots.mjs [mode ...]
import { mkdirSync } from 'node:fs';
import { start } from '../tests/browser/harness.mjs';

const DEVICES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  portrait: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  landscape: { viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};
const out = new URL('../build/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const env = await start();
try {
  for (const [device, options] of Object.entries(DEVICES)) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await env.browser.newContext({ ...options, colorScheme });
      const page = await context.newPage();
      await page.goto(`${env.origin}/`);
      await page.waitForFunction(() => document.body.matches('.ready, .failed'));
      const modes = process.argv.slice(2).length
        ? process.argv.slice(2)
        : await page.$$eval('#mode-picker option', (os) => os.map((o) => o.value));
      const shots = [];
      for (const mode of modes) {
        await page.evaluate((id) => {
          location.hash = id;
        }, mode);
        await page.waitForFunction((id) => {
          const s = document.getElementById('panel');
          return s.scene === id && s.loaded;
        }, mode);
        // A few drawn frames, so the picture is the scene playing, not its first frame.
        await page.evaluate(() => new Promise((ok) => {
          let n = 30;
          const next = () => (--n ? requestAnimationFrame(next) : ok());
          requestAnimationFrame(next);
        }));
        const { width, height } = options.viewport;
        const file = `${out}${mode}-${width}x${height}-${colorScheme}.png`;
        await page.screenshot({ path: file });
        shots.push(file);
      }
      await context.close();
      console.log(`screenshots: ${shots.length} ${device} ${colorScheme}`);
    }
  }
} finally {
  await env.close();
}
console.log(`screenshots: ${out}`);
