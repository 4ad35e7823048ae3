// What a stage loads after its first frame, each once and only when asked
// for: the control bar for a stage with `controls` (bar/bar.js) and the
// game's parts for a scene that has them (game/parts.js: sounds, Share,
// today's course), and the dragging of a scene's handles (drag/handles.js)
// for a scene that has some or a value to drag; and the repainting of only
// what changed from one frame to the next (repaint/changed.js). None is
// needed for the first frame, so the first frame waits for none. Each gets
// what it needs of the stage handed to it, so the element stays one file
// however they load.
import { FIRST_SCENE } from './core.js';
import { scenes } from './cores.js';
import { keptKey, readKept, readKeptText, writeKept } from './storage.js';
import { reducedMotion } from './watch.js';

// The scenes cores.js marks as having the game's parts; other scenes never fetch them.
const game = new Set(scenes.filter((s) => s.game).map((s) => s.id));
let gameParts = null; // the parts' module, loading or loaded: once per page
let drag = null; // the same, for the handles
const gamePartsModule = () => (gameParts ??= import('../game/parts.js'));

// player: the stage's StagePlayer; host: its element. Resolves when the bar is there.
// A game's bar comes with its parts: the speaker ranks next to Jump, so had the
// row been drawn without it, its arrival would push the scene's buttons aside.
export function loadBar(player, host) {
  const parts = game.has(host.getAttribute('scene') || FIRST_SCENE) ? gamePartsModule().catch(() => null) : null;
  return Promise.all([import('../bar/bar.js'), parts]).then(([{ ControlBar }]) => {
    player.view.attachBar(
      new ControlBar(player.view, player.time, {
        pause: () => player.setPlaying(false),
        say: (text) => player.view.say(text),
        id: () => host.scene,
        speed: () => host.speed,
        setSpeed: (v) => (host.speed = v),
        status: () => player.scene?.status() ?? '',
      }),
    );
    player.showPlayState();
    player.bar.update();
  });
}

// What a scene just shown may need: the game's parts and its handles; and
// its stage, frames that repaint only what changed.
export function addAfterEntry(player, host, news) {
  addGameParts(player, host, news);
  addHandles(player, host);
  import('../repaint/changed.js').then(({ repaintChanged }) => player.picture.repaint(repaintChanged), () => {});
}

// Gives the player's scene slot the game's parts when its scene has them;
// news(): the stage shows a scene a part changed. Without them (a failed
// fetch) the game plays on, silent.
function addGameParts(player, host, news) {
  const slot = player.slot;
  if (slot.parts || !game.has(slot.id)) return;
  gamePartsModule().then(({ GameParts }) => {
    if (slot.parts || !slot.scene) return;
    slot.parts = new GameParts(player.view, {
      changed: () => slot.changed(),
      say: (text) => player.view.say(text),
      news: () => {
        news();
        host.dispatchEvent(new Event('change', { bubbles: true }));
      },
      kept: { read: readKept, write: writeKept, readText: readKeptText, key: keptKey },
      reducedMotion,
      records: () => player.timeScale === 1,
      challenge: () => host.getAttribute('challenge'),
      replay: (seconds) => player.time.replay(seconds),
      seeded: () => host.hasAttribute('seed'),
    });
    slot.parts.attach(slot.scene, slot.id);
    player.view.barChanged();
  }, () => {});
}

// Once a scene with handles (a setting named like footDx) or a value to drag
// (its stepDx) is shown, the stage's handles can be taken; the keys line and
// the handle taken follow each scene after it.
function addHandles(player, host) {
  if (player.handles || player.scene.paramNames().some((n) => n.endsWith('Dx'))) {
    (drag ??= import('../drag/handles.js')).then(({ attach }) => (player.handles ??= attach(player, host)).entered(), () => {});
  }
}
