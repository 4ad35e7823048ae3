// The scene a stage shows and what comes with it: its settings (defaults,
// the visitor's kept values, the element's attributes) and the game's parts
// (sounds, Share, today's course), made and dropped together.
import { creationFailure } from './failure.js';
import { SceneSettings } from './scene-settings.js';

export class SceneSlot {
  scene = null;
  id = '';
  parts = null; // made once per stage, attached to each scene
  #settings = null;

  // Scene `id` of `core`, set up; a scene that cannot be made throws what
  // creationFailure() says (no memory left, most often).
  fill(core, id, attributes) {
    this.drop();
    let scene;
    try {
      scene = new core.Scene(id);
    } catch (error) {
      throw creationFailure(error);
    }
    this.scene = scene;
    this.id = id;
    this.#settings = new SceneSettings(scene, id);
    this.#settings.restoreKept();
    this.#settings.applyAttributes(attributes);
    this.parts?.attach(scene, id);
    return scene;
  }

  drop() {
    this.scene?.delete();
    this.scene = null;
    this.id = '';
    this.#settings = null;
    this.parts?.attach(null, '');
  }

  // records: false while the stage plays at another speed (a best set then is no record).
  keep(records) {
    this.#settings?.keep(records);
  }

  // Settable parameters whose value differs from the scene's own default.
  changed() {
    return this.#settings?.changed() ?? {};
  }
}
