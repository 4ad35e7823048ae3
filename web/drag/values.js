// Dragging a lesson's value (SPEC 8.6): a drag across the stage sets what ←/→
// set, a drag up or down what ↑/↓ set, in the keys' own steps and within
// the setting's range, so a hand and the keys reach the same values. A scene
// offers it with a readout `stepDx`: how far (stage units) a drag goes for
// one key step. Which setting each pair of arrows sets, its step and range
// are asked of the core (a scratch scene pressed once); this module knows no
// scene. A drag is a setting, so it replays, seeks and shares in a link.

// A press moved this far (CSS px) is a drag, not a click; a finger wobbles more.
const SLOP_PX = { mouse: 4, pen: 4, touch: 10 };
// However small the stage, a step takes at least this much of a hand's travel (CSS px).
const MIN_STEP_PX = 8;
const AXES = [
  ['ArrowRight', 0],
  ['ArrowUp', 1],
];

// What the arrows set in scene `id`: for each axis (0 across, 1 up) null or
// { name, step, lo, hi }, found by pressing the arrow on a scene of its own.
export function valuesOf(core, id) {
  const scene = new core.Scene(id);
  try {
    const names = scene.paramNames().filter((n) => scene.isSettable(n));
    return AXES.map(([code]) => {
      const before = names.map((n) => scene.param(n));
      if (!scene.key(code, true)) return null;
      scene.key(code, false);
      const at = names.findIndex((n, i) => scene.param(n) !== before[i]);
      if (at < 0) return null;
      const name = names[at];
      const step = Number((scene.param(name) - before[at]).toPrecision(6));
      return { name, step, lo: scene.setParam(name, -1e9), hi: scene.setParam(name, 1e9) };
    });
  } finally {
    scene.delete();
  }
}

// player, host: as for the handles (handles.js). Returns { entered() }, for each scene the stage shows.
// The click that ends a drag is not a click on the stage (which steps a
// paused one). Returns what a drag calls as it ends.
export function clickAfterDrag(canvas) {
  let dragged = false;
  canvas.addEventListener(
    'click',
    (event) => {
      if (dragged) event.stopImmediatePropagation();
      dragged = false;
    },
    true,
  );
  return () => (dragged = true);
}

export function attachValues(player, host) {
  const { view, time } = player;
  const { canvas } = view;
  const known = new Map(); // scene id -> what its arrows set
  let values = [null, null];
  let press = null; // { id, type, x, y, axis, start, n } while a button or finger is down
  const dragEnded = clickAfterDrag(canvas);

  // A mouse over a stage with values to drag shows which way they go.
  const cursor = () => (canvas.style.cursor = values[0] ? (values[1] ? 'move' : 'ew-resize') : '');

  // CSS px a drag goes for one step, through the view the renderer drew last.
  function stepPx() {
    const m = canvas.getContext('2d').getTransform();
    const perPx = canvas.width / (canvas.getBoundingClientRect().width || 1);
    return Math.max(MIN_STEP_PX, (player.scene.param('stepDx') * m.a) / perPx || 0);
  }

  canvas.addEventListener('pointerdown', (event) => {
    if (press || event.button > 0 || !player.scene || !(values[0] || values[1])) return;
    press = { id: event.pointerId, type: event.pointerType, x: event.clientX, y: event.clientY, axis: -1 };
  });
  canvas.addEventListener('pointermove', (event) => {
    if (event.pointerType === 'mouse' && !press) cursor();
    if (!press || event.pointerId !== press.id) return;
    const dx = event.clientX - press.x;
    const dy = press.y - event.clientY;
    if (press.axis < 0) {
      if (Math.hypot(dx, dy) < (SLOP_PX[press.type] ?? SLOP_PX.touch)) return;
      // A finger's vertical swipe is the page's scroll (touch-action: pan-y), never a drag.
      const axis = Math.abs(dx) >= Math.abs(dy) || press.type === 'touch' ? 0 : 1;
      if (!values[axis]) return void (press = null);
      press.axis = axis;
      press.start = player.scene.param(values[axis].name);
      press.n = 0;
      press.px = stepPx();
      canvas.setPointerCapture?.(event.pointerId);
    }
    event.preventDefault();
    const { name, step, lo, hi } = values[press.axis];
    const n = Math.round((press.axis ? dy : dx) / press.px);
    if (n === press.n) return;
    press.n = n;
    player.scene.setParam(name, Math.min(hi, Math.max(lo, Number((press.start + n * step).toFixed(4)))));
    if (!player.playing) player.redraw();
    view.say(player.scene.status());
  });
  const end = (event) => {
    if (!press || event.pointerId !== press.id) return;
    const moved = press.axis >= 0;
    press = null;
    if (!moved) return;
    dragEnded();
    // Said before the seek: the scene played again says its last input (a pause), not the value.
    view.say(player.scene.status());
    // A paused stage plays its moment again with the value (a seek), so what shows is what its link shows.
    if (!player.playing) time.seek(time.time);
    host.dispatchEvent(new Event('change', { bubbles: true }));
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);

  return {
    entered() {
      press = null;
      const scene = player.scene;
      // The scene shown, not the one asked for: that one's core may still be loading.
      const id = player.slot.id;
      if (!scene?.hasParam('stepDx') || !player.core) values = [null, null];
      else {
        if (!known.has(id)) known.set(id, valuesOf(player.core, id));
        values = known.get(id);
      }
      cursor();
    },
  };
}
