// "Today's course" for a game that has one: the scene's "daily" setting takes
// the UTC day number (days since 1970-01-01), so every visitor runs the same
// course today, with its own best; 0 turns it off.
import { DAILY } from './params.js';
import { onPress } from '../controls/press.js';

export const utcDay = (now = Date.now()) => Math.floor(now / 86400000);

export class GameDaily {
  #button;
  #scene = null;

  // changed(): the stage shows and says the scene's new state.
  constructor(view, { changed }) {
    this.#button = document.createElement('button');
    this.#button.type = 'button';
    this.#button.textContent = 'Today\u2019s course';
    this.#button.hidden = true;
    onPress(this.#button, () => {
      if (!this.#scene) return;
      this.#scene.setParam(DAILY, this.#scene.param(DAILY) ? 0 : utcDay());
      this.#show();
      changed();
      view.canvas.focus({ preventScroll: true });
    });
    view.play.parentElement.append(this.#button);
  }

  attach(scene) {
    this.#scene = scene?.hasParam(DAILY) ? scene : null;
    this.#button.hidden = !this.#scene;
    this.#show();
  }

  #show() {
    this.#button.setAttribute('aria-pressed', String(Boolean(this.#scene?.param(DAILY))));
  }
}
