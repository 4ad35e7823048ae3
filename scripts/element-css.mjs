// Writes stickman-stage.css, the element's page stylesheet: the box the stage
// will have (web/controls/box.js), given to it before its module has run, so
// a page that links it lays out once. A tall scene and a game's (its pad's)
// scene (cores.js) are known by the scene attribute here.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { boxCss } from '../web/controls/box.js';

export async function elementCss(coresFile) {
  const { scenes } = await import(pathToFileURL(coresFile).href);
  const tall = scenes.filter((s) => s.tall).map((s) => `[scene="${s.id}"]`);
  // A stage that names no scene shows the first listed one.
  const first = scenes.find((s) => s.listed);
  const game = [...scenes.filter((s) => s.primary).map((s) => `[scene="${s.id}"]`), ...(first?.primary ? [':not([scene])', '[scene=""]'] : [])];
  const waiting = 'stickman-stage:not(:defined)';
  const controls = `${waiting}:is([controls]:not([controls="false"]))`;
  return `/* The box of <stickman-stage> before its module has run (it keeps the same box after). */
${boxCss({
  host: waiting,
  controls,
  tall: `${waiting}:is(${tall.join(', ')})`,
  game: game.length ? `${controls}:is(${game.join(', ')})` : '',
})}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) writeFileSync(process.argv[3], await elementCss(process.argv[2]));
