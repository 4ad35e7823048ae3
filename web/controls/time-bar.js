// The control bar's time: a scrubber over the last seconds reached and a
// Save clip button. It shows the timeline's moment (element/timeline.js) and
// moves it.
import { FPS } from '../element/timeline.js';

// The scrubber spans the last WINDOW seconds reached (the first WINDOW at least).
const WINDOW = 10;

export class TimeBar {
  #timeline;
  #stage;
  #input;
  #save;
  #reached = 0;
  // The time the scrubber shows, and its width in CSS px (0 until laid out).
  #shown = -1;
  #px = 0;

  // stage: { pause(), say(text), id() }. The scrubber goes before `anchor`,
  // the bar's first control: nothing before it changes width (Play/Pause) or
  // arrives later (the scene's buttons), so it never moves (a layout shift).
  constructor(timeline, stage, anchor) {
    this.#timeline = timeline;
    this.#stage = stage;
    const input = document.createElement('input');
    Object.assign(input, { type: 'range', min: '0', max: String(WINDOW), step: String(1 / FPS), value: '0' });
    input.setAttribute('aria-label', 'Time');
    input.setAttribute('part', 'scrubber');
    input.addEventListener('input', () => {
      this.#stage.pause();
      timeline.seek(Number(input.value));
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

  // After every drawn frame the scrubber follows the time. Each change to it
  // lays out and paints the bar (about 2 ms a frame on a phone's CPU), so
  // while playing (`playing`: a frame of the loop) it moves when its thumb
  // moves a CSS px.
  update(playing = false) {
    const t = this.#timeline.time;
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

  // The Save clip button: the 2 s from now, downloaded, and said.
  async #saveClip() {
    const from = Math.min(this.#timeline.time, this.#timeline.maxSeek - 2);
    this.#stage.say('Saving a 2 second clip\u2026');
    const blob = await this.#timeline.exportClip({ from, to: from + 2 }).catch(() => null);
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

  // A new scene: its time starts again.
  forget() {
    this.#reached = 0;
  }
}
