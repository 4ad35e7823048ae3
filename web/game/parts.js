// The game's parts of a stage (its sounds and speaker, Share, today's
// course, the ghosts), made once per stage and loaded with import()
// (element/after-first-frame.js): they attach to each scene the stage shows
// and hide for a scene without them. What they need of the element comes
// with `view` and `stage`, never by an import, so the element stays one file
// however the parts are loaded.
import { GameDaily } from './daily.js';
import { GameFeel } from './feel.js';
import { ASSERTIVE, GHOSTS_SET, SEED, STATE } from './params.js';
import { GameShare } from './share.js';

// A crash is shown again, slowed, from this long before it (any key skips it).
const REPLAY_SECONDS = 1.2;
// The courses a fresh visitor may start on (a seed is at most 1e6).
const FIRST_COURSES = 999999;

export class GameParts {
  #feel;
  #share;
  #daily;
  #stage;
  #ghost = null; // loaded for the first scene that races ghosts
  #ghostLoad = null;
  #ghostScene = null;

  // stage: { changed() (its changed settings), say(text), news() (the scene
  // changed by a button), kept (storage), reducedMotion, records() (play at
  // speed 1 keeps records), challenge() (a link's challenge text),
  // replay(seconds) (the last seconds again, slowed), seeded() (the stage's
  // link or attributes name a course) }
  constructor(view, stage) {
    this.#stage = stage;
    // A crash is replayed, but not under reduced motion, nor to a player by
    // ear (whose status line speaks at once: "assertive").
    this.#feel = new GameFeel(view, stage, (name, scene) => {
      const byEar = scene.hasParam(ASSERTIVE) && scene.param(ASSERTIVE) >= 0.5;
      if (name === 'crash' && !stage.reducedMotion.matches && !byEar) stage.replay(REPLAY_SECONDS);
    });
    this.#share = new GameShare(view, stage);
    this.#daily = new GameDaily(view, { changed: stage.news });
  }

  attach(scene, id) {
    this.#firstCourse(scene);
    this.#feel.attach(scene);
    this.#share.attach(scene, id);
    this.#daily.attach(scene);
    this.#attachGhost(scene, id);
  }

  // A visitor's first run is on a course of its own, not course 1 for
  // everyone; a link's seed is its course, and today's course and a ghost's
  // are everyone's whatever the seed. Only on the start screen: a seed resets
  // the game, and a press may have started a run before the parts came.
  #firstCourse(scene) {
    if (!scene?.hasParam(SEED) || this.#stage.seeded() || scene.param(STATE) !== 0) return;
    scene.setParam(SEED, 1 + Math.floor(Math.random() * FIRST_COURSES));
  }

  // A scene without ghosts fetches nothing more.
  #attachGhost(scene, id) {
    this.#ghostScene = scene;
    if (!scene?.hasParam(GHOSTS_SET)) {
      this.#ghost?.attach(null, '');
      return;
    }
    this.#ghostLoad ??= import('./ghost.js').then(
      ({ GameGhost }) => (this.#ghost = new GameGhost(this.#stage)),
      () => null, // without it the game plays on, with no ghost
    );
    this.#ghostLoad.then(() => {
      if (this.#ghostScene === scene) this.#ghost?.attach(scene, id);
    });
  }

  update(scene) {
    this.#feel.update(scene);
    this.#ghost?.update(scene);
  }

  // The stage's challenge attribute changed.
  challenge(text) {
    this.#ghost?.challenge(text);
  }

  // M: the sentence to say, or null for a scene without sounds.
  toggleMute() {
    if (!this.#feel.toggleMute()) return null;
    return this.#feel.muted ? 'Sound off.' : 'Sound on.';
  }
}
