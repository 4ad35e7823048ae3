// Game keys without a click first: while nothing on the page has focus (the
// body does), keys go to the page's main game stage, the one the user last
// touched, else the first one. A host's text field, button or link keeps its
// keys, and a focused stage handles its own.
const stages = new Map(); // element -> { onKey, isGame }
let touched = null;
let listening = false;

function isGame(el) {
  return el.isConnected && stages.get(el).isGame();
}

function markTouched(event) {
  touched = event.currentTarget;
}

function mainStage() {
  if (touched && stages.has(touched) && isGame(touched)) return touched;
  for (const el of stages.keys()) if (isGame(el)) return el;
  return null;
}

// Keys whose target is the page itself, not a control on it.
function unclaimed(event) {
  const target = event.target;
  return target === document.body || target === document.documentElement || target === document || !target;
}

function route(event) {
  if (event.defaultPrevented || !unclaimed(event)) return;
  const el = mainStage();
  if (el) stages.get(el).onKey(event);
}

// `isGame()`: whether the stage now shows a game (a scene the user drives).
export function addMainStage(el, onKey, isGame) {
  stages.set(el, { onKey, isGame });
  el.addEventListener('pointerdown', markTouched, { capture: true });
  if (listening) return;
  listening = true;
  document.addEventListener('keydown', route);
  document.addEventListener('keyup', route);
}

export function removeMainStage(el) {
  stages.delete(el);
  if (touched === el) touched = null;
}
