// What the embedding tests share: the snippets of docs/embedding.md (read from
// the doc itself, so the doc and its tests cannot drift apart), a static host
// that knows no .wasm type unless a _headers file says so, and a visit that
// records every problem a reader's console would show.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { PNG } from 'pngjs';
import { abandoned } from './harness.mjs';

export const DOC = new URL('../../docs/embedding.md', import.meta.url);
export const EMBED = new URL('../../dist/embed/', import.meta.url).pathname;

// Fenced blocks whose info string names a file: ```html file=post.html
export function docSnippets(text = readFileSync(DOC, 'utf8')) {
  const found = new Map();
  let section = '';
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const heading = /^## (.+)/.exec(lines[i]);
    if (heading) section = heading[1].trim();
    const open = /^```(\S*)\s+file=(\S+)\s*$/.exec(lines[i]);
    if (!open) continue;
    const body = [];
    while (!/^```\s*$/.test(lines[++i])) body.push(lines[i]);
    assert.ok(!found.has(open[2]), `two snippets named ${open[2]}`);
    found.set(open[2], { section, lang: open[1], text: body.join('\n') + '\n' });
  }
  return found;
}

// Hands out snippets and remembers which were asked for, so a test can check
// that every snippet of the doc it covers was exercised.
export function snippetBook() {
  const all = docSnippets();
  const used = new Set();
  return {
    all,
    get(file, base) {
      const s = all.get(file);
      assert.ok(s, `docs/embedding.md has no snippet file=${file}`);
      used.add(file);
      return base === undefined ? s.text : s.text.replaceAll('BASE', base);
    },
    unused: (sections) => [...all].filter(([f, s]) => sections.includes(s.section) && !used.has(f)).map(([f]) => f),
  };
}

// A post page around a fragment the doc tells a reader to paste into one.
export const page = (body, head = '') =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>A post</title>\n<link rel="icon" href="data:,">\n${head}</head>\n<body>\n<main>\n${body}</main>\n</body>\n</html>\n`;

// Netlify/Cloudflare-style _headers: a path pattern (* is a wildcard), then indented "Name: value" lines.
export function parseHeaders(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ re: new RegExp('^' + line.trim().split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*') + '$'), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

// A host that has never heard of .wasm (application/octet-stream) unless its
// _headers rules say otherwise; csp: a policy sent with every HTML page;
// mount: the sub-path the site lives under, where its _headers file sits.
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css', '.png': 'image/png', '.json': 'application/json' };
export function host(root, { headers = '', csp = '', mount = '' } = {}) {
  const base = resolve(root);
  const rules = parseHeaders(headers);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) return res.writeHead(403).end();
    if (path.endsWith('/')) file = join(file, 'index.html');
    try {
      const body = await readFile(file);
      const h = { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-store' };
      if (csp && extname(file) === '.html') h['Content-Security-Policy'] = csp;
      const own = path.startsWith(mount + '/') ? path.slice(mount.length) : null;
      for (const r of rules) if (own !== null && r.re.test(own)) Object.assign(h, r.headers);
      res.writeHead(200, h).end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(done)),
  })));
}

// "Content-Security-Policy: …" → the policy.
export const policy = (line) => line.trim().replace(/^Content-Security-Policy:\s*/, '');

// Opens url and waits until every stage, in the page and its frames, has shown
// its scene (its `loaded` property) or failed. Returns the page, every error a reader's console would
// show or a request that failed, and the console's warnings.
export async function visit(browser, url, { viewport = { width: 960, height: 720 }, reducedMotion = 'no-preference', settle = true } = {}) {
  const context = await browser.newContext({ viewport, reducedMotion });
  const page = await context.newPage();
  const problems = [];
  const warnings = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => !abandoned(r) && problems.push(`failed: ${r.url()}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.protocol !== 'data:' && u.hostname !== '127.0.0.1') problems.push(`foreign request: ${r.url()}`);
  });
  await page.goto(url);
  if (settle) await settled(page);
  return { page, problems, warnings, context };
}

export async function settled(page) {
  // A framed embed page may still be about:blank when the host page has loaded.
  for (const iframe of await page.$$('iframe')) {
    await (await iframe.contentFrame()).waitForFunction(() => document.querySelector('stickman-stage'));
  }
  // `scene` reflects its attribute at once; `loaded` turns true only once the
  // scene has been entered and its first frame drawn. Then one more frame, so
  // that a resize the first layout caused has been redrawn too.
  for (const frame of page.frames()) {
    await frame.waitForFunction(() =>
      [...document.querySelectorAll('stickman-stage')].every((s) => s.loaded === true || s.matches('.failed')));
    await frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
}

// Every stage of the page and its frames: its state and what its canvas shows.
export async function stages(page) {
  const out = [];
  for (const frame of page.frames()) {
    const found = await frame.evaluate(() =>
      [...document.querySelectorAll('stickman-stage')].map((s) => ({
        scene: s.scene,
        failed: s.matches('.failed'),
        status: s.shadowRoot.getElementById('status')?.textContent ?? '',
        png: s.shadowRoot.getElementById('stage').toDataURL('image/png'),
      })));
    out.push(...found);
  }
  return out.map((s) => ({ ...s, pixels: pixels(s.png) }));
}

// Share of opaque pixels, and of light ones: a stage whose palette went
// missing fills and strokes everything in #000.
export function pixels(source) {
  const png = PNG.sync.read(Buffer.isBuffer(source) ? source : Buffer.from(source.slice(source.indexOf(',') + 1), 'base64'));
  let opaque = 0;
  let light = 0;
  const { data } = png;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] < 200) continue;
    opaque++;
    if (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2] > 100) light++;
  }
  const n = data.length / 4;
  return { width: png.width, height: png.height, opaque: opaque / n, light: light / n };
}

// The stage drew a frame of its scene: not failed, not a blank canvas.
export function assertDrawn(stage, what) {
  assert.ok(!stage.failed, `${what}: the stage failed: ${stage.status}`);
  assert.ok(stage.pixels.opaque > 0.9, `${what}: canvas mostly blank (${stage.pixels.opaque.toFixed(2)} opaque)`);
}

// …in its palette: the light theme's paper, not the #000 a missing palette gives.
export function assertPainted(stage, what) {
  assertDrawn(stage, what);
  assert.ok(stage.pixels.light > 0.3, `${what}: canvas drawn dark or black (${stage.pixels.light.toFixed(2)} light); palette missing?`);
}
