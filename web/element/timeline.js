// Time in the reader's hands: the stage's currentTime, step, seek and stop,
// the `,` and `.` keys, a moment from an attribute or a link, and the frames
// of a clip. The core defines the moment (cpp/scenes/timed_scene.h): frames
// of 1/60 s, and a seek lands on the same frame as playing there, bit for bit.
// The control bar's time bar (bar/time-bar.js) shows and moves it.
import { Renderer, rendererLayout } from '../render/renderer.js';
import { hold } from './play-state.js';

export const FPS = 60;
// As video players do: comma a frame back, period a frame forward, when paused.
const KEYS = { Comma: -1, Period: 1 };
const LENS_KEY = 'KeyL';

// A time from an attribute or a URL: a plain decimal number of seconds within
// [0, max], else null. A time within 0.005 frames of a frame is that frame:
// the page's hash writes 4 decimals, and a frame's link opens on it exactly.
export function parseTime(text, max) {
  if (typeof text !== 'string' || !/^\d{1,6}(\.\d{1,9})?$/.test(text)) return null;
  const t = Number(text);
  if (!(t <= max)) return null;
  const frame = Math.round(t * FPS);
  return Math.abs(t * FPS - frame) < 0.005 ? frame / FPS : t;
}

const spoken = (t) => `${t.toFixed(2)} seconds, frame ${Math.floor(t * FPS + 1e-6)}.`;
// A seek of more work than this (figure-frames, seekWork) is made in slices (time/long-seek.js).
const SLICE = 8000;

export class Timeline {
  #stage;
  #going = null; // the long seek under way, if any
  #lens = null; // the time lens (time/lens.js), loading or loaded
  #lensReady = null; // and once loaded
  #replay = null; // the instant replay (time/replay.js), once loaded
  #pressed = 0; // keys and taps so far: one while a replay loads skips it

  // stage: { scene(), running(), paused(), pause(), show(), moved() (the
  // time bar follows), say(text), fire(type), maxSeek(), maxSeekWork(),
  // canvas, colors() (the renderer's theme) }
  constructor(stage) {
    this.#stage = stage;
  }

  // Frames a second: a moment is a whole number of them.
  get fps() {
    return FPS;
  }

  get time() {
    return this.#stage.scene()?.time() ?? 0;
  }

  get maxSeek() {
    return this.#stage.maxSeek();
  }

  // Throws a RangeError (and changes nothing) for a time outside [0, maxSeek].
  seek(t) {
    const scene = this.#stage.scene();
    if (typeof t !== 'number' || !(t >= 0 && t <= this.maxSeek)) {
      throw new RangeError(`time must be a number of seconds from 0 to ${this.maxSeek}, got ${t}`);
    }
    if (!scene) return;
    this.#going = null;
    this.#move(() => scene.seek(t));
  }

  // Whole frames, negative back; pauses, as a video player does. `user`: a
  // key press, which the status line answers with the time.
  step(frames, user = false) {
    const scene = this.#stage.scene();
    if (!scene) return;
    this.#going = null;
    this.#stage.pause();
    this.#move(() => scene.step(frames));
    if (user) this.#stage.say(spoken(this.time));
  }

  // `,` and `.` while paused, L for the time lens; true when the key was used.
  key(code) {
    this.#pressed++;
    if (this.#replay?.on) {
      this.#replay.stop();
      this.#stage.show();
    }
    if (code === LENS_KEY) return this.toggleLens();
    const frames = KEYS[code];
    if (!frames || this.#stage.running() || !this.#stage.scene()) return false;
    this.step(frames, true);
    return true;
  }

  // The moment a `time` attribute asks for: the stage stops there (pause()
  // before the seek, so a listener sees a paused stage). False when invalid.
  openAt(text, pause) {
    const t = parseTime(text, this.maxSeek);
    if (t === null) return false;
    pause();
    const scene = this.#stage.scene();
    if (scene?.seekWork(t) > SLICE) this.#goTo(scene, t);
    else this.seek(t);
    return true;
  }

  // A moment from a link or an attribute that takes more than a slice to
  // reach (time/long-seek.js, loaded now). Any other move of the stage's
  // time, play, or another scene ends it.
  async #goTo(scene, t) {
    const going = (this.#going = {});
    const { goTo } = await import('../time/long-seek.js');
    goTo(scene, t, {
      gone: () => this.#going !== going || this.#stage.scene() !== scene || this.#stage.running(),
      move: (go) => this.#move(go, false),
      arrive: () => {
        this.seek(t);
        this.#stage.say(spoken(t));
      },
      say: this.#stage.say,
      maxSeekWork: this.#stage.maxSeekWork,
      time: () => this.time,
    });
  }

  // The time lens is for scenes a reader moves through, not a game.
  get lensable() {
    const scene = this.#stage.scene();
    return Boolean(scene) && !scene.userDriven();
  }

  get lensOn() {
    return Boolean(this.#lensReady?.on);
  }

  // The scene's keys, and the lens's where it has one.
  keysHelp(scene) {
    return scene.keysHelp() + (scene.userDriven() ? '' : ' \u00b7 L time lens');
  }

  // The time lens (time/lens.js, loaded then) on or off; false where there is none.
  toggleLens() {
    if (!this.lensable) return false;
    this.#lens ??= import('../time/lens.js').then(({ TimeLens }) => (this.#lensReady = new TimeLens(Renderer, rendererLayout(), this.#stage)));
    this.#lens.then((lens) => this.lensable && lens.toggle());
    return true;
  }

  // The last `seconds` drawn again in slow motion over the stage (a game's
  // crash) until they end or any key or tap ends them.
  async replay(seconds) {
    const scene = this.#stage.scene();
    const pressed = this.#pressed;
    const { Replay } = await import('../time/replay.js');
    this.#replay ??= new Replay(Renderer, rendererLayout().styles.indexOf('accent'), this.#stage);
    if (this.#stage.scene() === scene && this.#pressed === pressed) this.#replay.start(scene, seconds);
  }

  // After each frame drawn: the lens or a replay over it.
  overlay(scene) {
    this.#lensReady?.over(scene);
    if (this.#replay?.on) this.#replay.over(scene);
  }

  // Puts the scene at each time for each(scene) until each returns false,
  // then back where it was, without showing or announcing the moments in
  // between (a clip's frames).
  frames(times, each) {
    const scene = this.#stage.scene();
    const was = this.time;
    this.#move(() => {
      for (const t of times) {
        scene.seek(t);
        if (each(scene) === false) break;
      }
      if (was <= this.maxSeek) scene.seek(was);
    }, false);
  }

  // An animated PNG of the scene (export.js, loaded now: not on the page's critical path).
  async exportClip(options) {
    const clip = await import('../export/export.js');
    if (!this.#stage.scene()) throw new Error('The stage has no scene loaded yet.');
    const settings = clip.clipOptions(options, this.maxSeek);
    const stage = {
      canvas: this.#stage.canvas,
      colors: this.#stage.colors(),
      Renderer,
      scene: () => this.#stage.scene(),
      frames: (times, each) => this.frames(times, each),
    };
    return clip.exportClip(stage, settings);
  }

  // A scene holding itself still (its own pause) would not move through the
  // frames: the hold is released for the move and, on a paused stage, put
  // back at the new moment, so a still frame looks the same however reached.
  #move(go, announce = true) {
    const scene = this.#stage.scene();
    hold(scene, false);
    go();
    if (this.#stage.paused()) hold(scene, true);
    this.#stage.show();
    this.#stage.moved();
    if (announce) this.#stage.fire('timeupdate');
  }
}

// The timeline of a stage's player (stage-player.js), which shows its scene
// on `host`.
export function playerTimeline(player, host) {
  return new Timeline({
    scene: () => player.scene,
    running: () => player.running,
    paused: () => !player.playing,
    pause: () => player.setPlaying(false),
    show: () => player.redraw(),
    moved: () => player.bar?.update(),
    say: (text) => player.view.say(text),
    fire: (type) => host.dispatchEvent(new Event(type)),
    maxSeek: () => player.core?.maxSeek() ?? 0,
    maxSeekWork: () => player.core?.maxSeekWork() ?? 0,
    canvas: player.view.canvas,
    colors: () => player.picture.colors,
  });
}
