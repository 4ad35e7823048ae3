// The ghosts of a game that races them: each record's best run kept across
// visits (the core makes them; this keeps their texts), and a challenge, a
// friend's run brought by a link. A stored ghost the core refuses (stale or
// tampered with) is no ghost; a link's it refuses gets one sentence and a
// normal game.
import { CHALLENGE, GHOST_TEXTS, GHOSTS_SET } from './params.js';

export const DAMAGED = 'This challenge link is damaged, so here is a normal game.';

export class GameGhost {
  #scene = null;
  #id = '';
  #index = -1; // the "ghostsSet" readout's
  #last = 0;
  #kept = new Map(); // text name: the text stored
  #stage;

  // stage: { kept (storage and its keys), say(text), records() (this play
  // keeps records: the stage at speed 1), challenge() (the link's text) }
  constructor(stage) {
    this.#stage = stage;
  }

  attach(scene, id) {
    this.#scene = scene?.hasParam(GHOSTS_SET) ? scene : null;
    this.#id = id;
    this.#kept.clear();
    if (!this.#scene) return;
    this.#index = scene.paramNames().indexOf(GHOSTS_SET);
    this.#last = scene.paramValues()[this.#index];
    const { kept } = this.#stage;
    for (const name of GHOST_TEXTS) {
      const text = kept.readText(kept.key(id, name));
      this.#kept.set(name, text && scene.setText(name, text) ? text : '');
    }
    this.challenge(this.#stage.challenge());
  }

  // A friend's run to race (null or '' for none); what happened is said.
  challenge(text) {
    const scene = this.#scene;
    if (!scene) return;
    if (!text) scene.setText(CHALLENGE, '');
    else this.#stage.say(scene.setText(CHALLENGE, text) ? scene.status() : DAMAGED);
  }

  // After each frame: a run that became its record's ghost is kept, unless
  // played at another speed (no record), when the kept ghost goes back.
  update(scene) {
    if (scene !== this.#scene) return;
    const count = scene.paramValues()[this.#index];
    if (count === this.#last) return;
    this.#last = count;
    const records = this.#stage.records();
    const { kept } = this.#stage;
    for (const name of GHOST_TEXTS) {
      const was = this.#kept.get(name);
      const now = scene.text(name);
      if (now === was) continue;
      if (!records) {
        scene.setText(name, was);
        continue;
      }
      this.#kept.set(name, now);
      kept.write(kept.key(this.#id, name), now);
    }
  }
}
