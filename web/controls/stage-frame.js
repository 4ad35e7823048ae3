// What a scene lays its words out for: the canvas's size in CSS px (so a
// label is never drawn smaller than a person reads) and whether the visitor
// plays by touch (so the game says "tap", not "press Space"). The device
// decides the first guess; the input actually used decides after that.
import { TOUCH } from './box.js';

const coarse = globalThis.matchMedia?.(TOUCH);

export class StageFrame {
  #scene = null;
  #width = 0;
  #height = 0;
  #touch = coarse.matches;
  #sent = false;

  // The canvas's CSS size now (after a resize); sent before the next draw.
  measure(canvas) {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === this.#width && height === this.#height) return;
    this.#width = width;
    this.#height = height;
    this.#sent = false;
  }

  get width() {
    return this.#width;
  }

  get height() {
    return this.#height;
  }

  // Before a draw: a new scene or a changed frame gets told.
  apply(scene) {
    if (!scene || (scene === this.#scene && this.#sent)) return;
    this.#scene = scene;
    this.#sent = true;
    if (this.#width > 0 && this.#height > 0) scene.setFrame(this.#width, this.#height);
    scene.setTouch(this.#touch);
  }

  // Follows the input used: a touch on the stage, or a key anywhere. onChange
  // runs when the wording should change; returns the function that stops it.
  watch(host, onChange) {
    const use = (touch) => {
      if (touch === this.#touch) return;
      this.#touch = touch;
      this.#sent = false;
      onChange();
    };
    const pointer = (event) => event.pointerType === 'touch' && use(true);
    const key = () => use(false);
    host.addEventListener('pointerdown', pointer, { capture: true, passive: true });
    addEventListener('keydown', key, { capture: true, passive: true });
    return () => {
      host.removeEventListener('pointerdown', pointer, { capture: true });
      removeEventListener('keydown', key, { capture: true });
    };
  }
}
