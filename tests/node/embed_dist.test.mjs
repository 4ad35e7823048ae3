// dist/embed/ as scripts/build leaves it: only what the element and the iframe
// need, every reference inside it resolving, a poster per scene, and a zip of it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { PNG } from 'pngjs';
import { BUDGET_BYTES, GOAL_BYTES, elementFiles, weigh } from '../../scripts/budget.mjs';
import { EMBED_ENTRIES, embedFiles } from '../../scripts/embed-files.mjs';
import { POSTER } from '../../scripts/posters.mjs';
import { loadCore } from './core.mjs';

const embed = new URL('../../dist/embed/', import.meta.url).pathname;
const listing = () => readdirSync(embed, { recursive: true }).filter((f) => !f.startsWith('posters') && statSync(join(embed, f)).isFile()).sort();

test('dist/embed has no page of the demo site and nothing its entry points do not reach', () => {
  const files = listing();
  for (const demo of ['index.html', 'post.html', 'app.js', 'style.css', 'post.css', 'screenshot.png']) assert.ok(!files.includes(demo), demo);
  assert.deepEqual(files, embedFiles(embed, EMBED_ENTRIES));
  for (const need of ['stickman-stage.js', 'posecore.mjs', 'posecore.wasm', 'embed.html', 'embed.js', 'posecore.d.mts', 'stickman-stage.d.ts']) assert.ok(files.includes(need), need);
});

test('embedFiles follows imports, import(), new URL(…, import.meta.url) and @import, and refuses a missing file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'embed-files-'));
  writeFileSync(join(dir, 'a.html'), '<link rel="icon" href="data:,"><script type="module" src="a.js"></script><a href="https://x.example/">x</a>');
  writeFileSync(join(dir, 'a.js'), "import { b } from './b.js';\nimport('./c.js');\nconst css = new URL('s.css', import.meta.url);\nimport 'bare-package';\n");
  writeFileSync(join(dir, 'b.js'), 'export const b = 1;');
  writeFileSync(join(dir, 'b.d.ts'), 'export declare const b: number;');
  writeFileSync(join(dir, 'c.js'), '');
  writeFileSync(join(dir, 's.css'), '@import url(t.css);');
  writeFileSync(join(dir, 't.css'), '');
  writeFileSync(join(dir, 'unused.js'), '');
  assert.deepEqual(embedFiles(dir, ['a.html']), ['a.html', 'a.js', 'b.d.ts', 'b.js', 'c.js', 's.css', 't.css']);
  writeFileSync(join(dir, 'c.js'), "import './gone.js';");
  assert.throws(() => embedFiles(dir, ['a.html']), /gone\.js is referenced/);
});

test('a poster per scene, the size the docs give, not blank', async () => {
  const core = await loadCore();
  const doc = readFileSync(new URL('../../docs/embedding.md', import.meta.url), 'utf8');
  for (const scene of core.sceneIds()) {
    const file = `${embed}posters/${scene}.png`;
    assert.ok(existsSync(file), file);
    const png = PNG.sync.read(readFileSync(file));
    assert.ok(png.width > POSTER.width * 0.9 && png.height > 200, `${scene}: ${png.width} × ${png.height}`);
    assert.ok(doc.includes(`width="${png.width}" height="${png.height}"`), `docs give ${scene}'s size ${png.width} × ${png.height}`);
    // Not one flat colour: paper plus a figure, ground and labels in other colours.
    const colours = new Map();
    for (let i = 0; i < png.data.length; i += 4) {
      const key = png.data.readUInt32BE(i);
      colours.set(key, (colours.get(key) ?? 0) + 1);
    }
    const paper = Math.max(...colours.values());
    const rest = png.width * png.height - paper;
    // The smallest, the lab's one walker, differs in about 0.75% of its pixels.
    assert.ok(rest > png.width * png.height * 0.003, `${scene}: only ${rest} pixels differ from the background`);
    let ink = 0;
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 240) ink++;
    assert.ok(ink > 300, `${scene}: no figure drawn in ink (${ink} dark pixels)`);
    assert.ok(png.data[3] === 255, `${scene}: the paper is painted, not transparent`);
  }
});

test('the zip holds dist/embed as one folder, stickman/', () => {
  const zip = new URL('../../dist/stickman-embed.zip', import.meta.url).pathname;
  const names = execFileSync('zip', ['-sf', zip], { encoding: 'utf8' }).split('\n').map((l) => l.trim()).filter((l) => l.startsWith('stickman/') && !l.endsWith('/'));
  const files = readdirSync(embed, { recursive: true }).filter((f) => statSync(embed + f).isFile()).map((f) => `stickman/${f}`);
  assert.deepEqual(names.sort(), files.sort());
});

test('the element is weighed by what loads before its first frame: static imports and new URL(…) files, not import()-only modules or types', () => {
  const dir = mkdtempSync(join(tmpdir(), 'element-files-'));
  writeFileSync(join(dir, 'stickman-stage.js'), "import './a.js';\nconst later = () => import('./lazy.js');\n");
  writeFileSync(join(dir, 'stickman-stage.d.ts'), '');
  writeFileSync(join(dir, 'a.js'), "const wasm = new URL('core.wasm', import.meta.url);");
  writeFileSync(join(dir, 'lazy.js'), "import './only-lazy.js';");
  writeFileSync(join(dir, 'only-lazy.js'), '');
  writeFileSync(join(dir, 'core.wasm'), '');
  assert.deepEqual(elementFiles(dir), ['a.js', 'core.wasm', 'stickman-stage.js']);
  // Shipped all the same: the lazy module and what it imports are in the folder.
  assert.ok(embedFiles(dir, ['stickman-stage.js']).includes('only-lazy.js'));
});

test('dist/embed ships its modules minified, and the element within the budget the build holds', () => {
  const element = weigh(embed, elementFiles(embed));
  for (const f of Object.keys(element.files).filter((f) => /\.m?js$/.test(f))) {
    const text = readFileSync(embed + f, 'utf8');
    assert.ok(!/^\s*\/\/ /m.test(text), `${f} still has comment lines`);
  }
  assert.ok(element.gzip <= BUDGET_BYTES, `${element.gzip} > ${BUDGET_BYTES}`);
  assert.ok(BUDGET_BYTES >= GOAL_BYTES);
});
