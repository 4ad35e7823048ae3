// The recipes of docs/embedding.md, each built the way a blogger would (real
// Hugo, real Eleventy, Liquid in Jekyll's include mode, pasted HTML) from the
// doc's own snippets, served under a sub-path by a host that knows only what
// the doc tells it, and opened in Chromium: no 404, no console error, a drawn stage.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { Liquid } from 'liquidjs';
import MarkdownIt from 'markdown-it';
import { start } from './harness.mjs';
import { PORTRAIT } from './phone.mjs';
import { sentence, StageError } from '../../web/element/failure.js';
import { EMBED, assertDrawn, assertPainted, host, page, policy, settled, snippetBook, stages, visit } from './recipes.mjs';

const doc = snippetBook();
const work = mkdtempSync(join(tmpdir(), 'stickman-recipes-'));
const site = join(work, 'site');
const headers = doc.get('_headers');
const csp = policy(doc.get('csp.txt'));
let env;
let web;

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
const copyEmbed = (to) => cpSync(EMBED, to, { recursive: true });

// A long post: three of a recipe's stages between paragraphs a screen long,
// as a blogger's post is, to measure what it costs the page around them.
const PARAGRAPH = `${'A paragraph of the post, long enough to fill a reader\'s screen with text. '.repeat(14)}\n`;
const longPost = (stage) => [PARAGRAPH, stage, PARAGRAPH, stage, PARAGRAPH, stage, PARAGRAPH].join('\n');

function hugo() {
  const src = join(work, 'hugo');
  write(join(src, 'hugo.toml'), 'baseURL = "https://example.org/hugo/"\ntitle = "A blog"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n');
  write(join(src, 'layouts/_default/single.html'), page('{{ .Content }}\n'));
  write(join(src, 'layouts/index.html'), page('<p>home</p>\n'));
  write(join(src, 'layouts/shortcodes/stickman.html'), doc.get('layouts/shortcodes/stickman.html'));
  const post = doc.get('content/posts/walking.md');
  write(join(src, 'content/posts/walking.md'), post);
  const [front, shortcode] = [post.slice(0, post.indexOf('---', 3) + 4), post.match(/^\{\{<.*>\}\}$/m)[0]];
  write(join(src, 'content/posts/long.md'), front + longPost(shortcode));
  copyEmbed(join(src, 'static/stickman'));
  execFileSync('hugo', ['--quiet', '--source', src, '--destination', join(site, 'hugo')], { stdio: 'pipe' });
}

async function eleventy() {
  const src = join(work, 'eleventy');
  write(join(src, 'eleventy.config.mjs'), doc.get('eleventy.config.mjs'));
  write(join(src, 'posts/walking.md'), '---\nlayout: post.liquid\n---\n' + doc.get('posts/walking.md'));
  write(join(src, 'posts/long.md'), '---\nlayout: post.liquid\n---\n' + longPost(doc.get('posts/walking.md')));
  write(join(src, '_includes/post.liquid'), page('{{ content }}\n'));
  copyEmbed(join(src, 'stickman'));
  const { default: Eleventy } = await import('@11ty/eleventy');
  const cwd = process.cwd();
  // Eleventy resolves its input, output and passthrough copies against the working directory.
  process.chdir(src);
  try {
    const build = new Eleventy('.', join(site, 'eleventy'), { configPath: 'eleventy.config.mjs', pathPrefix: '/eleventy/', quietMode: true });
    await build.write();
  } finally {
    process.chdir(cwd);
  }
}

// Jekyll itself is Ruby; its include tag and relative_url filter are Liquid,
// which liquidjs runs in Jekyll's include mode.
async function jekyll() {
  const src = join(work, 'jekyll');
  write(join(src, '_includes/stickman.html'), doc.get('_includes/stickman.html'));
  const post = doc.get('_posts/2026-01-01-walking.md');
  const liquid = new Liquid({ root: join(src, '_includes'), jekyllInclude: true, extname: '' });
  liquid.registerFilter('relative_url', (path) => '/jekyll' + path);
  const body = await liquid.parseAndRender(post.replace(/^---\n[\s\S]*?\n---\n/, ''), {});
  write(join(site, 'jekyll/2026/01/01/walking.html'), page(new MarkdownIt({ html: true }).render(body)));
  const long = await liquid.parseAndRender(longPost(post.replace(/^---\n[\s\S]*?\n---\n/, '')), {});
  write(join(site, 'jekyll/2026/01/01/long.html'), page(new MarkdownIt({ html: true }).render(long)));
  copyEmbed(join(site, 'jekyll/stickman'));
}

before(async () => {
  copyEmbed(join(site, 'blog/stickman'));
  write(join(site, 'blog/post.html'), page(doc.get('post.html')));
  write(join(site, 'blog/long.html'), page(longPost(doc.get('post.html'))));
  write(join(site, 'blog/iframe.html'), page(doc.get('iframe.html')));
  const wp = '/wordpress/wp-content/uploads/stickman';
  copyEmbed(join(site, wp));
  write(join(site, 'wordpress/block.html'), page(doc.get('wordpress-block.html', wp)));
  write(join(site, 'wordpress/long.html'), page(longPost(doc.get('wordpress-block.html', wp))));
  write(join(site, 'wordpress/iframe.html'), page(doc.get('wordpress-iframe.html', wp)));
  write(join(site, 'blog/poster.html'), page(doc.get('poster.html', '/blog/stickman')));
  write(join(site, 'blog/poster-md.html'), page(new MarkdownIt().render(doc.get('poster.md', '/blog/stickman'))));
  hugo();
  await eleventy();
  await jekyll();
  env = await start({ root: site });
  // Each blog engine's site is its own sub-path with its own _headers file.
  web = Object.fromEntries(await Promise.all(['blog', 'hugo', 'eleventy', 'jekyll'].map(async (m) => [m, await host(site, { headers, csp, mount: '/' + m })])));
  // A WordPress host's Apache or nginx already maps .wasm; no _headers file there.
  web.wordpress = await host(site, { headers: '/*.wasm\n  Content-Type: application/wasm\n', csp });
});

after(async () => {
  await env?.close();
  for (const h of Object.values(web ?? {})) await h.close();
  rmSync(work, { recursive: true, force: true });
});

async function waitFor(check) {
  while (!check()) await new Promise((ok) => setImmediate(ok));
}

async function opens(url, scene, what) {
  const { page: p, problems, warnings, context } = await visit(env.browser, url);
  try {
    const found = await stages(p);
    assert.deepEqual(problems, [], what);
    assert.deepEqual(warnings.filter((m) => /wasm/i.test(m)), [], what);
    assert.ok(found.length > 0, `${what}: no stage`);
    for (const s of found) {
      assert.equal(s.scene, scene, what);
      assertDrawn(s, what);
    }
    return found;
  } finally {
    await context.close();
  }
}

test('plain HTML: the element and the iframe, pasted next to the folder under /blog/', async () => {
  await opens(`${web.blog.origin}/blog/post.html`, 'walk-03', 'element');
  await opens(`${web.blog.origin}/blog/iframe.html`, 'walk-03', 'iframe');
});

test('Hugo: the shortcode, built by hugo with a /hugo/ baseURL', async () => {
  const html = readFileSync(join(site, 'hugo/posts/walking/index.html'), 'utf8');
  assert.doesNotMatch(html, /raw HTML omitted/);
  assert.match(html, /src="\/hugo\/stickman\/stickman-stage.js"/);
  assert.match(html, /stride-deg="36"/);
  await opens(`${web.hugo.origin}/hugo/posts/walking/`, 'walk-03', 'hugo');
});

test('Eleventy: the shortcode, built by Eleventy with pathPrefix /eleventy/', async () => {
  assert.match(readFileSync(join(site, 'eleventy/posts/walking/index.html'), 'utf8'), /src="\/eleventy\/stickman\/stickman-stage.js"/);
  await opens(`${web.eleventy.origin}/eleventy/posts/walking/`, 'walk-03', 'eleventy');
});

test('Eleventy copies the folder as it is: embed.html is no template of the site', () => {
  assert.equal(readFileSync(join(site, 'eleventy/stickman/embed.html'), 'utf8'), readFileSync(join(EMBED, 'embed.html'), 'utf8'));
  assert.throws(() => readFileSync(join(site, 'eleventy/stickman/embed/index.html')), /ENOENT/, 'no page made of it');
});

// Cumulative layout shift as Lighthouse counts it, from the first moment, for
// a long post of three stages from each recipe, on a desktop and a phone: the
// element's stylesheet reserves each box before the script runs.
for (const [device, options] of [['desktop', { viewport: { width: 1000, height: 800 } }], ['phone', PORTRAIT]]) {
  test(`a long post of three stages from each recipe does not shift on a ${device}`, async () => {
    const posts = {
      'plain HTML': `${web.blog.origin}/blog/long.html`,
      Hugo: `${web.hugo.origin}/hugo/posts/long/`,
      Eleventy: `${web.eleventy.origin}/eleventy/posts/long/`,
      Jekyll: `${web.jekyll.origin}/jekyll/2026/01/01/long.html`,
      WordPress: `${web.wordpress.origin}/wordpress/long.html`,
    };
    for (const [what, url] of Object.entries(posts)) {
      const context = await env.browser.newContext(options);
      const p = await context.newPage();
      await p.addInitScript(() => {
        window.shifts = [];
        new PerformanceObserver((list) => window.shifts.push(...list.getEntries().map((e) => e.value))).observe({ type: 'layout-shift', buffered: true });
      });
      await p.goto(url);
      // The first stage has drawn; the others, below, wait for the reader (frozen) or load lazily.
      await p.waitForFunction(() => document.querySelectorAll('stickman-stage').length === 3 && document.querySelector('stickman-stage').loaded);
      await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // Scrolled through, every stage in view once.
      for (const i of [1, 2]) {
        await p.evaluate((i) => document.querySelectorAll('stickman-stage')[i].scrollIntoView(), i);
        await p.waitForFunction((i) => document.querySelectorAll('stickman-stage')[i].loaded, i);
      }
      const cls = await p.evaluate(() => window.shifts.reduce((a, b) => a + b, 0));
      assert.ok(cls <= 0.001, `${what} on a ${device}: CLS ${cls.toFixed(4)}`);
      await context.close();
    }
  });
}

test('Jekyll: the include, with baseurl /jekyll', async () => {
  await opens(`${web.jekyll.origin}/jekyll/2026/01/01/walking.html`, 'walk-03', 'jekyll');
});

test('WordPress: the Custom HTML block and its iframe, from BASE under /wordpress/', async () => {
  await opens(`${web.wordpress.origin}/wordpress/block.html`, 'lab', 'block');
  await opens(`${web.wordpress.origin}/wordpress/iframe.html`, 'lab', 'iframe');
});

test('Markdown-only hosts: the poster (HTML and Markdown) shows and links to the live stage', async () => {
  for (const file of ['poster.html', 'poster-md.html']) {
    const { page: p, problems, context } = await visit(env.browser, `${web.blog.origin}/blog/${file}`);
    const img = await p.evaluate(() => {
      const i = document.querySelector('a > img');
      return { w: i.naturalWidth, h: i.naturalHeight, aw: i.getAttribute('width'), ah: i.getAttribute('height') };
    });
    assert.ok(img.w > 0, `${file}: poster did not load`);
    if (img.aw) assert.deepEqual([img.aw, img.ah], [String(img.w), String(img.h)], 'the documented size is the poster\'s');
    await Promise.all([p.waitForURL(/embed\.html/), p.click('a')]);
    await settled(p);
    const [live] = await stages(p);
    assert.equal(live.scene, 'walk-03', file);
    assertDrawn(live, file);
    assert.deepEqual(problems, [], file);
    await context.close();
  }
});

test('recommended iframe sizes: the stage and its controls fit without scrolling', async () => {
  const table = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8').match(/^\| (no|with) `controls`.*$/gm);
  assert.equal(table.length, 3);
  for (const row of table) {
    const [, w, h] = row.match(/(\d+) × (\d+)/);
    const query = row.startsWith('| with') ? 'scene=walk-03&controls' : 'scene=walk-03';
    const body = `<iframe src="stickman/embed.html?${query}" title="t" width="${w}" height="${h}"></iframe>\n`;
    write(join(site, `blog/size-${w}x${h}.html`), page(body));
    const { page: p, problems, context } = await visit(env.browser, `${web.blog.origin}/blog/size-${w}x${h}.html`);
    const frame = p.frames()[1];
    const size = await frame.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
    assert.ok(size.h <= Number(h) && size.w <= Number(w), `${row}: content is ${size.w} × ${size.h}`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a copy on another origin works with the CORS header and the policy naming it, and fails without the header', async () => {
  const cdnRoot = join(work, 'cdn');
  copyEmbed(join(cdnRoot, 'stickman'));
  const withCors = await host(cdnRoot, { headers: headers + doc.get('cors/_headers') });
  const noCors = await host(cdnRoot, { headers });
  try {
    for (const [cdn, ok] of [[withCors, true], [noCors, false]]) {
      const base = cdn.origin + '/stickman';
      write(join(site, 'cross/post.html'), page(doc.get('wordpress-block.html', base) + doc.get('wordpress-iframe.html', base)));
      const pageHost = await host(site, { csp: policy(doc.get('cors/csp.txt', base)) });
      try {
        const { page: p, problems, context } = await visit(env.browser, `${pageHost.origin}/cross/post.html`, { settle: ok });
        if (ok) {
          assert.deepEqual(problems, []);
          const found = await stages(p);
          assert.equal(found.length, 2, 'the element and the framed stage');
          for (const s of found) assertDrawn(s, 'cross-origin');
          // The policy's style-src names only 'self': the element's own CSS applies all the same.
          assert.equal(await p.evaluate(() => getComputedStyle(document.querySelector('stickman-stage')).aspectRatio), '16 / 9');
        } else {
          // Without CORS the module never runs: the element stays undefined.
          await p.waitForFunction(() => performance.getEntriesByType('resource').length > 0);
          await waitFor(() => problems.some((m) => /CORS|Access-Control/i.test(m)));
          assert.equal(await p.evaluate(() => customElements.get('stickman-stage')), undefined);
          assert.ok(problems.some((m) => /CORS|Access-Control/i.test(m)), problems.join('\n'));
        }
        await context.close();
      } finally {
        await pageHost.close();
      }
    }
  } finally {
    await withCors.close();
    await noCors.close();
  }
});

// core.js compiles the wasm as it streams in only when it is served as
// application/wasm; under any other type it reads the whole file first and
// compiles that, silently. The doc says so; the stage still draws.
test('without the .wasm MIME rule the stage still draws, silently, from the whole file; without wasm-unsafe-eval the stage says why', async () => {
  const bare = await host(site, { csp, mount: '/blog' });
  const strict = await host(site, { headers, csp: csp.replace(" 'wasm-unsafe-eval'", ''), mount: '/blog' });
  const text = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
  try {
    const a = await visit(env.browser, `${bare.origin}/blog/post.html`);
    const types = [];
    a.page.on('response', (r) => /\.wasm$/.test(r.url()) && types.push(r.headers()['content-type']));
    await a.page.reload();
    await settled(a.page);
    assert.deepEqual(types, ['application/octet-stream'], 'the host sent the wasm with another type');
    assertDrawn((await stages(a.page))[0], 'wasm as application/octet-stream');
    assert.deepEqual(a.problems, []);
    assert.deepEqual(a.warnings.filter((m) => /wasm|MIME/i.test(m)), []);
    await a.context.close();
    const b = await visit(env.browser, `${strict.origin}/blog/post.html`);
    const [s] = await stages(b.page);
    assert.ok(s.failed, 'the stage fails');
    const said = sentence(new StageError('csp', 'test'));
    assert.equal(s.status, said);
    assert.ok(text.includes(said), `the doc quotes the stage's sentence: ${said}`);
    await b.context.close();
  } finally {
    await bare.close();
    await strict.close();
  }
});

// SPEC 8.1: the stage draws in its own palette on a host page with none of our CSS.
test('on a host page without our CSS the stage paints in its palette, not black', async () => {
  const { page: p, problems, context } = await visit(env.browser, `${web.blog.origin}/blog/post.html`);
  try {
    assert.deepEqual(problems, []);
    assertPainted((await stages(p))[0], 'plain HTML');
  } finally {
    await context.close();
  }
});

// The bundler's and the frameworks' snippets: package.test.mjs.
test('every snippet of the doc outside the bundler and framework sections was exercised here', () => {
  const sections = [...new Set([...doc.all.values()].map((s) => s.section))].filter((s) => !/bundler|React, Vue/.test(s));
  assert.deepEqual(doc.unused(sections), []);
});
