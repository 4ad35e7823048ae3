// Bundles the embed folder in place and lays it out as flatName() says
// (scripts/embed-files.mjs): every module a page
// or another module names (the folder's entry points, the scripts of its
// pages, each target of an import()) keeps its file name, and what they share
// goes into chunk-*.js files, so the element's first frame costs a few files
// instead of twenty (one gzip stream compresses better than twenty small
// ones). Each module is in exactly one file, so modules keep one state however
// they are reached. The cores
// (posecore*.mjs) are Emscripten's and stay as they are, beside the chunk of
// cores.js that imports them.
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, normalize, relative } from 'node:path';
import { build } from 'esbuild';
import { LAZY, flatName } from './embed-files.mjs';

const CORE = /^posecore/;
const SCRIPT = /<script\b[^>]*\bsrc="([\w./-]+\.js)"/g;
const REF = /\b(src|href)="([\w./-]+)"/g;

const files = (dir) => readdirSync(dir, { recursive: true }).filter((f) => statSync(join(dir, f)).isFile());

// The folder's modules that something names: the given entries, the scripts
// of its pages, and every module an import() of the folder reaches, as paths
// in the folder.
function named(dir, entries) {
  const out = new Set(entries.filter((f) => /\.js$/.test(f)));
  for (const f of files(dir)) {
    const re = /\.html$/.test(f) ? SCRIPT : /\.js$/.test(f) ? LAZY : null;
    if (!re) continue;
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(re)) {
      const path = normalize(join(dirname(f), m[m.length - 1]));
      if (!CORE.test(basename(path))) out.add(path);
    }
  }
  return [...out].sort();
}

// A module loaded on demand that imports nothing of the folder (the APNG
// encoder, bundled from npm already) has nothing to share: it stays as it is,
// beside the module that imports it. Bundled again, its helpers went into a
// chunk of their own, which every entry then imported.
// Only a module imported from its own folder can stay: the import's path is
// then the same after bundling (a module the element imports from another
// folder is bundled as an entry, so the element's path to it is rewritten).
const LOCAL = /\b(?:from|import)\s*\(?\s*(['"])\.{1,2}\//;
const fromElsewhere = (dir, name) =>
  files(dir).some((f) => /\.js$/.test(f) && dirname(f) !== dirname(name) &&
    [...readFileSync(join(dir, f), 'utf8').matchAll(LAZY)].some((m) => normalize(join(dirname(f), m[2])) === name));
const standalone = (dir, name) =>
  flatName(name) === name && name.includes('/') && !LOCAL.test(readFileSync(join(dir, name), 'utf8')) && !fromElsewhere(dir, name);

// Returns the paths the folder's files had and have now, old → new.
export async function bundleFolder(dir, entries) {
  const names = named(dir, entries);
  const kept = names.filter((n) => standalone(dir, n));
  const moved = new Map(files(dir).map((f) => [f, flatName(f)]));
  const clash = [...moved.values()].filter((f, i, all) => all.indexOf(f) !== i);
  if (clash.length) throw new Error(`bundle: two files of ${dir} would be ${clash.join(', ')}`);
  const result = await build({
    entryPoints: names.filter((n) => !kept.includes(n)).map((n) => ({ in: join(dir, n), out: moved.get(n).replace(/\.js$/, '') })),
    outdir: join(dir, '.bundle'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    external: ['./posecore*', ...kept.map((n) => `./${basename(n)}`)],
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
    write: true,
  });
  if (result.errors.length) throw new Error(`bundle: ${result.errors.map((e) => e.text).join('; ')}`);
  const out = join(dir, '.bundle');
  // Every other file to its new place; pages and stylesheets name them there.
  for (const [from, to] of moved) {
    if (/\.js$/.test(from) && !kept.includes(from)) continue;
    mkdirSync(dirname(join(out, to)), { recursive: true });
    const text = /\.html$/.test(from) ? rename(readFileSync(join(dir, from), 'utf8'), from, to, moved) : null;
    if (text === null) renameSync(join(dir, from), join(out, to));
    else writeFileSync(join(out, to), text);
  }
  for (const f of readdirSync(dir)) if (f !== '.bundle') rmSync(join(dir, f), { recursive: true });
  for (const f of readdirSync(out)) renameSync(join(out, f), join(dir, f));
  rmSync(out, { recursive: true, force: true });
  return moved;
}

// A page's src and href, from its old place to its new one.
function rename(html, from, to, moved) {
  return html.replace(REF, (all, attr, ref) => {
    const target = moved.get(normalize(join(dirname(from), ref)));
    if (!target) return all;
    const path = relative(dirname(to), target);
    return `${attr}="${path}"`;
  });
}
