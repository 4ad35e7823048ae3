// Loads the game's parts of the stage (web/game/parts.js) for a scene that
// cores.js marks as having them, once per page, after that scene's first
// frame; other scenes never fetch them.
import { scenes } from './cores.js';

const game = new Set(scenes.filter((s) => s.game).map((s) => s.id));
let parts = null;
let loading = null;

export const wantsGameParts = (id) => game.has(id);

// The parts' module once loaded, else null.
export const gameParts = () => parts;

// Resolves once the parts are loaded (at once, to null, for a scene without them).
export function loadGameParts(id) {
  if (!game.has(id)) return Promise.resolve(null);
  loading ??= import('../game/parts.js').then((module) => (parts = module));
  return loading;
}
