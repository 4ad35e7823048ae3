// The stage's shadow tree and its stylesheet, built without HTML strings (a
// host page that requires Trusted Types stays unbroken) and without a request:
// the sheet is adopted at once, so the box has its size and colours before the
// first paint and nothing inside it moves when a file arrives later. The box
// itself: box.js (on a touch screen a game's pad comes first: touch-pad.js).

import { TOUCH, boxCss } from './box.js';
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
/* The band: the time bar, the row of actions (what does not fit is in its
   More menu), the status line and the keys line, each of a fixed height.
   What only the control bar shows is styled by its own sheet (bar/bar.js). */
.timebar, .actions {
  display: flex;
  align-items: center;
  gap: 6px;
  height: 2.4em;
  margin-top: 0.4rem;
}
.actions { overflow: hidden; }
.controls { display: contents; }
.status, .keys {
  margin: 0.3rem 0 0;
  overflow: hidden;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
}
.status { height: 2.8em; }
.keys { color: var(--muted); font-size: 0.9em; -webkit-line-clamp: 1; }
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
/* A short screen (a phone on its side): the time bar and the actions share
   one row, and the status line keeps one line (box.js's shorter band). */
@media (max-height: 30rem) {
  .band { display: grid; grid-template-columns: minmax(min-content, 3fr) minmax(5em, 2fr); column-gap: 6px; align-content: start; }
  .keys { display: none; }
  .status { grid-column: 1 / -1; height: 1.4em; -webkit-line-clamp: 1; }
}
/* Touch first: no keyboard hints until a key is actually used here. */
@media ${TOUCH} {
  .keys:not(.used) { display: none; }
  .status { height: auto; -webkit-line-clamp: 4; }
}
`;

const HOST = { host: ':host', controls: ':host([controls]:not([controls="false"]))', tall: ':host(:state(tall))' };
let sheet = null;

function make(tag, attributes = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value === true ? '' : value);
  el.append(...children);
  return el;
}

// The stage's shadow tree: built in `root`, then told what to show.
export class StageView {
  #scene;
  #added;

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
    this.timebar = make('div', { class: 'timebar', part: 'timebar' }, this.play);
    this.controls = make('span', { id: 'controls', class: 'controls' });
    this.actionsSlot = make('div', { class: 'actions', part: 'actions' }, this.controls);
    // The control bar (bar/bar.js) once loaded for `controls`, and what it
    // will show: the scene's controls and the buttons parts of the stage add.
    this.bar = null;
    this.make = make;
    this.onPress = onPress;
    this.#scene = null;
    this.#added = [];
    this.status = make('p', { id: 'status', class: 'status', part: 'status', role: 'status', 'aria-live': 'polite' });
    this.keys = make('p', { id: 'keys', class: 'keys', part: 'keys' });
    this.probe = make('span', { class: 'probe' });
    this.frame = make(
      'div',
      { class: 'frame', part: 'frame' },
      make('div', { class: 'box' }, this.canvas, this.message, this.start),
      this.pad.element,
      make('div', { class: 'band' }, this.timebar, this.actionsSlot, this.status, this.keys),
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

  // The scene's on-screen controls: { label, code, primary } each, pressed
  // through press(code, down): on the touch pad, and in the bar once it is there.
  setControls(controls, press) {
    this.#scene = [controls, press];
    this.bar?.setScene(controls, press);
    this.pad.set(controls, press);
  }

  // A button of the bar for a part of the stage (the game's speaker, Share,
  // today's course): hidden until the part shows it; it acts on press and
  // gives the keys back to the canvas. Without a bar it is never shown.
  // rank: its place among the row's buttons (action-row.js).
  barButton(text, down, rank) {
    const button = make('button', { type: 'button', hidden: true }, text);
    if (rank !== undefined) button.dataset.rank = rank;
    onPress(button, () => {
      down();
      this.canvas.focus({ preventScroll: true });
    });
    this.#added.push(button);
    this.bar?.actions.add(button);
    return button;
  }

  // The control bar arrives: it takes what the view was asked to show.
  attachBar(bar) {
    this.bar = bar;
    for (const button of this.#added) bar.actions.add(button);
    if (this.#scene) bar.setScene(...this.#scene);
  }

  // A part of the stage showed or hid one of its buttons.
  barChanged() {
    this.bar?.actions.changed();
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
