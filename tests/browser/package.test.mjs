// The npm package as a stranger gets it: npm pack of dist/npm, installed from
// the tarball into a fresh project (no registry: it has no dependencies),
// bundled by Vite with the doc's own snippets, served under a sub-path with the
// doc's Content-Security-Policy and opened in Chromium.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { build, createServer } from 'vite';
import { start } from './harness.mjs';
import { EMBED, assertDrawn, assertPainted, host, page, policy, snippetBook, stages, visit } from './recipes.mjs';

const doc = snippetBook();
const NPM = new URL('../../dist/npm/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'stickman-npm-'));
const app = join(work, 'app');
let env;
let tarball;

before(async () => {
  mkdirSync(app);
  const packed = JSON.parse(execFileSync('npm', ['pack', NPM, '--json', '--pack-destination', work], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
  tarball = packed[0];
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'a-blog', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', join(work, tarball.filename)], { cwd: app, stdio: 'pipe' });
  writeFileSync(join(app, 'main.js'), doc.get('main.js'));
  writeFileSync(join(app, 'index.html'), page(doc.get('index.html')));
  writeFileSync(join(app, 'vite.config.js'), doc.get('vite.config.js'));
  env = await start({ root: work });
});

after(async () => {
  await env?.close();
  rmSync(work, { recursive: true, force: true });
});

test('npm pack: the element, the core, the wasm, the types and nothing of the demo site', () => {
  const files = tarball.files.map((f) => f.path).sort();
  const embed = readdirSync(EMBED, { recursive: true }).filter((f) => !f.startsWith('posters') && statSync(join(EMBED, f)).isFile());
  assert.deepEqual(files, [...embed, 'README.md', 'package.json'].sort());
  const pkg = JSON.parse(readFileSync(join(app, 'node_modules/stickman-motion/package.json'), 'utf8'));
  assert.equal(pkg.name, 'stickman-motion');
  assert.equal(pkg.type, 'module');
  assert.ok(!pkg.private && pkg.license && pkg.version);
  assert.equal(pkg.exports['.'].default, './stickman-stage.js');
  assert.equal(pkg.exports['./core'].default, './posecore.mjs');
  for (const f of [pkg.types, pkg.exports['.'].types, pkg.exports['./core'].types]) assert.ok(files.includes(f.replace('./', '')), f);
});

test('TypeScript resolves the element and the core through the exports, with their types', () => {
  writeFileSync(join(app, 'check.ts'), [
    "import 'stickman-motion';",
    "import createPoseCore from 'stickman-motion/core';",
    "const stage = document.createElement('stickman-stage');",
    'stage.play();',
    'const paused: boolean = stage.paused;',
    'export const ids: Promise<string[]> = createPoseCore().then((core) => core.sceneIds());',
    'export { paused };',
    '',
  ].join('\n'));
  const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
  execFileSync('node', [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom', 'check.ts'], { cwd: app, stdio: 'pipe' });
});

test('Vite builds a page importing the element; served under /app/ with the doc\'s policy it draws, with no 404', async () => {
  await build({ root: app, base: './', logLevel: 'silent', configFile: join(app, 'vite.config.js'), build: { outDir: join(work, 'site/app') } });
  const assets = readdirSync(join(work, 'site/app/assets'));
  assert.ok(assets.some((f) => /\.wasm$/.test(f)), `the wasm was emitted: ${assets}`);
  // The stage's own CSS is built by its script (an adopted stylesheet); the
  // page's stylesheet is the element's box before it runs, emitted as a file
  // (a data: URL would be refused by the policy).
  const css = assets.filter((f) => /\.css$/.test(f));
  assert.equal(css.length, 1, `one stylesheet: ${css}`);
  assert.match(readFileSync(join(work, 'site/app/assets', css[0]), 'utf8'), /stickman-stage:not\(:defined\)/);
  for (const f of assets.filter((f) => /\.m?js$/.test(f))) {
    assert.doesNotMatch(readFileSync(join(work, 'site/app/assets', f), 'utf8'), /data:[\w/+.-]+;base64,[A-Za-z0-9+/]{64}/, `${f} inlines a file`);
  }
  const site = await host(join(work, 'site'), { headers: '/*.wasm\n  Content-Type: application/wasm\n', csp: policy(doc.get('csp.txt')) });
  try {
    const { page: p, problems, warnings, context } = await visit(env.browser, `${site.origin}/app/`);
    const first = (await stages(p))[0];
    assertPainted(first, 'vite');
    assert.equal(first.scene, 'walk-03');
    // Under style-src 'self' the element's own stylesheet still applies: its 16:9 box.
    assert.equal(await p.evaluate(() => getComputedStyle(document.querySelector('stickman-stage')).aspectRatio), '16 / 9');
    assert.equal(await p.evaluate(() => document.querySelector('stickman-stage').running), true, 'autoplay');
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings.filter((m) => /wasm/i.test(m)), []);
    await context.close();
  } finally {
    await site.close();
  }
});

// Vite before 7 targets es2020, Chrome 87 and Safari 14 by default: the
// package uses nothing newer (a top-level await, say, fails that build).
test('Vite builds the element for the targets Vite 6 defaulted to', async () => {
  await build({
    root: app,
    base: './',
    logLevel: 'silent',
    configFile: join(app, 'vite.config.js'),
    build: { outDir: join(work, 'site/app-es2020'), target: ['es2020', 'edge88', 'firefox78', 'chrome87', 'safari14'] },
  });
  assert.ok(readdirSync(join(work, 'site/app-es2020/assets')).some((f) => /\.js$/.test(f)));
});

// The doc's optimizeDeps.exclude: without it the dev server pre-bundles the
// element into its deps cache, away from its wasm. The wasm's URL there does
// not exist, and the dev server answers it with the app's HTML (200, not a
// 404): the stage says its files are missing.
test('Vite\'s dev server with the doc\'s config serves the element and its wasm; without the exclude it cannot', async () => {
  for (const exclude of [true, false]) {
    const server = await createServer({
      root: app,
      configFile: exclude ? join(app, 'vite.config.js') : false,
      cacheDir: join(work, `vite-cache-${exclude}`),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 5173, strictPort: false, hmr: false },
    });
    await server.listen();
    try {
      const url = `http://127.0.0.1:${server.httpServer.address().port}/`;
      const { page: p, problems, warnings, context } = await visit(env.browser, url);
      const [stage] = await stages(p);
      const wasm = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => /\.wasm(\?|$)/.test(u)));
      if (exclude) {
        assertDrawn(stage, 'vite dev');
        assert.deepEqual(problems, []);
        assert.deepEqual(warnings.filter((m) => /wasm/i.test(m)), []);
        assert.equal(wasm.length, 1, `one core's wasm: ${wasm}`);
        assert.match(new URL(wasm[0]).pathname, /^\/node_modules\/stickman-motion\/posecore-[\w-]+\.wasm$/);
      } else {
        assert.ok(stage.failed, 'the pre-bundled element cannot find its wasm');
        assert.match(stage.status, /files are missing/);
        assert.ok(wasm.length === 1 && /\/deps\/posecore-[\w-]+\.wasm$/.test(wasm[0]), `the wasm was looked for in the deps cache: ${wasm}`);
        assert.ok(warnings.some((m) => /<stickman-stage>/.test(m) && /deps\/posecore-[\w-]+\.wasm/.test(m)), warnings.join('\n'));
      }
      await context.close();
    } finally {
      await server.close();
    }
  }
});

test('the copy in node_modules works unbundled, from a CDN-style URL', async () => {
  const site = await host(work, { headers: '/*.wasm\n  Content-Type: application/wasm\n' });
  try {
    writeFileSync(join(work, 'cdn.html'), page('<script type="module" src="app/node_modules/stickman-motion/stickman-stage.js"></script>\n<stickman-stage scene="lab" alt="A stickman"></stickman-stage>\n'));
    const { page: p, problems, context } = await visit(env.browser, `${site.origin}/cdn.html`);
    assertDrawn((await stages(p))[0], 'cdn');
    assert.deepEqual(problems, []);
    await context.close();
  } finally {
    await site.close();
  }
});

// Bundled, the element still paints its own palette and animates.
test('the bundled stage paints its palette and moves', async () => {
  const site = await host(join(work, 'site'), { headers: '/*.wasm\n  Content-Type: application/wasm\n' });
  try {
    const { page: p, context } = await visit(env.browser, `${site.origin}/app/`);
    const first = (await stages(p))[0];
    assertPainted(first, 'vite');
    await p.waitForFunction((before) => document.querySelector('stickman-stage').shadowRoot.getElementById('stage').toDataURL() !== before, first.png, { timeout: 5000 });
    await context.close();
  } finally {
    await site.close();
  }
});

// Where there is no window (a server render) the package loads and defines nothing.
test('imported under Node and by Vite\'s SSR loader, the element module throws nothing and defines nothing', async () => {
  const code = "const m = await import('stickman-motion'); if (typeof m.StickmanStage !== 'function' || 'customElements' in globalThis) process.exit(1);";
  execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: app, stdio: 'pipe' });
  const server = await createServer({ root: app, configFile: false, logLevel: 'silent', server: { middlewareMode: true, hmr: false }, cacheDir: join(work, 'vite-cache-ssr') });
  try {
    const module = await server.ssrLoadModule('stickman-motion');
    assert.equal(typeof module.StickmanStage, 'function');
  } finally {
    await server.close();
  }
});

// The doc's TSX, compiled as a strict React 19 project compiles it.
test('TSX under --strict knows <stickman-stage> and its attributes from stickman-motion/react', () => {
  const types = new URL('../../node_modules/@types/', import.meta.url).pathname;
  mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
  for (const name of ['react']) cpSync(join(types, name), join(app, 'node_modules/@types', name), { recursive: true });
  cpSync(new URL('../../node_modules/csstype', import.meta.url).pathname, join(app, 'node_modules/csstype'), { recursive: true });
  writeFileSync(join(app, 'stage.tsx'), doc.get('stage.tsx'));
  writeFileSync(join(app, 'wrong.tsx'), "import type {} from 'stickman-motion/react';\nexport const W = () => <stickman-stage loading=\"soon\" />;\n");
  const tsc = new URL('../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
  const args = ['--noEmit', '--strict', '--jsx', 'react-jsx', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom'];
  execFileSync('node', [tsc, ...args, 'stage.tsx'], { cwd: app, stdio: 'pipe' });
  // The types can fail: a value the element does not take is an error.
  assert.throws(() => execFileSync('node', [tsc, ...args, 'wrong.tsx'], { cwd: app, stdio: 'pipe' }), (e) => /wrong\.tsx.*TS2322/.test(String(e.stdout)));
});

// The doc's Vue app with the in-browser compiler: a template that names the
// element, and no "Failed to resolve component" warning.
test('Vue: the doc\'s app, told the tag is a custom element, renders the stage without a warning', async () => {
  cpSync(new URL('../../node_modules/vue', import.meta.url).pathname, join(app, 'node_modules/vue'), { recursive: true, dereference: true });
  writeFileSync(join(app, 'vue-app.js'), doc.get('vue-app.js'));
  const map = { imports: { vue: './node_modules/vue/dist/vue.esm-browser.prod.js', 'stickman-motion': './node_modules/stickman-motion/stickman-stage.js' } };
  writeFileSync(join(app, 'vue.html'), page('<div id="app"></div>\n', `<script type="importmap">${JSON.stringify(map)}</script>\n<script type="module" src="vue-app.js"></script>\n`));
  const site = await host(work, { headers: '/*.wasm\n  Content-Type: application/wasm\n' });
  try {
    const { page: p, problems, warnings, context } = await visit(env.browser, `${site.origin}/app/vue.html`);
    assertDrawn((await stages(p))[0], 'vue');
    assert.equal(await p.evaluate(() => document.querySelector('stickman-stage').scene), 'walk-03');
    assert.deepEqual(problems, []);
    assert.deepEqual(warnings.filter((m) => /resolve component|Vue warn/i.test(m)), []);
    await context.close();
  } finally {
    await site.close();
  }
});

test('every snippet of the bundler and framework sections was exercised here', () => {
  assert.deepEqual(doc.unused(['npm and a bundler (Vite)', 'React, Vue and server rendering']), []);
});
