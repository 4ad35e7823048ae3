// A page's stages all upgrade in the one task that defines the element. That
// task must stay short on a phone, so it reads no style (each read forces a
// style recalculation of the page still loading): every stage reads its
// colours, and starts its core, in a task of its own after it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { start } from './harness.mjs';

let env;
before(async () => (env = await start()));
after(() => env?.close());

function countStyleReads() {
  window.styleReads = 0;
  const read = window.getComputedStyle;
  window.getComputedStyle = function (...args) {
    window.styleReads++;
    return read.apply(this, args);
  };
  // Settles at the first microtask checkpoint after define(): every stage on
  // the page has upgraded by then, and no later task has run.
  customElements.whenDefined('stickman-stage').then(() => (window.readsAtUpgrade = window.styleReads));
}

for (const path of ['post.html', 'index.html']) {
  test(`${path}: upgrading its stages reads no style; each then paints and plays`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    try {
      const page = await context.newPage();
      await page.addInitScript(countStyleReads);
      await page.goto(`${env.origin}/${path}`);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('stickman-stage:not([loading="lazy"])')].every((s) => s.loaded),
      );
      const r = await page.evaluate(() => ({
        stages: document.querySelectorAll('stickman-stage').length,
        atUpgrade: window.readsAtUpgrade,
        after: window.styleReads,
        papers: [...document.querySelectorAll('stickman-stage')].map((s) =>
          s.shadowRoot.querySelector('.frame').style.getPropertyValue('--paper'),
        ),
      }));
      assert.ok(r.stages > 0);
      assert.equal(r.atUpgrade, 0, `style reads in the task that upgraded ${r.stages} stages`);
      // The counter counts: the palettes read styles afterwards, and every stage has one.
      assert.ok(r.after >= r.stages, `${r.after} style reads for ${r.stages} stages`);
      for (const paper of r.papers) assert.match(paper, /^#[0-9a-f]{6}$/i);
    } finally {
      await context.close();
    }
  });
}

test('while its core loads, a stage that is not lazy has set its canvas up: it holds the paper, after a resize too', async () => {
  const context = await env.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.route(/posecore[\w-]*\.wasm$/, () => {}); // never answered
    await page.goto(`${env.origin}/post.html`);
    const probe = () =>
      [...document.querySelectorAll('stickman-stage')].map((s) => {
        const canvas = s.shadowRoot.getElementById('stage');
        const paper = s.shadowRoot.querySelector('.frame').style.getPropertyValue('--paper');
        const [r, g, b, a] = canvas.getContext('2d').getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data;
        const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
        return { lazy: s.getAttribute('loading') === 'lazy', loaded: s.loaded, paper, pixel: a === 255 ? hex : 'clear' };
      });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('stickman-stage:not([loading="lazy"])')].every((s) => {
        const canvas = s.shadowRoot.getElementById('stage');
        return canvas.getContext('2d').getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data[3] === 255;
      }),
    );
    const check = async (when) => {
      for (const s of await page.evaluate(probe)) {
        assert.equal(s.loaded, false);
        if (s.lazy) assert.equal(s.pixel, 'clear', `a lazy stage sets nothing up before it is near (${when})`);
        else assert.equal(s.pixel, s.paper.toLowerCase(), when);
      }
    };
    await check('first');
    // A resize clears a canvas; its observer sizes and draws it in one callback,
    // so once a canvas has its new width, it has been drawn (or not) at it.
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll('stickman-stage:not([loading="lazy"])')].map((s) => {
        const before = s.shadowRoot.getElementById('stage').width;
        s.style.width = '70%';
        return before;
      }),
    );
    await page.waitForFunction(
      (widths) =>
        [...document.querySelectorAll('stickman-stage:not([loading="lazy"])')].every(
          (s, i) => s.shadowRoot.getElementById('stage').width !== widths[i],
        ),
      widths,
    );
    await check('after a resize');
  } finally {
    await context.close();
  }
});
