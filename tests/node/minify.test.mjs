// The element's stylesheets ship minified: a /* css */ template loses its
// comments and spaces, and its ${…} holes come back where they were.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { minifyCss } from '../../scripts/minify.mjs';

test('a css template is minified and keeps its holes in selectors and media queries', async () => {
  const source = 'const A = 1;\nconst CSS = /* css */ `\n/* why */\n@media ${TOUCH} {\n  ${ON} .frame { margin: 0px 0px; }\n}\n.a { color: red; }\n`;\n';
  assert.equal(await minifyCss(source), 'const A = 1;\nconst CSS = `@media ${TOUCH}{${ON} .frame{margin:0}}.a{color:red}`;\n');
});

test('a template without the marker is left as it is', async () => {
  const source = 'const T = `\n  a { color: red; }\n`;';
  assert.equal(await minifyCss(source), source);
});

test('a hole the minifier would drop fails the build instead of vanishing', async () => {
  await assert.rejects(minifyCss('const CSS = /* css */ `${ON} {}`;'), /not in a selector or media query/);
});

test('the built element carries no CSS comment or indentation', () => {
  const element = readFileSync(new URL('../../dist/embed/stickman-stage.js', import.meta.url), 'utf8');
  assert.match(element, /\.pad\{display:none\}/);
  assert.doesNotMatch(element, /\/\*[^*]*\*\//);
  assert.doesNotMatch(element, /\{\n  /);
});
