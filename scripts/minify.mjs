// Minifies every JavaScript module of a folder in place (terser, one file at
// a time), so the folder keeps its files and its import graph: a module added
// to it, or imported lazily, is minified without anyone listing it. terser
// rather than esbuild: its compressor takes 2 KB more (gzip) off the
// Emscripten glue, which every core's page loads.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { minify } from 'terser';

const OPTIONS = { module: true, ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } };

export async function minifyFolder(dir) {
  for (const name of readdirSync(dir)) {
    if (!/\.m?js$/.test(name)) continue;
    const path = join(dir, name);
    const { code } = await minify(readFileSync(path, 'utf8'), OPTIONS);
    writeFileSync(path, code);
  }
}
