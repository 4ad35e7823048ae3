// From the assembled site in dist/: dist/embed/ (only what the element and
// the iframe need, plus a poster per scene), dist/stickman-embed.zip (the same
// folder as stickman/), and dist/npm/ (the npm package), then their sizes.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGET_BYTES, GOAL_BYTES, againstGoal, coreFiles, elementFiles, variants, weigh } from './budget.mjs';
import { bundleFolder } from './bundle.mjs';
import { EMBED_ENTRIES, ENTRIES, embedFiles } from './embed-files.mjs';
import { minifyFolder } from './minify.mjs';
import { makePosters } from './posters.mjs';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const dist = join(root, 'dist');
const embed = join(dist, 'embed');
const npm = join(dist, 'npm');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}
// Each stylesheet carries its @imports inline, so the folder holds embed.html's
// one stylesheet and not theme.css besides. (The element has no stylesheet
// file: stage-view.js builds its CSS.)
function flatten(path, seen = new Set()) {
  if (seen.has(path)) return '';
  seen.add(path);
  return readFileSync(path, 'utf8').replace(/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)['"]?\s*\)?\s*;/g, (all, ref) =>
    /^[a-z]+:|^\//i.test(ref) ? all : flatten(join(dirname(path), ref), seen));
}

// The site and everything built from it ship minified.
await minifyFolder(dist);
rmSync(embed, { recursive: true, force: true });
for (const f of embedFiles(dist)) {
  cpSync(join(dist, f), join(embed, f));
  if (f.endsWith('.css')) writeFileSync(join(embed, f), flatten(join(dist, f)));
}
await bundleFolder(embed, ENTRIES);
// terser's compressor after esbuild's: 0.2 KB less for the element.
await minifyFolder(embed);
// What the flattened files still reference: a stylesheet only @imported, a module bundled, are gone.
const files = embedFiles(embed, EMBED_ENTRIES);
for (const path of walk(embed)) if (!files.includes(relative(embed, path))) rmSync(path);
// The demo site must never ride along onto a blogger's domain.
const demo = files.filter((f) => /^(index|post)\.html$|^app\.js$|^(style|post)\.css$/.test(f));
if (demo.length) throw new Error(`package: demo files reached dist/embed: ${demo.join(', ')}`);
await makePosters(embed);

const zip = join(dist, 'stickman-embed.zip');
rmSync(zip, { force: true });
// Unzipped, it is one folder named like the path the docs use (/stickman/).
const stage = join(dist, '.zip', 'stickman');
rmSync(join(dist, '.zip'), { recursive: true, force: true });
cpSync(embed, stage, { recursive: true });
execFileSync('zip', ['-q', '-r', '-X', zip, 'stickman'], { cwd: join(dist, '.zip') });
rmSync(join(dist, '.zip'), { recursive: true, force: true });

rmSync(npm, { recursive: true, force: true });
for (const f of files) cpSync(join(embed, f), join(npm, f));
const pkg = JSON.parse(readFileSync(join(root, 'scripts', 'npm-package.json'), 'utf8'));
pkg.version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
pkg.files = [...files];
writeFileSync(join(npm, 'package.json'), JSON.stringify(pkg, null, 2) + '\n');
// The package's README is the embedding guide; links into the repository lead nowhere from npm.
writeFileSync(join(npm, 'README.md'), readFileSync(join(root, 'docs', 'embedding.md'), 'utf8').replace(/\[([^\]]+)\]\(\.\.\/[^)]*\)/g, '$1'));

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const sum = { raw: 0, gz: 0 };
const code = { raw: 0, gz: 0 };
console.log(`build: dist/embed/${' '.repeat(10)}raw KB  gzip KB`);
for (const path of walk(embed).sort()) {
  const name = relative(embed, path);
  const body = readFileSync(path);
  const z = gzipSync(body, { level: 9 }).length;
  for (const s of name.startsWith('posters/') ? [sum] : [sum, code]) {
    s.raw += body.length;
    s.gz += z;
  }
  console.log(`  ${name.padEnd(26)}${kb(body.length)}  ${kb(z)}`);
}
console.log(`  ${'element + iframe'.padEnd(26)}${kb(code.raw)}  ${kb(code.gz)}`);
console.log(`  ${'total with posters'.padEnd(26)}${kb(sum.raw)}  ${kb(sum.gz)}`);
// The element's own budget: what it loads before its first frame, with the
// one core its scene needs (an embed variant per core).
const element = weigh(embed, elementFiles(embed));
const cores = coreFiles(embed);
console.log(`build: the element before its first frame${' '.repeat(3)}raw KB  gzip KB`);
for (const [name, s] of Object.entries({ ...element.files, ...weigh(embed, Object.values(cores).flat()).files })) {
  console.log(`  ${name.padEnd(40)}${kb(s.raw)}  ${kb(s.gzip)}`);
}
console.log(`  ${'the element without a core'.padEnd(40)}${kb(element.raw)}  ${kb(element.gzip)}`);
const weights = variants(embed);
for (const [name, v] of Object.entries(weights)) {
  console.log(`  ${`total with the ${name} core`.padEnd(40)}${kb(v.raw)}  ${kb(v.gzip)}  (budget ${kb(BUDGET_BYTES).trim()}; goal ${kb(GOAL_BYTES).trim()}: ${againstGoal(v.gzip)})`);
}
console.log(`build: dist/stickman-embed.zip ${kb(statSync(zip).size).trim()} KB; dist/npm/ ${pkg.name}@${pkg.version}, ${files.length} files`);
const over = Object.entries(weights).filter(([, v]) => v.gzip > BUDGET_BYTES);
for (const [name, v] of over) {
  console.error(`build: the element with the ${name} core weighs ${kb(v.gzip).trim()} KB gzip, over its budget of ${kb(BUDGET_BYTES).trim()} KB`);
}
if (!Object.keys(weights).length) console.error('build: no family core (posecore-*.mjs) in dist/embed');
if (over.length || !Object.keys(weights).length) process.exit(1);
