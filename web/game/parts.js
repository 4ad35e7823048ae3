// The game's parts of a stage, one module for import() (web/game-load.js).
export { GameDaily } from './daily.js';
export { GameFeel } from './feel.js';
export { GameShare } from './share.js';
