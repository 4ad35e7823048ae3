// Some scenes hold themselves still (the walk scenes' Space, the rex lab's
// stop, the game's pause). The element has one play/pause state, so it reads
// and sets that hold through these, and shows one Pause control for both.

// Spear Run's State::Paused (cpp/scenes/spear_run_game.h).
const GAME_PAUSED = 2;
// Every scene with a hold toggles it with this key.
const TOGGLE = 'KeyP';

export function held(scene) {
  if (scene.hasParam('paused')) return scene.param('paused') >= 0.5;
  if (scene.hasParam('playing')) return scene.param('playing') < 0.5;
  if (scene.hasParam('state') && scene.userDriven()) return scene.param('state') === GAME_PAUSED;
  return false;
}

// Puts the scene's own hold on or off where it has one and the scene allows it
// now (a game that has not started cannot pause); true when it changed.
export function hold(scene, on) {
  if (held(scene) === on) return false;
  scene.key(TOGGLE, true);
  scene.key(TOGGLE, false);
  return held(scene) === on;
}

// The element's Play/Pause button stands for a scene's own pause control.
export const isPauseControl = ({ label }) => /\b(pause|stop)\b/i.test(label);
