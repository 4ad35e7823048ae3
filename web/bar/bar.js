// The stage's control bar, for a stage with `controls`, loaded then (a stage
// without them, most embeds in a post, never fetches it): the time bar after
// Play/Pause (time-bar.js) and the row of actions (action-row.js) with the
// scene's buttons and those parts of the stage add. What it needs of the
// element comes with `view` and its arguments, never by an import, so the
// element stays one file.
import { ActionRow, RANK } from './action-row.js';
import { TimeBar } from './time-bar.js';

// The bar's own controls, styled as they arrive: a stage without the bar
// (most embeds in a post) never loads these rules.
const CSS = /* css */ `
/* A width of its own: a range input's default (some 130 px) would be the
   least a short screen's time bar column could shrink to. */
.timebar input[type=range] { flex: 1 1 3rem; width: 2rem; min-width: 2rem; margin: 0; accent-color: var(--accent2); }
.timebar .readout { flex: none; min-width: 4.2em; text-align: right; font-variant-numeric: tabular-nums; color: var(--muted); }
/* The time in figures wherever the time bar's row has room for it beside
   its controls, some 21.5em (a short screen's row gives it three fifths of
   the band, the actions the rest); the scrubber's value text says it in any
   case. */
.band { container-type: inline-size; }
@container (max-width: 21.5em) {
  .timebar .readout { display: none; }
}
@media (max-height: 30rem) {
  @container (max-width: 36em) {
    .timebar .readout { display: none; }
  }
}
/* A band too narrow for a scrubber worth the name (a tall stage on a small
   phone) keeps Play, the steps and the speed; the keys, the steps and the
   time lens still move through time. */
@container (max-width: 16em) {
  .timebar input[type=range] { display: none; }
}
.timebar .step { padding: 0.3rem 0.45rem; line-height: 0; }
.timebar .step svg { width: 1em; height: 1em; fill: currentColor; }
.timebar select {
  font: inherit;
  color: var(--ink);
  background: var(--paper);
  border: 1px solid var(--muted);
  border-radius: 0.4rem;
  padding: 0.25rem 0.2rem;
}
.actions .over { display: none; }
.actions .more { margin-left: auto; order: 9; }
.toggle[aria-pressed='true'] { color: var(--paper); background: var(--ink); }
.menu {
  width: 14rem;
  max-height: 60vh;
  padding: 0.3rem;
  color: var(--ink);
  background: var(--paper);
  border: 1px solid var(--muted);
  border-radius: 0.5rem;
  box-shadow: 0 0.3rem 1rem rgb(0 0 0 / 0.25);
}
.menu button { display: block; width: 100%; margin: 0.15rem 0; text-align: left; }
/* Beside its button where anchors are known, else in the middle of the screen. */
@supports (anchor-name: --more) {
  .more { anchor-name: --more; }
  .menu { position-anchor: --more; inset: auto; margin: 0.25rem 0; right: anchor(right); bottom: anchor(top); position-try-fallbacks: flip-block; }
}
`;
let sheet = null;

export class ControlBar {
  #view;

  // view: the stage's (its make(), onPress(), frame, timebar and actions
  // slots); timeline: the stage's time; stage: what the time bar asks (time-bar.js).
  constructor(view, timeline, stage) {
    this.#view = view;
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(CSS);
    const root = view.frame.getRootNode();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    this.actions = new ActionRow(view.make, view.actionsSlot, view.controls);
    this.time = new TimeBar(timeline, stage, view, this.actions);
  }

  // The scene's on-screen controls: { label, code, primary } each, pressed through
  // press(code, down) on pointer down and let go on pointer up (press.js).
  setScene(controls, press) {
    const { make, onPress } = this.#view;
    this.actions.setScene(
      controls.map(({ label, code, primary }) => {
        const button = make('button', primary ? { type: 'button', class: 'primary' } : { type: 'button' }, label);
        button.dataset.rank = primary ? RANK.primary : RANK.scene;
        onPress(button, () => press(code, true), () => press(code, false));
        return button;
      }),
    );
  }
}
