// "Today's course" for a game that has one: the scene's "daily" setting takes
// the UTC day number (days since 1970-01-01), so every visitor runs the same
// course today, with its own best; 0 turns it off.
import { DAILY } from './params.js';

export const utcDay = (now = Date.now()) => Math.floor(now / 86400000);

export class GameDaily {
  #button;
  #scene = null;

  // changed(): the stage shows and says the scene's new state.
  constructor(view, { changed }) {
    this.#button = view.barButton('Today\u2019s course', () => {
      if (!this.#scene) return;
      this.#scene.setParam(DAILY, this.#scene.param(DAILY) ? 0 : utcDay());
      this.#show();
      changed();
    });
  }

  attach(scene) {
    this.#scene = scene?.hasParam(DAILY) ? scene : null;
    this.#button.hidden = !this.#scene;
    this.#show();
  }

  #show() {
    this.#button.classList.add('toggle');
    this.#button.setAttribute('aria-pressed', String(Boolean(this.#scene?.param(DAILY))));
  }
}
