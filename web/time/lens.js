// The time lens: the figure as it was over the last half second, drawn faint
// behind the moment shown (onion skin), so a planted foot reads as one foot
// and a swinging one as a fan. Each earlier figure is a seek and a draw: the
// core lands on a moment bit for bit, so the skins are the real motion, and
// the stage goes back to where it was before anything else sees it. Loaded by
// the element's timeline on the first L (or the bar's Time lens).
//
// Only the figures' own ink is kept from each earlier frame (panels, labels,
// readouts and the ground would smear), all of them in one list drawn once,
// each skin in a paler ink of its own; the result is laid over the frame with
// "darken" on a light paper ("lighten" on a dark one), so the paper and
// whatever is already drawn stay as they were.
const FPS = 60;
export const SKINS = 5;
export const GAP_FRAMES = 6;
// A skin's ink, as a share of the way from paper to ink: the newest darkest.
const NEWEST = 0.45;
const OLDEST = 0.14;
// A lens that would replay more than this (figure-frames) is not drawn: a
// crowd of thousands would take the page's frame.
const MAX_WORK = 4000;

const mix = (a, b, t) => a.map((v, i) => Math.round(v + (b[i] - v) * t));

export class TimeLens {
  #renderer;
  #layout;
  #canvas = document.createElement('canvas');
  #list = new Float32Array(4096);
  #keyed = null; // the palette the skins' inks were made from (a new array when it changes)
  #colors = [];
  #dark = false;
  #probe = null;
  #floats = []; // each op's length by code
  #place; // the ops that place what follows (panes, views, lanes)

  on = false;
  #stage;

  // Renderer: the element's renderer class; layout: its rendererLayout();
  // stage: { scene(), canvas, colors(), show(), moved(), say(text) }.
  constructor(Renderer, layout, stage) {
    this.#renderer = new Renderer(this.#canvas);
    this.#layout = layout;
    this.#stage = stage;
    for (const { code, floats } of Object.values(layout.ops)) this.#floats[code] = floats;
    this.#place = new Set([layout.ops.PANE.code, layout.ops.VIEW.code, layout.ops.LAYER.code]);
  }

  // On or off, said; a scene too long to replay keeps it off.
  toggle() {
    const stage = this.#stage;
    if (!this.on && !this.fits(stage.scene())) return stage.say('The time lens is not drawn here: this scene takes too long to replay.');
    this.on = !this.on;
    stage.show();
    stage.moved();
    stage.say(this.on ? 'Time lens on: five faint figures show the last half second, 0.1 s apart.' : 'Time lens off.');
  }

  // After each frame of a scene a reader moves through, while on.
  over(scene) {
    if (this.on && !scene.userDriven()) this.draw(scene, this.#stage.canvas, this.#stage.colors());
  }

  // Whether the lens can be drawn over this scene now (not too much replay).
  fits(scene) {
    const t = scene.time();
    return scene.seekWork(Math.max(0, t - (SKINS * GAP_FRAMES) / FPS)) <= MAX_WORK;
  }

  // Lays the skins over `canvas`, which shows `scene` now in `colors`; the
  // scene is left at the moment it was at. False when nothing was drawn.
  draw(scene, canvas, colors) {
    const now = scene.time();
    if (now <= 0 || !this.fits(scene)) return false;
    this.#inks(colors);
    let n = 0;
    for (let k = SKINS; k >= 1; k--) {
      const t = now - (k * GAP_FRAMES) / FPS;
      if (t < 0 || !scene.seek(t)) continue;
      n = this.#keep(scene.drawList(), n, this.#layout.styles.length + SKINS - k);
    }
    scene.seek(now);
    const ghost = this.#canvas;
    if (ghost.width !== canvas.width) ghost.width = canvas.width;
    if (ghost.height !== canvas.height) ghost.height = canvas.height;
    this.#renderer.draw(this.#list.subarray(0, n), scene.drawText());
    const ctx = canvas.getContext('2d');
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalCompositeOperation = this.#dark ? 'lighten' : 'darken';
    ctx.drawImage(ghost, 0, 0);
    ctx.restore();
    return true;
  }

  // Copies the figures' ink of `list` (and the panes and views that place
  // it) to the lens's list from n, in skin style `style`; returns its end.
  #keep(list, n, style) {
    const { ops, pointFloats, styles } = this.#layout;
    const ink = styles.indexOf('ink');
    const far = styles.indexOf('ink-far');
    const place = this.#place;
    for (let i = 0; i < list.length; ) {
      const op = list[i];
      const len = op === ops.POLY.code ? ops.POLY.floats + pointFloats * list[i + ops.POLY.countAt] : this.#floats[op];
      if (!len) throw new Error(`Unknown draw command ${op} at ${i}`);
      const s = list[i + 1];
      if (place.has(op) || (op !== ops.TEXT.code && (s === ink || s === far))) {
        if (n + len > this.#list.length) {
          const grown = new Float32Array(Math.max(this.#list.length * 2, n + len));
          grown.set(this.#list.subarray(0, n));
          this.#list = grown;
        }
        this.#list.set(list.subarray(i, i + len), n);
        if (!place.has(op)) this.#list[n + 1] = style;
        n += len;
      }
      i += len;
    }
    return n;
  }

  // The skins' inks, after the palette's roles: paper mixed towards ink.
  #inks(colors) {
    if (colors === this.#keyed) return;
    this.#keyed = colors;
    const { styles } = this.#layout;
    const paper = this.#rgb(colors[styles.indexOf('paper')]);
    const ink = this.#rgb(colors[styles.indexOf('ink')]);
    this.#dark = paper.reduce((a, b) => a + b) < ink.reduce((a, b) => a + b);
    const skins = [];
    for (let k = SKINS; k >= 1; k--) {
      const [r, g, b] = mix(paper, ink, OLDEST + ((NEWEST - OLDEST) * (SKINS - k)) / (SKINS - 1));
      skins.push(`rgb(${r},${g},${b})`);
    }
    this.#colors = [...colors, ...skins];
    this.#renderer.colors = this.#colors;
  }

  // Any CSS colour (a system colour in forced-colours mode too) as [r, g, b].
  #rgb(color) {
    const ctx = (this.#probe ??= document.createElement('canvas').getContext('2d'));
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.subarray(0, 3)];
  }
}
