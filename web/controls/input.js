// Keys, taps, clicks and a gamepad on the stage's canvas, turned into the
// scene's key codes. `stage` is the element's private side:
// { scene(), running(), act(code, down) → used, hold(code, down), step() }.

// Gamepad buttons: 0 (A / cross) and 1 (B / circle) stand for a game's two
// main controls, its touch pad's (touch-pad.js).
const PAD_BUTTONS = 2;
// Connected pads, polled only while there is one: most pages never see a
// gamepad. Null until a game's stage first polls: a page that listens for
// pads has the browser poll for them on a thread of its own, about 11 ms of
// CPU a second for as long as the page is open, game or not.
let gamepads = null;

// Space and the arrows scroll a page; while a game plays they are its keys.
const SCROLL_KEYS = new Set(['Space', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageDown', 'PageUp']);

// The stage's key handler, for its canvas and for keys the page routes to it (main-stage.js).
export function keyHandler(stage) {
  return (event) => {
    const scene = stage.scene();
    if (!scene || event.ctrlKey || event.metaKey || event.altKey) return;
    const game = scene.userDriven() && SCROLL_KEYS.has(event.code);
    if (event.type === 'keyup') {
      if (stage.hold(event.code, false) || game) event.preventDefault();
      return;
    }
    // A held key repeats for the scene but is not a new action.
    if (event.repeat ? stage.hold(event.code, true) : stage.act(event.code, true)) event.preventDefault();
    else if (!event.repeat && !stage.running() && event.key.length === 1) stage.step();
    if (game) event.preventDefault();
  };
}

// Where a pointer event lands across the canvas: 0 at its left edge, 1 at its right.
function across(canvas, event) {
  const box = canvas.getBoundingClientRect();
  return box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : 0.5;
}

// Whether the scene takes taps at all (a game), so its stage claims touch gestures.
export const takesTaps = (scene) => Boolean(scene && (scene.tapCode(0) || scene.tapCode(1)));

export function listen(canvas, stage) {
  const onKey = keyHandler(stage);
  canvas.addEventListener('keydown', onKey);
  canvas.addEventListener('keyup', onKey);
  canvas.addEventListener('click', (event) => {
    canvas.focus({ preventScroll: true });
    if (!stage.running() && stage.scene() && !takesTaps(stage.scene())) stage.step();
  });
  // A tap on the stage is the key the scene says a tap there stands for (in
  // the game: the left half jumps, the right half thrusts). Each finger keeps
  // the key it pressed until it lifts, so a held jump and a thrust can overlap.
  const fingers = new Map(); // pointerId -> code
  canvas.addEventListener('pointerdown', (event) => {
    const code = stage.scene()?.tapCode(across(canvas, event));
    if (!code || event.button > 0) return;
    event.preventDefault();
    // Captured, so the lift-off comes back here even off the canvas (a held jump ends).
    canvas.setPointerCapture?.(event.pointerId);
    fingers.set(event.pointerId, code);
    stage.act(code, true);
  });
  const lift = (event) => {
    const code = fingers.get(event.pointerId);
    if (code === undefined) return;
    event.preventDefault();
    fingers.delete(event.pointerId);
    // Two fingers on one half: the key is let go with the last of them.
    if (![...fingers.values()].includes(code)) stage.hold(code, false);
  };
  canvas.addEventListener('pointerup', lift);
  canvas.addEventListener('pointercancel', lift);
}

// A game's main controls, from the first connected gamepad; `pad` holds
// each control's code and whether its button was down last frame.
export function pollGamepad(pad, act) {
  if (!pad.length) return;
  gamepads ??= (addEventListener('gamepadconnected', () => gamepads++), addEventListener('gamepaddisconnected', () => (gamepads = Math.max(0, gamepads - 1))), 0);
  if (!gamepads) return;
  const gamepad = [...navigator.getGamepads()].find(Boolean);
  if (!gamepad) return;
  for (let b = 0; b < Math.min(PAD_BUTTONS, pad.length); b++) {
    const down = Boolean(gamepad.buttons[b]?.pressed);
    const slot = pad[b];
    if (down === slot.down) continue;
    slot.down = down;
    act(slot.code, down);
  }
}
