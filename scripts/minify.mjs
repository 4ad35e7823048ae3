// Minifies every JavaScript module of a folder in place (terser, one file at
// a time), so the folder keeps its files and its import graph: a module added
// to it, or imported lazily, is minified without anyone listing it. terser
// rather than esbuild: its compressor takes 2 KB more (gzip) off the
// Emscripten glue, which every core's page loads.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { minify } from 'terser';

// unsafe_arrows: a function expression that never reads `this` becomes an
// arrow, mostly in the Emscripten glue: 44 B less (gzip) for a core's page.
// Nothing here calls such a function with `new`. (unsafe_methods, 5 B more,
// broke Spear Run's page: something does call a method so.)
const OPTIONS = { module: true, ecma: 2020, compress: { passes: 2, unsafe_arrows: true }, mangle: true, format: { comments: false } };

// A template literal marked /* css */ is a stylesheet: terser keeps a
// string's text as it is, so its comments and indentation would ship. Each
// ${…} stands in the CSS as an identifier while esbuild minifies it, which
// holds for a selector or a media query, where the element puts them.
const CSS = /\/\*\s*css\s*\*\/\s*`([^`\\]*)`/g;
const HOLE = /\$\{([^}]*)\}/g;

export async function minifyCss(source) {
  let out = '';
  let at = 0;
  for (const m of source.matchAll(CSS)) {
    const holes = [];
    const css = m[1].replace(HOLE, (_, expr) => `smhole${holes.push(expr) - 1}`);
    const { code } = await transform(css, { loader: 'css', minify: true, logLevel: 'silent' });
    let filled = 0;
    const text = code.trim().replace(/smhole(\d+)/g, (_, i) => (filled++, `\${${holes[i]}}`));
    if (filled !== holes.length) throw new Error(`minify: a \${…} of a CSS template is not in a selector or media query: ${m[1].slice(0, 80)}`);
    out += `${source.slice(at, m.index)}\`${text}\``;
    at = m.index + m[0].length;
  }
  return out + source.slice(at);
}

export async function minifyFolder(dir) {
  for (const name of readdirSync(dir, { recursive: true })) {
    if (!/\.m?js$/.test(name)) continue;
    const path = join(dir, name);
    const { code } = await minify(await minifyCss(readFileSync(path, 'utf8')), OPTIONS);
    writeFileSync(path, code);
  }
}
