// The band's time bar, after Play/Pause: a frame back and forward (the `,`
// and `.` keys, by touch too), a scrubber over the last seconds reached with
// the moment shown beside it, and the speed (slow motion). Save clip and the
// time lens (a toggle, as the L key) join the row of actions. It shows the timeline's moment (element/timeline.js) and
// moves it. (Loaded with the control bar, bar.js.)
// The scrubber spans the last WINDOW seconds reached (the first WINDOW at least).
const WINDOW = 10;
const SPEEDS = [0.25, 0.5, 1];
const SVG = 'http://www.w3.org/2000/svg';
// A frame back: a bar and a triangle pointing at it; mirrored, a frame forward.
const STEP_PATH = 'M2 2h2v12H2zM14 2v12L6 8z';

const speedText = (s) => ({ 0.25: '\u00bc\u00d7', 0.5: '\u00bd\u00d7' })[s] ?? `${Number(s.toFixed(2))}\u00d7`;

function stepButton(label, back) {
  const button = document.createElement('button');
  Object.assign(button, { type: 'button', className: 'step', title: label });
  button.setAttribute('aria-label', label);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  if (!back) svg.setAttribute('transform', 'scale(-1 1)');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', STEP_PATH);
  svg.append(path);
  button.append(svg);
  return button;
}

export class TimeBar {
  #timeline;
  #stage;
  #input;
  #readout;
  #speed;
  #save;
  #lens;
  // The clip being saved, to cancel (null while none is).
  #saving = null;
  #actions;
  #controls;
  #reached = 0;
  // The time the scrubber shows, and its width in CSS px (0 until laid out).
  #shown = -1;
  #px = 0;

  // stage: { pause(), say(text), id(), speed(), setSpeed(s), status() (the
  // scene's sentence after a scrub) }; view: the stage's (its timebar, after
  // whose Play/Pause the bar goes); actions: the row Save clip joins.
  constructor(timeline, stage, view, actions) {
    this.#timeline = timeline;
    this.#stage = stage;
    const input = document.createElement('input');
    Object.assign(input, { type: 'range', min: '0', max: String(WINDOW), step: String(1 / timeline.fps), value: '0' });
    input.setAttribute('aria-label', 'Time');
    input.setAttribute('part', 'scrubber');
    input.addEventListener('input', () => {
      this.#stage.pause();
      timeline.seek(Number(input.value));
    });
    // Once the thumb is let go, the status line says where the scene is.
    input.addEventListener('change', () => this.#stage.say(this.#stage.status()));
    // A key steps the scrubber from the exact moment, not the last pixel shown.
    input.addEventListener('keydown', () => this.update());
    new ResizeObserver(([entry]) => (this.#px = entry.contentRect.width)).observe(input);
    const back = stepButton('Back one frame', true);
    const forward = stepButton('Forward one frame', false);
    back.addEventListener('click', () => timeline.step(-1, true));
    forward.addEventListener('click', () => timeline.step(1, true));
    this.#readout = document.createElement('span');
    this.#readout.className = 'readout';
    this.#readout.setAttribute('aria-hidden', 'true'); // the scrubber's own value text says it
    this.#speed = document.createElement('select');
    this.#speed.setAttribute('aria-label', 'Speed');
    this.#speed.addEventListener('change', () => this.#stage.setSpeed(Number(this.#speed.value)));
    this.showSpeed(stage.speed());
    view.timebar.append(back, forward, input, this.#readout, this.#speed);
    const save = document.createElement('button');
    Object.assign(save, { type: 'button', textContent: 'Save clip' });
    save.dataset.rank = 4; // after every scene's own actions
    save.addEventListener('click', () => this.#saveClip());
    actions.add(save);
    const lens = document.createElement('button');
    Object.assign(lens, { type: 'button', textContent: 'Time lens', hidden: true });
    lens.dataset.rank = 4;
    lens.setAttribute('aria-pressed', 'false');
    lens.addEventListener('click', () => timeline.toggleLens());
    actions.add(lens);
    this.#actions = actions;
    this.#input = input;
    this.#save = save;
    this.#lens = lens;
    this.#controls = [back, forward, input, this.#speed, save];
    this.usable(false, false);
  }

  // The speed the stage plays at; one that is not a choice (a host's
  // speed="2") is listed as the choice it is.
  showSpeed(speed) {
    const speeds = SPEEDS.includes(speed) ? SPEEDS : [...SPEEDS, speed].sort((a, b) => a - b);
    if (this.#speed.options.length !== speeds.length) {
      this.#speed.replaceChildren(...speeds.map((s) => new Option(speedText(s), String(s))));
    }
    this.#speed.value = String(speed);
  }

  // After every drawn frame the scrubber follows the time. Each change to it
  // lays out and paints the bar (about 2 ms a frame on a phone's CPU), so
  // while playing (`playing`: a frame of the loop) it moves when its thumb
  // moves a CSS px; a scrubber the band has no room for (0 px wide, and the
  // time beside it hidden too) waits for a pause.
  update(playing = false) {
    this.#showLens();
    const t = this.#timeline.time;
    this.#reached = Math.max(this.#reached, t);
    if (playing && t >= this.#shown && t - this.#shown < WINDOW / this.#px) return;
    this.#shown = t;
    const input = this.#input;
    const min = String(Math.max(0, this.#reached - WINDOW));
    const max = String(Math.max(WINDOW, this.#reached));
    if (input.min !== min) input.min = min;
    if (input.max !== max) input.max = max;
    input.value = String(t);
    const text = `${t.toFixed(2)} s`;
    input.setAttribute('aria-valuetext', `${t.toFixed(2)} seconds`);
    if (this.#readout.textContent !== text) this.#readout.textContent = text;
  }

  // The Save clip button: the 2 s from now, downloaded, and said. While the
  // clip is made the button cancels it and the status line counts.
  async #saveClip() {
    if (this.#saving) return this.#saving.abort();
    const saving = (this.#saving = new AbortController());
    const from = Math.min(this.#timeline.time, this.#timeline.maxSeek - 2);
    this.#label('Cancel clip');
    this.#stage.say('Saving a 2 second clip\u2026');
    const onProgress = (done) => done < 1 && this.#stage.say(`Saving a 2 second clip\u2026 ${Math.floor(done * 100)}%`);
    const blob = await this.#timeline.exportClip({ from, to: from + 2, signal: saving.signal, onProgress }).catch((error) => error);
    this.#saving = null;
    this.#label('Save clip');
    if (saving.signal.aborted) return this.#stage.say('The clip was not saved.');
    if (!(blob instanceof Blob)) return this.#stage.say(`The clip could not be saved: ${blob?.message ?? blob}`);
    const href = URL.createObjectURL(blob);
    Object.assign(document.createElement('a'), { href, download: `${this.#stage.id()}-${from.toFixed(2)}s.png` }).click();
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
    this.#stage.say(`Saved a 2 second clip (${Math.round(blob.size / 1024)} KB).`);
  }

  // The lens's toggle, shown for a scene that has it, pressed while it is on.
  #showLens() {
    const { lensable, lensOn } = this.#timeline;
    const pressed = String(lensOn);
    if (this.#lens.getAttribute('aria-pressed') !== pressed) this.#lens.setAttribute('aria-pressed', pressed);
    if (this.#lens.hidden === lensable) {
      this.#lens.hidden = !lensable;
      this.#actions.changed();
    }
  }

  // A new label is a new width: the row fits its buttons again.
  #label(text) {
    this.#save.textContent = text;
    this.#actions.changed();
  }

  // Usable only with a scene to move. While loading they keep their place
  // (no layout shift when the scene arrives); a failure removes them.
  usable(loaded, failed) {
    for (const el of this.#controls) {
      el.hidden = failed;
      el.style.visibility = loaded ? '' : 'hidden';
    }
  }

  // A new scene: its time starts again.
  forget() {
    this.#reached = 0;
  }
}
