// What a game's events feel like on the page: a sound for each, a small
// shake of the stage for the hard ones (none under reduced motion), and the
// speaker control that mutes them (M), remembered across visits. A scene
// reports events as readouts named "cue.<event>" that count up; this knows
// the events' names, never the scene's. A readout "assertive" at 1 makes the
// status line speak at once (a game played by ear).
import { ASSERTIVE, CUE_PREFIX } from './params.js';

const MUTED = 'stickman-motion:sound:muted';
// Shake size in CSS pixels, by event.
const SHAKE = { break: 3, hit: 3, crash: 8 };
const SHAKE_MS = 200;

export class GameFeel {
  #canvas;
  #status;
  #assertive = -1; // the index of the "assertive" readout, -1 without one
  #button;
  #cues = [];
  #ctx = null;
  #out = null;
  // The recipes load after the stage's first frame: no sound can play before
  // a person presses something, and by then they are here.
  #sounds = null;
  #muted;
  #kept;
  #reducedMotion;
  #cued;

  // kept: the stage's { read(key), write(key, value) } storage; reducedMotion:
  // its media query; cued(name, scene): after each event's sound and shake.
  constructor(view, { kept, reducedMotion }, cued) {
    this.#cued = cued;
    this.#canvas = view.canvas;
    this.#status = view.status;
    this.#kept = kept;
    this.#reducedMotion = reducedMotion;
    this.#muted = kept.read(MUTED) === 1;
    // Next to the scene's main controls: what a player reaches for first.
    this.#button = view.barButton('', () => this.toggleMute(), 1);
    this.#show();
  }

  get active() {
    return this.#cues.length > 0;
  }
  get muted() {
    return this.#muted;
  }

  // The scene whose cues to follow (null: none; the speaker control hides).
  attach(scene) {
    const names = scene ? scene.paramNames() : [];
    const values = scene?.paramValues();
    this.#cues = [];
    names.forEach((param, index) => {
      if (param.startsWith(CUE_PREFIX)) this.#cues.push({ index, name: param.slice(CUE_PREFIX.length), last: values[index] });
    });
    this.#button.hidden = !this.active;
    if (this.active) this.#recipes();
    this.#assertive = names.indexOf(ASSERTIVE);
    this.#live(values ?? []);
  }

  #live(values) {
    const on = this.#assertive >= 0 && values[this.#assertive] >= 0.5;
    const live = on ? 'assertive' : 'polite';
    if (this.#status.getAttribute('aria-live') !== live) this.#status.setAttribute('aria-live', live);
  }

  // After each frame or key: play what happened since the last look.
  // One paramValues() call, not a param(name) per cue: a name crossing into
  // the core costs an allocation, and this runs every frame.
  update(scene) {
    if (!this.#cues.length && this.#assertive < 0) return;
    const values = scene.paramValues();
    for (const cue of this.#cues) {
      const value = values[cue.index];
      if (value > cue.last) {
        this.#fire(cue.name);
        this.#cued(cue.name, scene);
      }
      cue.last = value;
    }
    if (this.#assertive >= 0) this.#live(values);
  }

  // True when there was a sound to toggle.
  toggleMute() {
    if (!this.active) return false;
    this.#muted = !this.#muted;
    this.#kept.write(MUTED, this.#muted ? 1 : 0);
    this.#show();
    return true;
  }

  #fire(name) {
    if (!this.#muted) this.#play(name);
    const size = SHAKE[name];
    if (size && !this.#reducedMotion.matches) this.#shake(size);
  }

  #play(name) {
    try {
      if (!this.#ctx) {
        const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
        if (!Context) return;
        this.#ctx = new Context();
        this.#out = this.#ctx.createGain();
        this.#out.gain.value = 0.6;
        this.#out.connect(this.#ctx.destination);
      }
      if (this.#ctx.state === 'suspended') this.#ctx.resume();
      const ctx = this.#ctx, out = this.#out;
      this.#recipes().then((sounds) => {
        try {
          sounds?.playSound(ctx, out, name);
        } catch {
          // a sound this device refuses: the game plays on
        }
      });
    } catch {
      // no audio on this device: the game plays on in silence
    }
  }

  // Never rejects: without its recipes the game plays on in silence.
  #recipes() {
    return (this.#sounds ??= import('./sound.js').catch(() => null));
  }

  #shake(size) {
    const frames = [0, 1, -1, 0.6, -0.4, 0].map((k, i) => ({
      transform: `translate(${k * size}px, ${(i % 2 ? -0.5 : 0.5) * k * size}px)`,
    }));
    this.#canvas.animate?.(frames, { duration: SHAKE_MS, easing: 'ease-out' });
  }

  #show() {
    // A toggle: its name is its text, and pressed (filled) means on.
    this.#button.textContent = 'Sound';
    this.#button.classList.add('toggle');
    this.#button.setAttribute('aria-pressed', String(!this.#muted));
    this.#button.title = this.#muted ? 'Sound is off (M)' : 'Sound is on (M)';
  }
}
