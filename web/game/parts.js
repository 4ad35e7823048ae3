// The game's parts of a stage (its sounds and speaker, Share, today's
// course), made once per stage and loaded with import() (element/after-first-frame.js):
// they attach to each scene the stage shows and hide for a scene without them.
// What they need of the element comes with `view` and `stage`, never by an
// import, so the element stays one file however the parts are loaded.
import { GameDaily } from './daily.js';
import { GameFeel } from './feel.js';
import { GameShare } from './share.js';

export class GameParts {
  #feel;
  #share;
  #daily;

  // stage: { changed() (its changed settings), say(text), news() (the scene
  // changed by a button), kept (storage), reducedMotion }
  constructor(view, stage) {
    this.#feel = new GameFeel(view, stage);
    this.#share = new GameShare(view, stage);
    this.#daily = new GameDaily(view, { changed: stage.news });
  }

  attach(scene, id) {
    this.#feel.attach(scene);
    this.#share.attach(scene, id);
    this.#daily.attach(scene);
  }

  update(scene) {
    this.#feel.update(scene);
  }

  // M: the sentence to say, or null for a scene without sounds.
  toggleMute() {
    if (!this.#feel.toggleMute()) return null;
    return this.#feel.muted ? 'Sound off.' : 'Sound on.';
  }
}
