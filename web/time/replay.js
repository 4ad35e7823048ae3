// An instant replay: the last moments before now drawn again in slow motion
// over the stage (the game's crash), each frame a seek and a draw of the
// core's own past, the scene put back at its moment after each, so the game
// behind it (its game over, its restart delay) goes on untouched. Any key or
// tap ends it. Loaded by the element's timeline on the first replay.
const RATE = 0.25;
const CAPTION = 'replay \u00bc\u00d7 \u00b7 any key skips';

export class Replay {
  #renderer;
  #stage;
  #accent;
  #scene = null;
  #from = 0;
  #to = 0;
  #startedAt = 0;
  #px = 12; // the caption's size in canvas px: at least 12 CSS px

  // Renderer: the element's renderer class; accent: the index of the accent
  // colour role; stage: { canvas, colors() }.
  constructor(Renderer, accent, stage) {
    this.#renderer = new Renderer(stage.canvas);
    this.#accent = accent;
    this.#stage = stage;
  }

  get on() {
    return this.#scene !== null;
  }

  // The `seconds` before now of `scene`, at a quarter speed from the next frame.
  start(scene, seconds) {
    this.#scene = scene;
    this.#to = scene.time();
    this.#from = Math.max(0, this.#to - seconds);
    this.#startedAt = performance.now();
    const canvas = this.#stage.canvas;
    this.#px = Math.max(12 * (canvas.width / Math.max(1, canvas.clientWidth)), canvas.height / 24);
  }

  stop() {
    this.#scene = null;
  }

  // Over each frame of the stage while it runs.
  over(scene) {
    if (scene !== this.#scene) return this.stop();
    const t = this.#from + ((performance.now() - this.#startedAt) / 1000) * RATE;
    if (t >= this.#to) return this.stop();
    const now = scene.time();
    if (!scene.seek(t)) return this.stop();
    const renderer = this.#renderer;
    renderer.colors = this.#stage.colors();
    renderer.draw(scene.drawList(), scene.drawText());
    scene.seek(now);
    const ctx = this.#stage.canvas.getContext('2d');
    const px = this.#px;
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.font = `${px}px system-ui, sans-serif`;
    ctx.fillStyle = renderer.colors[this.#accent];
    ctx.textBaseline = 'top';
    const { width, height } = this.#stage.canvas;
    if (height > width * 0.6) {
      // Taller than 16:9 (an upright phone's game): the top corner is under
      // the stage's Pause button, and there is sky to spare over the picture.
      ctx.textAlign = 'center';
      ctx.fillText(CAPTION, width / 2, height / 4);
    } else {
      ctx.textAlign = 'left';
      ctx.fillText(CAPTION, px * 0.75, px * 0.75);
    }
    ctx.restore();
  }
}
