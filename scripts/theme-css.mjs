// Writes the site pages' theme.css from web/render/colors.js, the palette the element
// uses, so the page around a stage and the stage itself never disagree.
import { writeFileSync } from 'node:fs';
import { DARK, LIGHT } from '../web/render/colors.js';

const block = (colors, indent) => Object.entries(colors).map(([role, value]) => `${indent}--${role}: ${value};`).join('\n');

export const themeCss = () => `/* The palette for the site's pages, written from colors.js by scripts/build.
   A stage draws its own palette; a host restyles it with --stickman-* on the element. */
:root {
  color-scheme: light dark;
${block(LIGHT, '  ')}
}

@media (prefers-color-scheme: dark) {
  :root {
${block(DARK, '    ')}
  }
}
`;

if (import.meta.url === `file://${process.argv[1]}`) writeFileSync(process.argv[2], themeCss());
