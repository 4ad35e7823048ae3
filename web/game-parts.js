// The game's parts of a stage, one module for import() (web/game-load.js).
export { GameDaily } from './game-daily.js';
export { GameFeel } from './game-feel.js';
export { GameShare } from './game-share.js';
