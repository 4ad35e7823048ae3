// The stage's control bar, for a stage with `controls`, loaded then (a stage
// without them, most embeds in a post, never fetches it): the time bar after
// Play/Pause (time-bar.js) and the row of actions (action-row.js) with the
// scene's buttons and those parts of the stage add. What it needs of the
// element comes with `view` and its arguments, never by an import, so the
// element stays one file.
import { ActionRow, RANK } from './action-row.js';
import { TimeBar } from './time-bar.js';

export class ControlBar {
  #view;

  // view: the stage's (its make(), onPress(), timebar and actions slots);
  // timeline: the stage's time; stage: what the time bar asks (time-bar.js).
  constructor(view, timeline, stage) {
    this.#view = view;
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
