// Drag to solve (SPEC 8.6): the handles a scene offers (a foot target, the
// hip), taken with a pointer, a finger or the keys, and turned into the
// scene's settings. The scene says which handles it has: each is a pair of
// settings, nameDx and nameDy (its offset, in stage units), and a pair of
// readouts, nameX and nameY (where it is drawn now); this module knows no
// scene. A drag is a setting, so it replays, seeks and shares in a link. On a
// paused stage the moment is played again with it (a seek) once the drag
// ends, so what shows is what the link shows. A lesson's value (values.js)
// is dragged along with them.
import { attachValues, clickAfterDrag } from './values.js';

// How near (CSS px) a press must land to take a handle; a finger is less precise.
const REACH_PX = { mouse: 18, pen: 18, touch: 30 };
// How far inside the canvas (CSS px) a handle dragged past its edge stays.
const EDGE_PX = 2;
// One arrow press moves a handle this far (stage units); with Shift, STRIDE.
const STEP = 2;
const STRIDE = 10;
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
// Short, as the keys line is one line; what else the keys do is said when a handle is taken.
export const KEYS_HELP = 'H take a handle, arrows move it';

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const words = (name) => name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

// The handles of a scene: { name, dx, dy, x, y } for each nameDx it can set
// that has its nameDy and its readouts.
export function handlesOf(scene) {
  const names = new Set(scene.paramNames());
  const out = [];
  for (const dx of names) {
    const name = /^(\w+)Dx$/.exec(dx)?.[1];
    const [dy, x, y] = [`${name}Dy`, `${name}X`, `${name}Y`];
    if (name && names.has(dy) && names.has(x) && names.has(y) && scene.isSettable(dx) && scene.isSettable(dy)) {
      out.push({ name, dx, dy, x, y });
    }
  }
  return out;
}

// player: the stage's StagePlayer (its scene, whether it plays, its view:
// canvas, keys line and say(), and its Timeline); host: the element, whose
// attributes are the scene's settings and which fires 'change' for a setting
// changed. Returns { entered() }, for each scene the stage shows.
export function attach(player, host) {
  const { view, time } = player;
  const { canvas } = view;
  const known = new WeakMap(); // scene -> its handles
  const handles = () => {
    const scene = player.scene;
    if (!scene) return [];
    if (!known.has(scene)) known.set(scene, handlesOf(scene));
    return known.get(scene);
  };
  let drag = null; // { id, handle, from: [x, y] (stage units), start: [dx, dy] }
  let picked = null; // the handle the keys move
  const dragEnded = clickAfterDrag(canvas);
  const values = attachValues(player, host);

  // The pointer in stage units, through the view the renderer drew last (the
  // canvas's transform), and how many CSS px a stage unit spans.
  function toStage(event) {
    const m = canvas.getContext('2d').getTransform();
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / (box.width || 1);
    return [((event.clientX - box.left) * k - m.e) / m.a, ((event.clientY - box.top) * k - m.f) / m.d, m.a / k];
  }

  function handleAt(event) {
    const scene = player.scene;
    const [x, y, perUnit] = toStage(event);
    const reach = (REACH_PX[event.pointerType] ?? REACH_PX.touch) / perUnit;
    let best = null;
    let nearest = reach;
    for (const h of handles()) {
      const d = Math.hypot(scene.param(h.x) - x, scene.param(h.y) - y);
      if (d <= nearest) [best, nearest] = [h, d];
    }
    return best;
  }

  // Puts handle h at offset (dx, dy) and shows it: a paused scene solves its
  // body again where it stands (a playing one shows it next frame).
  function move(h, dx, dy) {
    const scene = player.scene;
    scene.setParam(h.dx, dx);
    scene.setParam(h.dy, dy);
    if (!player.playing) player.redraw();
  }

  // A move made: a paused stage plays its moment again with it (a seek, too
  // long a replay for every step of a drag), so what shows is what its link shows.
  function done() {
    if (!player.playing) time.seek(time.time);
    host.dispatchEvent(new Event('change', { bubbles: true }));
    view.say(player.scene.status());
  }

  canvas.addEventListener('pointerdown', (event) => {
    if (drag || event.button > 0 || !player.scene) return;
    const handle = handleAt(event);
    if (!handle) return;
    event.preventDefault();
    canvas.focus({ preventScroll: true });
    canvas.setPointerCapture?.(event.pointerId);
    const scene = player.scene;
    drag = { id: event.pointerId, handle, from: toStage(event), start: [scene.param(handle.dx), scene.param(handle.dy)] };
    canvas.style.cursor = 'grabbing';
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!drag) {
      if (event.pointerType === 'mouse' && player.scene) canvas.style.cursor = handleAt(event) ? 'grab' : '';
      return;
    }
    if (event.pointerId !== drag.id) return;
    event.preventDefault();
    // Past the canvas's edge the handle stays just inside it, where it can be taken again.
    const box = canvas.getBoundingClientRect();
    const [x, y] = toStage({
      clientX: Math.min(box.right - EDGE_PX, Math.max(box.left + EDGE_PX, event.clientX)),
      clientY: Math.min(box.bottom - EDGE_PX, Math.max(box.top + EDGE_PX, event.clientY)),
    });
    move(drag.handle, drag.start[0] + x - drag.from[0], drag.start[1] + y - drag.from[1]);
  });
  const end = (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    drag = null;
    dragEnded();
    canvas.style.cursor = '';
    done();
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  // A finger on a handle drags it instead of scrolling the page; elsewhere the page scrolls.
  canvas.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      if (event.touches.length === 1 && handleAt({ clientX: touch.clientX, clientY: touch.clientY, pointerType: 'touch' })) event.preventDefault();
    },
    { passive: false },
  );

  // H takes the next handle (and after the last, none); while one is taken the
  // arrows move it, Delete puts it back and Escape lets it go. Other keys are the scene's.
  canvas.addEventListener(
    'keydown',
    (event) => {
      const scene = player.scene;
      const list = handles();
      if (!list.length || event.ctrlKey || event.metaKey || event.altKey) return;
      const arrow = ARROWS[event.code];
      if (event.code === 'KeyH' && !event.repeat) {
        picked = list[list.indexOf(picked) + 1] ?? null;
        view.say(picked ? `The ${words(picked.name)} handle is taken: arrows move it, Shift farther, Delete puts it back, Escape lets go.` : 'Handles let go.');
      } else if (!picked) {
        return;
      } else if (arrow) {
        const by = event.shiftKey ? STRIDE : STEP;
        move(picked, scene.param(picked.dx) + arrow[0] * by, scene.param(picked.dy) + arrow[1] * by);
        done();
      } else if (event.code === 'Delete' || event.code === 'Backspace') {
        move(picked, 0, 0);
        done();
      } else if (event.code === 'Escape') {
        picked = null;
        view.say('Handle let go.');
      } else {
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );

  return {
    // A scene with handles says so in the keys line, and what its attributes
    // asked that it refused; another scene's handle is no longer taken.
    entered() {
      picked = null;
      values.entered();
      const scene = player.scene;
      for (const h of handles()) {
        for (const name of [h.dx, h.dy]) {
          const attr = kebab(name);
          const text = host.getAttribute(attr);
          const asked = Number(text);
          // Text that is no number was refused with a word already (scene-settings.js).
          if (text?.trim() && Number.isFinite(asked) && Math.abs(scene.param(name) - asked) > 0.05) {
            console.warn(`<stickman-stage>: ${attr}="${text}" moves a handle farther than it goes; kept ${scene.param(name)}`);
          }
        }
      }
      if (handles().length && !view.keys.textContent.includes(KEYS_HELP)) view.keys.textContent += ` \u00b7 ${KEYS_HELP}`;
    },
  };
}
