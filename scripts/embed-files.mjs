// The files the element and the iframe need, found by following every
// reference from their entry points (HTML src/href, JS imports and
// new URL(…, import.meta.url), CSS @import/url()), so a module the element
// starts importing ships without anyone editing a list. A reference to a file
// that does not exist fails the build instead of shipping a 404.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, normalize, relative, sep } from 'node:path';

// In the site (dist/). posecore.mjs: the package's ./core, every scene in one
// module (the element loads the smaller core of its scene's family instead);
// the element's stylesheet (its box before it runs) and its React JSX types.
export const ENTRIES = ['element/stickman-stage.js', 'element/stickman-stage.css', 'element/stickman-stage.react.d.ts', 'embed.html', 'element/posecore.mjs'];

// The embed folder is flat, as its documented paths are (stickman-stage.js,
// embed.html, posecore.mjs), but for the folders of web/ whose modules a page
// fetches only when asked, which keep their place: the folder says what loads
// on demand.
const ON_DEMAND = ['game', 'export', 'bar', 'time', 'drag', 'repaint'];
export const flatName = (path) => (ON_DEMAND.includes(path.split('/')[0]) ? path : path.slice(path.lastIndexOf('/') + 1));
export const EMBED_ENTRIES = ENTRIES.map(flatName);

// A module imported with import() loads later, when something asks for it:
// it ships, but is not part of what a page pays to show a stage.
export const LAZY = /\bimport\s*\(\s*(['"])([^'"]+)\1\s*\)/g;
const PATTERNS = {
  '.html': [/\b(?:src|href)\s*=\s*"([^"]+)"/g, /\b(?:src|href)\s*=\s*'([^']+)'/g],
  '.js': [
    /\b(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
    /\bimport\s*(['"])([^'"]+)\1/g,
    LAZY,
    /new\s+URL\s*\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g,
  ],
  '.css': [/@import\s+(?:url\()?\s*['"]?([^'")\s;]+)/g, /url\(\s*['"]?([^'")]+)['"]?\s*\)/g],
};
PATTERNS['.mjs'] = PATTERNS['.js'];

function references(file, text, lazy) {
  const found = [];
  for (const re of PATTERNS[extname(file)] ?? []) {
    if (re === LAZY && !lazy) continue;
    for (const m of text.matchAll(re)) found.push(m[m.length - 1]);
  }
  // Only files of this folder: not data: URLs, fragments, other origins or bare package names.
  return found.filter((ref) => /^(?:\.{1,2}\/|[\w-]+\/)*[\w.-]+\.\w+(?:[?#].*)?$/.test(ref));
}

// new URL(`still-${name}.json`, wasm): every file of the module's folder the
// template can name (its base, a file beside the module).
const TEMPLATE_URL = /new\s+URL\s*\(\s*`([\w.-]+\$\{[^`]+)`\s*,/g;
function templated(root, dir, text) {
  const found = [];
  for (const [, template] of text.matchAll(TEMPLATE_URL)) {
    const path = normalize(join(dir, template.replace(/\$\{[^}]*\}.*$/, 'x')));
    const re = new RegExp(`^${template.replace(/^.*\//, '').split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[\\w.-]+')}$`);
    const folder = path.includes(sep) ? path.slice(0, path.lastIndexOf(sep)) : '';
    for (const f of readdirSync(join(root, folder))) if (re.test(f)) found.push(join(folder, f));
  }
  return found;
}

// root: the assembled site (dist/). Returns paths relative to it, sorted.
// lazy: false leaves out what only import() reaches (and what only it reaches).
export function embedFiles(root, entries = ENTRIES, { lazy = true } = {}) {
  const seen = new Set();
  const queue = [...entries];
  while (queue.length) {
    const rel = queue.shift();
    if (seen.has(rel)) continue;
    const path = join(root, rel);
    if (!existsSync(path)) throw new Error(`embed-files: ${rel} is referenced but not in ${root}`);
    seen.add(rel);
    const ext = extname(rel);
    if (!PATTERNS[ext]) continue;
    const dir = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
    for (const ref of references(rel, readFileSync(path, 'utf8'), lazy)) {
      const target = normalize(join(dir, ref.replace(/[?#].*$/, '')));
      if (target.startsWith('..' + sep) || target === '..') throw new Error(`embed-files: ${rel} reaches outside: ${ref}`);
      queue.push(relative('.', target) || target);
    }
    // A module's types travel with it: posecore.mjs → posecore.d.mts.
    if (ext === '.js' || ext === '.mjs') {
      queue.push(...templated(root, dir, readFileSync(path, 'utf8')));
      for (const types of [rel.replace(/\.m?js$/, '.d.ts'), rel.replace(/\.m?js$/, '.d.mts')]) {
        if (existsSync(join(root, types))) queue.push(types);
      }
    }
  }
  return [...seen].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(embedFiles(process.argv[2] ?? 'dist').join('\n'));
}
