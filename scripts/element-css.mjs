// Writes stickman-stage.css, the element's page stylesheet: the box the stage
// will have (web/controls/box.js), given to it before its module has run, so
// a page that links it lays out once. A tall scene (cores.js) is known by its
// scene attribute here.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { boxCss } from '../web/controls/box.js';

export async function elementCss(coresFile) {
  const { scenes } = await import(pathToFileURL(coresFile).href);
  const tall = scenes.filter((s) => s.tall).map((s) => `[scene="${s.id}"]`);
  const waiting = 'stickman-stage:not(:defined)';
  return `/* The box of <stickman-stage> before its module has run (it keeps the same box after). */
${boxCss({
  host: waiting,
  controls: `${waiting}:is([controls]:not([controls="false"]))`,
  tall: `${waiting}:is(${tall.join(', ')})`,
})}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) writeFileSync(process.argv[3], await elementCss(process.argv[2]));
