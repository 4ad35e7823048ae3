// Time in the reader's hands: the stage's currentTime, step, seek and stop,
// the `,` and `.` keys, and the scrubber in the control bar. The core defines
// the moment (cpp/scenes/timed_scene.h): frames of 1/60 s, and a seek lands
// on the same frame as playing there, bit for bit.
import { hold } from '../element/play-state.js';

export const FPS = 60;
// The scrubber spans the last WINDOW seconds reached (the first WINDOW at least).
const WINDOW = 10;
// As video players do: comma a frame back, period a frame forward, when paused.
const KEYS = { Comma: -1, Period: 1 };

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

export class TimeControl {
  #stage;
  #input;
  #save;
  #reached = 0;
  // The time the scrubber shows, and its width in CSS px (0 until laid out).
  #shown = -1;
  #px = 0;

  // stage: { scene(), running(), paused(), pause(), show(), say(text), fire(type),
  // maxSeek(), id(), canvas, colors() (the renderer's theme) }
  // The scrubber goes before `anchor`, the bar's first control: nothing
  // before it changes width (Play/Pause) or arrives later (the scene's
  // buttons), so it never moves (a layout shift).
  constructor(stage, anchor) {
    this.#stage = stage;
    const input = document.createElement('input');
    Object.assign(input, { type: 'range', min: '0', max: String(WINDOW), step: String(1 / FPS), value: '0' });
    input.setAttribute('aria-label', 'Time');
    input.setAttribute('part', 'scrubber');
    input.addEventListener('input', () => {
      this.#stage.pause();
      this.seek(Number(input.value));
    });
    // A key steps the scrubber from the exact moment, not the last pixel shown.
    input.addEventListener('keydown', () => this.update());
    new ResizeObserver(([entry]) => (this.#px = entry.contentRect.width)).observe(input);
    const save = document.createElement('button');
    Object.assign(save, { type: 'button', textContent: 'Save clip' });
    save.addEventListener('click', () => this.#saveClip());
    anchor.before(input, save);
    this.#input = input;
    this.#save = save;
    this.usable(false, false);
  }

  get time() {
    return this.#stage.scene()?.time() ?? 0;
  }

  // Throws a RangeError (and changes nothing) for a time outside [0, maxSeek].
  seek(t) {
    const scene = this.#stage.scene();
    if (typeof t !== 'number' || !(t >= 0 && t <= this.#stage.maxSeek())) {
      throw new RangeError(`time must be a number of seconds from 0 to ${this.#stage.maxSeek()}, got ${t}`);
    }
    if (!scene) return;
    this.#move(() => scene.seek(t));
  }

  // Whole frames, negative back; pauses, as a video player does. `user`: a
  // key press, which the status line answers with the time.
  step(frames, user = false) {
    const scene = this.#stage.scene();
    if (!scene) return;
    this.#stage.pause();
    this.#move(() => scene.step(frames));
    if (user) this.#stage.say(spoken(this.time));
  }

  // `,` and `.` while paused; true when the key was one of them.
  key(code) {
    const frames = KEYS[code];
    if (!frames || this.#stage.running() || !this.#stage.scene()) return false;
    this.step(frames, true);
    return true;
  }

  // The moment a `time` attribute asks for: the stage stops there (pause()
  // before the seek, so a listener sees a paused stage). False when invalid.
  openAt(text, pause) {
    const t = parseTime(text, this.#stage.maxSeek());
    if (t === null) return false;
    pause();
    this.seek(t);
    return true;
  }

  // After every drawn frame the scrubber follows the time. Each change to it
  // lays out and paints the bar (about 2 ms a frame on a phone's CPU), so
  // while playing (`playing`: a frame of the loop) it moves when its thumb
  // moves a CSS px.
  update(playing = false) {
    const t = this.time;
    this.#reached = Math.max(this.#reached, t);
    if (playing && this.#px > 0 && t >= this.#shown && t - this.#shown < WINDOW / this.#px) return;
    this.#shown = t;
    const input = this.#input;
    const min = String(Math.max(0, this.#reached - WINDOW));
    const max = String(Math.max(WINDOW, this.#reached));
    if (input.min !== min) input.min = min;
    if (input.max !== max) input.max = max;
    input.value = String(t);
    input.setAttribute('aria-valuetext', `${t.toFixed(2)} seconds`);
  }

  // Puts the scene at each time for each(scene), then back where it was,
  // without showing or announcing the moments in between (a clip's frames).
  frames(times, each) {
    const scene = this.#stage.scene();
    const was = this.time;
    this.#move(() => {
      for (const t of times) {
        scene.seek(t);
        each(scene);
      }
      if (was <= this.#stage.maxSeek()) scene.seek(was);
    }, false);
  }

  // An animated PNG of the scene (export.js, loaded now: not on the page's critical path).
  async exportClip(options) {
    const clip = await import('../export/export.js');
    if (!this.#stage.scene()) throw new Error('The stage has no scene loaded yet.');
    const settings = clip.clipOptions(options, this.#stage.maxSeek());
    const frames = (times, each) => this.frames(times, each);
    return clip.exportClip({ canvas: this.#stage.canvas, colors: this.#stage.colors(), frames }, settings);
  }

  // The Save clip button: the 2 s from now, downloaded, and said.
  async #saveClip() {
    const from = Math.min(this.time, this.#stage.maxSeek() - 2);
    this.#stage.say('Saving a 2 second clip\u2026');
    const blob = await this.exportClip({ from, to: from + 2 }).catch(() => null);
    if (!blob) return this.#stage.say('The clip could not be saved.');
    const href = URL.createObjectURL(blob);
    Object.assign(document.createElement('a'), { href, download: `${this.#stage.id()}-${from.toFixed(2)}s.png` }).click();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    this.#stage.say(`Saved a 2 second clip (${Math.round(blob.size / 1024)} KB).`);
  }

  // Usable only with a scene to move. While loading they keep their place
  // (no layout shift when the scene arrives); a failure removes them.
  usable(loaded, failed) {
    for (const el of [this.#input, this.#save]) {
      el.hidden = failed;
      el.style.visibility = loaded ? '' : 'hidden';
    }
  }

  forget() {
    this.#reached = 0;
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
    this.update();
    if (announce) this.#stage.fire('timeupdate');
  }
}
