// A stage's picture: the canvas's size, read before its backing store is
// written (so a page of stages lays out once), the palette read from the page,
// and the scene's frame played and drawn.
import { StageFrame } from '../controls/stage-frame.js';
import { applyPalette } from '../render/palette.js';
import { Renderer, rendererLayout } from '../render/renderer.js';

const NOTHING = new Float32Array(0);

export class StagePicture {
  frame = new StageFrame();
  papered = false; // the paper is drawn while the core loads
  still = null; // and over it the scene's still (core.js, loadStill), if it has one
  painted = false;
  after = null; // (scene): drawn over each frame (the time lens)
  #renderer;
  #host;
  #view;

  constructor(host, view) {
    this.#host = host;
    this.#view = view;
    this.#renderer = new Renderer(view.canvas, { maxDpr: host.maxDpr });
  }

  get colors() {
    return this.#renderer.colors;
  }

  // The backing store and the scene's frame follow the canvas's size;
  // `measured`: read already. True when the backing store changed.
  fit(measured = false) {
    if (!measured) this.frame.measure(this.#view.canvas);
    return this.#renderer.fit(this.frame.width, this.frame.height);
  }

  // From now on its frames repaint what changed (repaint/changed.js's repaintChanged).
  repaint(install) {
    install(this.#renderer, rendererLayout());
  }

  setMaxDpr(dpr) {
    this.#renderer.maxDpr = dpr;
    return this.fit();
  }

  // Plays dt of the scene: its status and readouts are then current.
  advance(scene, dt) {
    this.frame.apply(scene);
    scene.buildPose(dt);
  }

  // The scene as it is now; without one, the paper again (a resize clears
  // the canvas) and the still on a canvas of a shape it is drawn on.
  show(scene) {
    if (scene) {
      this.still = null;
      this.#renderer.draw(scene.drawList(), scene.drawText());
      this.after?.(scene);
    } else if (this.papered) {
      const { still, frame } = this;
      // A still heads its drawing with the canvas shapes it is drawn on (scripts/stills.mjs).
      const shape = frame.width / frame.height;
      let fits = still && !this.#host.classList.contains('failed') && shape >= still[0] && shape <= still[1];
      try {
        this.#renderer.draw(fits ? still.subarray(2) : NOTHING);
      } catch {
        // A still that is not one (a host's own page for the file): the paper.
        this.still = null;
        fits = false;
        this.#renderer.draw(NOTHING);
      }
      // "Loading…" over the paper, not across the still's figure.
      this.#view.message.hidden = Boolean(fits);
    }
  }

  // Once the stage is in a page (its first turn: a host's colours are read
  // from there) and when the scheme changes; each call costs a style
  // recalculation. True when a colour changed.
  paint() {
    this.painted = true;
    applyPalette(this.#host, this.#view.frame, this.#view.probe);
    return this.#renderer.readTheme();
  }
}
