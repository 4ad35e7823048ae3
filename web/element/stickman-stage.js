// <stickman-stage>: one live, accessible scene of the pose core, for this
// site's page, an iframe embed or a blog post. Every stage on a page shares
// one wasm instance, one animation loop and one IntersectionObserver.
//
//   <script type="module" src="stickman-stage.js"></script>
//   <stickman-stage scene="walk-03" autoplay controls stride-deg="36"></stickman-stage>
//
// Attributes: the table in attributes.js, and any settable scene parameter
// in kebab-case. Events: load, error, play, pause, freeze, unfreeze, change
// (a user action changed the scene), timeupdate (a seek or step). Methods:
// play(), pause(), reset(), seek(t), step(frames), stop(), toDataURL(),
// toBlob() (the current frame as an image), exportClip(); the currentTime
// property (timeline.js); `ready` settles once the first scene is shown
// or the stage has failed. Colours: --stickman-* on the element (palette.js);
// box: see stage-view.js. What it does with its scene: stage-player.js.
import { applyBuiltIn } from '../render/palette.js';
import { PROPERTIES, StageAttributes } from './attributes.js';
import { loadCore, stageShape } from './core.js';
import { StageError } from './failure.js';
import { addMainStage, removeMainStage } from './main-stage.js';
import { hold } from './play-state.js';
import * as scheduler from './scheduler.js';
import { StagePlayer } from './stage-player.js';
import { stageStill } from './stage-still.js';
import { reducedMotion, watchPage } from './watch.js';

// For a page that sets a stage up from a link (the iframe's embed.js, with
// url-settings.js): the cores, and the names a link may set.
export { URL_NAMES, camel } from './attributes.js';
export { loadCore } from './core.js';

// The core's start-up and a scene's first frame are each a piece of main-
// thread work; run back to back they are one long task a phone's page stalls on.
const nextTask = (value) => new Promise((resolve) => setTimeout(resolve, 0, value));
// After the next frame is drawn: a still on the canvas is seen before the
// scene's first frame replaces it (without, both may fall in one frame).
const afterFrame = (value) => new Promise((resolve) => requestAnimationFrame(() => resolve(nextTask(value))));

export class StickmanStage extends StageAttributes {
  #player;
  #core = null;
  #loading = null;
  #still;
  #connected = false;
  #settled = false; // set up once (#setUp): from then on, attributes act at once
  #turn = 0;
  #unwatch = () => {};

  constructor() {
    super();
    // focus() on the element focuses its canvas, the stage's own keys' target.
    this.#player = new StagePlayer(this, this.attachShadow({ mode: 'open', delegatesFocus: true }));
    this.#still = stageStill(this, this.#player);
  }

  // --- public surface ---------------------------------------------------------

  // Unset, the scene shown (the default one).
  get scene() {
    return super.scene || this.#player.slot.id;
  }
  set scene(id) {
    super.scene = id === '' ? null : id;
  }
  get paused() {
    return !this.#player.playing;
  }
  set paused(on) {
    this.#player.setPlaying(!on);
  }
  get frozen() {
    return this.#player.frozen;
  }
  // Its scene's first frame is drawn (the page's first is drawn a task after it is made).
  get loaded() {
    return Boolean(this.#player.scene) && this.#player.status.entered;
  }
  get ready() {
    return this.#player.status.ready;
  }
  get running() {
    return this.#player.running;
  }

  play() {
    this.#player.setPlaying(true);
  }
  pause() {
    this.#player.setPlaying(false);
  }

  get currentTime() {
    return this.#player.time.time;
  }
  set currentTime(t) {
    this.#player.time.seek(t);
  }
  seek(t) {
    this.#player.time.seek(t);
  }
  step(frames = 1) {
    this.#player.time.step(frames);
  }
  stop() {
    this.pause();
    this.#player.time.seek(0);
  }
  // An animated PNG of the scene from `from` to `to` (default: 2 s) at `fps`
  // (default 15), drawn by the same renderer offscreen (export.js, loaded now).
  exportClip(options) {
    return this.#player.time.exportClip(options);
  }

  // The current frame as an image, for a post whose host allows no scripts.
  toDataURL(type = 'image/png', quality) {
    return this.#player.view.canvas.toDataURL(type, quality);
  }
  toBlob(type = 'image/png', quality) {
    return new Promise((resolve) => this.#player.view.canvas.toBlob(resolve, type, quality));
  }

  reset() {
    const { scene } = this.#player;
    if (!scene) return;
    scene.reset();
    hold(scene, this.paused);
    this.#player.redraw();
  }

  // Settable parameters whose value differs from the scene's own default.
  changedParams() {
    return this.#player.slot.changed();
  }

  // --- lifecycle --------------------------------------------------------------

  connectedCallback() {
    this.adoptEarlyProperties([...PROPERTIES, 'paused']);
    if (this.#connected) return; // moved within the DOM: keep going
    this.#connected = true;
    // Its box and colours at once, for the page's next frame.
    this.#expect();
    if (!this.#player.picture.painted) applyBuiltIn(this.#player.view.frame, this.theme);
    // Every stage of a page upgrades in one task, the module's own. Each
    // then takes three tasks of its own: it asks for its still and its core
    // (which arrive and compile meanwhile), sets itself up in the page, and
    // reads its colours and draws its paper; so no one task holds them all.
    const turn = ++this.#turn;
    (async () => {
      for (const step of [() => this.#ask(), () => this.#setUp(), () => this.#firstDraw()]) {
        await nextTask();
        if (turn !== this.#turn || !this.#connected) return;
        step();
      }
    })();
  }

  disconnectedCallback() {
    // A move is a disconnect and a reconnect in one task: free only a real removal.
    queueMicrotask(() => {
      if (this.isConnected || !this.#connected) return;
      this.#connected = false;
      this.#unwatch();
      this.#unwatch = () => {};
      this.#player.slot.drop();
    });
  }

  #setUp() {
    const player = this.#player;
    const { canvas } = player.view;
    const { picture } = player;
    const unwatchInput = picture.frame.watch(this, () => player.redraw());
    const unwatchPage = watchPage(canvas, {
      measure: () => picture.frame.measure(canvas),
      resize: () => (this.#still(), picture.fit(true) && player.redraw()),
      motion: () => (reducedMotion.matches ? this.pause() : this.autoplay && this.play()),
      // Until its first turn the stage has no colours to change.
      scheme: () => picture.painted && picture.paint() && player.redraw(),
    });
    scheduler.addStage(this, player.hooks);
    addMainStage(this, player.keys, () => Boolean(player.scene?.userDriven()));
    this.#unwatch = () => {
      unwatchInput();
      unwatchPage();
      scheduler.removeStage(this);
      removeMainStage(this);
    };
    this.#settled = true;
    if (this.controls) this.#describe();
    else player.showPlayState();
  }

  // A stage naming none may yet be given a scene by the script that has just added it.
  #ask() {
    const named = this.getAttribute('scene');
    if (named && this.loading !== 'lazy' && !this.#core) {
      this.#still(true);
      loadCore(named).catch(() => {}); // told by #load()
    }
  }

  #firstDraw() {
    const player = this.#player;
    const { picture } = player;
    if (picture.paint()) player.redraw();
    if (this.loading === 'lazy' && !this.#core) {
      scheduler.whenNear(this, () => this.#load());
      return;
    }
    // The paper, while the core loads (unless its still is drawn already): a
    // canvas's first drawing sets it up, work that would otherwise lengthen
    // the task of the scene's first frame.
    if (!this.#core && !picture.papered) {
      picture.papered = true;
      player.redraw();
    }
    this.#load();
  }

  // The control bar, the stage's words and its play state. The bar loads
  // beside the core (it is not needed for the first frame: its band's room
  // is kept), once the stage is set up.
  #describe() {
    const player = this.#player;
    if (this.controls) player.loadBar();
    player.describe(true);
    player.showPlayState();
  }

  // Also called for each observed attribute present when the element upgrades.
  attributeChangedCallback(name) {
    const player = this.#player;
    const { picture } = player;
    if (name === 'scene') {
      if (picture.still) (picture.still = null), player.redraw(); // another scene's
      this.#expect();
      if (this.#core && this.#connected) this.#enter();
    } else if (name === 'max-dpr') {
      if (picture.setMaxDpr(this.maxDpr)) player.redraw();
    } else if (name === 'touch-action') player.touch();
    else if (name === 'alt' || name === 'controls') {
      if (this.#settled) this.#describe();
    } else if (name === 'speed') {
      player.timeScale = this.speed;
      player.bar?.showSpeed(this.speed);
    } else if (name === 'theme') {
      if (picture.painted) picture.paint() && player.redraw();
      else applyBuiltIn(player.view.frame, this.theme);
    } else if (name === 'time' && player.scene) player.time.openAt(this.getAttribute('time'), () => this.pause());
    else if (name === 'challenge') player.slot.parts?.challenge(this.getAttribute('challenge'));
    // autoplay is read when the first scene starts
  }

  // Until its first scene plays, the stage takes the shape that scene will give it.
  #expect() {
    const { scene, view } = this.#player;
    if (!scene) view.expect(stageShape(this.getAttribute('scene')));
  }

  #enter() {
    this.#player.enter(this.#core, () => this.#connected);
  }

  #load() {
    if (this.#core) {
      this.#enter();
      return;
    }
    const id = this.getAttribute('scene');
    this.#still(true);
    this.#loading ??= loadCore(id).then((core) => (this.#player.picture.still && !document.hidden ? afterFrame : nextTask)(core)).then(
      (core) => {
        this.#core = core;
        if (this.#connected) this.#enter();
      },
      (error) => this.#player.fail(error instanceof StageError ? error : new StageError('unsupported', error?.message ?? error, error)),
    );
  }
}

// Without a DOM (a framework's server render) importing the module defines
// nothing. The definition is not deferred by a top-level await: a bundler
// whose target predates it (Vite before 7, by default) refuses the package.
if (globalThis.customElements) customElements.define('stickman-stage', StickmanStage);
