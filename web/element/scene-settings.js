// A scene's settings as the element sees them: the defaults (to tell what a
// visitor changed), the values kept across visits (a best score) and the
// scene parameters given as attributes.
import { camel, isSetting } from './attributes.js';
import { quoted } from './failure.js';
import { keptKey, readKept, writeKept } from './storage.js';

export class SceneSettings {
  // A Map, not a plain object: an attribute named like an Object.prototype
  // member (to-string, constructor) is just an unknown setting.
  #defaults = new Map();
  #kept = new Map();

  constructor(scene, id) {
    this.scene = scene;
    this.id = id;
    for (const name of scene.paramNames()) {
      // A kept value (a best score) is the visitor's, not a setting to share in a URL.
      if (scene.isSettable(name) && !scene.isPersistent(name)) this.#defaults.set(name, scene.param(name));
    }
  }

  #key(name) {
    return keptKey(this.id, name);
  }

  // Whatever storage gives back goes through the scene's clamping setter.
  restoreKept() {
    for (const name of this.scene.paramNames()) {
      if (!this.scene.isPersistent(name)) continue;
      const value = readKept(this.#key(name));
      this.#kept.set(name, Number.isFinite(value) ? this.scene.setParam(name, value) : this.scene.param(name));
    }
  }

  // records: false while the stage plays at another speed; a best set then
  // is no record, so the kept value goes back into the scene. A choice (by
  // ear) is the visitor's at any speed.
  keep(records = true) {
    for (const [name, old] of this.#kept) {
      const value = this.scene.param(name);
      if (value === old) continue;
      if (!records && this.scene.isRecord(name)) {
        this.scene.setParam(name, old);
        continue;
      }
      this.#kept.set(name, value);
      writeKept(this.#key(name), value);
    }
  }

  applyAttributes(attributes) {
    for (const { name: attr, value: text } of attributes) {
      if (!isSetting(attr)) continue;
      const name = camel(attr);
      const value = Number(text);
      if (!this.#defaults.has(name)) console.warn(`<stickman-stage>: "${attr}" is not a setting of scene "${this.id}"`);
      else if (text.trim() === '' || !Number.isFinite(value)) console.warn(`<stickman-stage>: ${attr}=${quoted(text)} is not a number; kept the default`);
      else this.scene.setParam(name, value);
    }
  }

  // Settable parameters whose value differs from the scene's own default.
  changed() {
    const out = {};
    for (const [name, value] of this.#defaults) {
      const now = this.scene.param(name);
      if (Math.abs(now - value) > 1e-6) out[name] = Number(now.toFixed(4));
    }
    return out;
  }
}
