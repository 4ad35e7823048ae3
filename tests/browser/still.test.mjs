// Before its core has arrived and compiled, a stage draws its scene's still
// (the first frame's figures and ground, a few hundred bytes): on a page that
// is not ours, from the documented snippet. A stage whose first frame would
// differ (a setting, a time, another shape of canvas) keeps the paper and its
// "Loading…", as does one whose still a host answers with a page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { holdBack } from './harness.mjs';
import { DARK, LIGHT, countColours, startHosts } from './hosts.mjs';

let env;
before(async () => {
  env = await startHosts();
});
after(async () => {
  await env?.close();
});

const POST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A post</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/stickman/stickman-stage.css"><script type="module" src="/stickman/stickman-stage.js"></script></head>
<body style="width:640px"><h1>A post</h1>
<stickman-stage id="plain" scene="walk-03" alt="Two walkers"></stickman-stage>
<stickman-stage id="set" scene="walk-03" stride-deg="36"></stickman-stage>
<stickman-stage id="timed" scene="lab" time="1.5"></stickman-stage>
<stickman-stage id="upright" scene="walk-03" style="aspect-ratio:1/2"></stickman-stage>
</body></html>`;

const PHONE_POST = POST.replace(/<body[^]*<\/body>/, `<body><stickman-stage id="plain" scene="lab"></stickman-stage>
<stickman-stage id="game" scene="spear-run" controls></stickman-stage></body>`);

// The page is served by the test: routed before it is opened.
async function post(colorScheme, { still, phone } = {}) {
  const context = await env.browser.newContext(
    phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, colorScheme } : { viewport: { width: 700, height: 1600 }, colorScheme },
  );
  const page = await context.newPage();
  await page.route('**/hosts/still-post.html', (r) => r.fulfill({ contentType: 'text/html', body: phone ? PHONE_POST : POST }));
  if (still) await page.route(/still-[\w-]+\.json$/, still);
  const release = await holdBack(page, /posecore[\w-]*\.wasm$/);
  return { context, page, release };
}

const message = (page, id) => page.evaluate((id) => {
  const m = document.getElementById(id).shadowRoot.getElementById('message');
  return m.hidden ? null : m.textContent;
}, id);
const loaded = (page) => page.evaluate(() => [...document.querySelectorAll('stickman-stage')].map((s) => s.loaded));
// The share of the canvas near the colour `ink` (an [r, g, b]); 0 unless over `least`.
const inkShare = ({ id, ink: [r, g, b], least = 0 }) => {
  const c = document.getElementById(id)?.shadowRoot?.getElementById('stage');
  if (!(c?.width > 1)) return 0;
  const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 30) n++;
  const share = n / (data.length / 4);
  return share > least ? share : 0;
};
// The stage's canvas has been drawn: its corner is no longer transparent.
const drawn = (id) => {
  const c = document.getElementById(id)?.shadowRoot?.getElementById('stage');
  return c?.width > 1 && c.getContext('2d').getImageData(2, 2, 1, 1).data[3] === 255;
};

for (const [scheme, colours] of [['light', LIGHT], ['dark', DARK]]) {
  test(`${scheme}: before the core, a plain stage shows its scene's figures; one with a setting, a time or another shape shows the paper`, async () => {
    const { context, page, release } = await post(scheme);
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    try {
      await page.goto(`${env.origin}/hosts/still-post.html`);
      // The plain stage's ink, while no core has come: the still.
      await page.waitForFunction(`(${inkShare})(${JSON.stringify({ id: 'plain', ink: colours.ink })}) > 0.003`, null, { timeout: 20000 });
      for (const id of ['set', 'timed', 'upright']) await page.waitForFunction(drawn, id);
      assert.deepEqual(await loaded(page), [false, false, false, false], 'no core has come');
      const still = await countColours(page, '#plain', colours);
      assert.ok(still.paper > 0.6 && still.ink > 0.003, `the still: ${JSON.stringify(still)}`);
      assert.equal(await message(page, 'plain'), null, '"Loading…" is not written across the figure');
      for (const id of ['set', 'timed', 'upright']) {
        const paper = await countColours(page, `#${id}`, colours);
        assert.ok(paper.paper > 0.97 && paper.ink === 0, `${id}: ${JSON.stringify(paper)}`);
        assert.equal(await message(page, id), 'Loading…', id);
      }
      const stillPixels = await page.evaluate(() => document.getElementById('plain').toDataURL());
      release();
      await page.waitForFunction(() => [...document.querySelectorAll('stickman-stage')].every((s) => s.loaded), null, { timeout: 30000 });
      // The core's frame: the still's figures and the words it left out.
      const scene = await countColours(page, '#plain', colours);
      assert.ok(scene.ink > still.ink, `the scene's frame has more ink than its still: ${scene.ink} against ${still.ink}`);
      assert.notEqual(await page.evaluate(() => document.getElementById('plain').toDataURL()), stillPixels);
      for (const id of ['plain', 'set', 'timed', 'upright']) assert.equal(await message(page, id), null, id);
      assert.deepEqual(problems, []);
    } finally {
      release();
      await context.close();
    }
  });
}

test('a still the host answers with its own page is no still: the paper and "Loading…", then the scene, and no error', async () => {
  let answered;
  const asked = new Promise((resolve) => (answered = resolve));
  const { context, page, release } = await post('light', {
    still: async (route) => {
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Not found</title><p>This page does not exist.</p>' });
      answered();
    },
  });
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  try {
    await page.goto(`${env.origin}/hosts/still-post.html`);
    await asked;
    await page.waitForFunction(drawn, 'plain');
    // Once the page has the answer, and two frames on: a still would be drawn by then.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /still-walk-walk-03\.json$/.test(e.name) && e.responseEnd > 0));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const paper = await countColours(page, '#plain', LIGHT);
    assert.ok(paper.paper > 0.97 && paper.ink === 0, JSON.stringify(paper));
    assert.equal(await message(page, 'plain'), 'Loading…');
    release();
    await page.waitForFunction(() => document.getElementById('plain').loaded, null, { timeout: 30000 });
    assert.ok((await countColours(page, '#plain', LIGHT)).ink > 0.003);
    assert.deepEqual(problems, []);
  } finally {
    release();
    await context.close();
  }
});

test("on an upright phone, a tall scene's 3:5 stage and a game's stage above its pad show their stills", async () => {
  const { context, page, release } = await post('light', { phone: true });
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  try {
    await page.goto(`${env.origin}/hosts/still-post.html`);
    // The lab's figure, the game's smaller runner under its sky.
    for (const [id, share] of [['plain', 0.003], ['game', 0.0008]]) {
      await page.waitForFunction(`(${inkShare})(${JSON.stringify({ id, ink: LIGHT.ink })}) > ${share}`, null, { timeout: 20000 });
    }
    const shapes = await page.evaluate(() =>
      ['plain', 'game'].map((id) => {
        const c = document.getElementById(id).shadowRoot.getElementById('stage');
        return c.clientHeight / c.clientWidth;
      }),
    );
    assert.ok(shapes.every((r) => r > 1), `taller than wide: ${shapes}`);
    assert.deepEqual(await loaded(page), [false, false], 'no core has come');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((f) => f.startsWith('still-')));
    assert.deepEqual(fetched.sort(), ['still-game-spear-run-tall.json', 'still-lab-lab-tall.json']);
    release();
    await page.waitForFunction(() => [...document.querySelectorAll('stickman-stage')].every((s) => s.loaded), null, { timeout: 30000 });
    assert.deepEqual(problems, []);
  } finally {
    release();
    await context.close();
  }
});

// The documented iframe (docs/embedding.md), on a page that is not ours.
const IFRAME_POST = (query, width, height) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title><link rel="icon" href="data:,"></head>
<body><h1>A post</h1><iframe src="/stickman/embed.html?${query}" title="A stickman" width="${width}" height="${height}" loading="lazy"></iframe></body></html>`;

for (const [query, width, height] of [['scene=walk-03&autoplay', 640, 360], ['scene=walk-03&autoplay&controls', 640, 480], ['scene=rex-lab&autoplay&controls', 400, 440]]) {
  test(`the iframe at ${width}x${height} (${query}) fetches its own scene's core and still, none other, and shows the still before the core`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 800, height: 700 } });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.route('**/hosts/iframe-post.html', (r) => r.fulfill({ contentType: 'text/html', body: IFRAME_POST(query, width, height) }));
    const release = await holdBack(page, /posecore[\w-]*\.wasm$/);
    try {
      await page.goto(`${env.origin}/hosts/iframe-post.html`);
      // The frame once it holds the embed's stage (a lazy iframe starts as about:blank).
      await page.waitForFunction(() => document.querySelector('iframe').contentDocument?.getElementById('embedded'));
      const embed = page.frames().find((f) => f.url().includes('/stickman/embed.html'));
      const scene = /scene=([\w-]+)/.exec(query)[1];
      const core = scene === 'rex-lab' ? 'rex' : 'walk';
      // A function, not a string: the embed's policy refuses eval.
      await embed.waitForFunction(inkShare, { id: 'embedded', ink: LIGHT.ink, least: 0.003 }, { timeout: 20000 });
      assert.equal(await message(embed, 'embedded'), null, '"Loading…" is not written across the figure');
      release();
      await embed.waitForFunction(() => document.getElementById('embedded').loaded, null, { timeout: 30000 });
      const fetched = await embed.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((f) => /^(posecore|still-)/.test(f)));
      // A canvas at least LARGE_FROM tall (640x480's, 638x398) has the large still.
      const still = `still-${core}-${scene}${height === 480 ? '-large' : ''}.json`;
      assert.deepEqual(fetched.sort(), [`posecore-${core}.mjs`, `posecore-${core}.wasm`, still]);
      assert.deepEqual(problems, []);
    } finally {
      release();
      await context.close();
    }
  });
}

// The canvas's ink (pixels near `ink`). Kept in the page (the still's), it
// returns how many; with `compare`, the share of the kept ink the canvas now
// inks, a pixel either way (the still is rounded to half a unit).
const stillInk = ({ id, ink: [r, g, b], compare }) => {
  const c = document.getElementById(id).shadowRoot.getElementById('stage');
  const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  const w = c.width;
  const now = new Uint8Array(w * c.height);
  for (let i = 0; i < now.length; i++) now[i] = Math.abs(data[4 * i] - r) + Math.abs(data[4 * i + 1] - g) + Math.abs(data[4 * i + 2] - b) < 60 ? 1 : 0;
  if (!compare) {
    globalThis.stillInk = now;
    return now.reduce((n, v) => n + v, 0);
  }
  let [kept, all] = [0, 0];
  globalThis.stillInk.forEach((v, i) => {
    if (!v) return;
    all++;
    const [x, y] = [i % w, Math.floor(i / w)];
    let near = false;
    for (let dy = -1; dy <= 1 && !near; dy++) for (let dx = -1; dx <= 1 && !near; dx++) near = Boolean(now[(y + dy) * w + x + dx]);
    if (near) kept++;
  });
  return kept / all;
};

// A lesson that fits its walker to the room its words leave on a small
// stage draws another picture on a large one: the stage asks for the still
// of its canvas's size, so the figure the still shows is where the core's
// first frame draws it (before, at 894x503 and in the 640x480 iframe, the
// walker jumped 140 px and more when the core arrived).
const WIDE_POST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/stickman/stickman-stage.css"><script type="module" src="/stickman/stickman-stage.js"></script></head>
<body style="width:896px;margin:8px"><stickman-stage id="plain" scene="walk-01"></stickman-stage></body></html>`;
const FRAMED_POST = IFRAME_POST('scene=walk-03&controls', 640, 480).replace(' loading="lazy"', '');

for (const [name, body, size] of [['a 896 px column', WIDE_POST, '894x502'], ['the 640x480 iframe with controls', FRAMED_POST, '638x398']]) {
  test(`in ${name}, the still's figure is where the core's first frame draws it (canvas ${size})`, async () => {
    const context = await env.browser.newContext({ viewport: { width: 1000, height: 800 } });
    const page = await context.newPage();
    const problems = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.route('**/hosts/wide-post.html', (r) => r.fulfill({ contentType: 'text/html', body }));
    const release = await holdBack(page, /posecore[\w-]*\.wasm$/);
    try {
      await page.goto(`${env.origin}/hosts/wide-post.html`);
      const iframe = body.includes('<iframe');
      if (iframe) await page.waitForFunction(() => document.querySelector('iframe').contentDocument?.getElementById('embedded'));
      const frame = iframe ? page.frames().find((f) => f.url().includes('/stickman/embed.html')) : page;
      const options = { id: iframe ? 'embedded' : 'plain', ink: LIGHT.ink };
      await frame.waitForFunction(inkShare, { ...options, least: 0.003 }, { timeout: 20000 });
      const canvas = await frame.evaluate((id) => {
        const c = document.getElementById(id).shadowRoot.getElementById('stage');
        return `${c.clientWidth}x${c.clientHeight}`;
      }, options.id);
      assert.equal(canvas, size);
      assert.ok((await frame.evaluate(stillInk, options)) > 500, 'the still inks a figure');
      release();
      await frame.waitForFunction((id) => document.getElementById(id).loaded, options.id, { timeout: 30000 });
      await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const kept = await frame.evaluate(stillInk, { ...options, compare: true });
      assert.ok(kept > 0.95, `the core's frame inks ${(kept * 100).toFixed(1)}% of the still's ink`);
      assert.deepEqual(problems, []);
    } finally {
      release();
      await context.close();
    }
  });
}
