// The stage's shadow tree and its stylesheet, built without HTML strings (a
// host page that requires Trusted Types stays unbroken) and without a request:
// the sheet is adopted at once, so the box has its size and colours before the
// first paint and nothing inside it moves when a file arrives later. The box
// itself: box.js (on a touch screen a game's pad comes first: touch-pad.js).

import { boxCss } from './box.js';
import { onPress } from './press.js';
import { TouchPad } from './touch-pad.js';

const CSS = /* css */ `
:host([hidden]) { display: none; }
.frame {
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: minmax(0, 1fr) 0;
  color: var(--ink);
}
:host([controls]:not([controls="false"])) .frame { grid-template-rows: minmax(0, 1fr) var(--band); }
.box { position: relative; min-height: 0; }
canvas {
  display: block;
  width: 100%;
  height: 100%;
  box-sizing: border-box;
  background: var(--paper);
  border: 1px solid var(--ground);
  border-radius: 0.5rem;
  forced-color-adjust: none;
}
canvas:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.message {
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  padding: 1rem;
  text-align: center;
  color: var(--muted);
  pointer-events: none;
}
.message[hidden] { display: none; }
:host(.failed) .message { color: var(--warn); font-weight: 600; }
button {
  font: inherit;
  color: var(--ink);
  background: var(--paper);
  border: 1px solid var(--muted);
  border-radius: 0.4rem;
  padding: 0.3rem 0.7rem;
  cursor: pointer;
  white-space: nowrap;
}
.start {
  position: absolute;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  font-size: 1.1rem;
  padding: 0.5rem 1.2rem;
}
[hidden] { display: none !important; }
/* The band's text is the stage's ink, so it sits on the stage's paper, not the host's. */
.band {
  overflow: hidden;
  line-height: 1.4;
  padding: 0 0.5rem;
  background: var(--paper);
  color: var(--ink);
  border-radius: 0 0 0.5rem 0.5rem;
}
.bar {
  display: flex;
  gap: 0.4rem;
  margin-top: 0.5rem;
  height: 2.4em;
  overflow-x: auto;
  overflow-y: hidden;
  scrollbar-width: thin;
}
.controls { display: contents; }
.status, .keys {
  margin: 0.3rem 0 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
}
.status { height: 2.8em; }
.keys { color: var(--muted); font-size: 0.9em; }
/* Without a control bar the status line is still heard, just not shown. */
:host(:not([controls])) .band, :host([controls="false"]) .band {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
.probe { display: none; forced-color-adjust: none; }
/* Touch first: no keyboard hints until a key is actually used here. */
@media (hover: none) and (pointer: coarse) {
  .keys:not(.used) { display: none; }
  .status { height: auto; -webkit-line-clamp: 4; }
}
`;

const HOST = { host: ':host', controls: ':host([controls]:not([controls="false"]))', tall: ':host(:state(tall))' };
let sheet = null;

function make(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, value);
  }
  el.append(...children);
  return el;
}

// The stage's shadow tree: built in `root`, then told what to show.
export class StageView {
  constructor(root) {
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(boxCss(HOST) + CSS);
    this.pad = new TouchPad(root.host);
    root.adoptedStyleSheets = [sheet, this.pad.sheet];
    this.canvas = make('canvas', {
      id: 'stage',
      part: 'canvas',
      role: 'application',
      tabindex: '0',
      'aria-roledescription': 'animation stage',
      'aria-label': 'Loading the animation',
    });
    this.message = make('p', { id: 'message', class: 'message', part: 'message', 'aria-hidden': 'true' }, 'Loading\u2026');
    this.start = make('button', { id: 'start', class: 'start', type: 'button', hidden: true }, 'Play');
    this.play = make('button', { id: 'play', type: 'button', 'aria-pressed': 'false' }, 'Play');
    this.controls = make('span', { id: 'controls', class: 'controls' });
    this.status = make('p', { id: 'status', class: 'status', part: 'status', role: 'status', 'aria-live': 'polite' });
    this.keys = make('p', { id: 'keys', class: 'keys', part: 'keys' });
    this.probe = make('span', { class: 'probe' });
    this.frame = make(
      'div',
      { class: 'frame', part: 'frame' },
      make('div', { class: 'box' }, this.canvas, this.message, this.start),
      this.pad.element,
      make('div', { class: 'band' }, make('div', { class: 'bar', part: 'bar' }, this.play, this.controls), this.status, this.keys),
    );
    this.label = '';
    this.frame.addEventListener('keydown', () => this.keys.classList.add('used'), { once: true });
    root.append(this.frame, this.probe);
  }

  say(text) {
    if (this.status.textContent !== text) this.status.textContent = text;
  }

  // The canvas's accessible name: the host's alt if any, else the scene's own
  // description (then also its aria-description under an alt).
  describe(alt, text, force) {
    const label = alt || text;
    if (!force && label === this.label) return;
    this.label = label;
    this.canvas.setAttribute('aria-label', label);
    if (alt) this.canvas.setAttribute('aria-description', text);
    else this.canvas.removeAttribute('aria-description');
  }

  // A failure's sentence, in the box where the drawing would be, and spoken.
  showFailure(text) {
    this.message.textContent = text;
    this.message.hidden = false;
    this.canvas.setAttribute('aria-label', text);
    this.label = text;
    this.say(text);
  }

  hideMessage() {
    this.message.hidden = true;
  }

  showPlayState({ playing, controls, loaded, failed }) {
    this.play.textContent = playing ? 'Pause' : 'Play';
    this.play.setAttribute('aria-pressed', String(!playing));
    this.play.hidden = failed;
    // Without a control bar, a paused stage still offers a visible way to play.
    this.start.hidden = playing || controls || !loaded || failed;
  }

  // The scene's on-screen controls: { label, code, primary } each, pressed through
  // press(code, down) on pointer down and let go on pointer up (press.js).
  setControls(controls, press) {
    this.controls.replaceChildren(
      ...controls.map(({ label, code, primary }) => {
        const button = make('button', primary ? { type: 'button', class: 'primary' } : { type: 'button' }, label);
        onPress(button, () => press(code, true), () => press(code, false));
        return button;
      }),
    );
    this.pad.set(controls, press);
  }

  // A button of the bar for a part of the stage loaded later (the game's
  // speaker, Share, today's course): hidden until the part shows it; it acts
  // on press and gives the keys back to the canvas.
  barButton(text, down) {
    const button = make('button', { type: 'button', hidden: true }, text);
    onPress(button, () => {
      down();
      this.canvas.focus({ preventScroll: true });
    });
    this.play.parentElement.append(button);
    return button;
  }

  // Before a scene exists: the shape it will give the stage (core.js's
  // stageShape); a tall left out stays as it is.
  expect({ pad, tall }) {
    this.pad.expect(pad);
    if (tall !== undefined) this.setTall(tall);
  }

  // Whether the scene lays out for a tall frame (the sheet's :state(tall)).
  setTall(tall) {
    if (tall) this.pad.states?.add('tall');
    else this.pad.states?.delete('tall');
  }

  // The host's touch-action if it set a valid one; else only a scene that uses
  // gestures (the game's tap) claims them, so a reader can scroll past any other.
  setTouch(wanted, claims) {
    const { style } = this.canvas;
    style.touchAction = '';
    if (wanted) style.touchAction = wanted;
    if (!style.touchAction) style.touchAction = claims ? 'none' : 'pan-y';
    this.frame.classList.toggle('taps', claims);
  }
}
