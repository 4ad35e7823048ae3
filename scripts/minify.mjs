// Minifies every JavaScript module of a folder in place (esbuild, one file at
// a time), so the folder keeps its files and its import graph: a module added
// to it, or imported lazily, is minified without anyone listing it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

export function minifyFolder(dir) {
  for (const name of readdirSync(dir)) {
    if (!/\.m?js$/.test(name)) continue;
    const path = join(dir, name);
    const { code } = transformSync(readFileSync(path, 'utf8'), { loader: 'js', format: 'esm', minify: true, legalComments: 'none' });
    writeFileSync(path, code);
  }
}
