// <stickman-stage>: one live, accessible scene of the pose core, for this
// site's page, an iframe embed or a blog post. Every stage on a page shares
// one wasm instance, one animation loop and one IntersectionObserver.
//
//   <script type="module" src="stickman-stage.js"></script>
//   <stickman-stage scene="walk-03" autoplay controls stride-deg="36"></stickman-stage>
//
// Attributes (each also a property): scene, autoplay, controls, speed, alt,
// loading (auto|lazy|eager), max-dpr (maxDpr); touch-action overrides the
// stage's own; any settable scene parameter in kebab-case. Boolean attributes
// read ="false" as false. Events: load, error, play, pause, freeze, unfreeze,
// change (a user action changed the scene), timeupdate (a seek or step).
// Methods: play(), pause(), reset(), seek(t), step(frames), stop(),
// toDataURL(), toBlob() (the current frame as an image), exportClip(); the
// currentTime property; time="2.4" opens paused at that moment (time-control.js);
// `ready` settles once the first scene is shown or the stage has failed.
// Colours: --stickman-paper, --stickman-ink, --stickman-ink-far, --stickman-ground,
// --stickman-muted, --stickman-accent, --stickman-accent2, --stickman-accent3, --stickman-accent3-ring,
// --stickman-warn, --stickman-focus on the element (see palette.js); box: see stage-view.js.
import { loadCore, stageShape } from './core.js';
import { creationFailure, sentence, StageError } from './failure.js';
import { keyHandler, listen, pollGamepad, takesTaps } from './input.js';
import { gameParts, loadGameParts, wantsGameParts } from './game-load.js';
import { addMainStage, removeMainStage } from './main-stage.js';
import { onPress } from './press.js';
import { applyBuiltIn, applyPalette } from './palette.js';
import { held, hold, isPauseControl } from './play-state.js';
import { Renderer } from './renderer.js';
import * as scheduler from './scheduler.js';
import { SceneSettings } from './scene-settings.js';
import { StageAttributes } from './stage-attributes.js';
import { StageFrame } from './stage-frame.js';
import { StageView } from './stage-view.js';
import { TimeControl } from './time-control.js';
import { reducedMotion, watchPage } from './watch.js';

const PROPERTIES = ['scene', 'speed', 'autoplay', 'controls', 'alt', 'loading', 'maxDpr', 'paused'];
// A click or an unused key while paused steps the still frame by this much.
const STEP_WHEN_PAUSED = 1 / 30;
// The core's start-up and a scene's first frame are each a piece of main-
// thread work; run back to back they are one long task a phone's page stalls on.
const nextTask = (value) => new Promise((resolve) => setTimeout(resolve, 0, value));
const NOTHING = new Float32Array(0);

export class StickmanStage extends StageAttributes {
  static observedAttributes = ['scene', 'speed', 'alt', 'max-dpr', 'controls', 'autoplay', 'touch-action', 'time'];

  #view;
  #renderer;
  #frame = new StageFrame();
  #core = null;
  #scene = null;
  #sceneId = '';
  #entered = false;
  #playing = false;
  #chosen = false; // play() or pause() was called: autoplay no longer decides
  #frozen = false;
  #skipNext = true;
  #sinceLabel = 0;
  #settings = null;
  #failed = false;
  #loading = null;
  #pad = [];
  #input;
  #feel;
  #share;
  #daily;
  #timeScale = 1;
  #serial = 0;
  #connected = false;
  #turn = 0;
  #painted = false;
  #papered = false; // the paper is drawn while the core loads
  #unwatch = () => {};
  #ready;
  #settle;
  #time;
  #hooks = {
    running: () => this.running,
    tick: (dt) => this.#tick(dt),
    interrupt: () => this.#interrupt(),
    resume: () => (this.#skipNext = true),
    setFrozen: (frozen) => this.#setFrozen(frozen),
  };

  constructor() {
    super();
    this.#view = new StageView(this.attachShadow({ mode: 'open' }));
    this.#ready = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    this.#ready.catch(() => {}); // a page that never asks is not told twice
    this.#renderer = new Renderer(this.#view.canvas, { maxDpr: this.maxDpr });
    this.#input = {
      scene: () => this.#scene,
      running: () => this.running,
      act: (code, down) => this.#act(code, down),
      hold: (code, down) => Boolean(this.#scene?.key(code, down)),
      step: () => this.#draw(STEP_WHEN_PAUSED),
    };
    listen(this.#view.canvas, this.#input);
    onPress(this.#view.play, () => {
      if (this.#playing) this.pause();
      else this.play();
      this.#view.canvas.focus({ preventScroll: true });
    });
    this.#time = new TimeControl(
      {
        scene: () => this.#scene,
        running: () => this.running,
        paused: () => this.paused,
        pause: () => this.pause(),
        show: () => this.#redraw(),
        say: (text) => this.#say(text),
        fire: (type) => this.dispatchEvent(new Event(type)),
        maxSeek: () => this.#core?.maxSeek() ?? 0,
        id: () => this.scene,
        canvas: this.#view.canvas,
        colors: () => this.#renderer.colors,
      },
      this.#view.play,
    );
    this.#view.start.addEventListener('click', () => {
      this.play();
      this.#view.canvas.focus({ preventScroll: true });
    });
  }

  // --- public surface ---------------------------------------------------------

  get scene() {
    return this.getAttribute('scene') || this.#sceneId;
  }
  set scene(id) {
    if (id === null || id === undefined || id === '') this.removeAttribute('scene');
    else this.setAttribute('scene', String(id));
  }
  get paused() {
    return !this.#playing;
  }
  set paused(on) {
    if (on) this.pause();
    else this.play();
  }
  get frozen() {
    return this.#frozen;
  }
  get loaded() {
    return Boolean(this.#scene);
  }
  get ready() {
    return this.#ready;
  }
  get running() {
    return Boolean(this.#scene) && this.#playing && !this.#frozen && !document.hidden;
  }

  play() {
    this.#setPlaying(true);
  }
  pause() {
    this.#setPlaying(false);
  }

  get currentTime() {
    return this.#time.time;
  }
  set currentTime(t) {
    this.#time.seek(t);
  }
  seek(t) {
    this.#time.seek(t);
  }
  step(frames = 1) {
    this.#time.step(frames);
  }
  stop() {
    this.pause();
    this.#time.seek(0);
  }
  // An animated PNG of the scene from `from` to `to` (default: 2 s) at `fps`
  // (default 15), drawn by the same renderer offscreen (export.js, loaded now).
  exportClip(options) {
    return this.#time.exportClip(options);
  }

  // The current frame as an image, for a post whose host allows no scripts.
  toDataURL(type = 'image/png', quality) {
    return this.#view.canvas.toDataURL(type, quality);
  }
  toBlob(type = 'image/png', quality) {
    return new Promise((resolve) => this.#view.canvas.toBlob(resolve, type, quality));
  }

  reset() {
    if (!this.#scene) return;
    this.#scene.reset();
    hold(this.#scene, !this.#playing);
    this.#redraw();
  }

  // Settable parameters whose value differs from the scene's own default.
  changedParams() {
    return this.#settings?.changed() ?? {};
  }

  // --- lifecycle --------------------------------------------------------------

  connectedCallback() {
    this.adoptEarlyProperties(PROPERTIES);
    if (this.#connected) return; // moved within the DOM: keep going
    this.#connected = true;
    const unwatchInput = this.#frame.watch(this, () => this.#redraw());
    const unwatchPage = watchPage(this.#view.canvas, {
      measure: () => this.#frame.measure(this.#view.canvas),
      resize: () => this.#fit(true) && this.#redraw(),
      motion: () => (reducedMotion.matches ? this.pause() : this.autoplay && this.play()),
      // Until its first turn the stage has no colours to change.
      scheme: () => this.#painted && this.#paint(),
    });
    this.#unwatch = () => (unwatchInput(), unwatchPage());
    scheduler.addStage(this, this.#hooks);
    addMainStage(this, keyHandler(this.#input), () => Boolean(this.#scene?.userDriven()));
    this.#showPlayState();
    this.#expect();
    // Every stage of a page upgrades in one task: each reads its colours and
    // starts its core in a task of its own after it.
    if (!this.#painted) applyBuiltIn(this.#view.frame);
    const turn = ++this.#turn;
    nextTask().then(() => {
      if (turn !== this.#turn || !this.#connected) return;
      this.#paint();
      if (this.loading === 'lazy' && !this.#core) {
        scheduler.whenNear(this, () => this.#load());
        return;
      }
      // The paper, while the core loads: a canvas's first drawing sets it up,
      // work that would otherwise lengthen the task of the scene's first frame.
      if (!this.#core) {
        this.#papered = true;
        this.#redraw();
      }
      this.#load();
    });
  }

  disconnectedCallback() {
    // A move is a disconnect and a reconnect in one task: free only a real removal.
    queueMicrotask(() => {
      if (this.isConnected || !this.#connected) return;
      this.#connected = false;
      this.#unwatch();
      scheduler.removeStage(this);
      removeMainStage(this);
      this.#drop();
    });
  }

  // Also called for each observed attribute present when the element upgrades.
  attributeChangedCallback(name) {
    if (name === 'scene') {
      this.#expect();
      if (this.#core && this.#connected) this.#enter();
    } else if (name === 'max-dpr') {
      this.#renderer.maxDpr = this.maxDpr;
      if (this.#fit()) this.#redraw();
    } else if (name === 'touch-action') {
      this.#touch();
    } else if (name === 'alt' || name === 'controls') {
      this.#describe(true);
      this.#showPlayState();
    }
    else if (name === 'speed') this.#timeScale = this.speed;
    else if (name === 'time' && this.#scene) this.#time.openAt(this.getAttribute('time'), () => this.pause());
    // autoplay is read when the first scene starts
  }

  // --- internals --------------------------------------------------------------

  // Until its first scene plays, the stage takes the shape that scene will give it.
  #expect() {
    if (!this.#scene) this.#view.expect(stageShape(this.getAttribute('scene')));
  }

  #load() {
    if (this.#core) {
      this.#enter();
      return;
    }
    const id = this.getAttribute('scene');
    this.#loading ??= Promise.all([loadCore(id), loadGameParts(id)]).then(([core]) => nextTask(core)).then(
      (core) => {
        this.#core = core;
        if (this.#connected) this.#enter();
      },
      (error) => this.#fail(error instanceof StageError ? error : new StageError('unsupported', error?.message ?? error, error)),
    );
  }

  #enter() {
    const core = this.#core;
    let scene = this.#scene;
    try {
      const id = this.getAttribute('scene') || core.sceneIds()[0];
      if (id === this.#sceneId && scene) return this.#recover();
      if (!core.hasScene(id)) throw new StageError('unknown-scene', `Unknown scene "${id}". Valid scenes: ${core.sceneIds().join(', ')}.`);
      // A scene of another family: its core loads first (and the game's parts
      // for a scene that has them), the current scene plays on meanwhile.
      if (!core.isLoaded(id) || (wantsGameParts(id) && !gameParts())) {
        Promise.all([core.load(id), loadGameParts(id)]).then(() => this.#connected && this.#enter(), (error) => this.#fail(error));
        return;
      }
      if (gameParts() && !this.#feel) this.#addGameParts(gameParts());
      this.#drop();
      try {
        scene = new core.Scene(id);
      } catch (error) {
        throw creationFailure(error);
      }
      this.#scene = scene;
      this.#sceneId = id;
      this.#serial = scene.statusSerial();
      this.#settings = new SceneSettings(scene, id);
      this.#settings.restoreKept();
      this.#settings.applyAttributes(this.attributes);
      this.#buildControls();
      this.#feel?.attach(scene);
      this.#share?.attach(scene, id);
      this.#daily?.attach(scene);
      this.#view.keys.textContent = scene.keysHelp();
      this.#touch();
      this.#view.setTall(Boolean(scene.tallFrame?.()));
      if (!this.#entered && !this.#chosen) this.#playing = this.autoplay && !reducedMotion.matches;
      this.#time.forget();
      this.#time.openAt(this.getAttribute('time'), () => (this.#playing = false));
      this.#fit();
      this.#advance(0);
      this.#say(scene.status());
      hold(scene, !this.#playing);
      this.#redraw();
      this.#describe(true);
    } catch (error) {
      this.#drop();
      this.#fail(error instanceof StageError ? error : new StageError('scene', error?.message ?? error, error));
      return;
    }
    this.#entered = true;
    this.#recover();
    this.#skipNext = true;
    this.#settle.resolve();
    this.dispatchEvent(new Event('load'));
    scheduler.wake();
  }

  // The bar's sound, Share and today's-course controls, made once: they hide
  // for a scene without them.
  #addGameParts({ GameFeel, GameShare, GameDaily }) {
    this.#feel = new GameFeel(this.#view);
    this.#share = new GameShare(this.#view, { changed: () => this.changedParams(), say: (text) => this.#say(text) });
    this.#daily = new GameDaily(this.#view, {
      changed: () => {
        this.#redraw();
        this.#afterNews();
        this.dispatchEvent(new Event('change', { bubbles: true }));
      },
    });
  }

  #drop() {
    this.#scene?.delete();
    this.#scene = null;
    this.#feel?.attach(null);
    this.#share?.attach(null, '');
    this.#daily?.attach(null);
    this.#sceneId = '';
    this.#settings = null;
  }

  // One Pause control per stage: a scene's own pause button is the bar's.
  #buildControls() {
    const controls = this.#scene.controls().filter((control) => !isPauseControl(control));
    this.#pad = controls.map(({ code }) => ({ code, down: false }));
    this.#view.setControls(controls, (code, down) => {
      if (!down) return this.#scene?.key(code, false);
      this.#act(code, true);
      // Keys go to the stage, not the button: Space after a click is the game's.
      this.#view.canvas.focus({ preventScroll: true });
    });
  }

  #tick(dt) {
    if (this.#skipNext) {
      this.#skipNext = false;
      this.#scene.resync();
      dt = 0;
    }
    pollGamepad(this.#pad, (code, down) => this.#act(code, down));
    if (!this.#scene) return;
    this.#draw(dt * this.#timeScale);
    this.#feel?.update(this.#scene);
    // News the scene made by itself (a game over) is spoken like an action's.
    const serial = this.#scene.statusSerial();
    if (serial !== this.#serial) {
      this.#serial = serial;
      this.#afterNews();
    }
    // The accessible name follows the main values, at most once a second.
    if ((this.#sinceLabel += dt) >= 1) {
      this.#sinceLabel = 0;
      this.#describe();
      this.#settings.keep(this.#timeScale === 1);
    }
  }

  #interrupt() {
    if (!this.#scene) return;
    this.#scene.interrupt();
    this.#redraw();
    this.#afterNews();
  }

  #afterNews() {
    this.#describe();
    this.#settings.keep(this.#timeScale === 1);
    this.#say(this.#scene.status());
    if (held(this.#scene) && this.#playing) this.pause();
  }

  #setFrozen(frozen) {
    if (frozen === this.#frozen) return;
    this.#frozen = frozen;
    if (!frozen) this.#skipNext = true;
    this.dispatchEvent(new Event(frozen ? 'freeze' : 'unfreeze'));
    scheduler.wake();
  }

  // The one play/pause state: the scene's own hold follows it, and a scene that
  // held or released itself (Space in a walk scene) moves it.
  #setPlaying(on) {
    this.#chosen = true;
    if (on === this.#playing) return;
    this.#playing = on;
    const scene = this.#scene;
    if (scene) {
      if (hold(scene, !on)) this.#redraw();
      if (!on) this.#time.update(); // the scrubber shows the moment it stopped on, exactly
      this.#skipNext = true;
      this.#say(on || held(scene) ? scene.status() : 'Paused.');
    }
    this.#showPlayState();
    this.dispatchEvent(new Event(on ? 'play' : 'pause'));
    scheduler.wake();
  }

  // A key for the scene (down or up); a used press redraws at once and says what changed.
  #act(code, down) {
    const scene = this.#scene;
    if (!scene) return false;
    if (down && this.#time.key(code)) return true;
    const before = held(scene);
    const used = scene.key(code, down);
    if (!used && down && code === 'KeyM' && this.#feel?.toggleMute()) {
      this.#say(this.#feel.muted ? 'Sound off.' : 'Sound on.');
      return true;
    }
    if (!used || !down) return used;
    this.#draw(0);
    this.#feel?.update(scene);
    this.#describe();
    this.#settings.keep(this.#timeScale === 1);
    this.#say(scene.status());
    this.dispatchEvent(new Event('change', { bubbles: true }));
    const now = held(scene);
    // A game held still (no autoplay, reduced motion) starts once the player acts.
    if (now !== before || (!now && scene.userDriven())) this.#setPlaying(!now);
    return used;
  }

  // The backing store and the scene's frame follow the canvas's size, read
  // once and before the backing store is written (a read after the write
  // would lay the page out again); `measured`: read already.
  #fit(measured = false) {
    if (!measured) this.#frame.measure(this.#view.canvas);
    return this.#renderer.fit(this.#frame.width, this.#frame.height);
  }

  // A frame played and not yet drawn: its status and readouts are current.
  #advance(dt) {
    this.#frame.apply(this.#scene);
    this.#scene.buildPose(dt);
  }

  #draw(dt) {
    if (!this.#scene) return;
    this.#advance(dt);
    this.#renderer.draw(this.#scene.drawList(), this.#scene.drawText());
    this.#time.update(this.#playing);
  }

  // Without a scene, the paper again: a resize clears the canvas.
  #redraw() {
    if (this.#scene) this.#draw(0);
    else if (this.#papered) this.#renderer.draw(NOTHING);
  }

  // Once the stage is in a page (its first turn: a host's colours are read
  // from there) and when the scheme changes; each call costs a style recalculation.
  #paint() {
    this.#painted = true;
    applyPalette(this, this.#view.frame, this.#view.probe);
    if (this.#renderer.readTheme()) this.#redraw();
  }

  #touch() {
    this.#view.setTouch(this.getAttribute('touch-action'), takesTaps(this.#scene));
  }

  #describe(force = false) {
    if (this.#scene) this.#view.describe(this.alt, this.#scene.description(), force);
  }

  #say(text) {
    this.#view.say(text);
  }

  #fail(error) {
    const text = sentence(error);
    console.warn(`<stickman-stage>: ${text}`, error);
    this.#failed = true;
    this.#view.showFailure(text);
    // Buttons that can press nothing go; the bar says what went wrong.
    if (!this.#scene) this.#view.expect({ pad: [] });
    this.classList.add('failed');
    this.#showPlayState();
    if (!this.#entered) this.#settle.reject(error);
    this.dispatchEvent(new CustomEvent('error', { detail: { message: text, kind: error.kind, error } }));
  }

  #recover() {
    this.#failed = false;
    this.classList.remove('failed');
    this.#view.hideMessage();
    this.#showPlayState();
  }

  #showPlayState() {
    this.#view.showPlayState({ playing: this.#playing, controls: this.controls, loaded: Boolean(this.#scene), failed: this.#failed });
    this.#time.usable(Boolean(this.#scene), this.#failed);
  }
}

customElements.define('stickman-stage', StickmanStage);
