// Bundles the modules of the embed folder in place: every module a page or
// another module names (the folder's entry points, and each target of an
// import()) keeps its file name, and what they share goes into chunk-*.js
// files, so the element's first frame costs a few files instead of twenty
// (one gzip stream compresses better than twenty small ones). Each module is
// in exactly one file, so modules keep one state however they are reached.
// The cores (posecore*.mjs) are Emscripten's and stay as they are.
import { readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { LAZY } from './embed-files.mjs';

const CORE = /^posecore/;
const SCRIPT = /<script\b[^>]*\bsrc="(?:\.\/)?([\w-]+\.js)"/g;

// The folder's modules that something names by file: the given entries, the
// scripts of its pages, and every module an import() of the folder reaches.
function named(dir, entries) {
  const out = new Set(entries.filter((f) => /\.js$/.test(f)));
  for (const f of readdirSync(dir)) {
    const re = /\.html$/.test(f) ? SCRIPT : /\.js$/.test(f) ? LAZY : null;
    if (!re) continue;
    for (const m of readFileSync(join(dir, f), 'utf8').matchAll(re)) {
      const name = m[m.length - 1].replace(/^\.\//, '');
      if (!CORE.test(name)) out.add(name);
    }
  }
  return [...out].sort();
}

// A module that imports nothing of the folder (the APNG encoder, bundled from
// npm already) has nothing to share: it stays as it is. Bundled again, its
// helpers went into a chunk of their own, which every entry then imported.
const LOCAL = /\b(?:from|import)\s*\(?\s*(['"])\.{1,2}\//;
const standalone = (dir, name) => !LOCAL.test(readFileSync(join(dir, name), 'utf8'));

export async function bundleFolder(dir, entries) {
  const names = named(dir, entries);
  const kept = names.filter((n) => standalone(dir, n));
  const result = await build({
    entryPoints: names.filter((n) => !kept.includes(n)).map((n) => join(dir, n)),
    outdir: join(dir, '.bundle'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    external: ['./posecore*', ...kept.map((n) => `./${n}`)],
    chunkNames: 'chunk-[hash]',
    logLevel: 'warning',
    write: true,
  });
  if (result.errors.length) throw new Error(`bundle: ${result.errors.map((e) => e.text).join('; ')}`);
  for (const f of readdirSync(dir)) if (/\.js$/.test(f) && !kept.includes(f)) rmSync(join(dir, f));
  for (const f of readdirSync(join(dir, '.bundle'))) renameSync(join(dir, '.bundle', f), join(dir, f));
  rmSync(join(dir, '.bundle'), { recursive: true, force: true });
  return names;
}
