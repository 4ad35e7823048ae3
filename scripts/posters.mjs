// A still image of every scene, drawn by the real element in Chromium: the
// frame a reader with reduced motion sees, for RSS readers, email and hosts
// that strip both scripts and iframes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

// The iframe's page fills its frame: a 16:9 frame whose canvas, inside its
// 1px border, is the poster (798 x 450).
export const POSTER = { width: 800, height: 452 };

// root: a folder with embed.html and its files; writes root/posters/<scene>.png.
export async function makePosters(root, executablePath = process.env.CHROMIUM || '/usr/bin/chromium') {
  const server = await serve(root, 0);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: POSTER, deviceScaleFactor: 1, reducedMotion: 'reduce', colorScheme: 'light' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const base = `http://127.0.0.1:${server.address().port}/`;
    await page.goto(base + 'embed.html');
    const scenes = await page.evaluate(async () => (await import('./stickman-stage.js').then((m) => m.loadCore())).sceneIds());
    mkdirSync(join(root, 'posters'), { recursive: true });
    const made = [];
    for (const scene of scenes) {
      await page.goto(`${base}embed.html?scene=${scene}`);
      // scene reflects its attribute at once; loaded means the scene's first frame is drawn.
      await page.waitForFunction(() => {
        const s = document.getElementById('embedded');
        return s.loaded || s.matches('.failed');
      });
      if (await page.evaluate(() => document.getElementById('embedded').matches('.failed'))) throw new Error(`posters: ${scene} failed to load`);
      // One more frame, so a resize the first layout caused is drawn too.
      await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
      const url = await page.evaluate(() => document.getElementById('embedded').shadowRoot.getElementById('stage').toDataURL('image/png'));
      const file = join(root, 'posters', `${scene}.png`);
      writeFileSync(file, Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
      made.push(file);
    }
    if (errors.length) throw new Error(`posters: ${errors.join('; ')}`);
    return made;
  } finally {
    await browser.close();
    await new Promise((ok) => server.close(ok));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await makePosters(process.argv[2] ?? 'dist/embed')) console.log(file);
}
