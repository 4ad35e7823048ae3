// What a <stickman-stage> does with the scene it shows: enters it, plays it
// (the one play/pause state, ticks, keys), draws it and says what changed.
// The element (stickman-stage.js) is its public surface and its life in the
// page; it reads the element's attributes and fires its events through `host`.
import { keyHandler, listen, pollGamepad, takesTaps } from '../controls/input.js';
import { onPress } from '../controls/press.js';
import { StageView } from '../controls/stage-view.js';
import { addAfterEntry, loadBar } from './after-first-frame.js';
import { StageError, quoted } from './failure.js';
import { held, hold, isPauseControl } from './play-state.js';
import * as scheduler from './scheduler.js';
import { SceneSlot } from './scene-slot.js';
import { StagePicture } from './stage-picture.js';
import { StageStatus } from './stage-status.js';
import { playerTimeline } from './timeline.js';
import { reducedMotion } from './watch.js';

// A click, a tap or an unused key while paused steps the still frame by one frame, as `.` does.
const STEP_WHEN_PAUSED = 1 / 60;

export class StagePlayer {
  playing = false;
  frozen = false;
  timeScale = 1;
  core = null;
  view;
  keys;
  picture;
  time;
  input;
  status;
  slot = new SceneSlot();
  #host;
  #chosen = false; // play() or pause() was called: autoplay no longer decides
  #skipNext = true;
  #sinceLabel = 0;
  #pad = [];
  #serial = 0;
  #barLoading = null;
  // The scheduler's private side of the stage.
  hooks = {
    running: () => this.running,
    tick: (dt) => this.#tick(dt),
    interrupt: () => this.#interrupt(),
    resume: () => (this.#skipNext = true),
    setFrozen: (frozen) => this.#setFrozen(frozen),
  };

  constructor(host, root) {
    this.#host = host;
    this.view = new StageView(root);
    this.status = new StageStatus(host, this.view);
    this.picture = new StagePicture(host, this.view);
    this.input = {
      scene: () => this.scene,
      running: () => this.running,
      act: (code, down) => this.#act(code, down),
      hold: (code, down) => Boolean(this.scene?.key(code, down)),
      step: () => this.#draw(STEP_WHEN_PAUSED),
    };
    this.keys = keyHandler(this.input);
    listen(this.view.canvas, this.input);
    // Keys go to the stage, not the button: Space after a click is the scene's.
    onPress(this.view.play, () => this.#playFromButton(!this.playing));
    this.time = playerTimeline(this, host);
    this.picture.after = (scene) => this.time.overlay(scene);
    this.view.start.addEventListener('click', () => this.#playFromButton(true));
  }

  #playFromButton(on) {
    this.setPlaying(on);
    this.view.canvas.focus({ preventScroll: true });
  }

  get scene() {
    return this.slot.scene;
  }
  // The control bar's time bar, once the bar is loaded (with `controls`).
  get bar() {
    return this.view.bar?.time;
  }

  // Loads the control bar for a stage with controls, once; resolves when it is there.
  loadBar() {
    return (this.#barLoading ??= loadBar(this, this.#host));
  }
  get running() {
    return Boolean(this.scene) && this.playing && !this.frozen && !document.hidden;
  }

  // Shows the scene the host's attributes name, from `core`; connected(): the host still is.
  enter(core, connected) {
    const host = this.#host;
    this.core = core;
    let scene = this.scene;
    let autoplays = false;
    try {
      const id = host.getAttribute('scene') || core.sceneIds()[0];
      if (id === this.slot.id && scene) return this.#recover();
      if (!core.hasScene(id)) throw new StageError('unknown-scene', `Unknown scene ${quoted(id)}. Valid scenes: ${core.sceneIds().join(', ')}.`);
      // A scene of another family: its core loads first, the current scene
      // plays on meanwhile.
      if (!core.isLoaded(id)) {
        // Once it is there, only if the stage still asks for that scene: a
        // later switch has already entered (or failed) on its own.
        const still = () => connected() && (host.getAttribute('scene') || core.sceneIds()[0]) === id;
        core.load(id).then(() => still() && this.enter(core, connected), (error) => still() && this.fail(error));
        return;
      }
      scene = this.slot.fill(core, id, host.attributes);
      this.#serial = scene.statusSerial();
      this.#buildControls();
      this.view.keys.textContent = this.time.keysHelp(scene);
      this.view.barChanged(); // the game's parts show or hide with the scene
      this.touch();
      this.view.setTall(Boolean(scene.tallFrame?.()));
      autoplays = !this.status.entered && !this.#chosen;
      if (autoplays) this.playing = host.autoplay && !reducedMotion.matches;
      this.bar?.forget();
      this.time.openAt(host.getAttribute('time'), () => (this.playing = false));
      this.picture.fit();
      this.picture.advance(scene, 0);
      this.view.say(scene.status());
      hold(scene, !this.playing);
    } catch (error) {
      this.slot.drop();
      return this.fail(error);
    }
    // A page's first scene is drawn in a task of its own: made and drawn in
    // one, the two took over 50 ms on a phone. A later scene is drawn at once.
    if (this.status.entered) this.#show(autoplays);
    else setTimeout(() => connected() && this.scene === scene && this.#show(autoplays));
  }

  // The scene entered, drawn and told: `load` says its first frame is there.
  #show(autoplays) {
    const host = this.#host;
    try {
      this.redraw();
      this.describe(true);
    } catch (error) {
      this.slot.drop();
      return this.fail(error);
    }
    this.status.shown();
    this.showPlayState();
    this.#skipNext = true;
    host.dispatchEvent(new Event('load'));
    // As a video's autoplay does: play says the stage started by itself.
    if (autoplays && this.playing) host.dispatchEvent(new Event('play'));
    scheduler.wake();
    addAfterEntry(this, host, () => {
      this.redraw();
      this.#afterNews();
    });
  }

  // One Pause control per stage: a scene's own pause button is the bar's.
  #buildControls() {
    const controls = this.scene.controls().filter((control) => !isPauseControl(control));
    this.#pad = controls.filter((control) => control.primary).map(({ code }) => ({ code, down: false }));
    this.view.setControls(controls, (code, down) => {
      if (!down) return this.scene?.key(code, false);
      this.#act(code, true);
      // Keys go to the stage, not the button: Space after a click is the game's.
      this.view.canvas.focus({ preventScroll: true });
    });
  }

  #tick(dt) {
    if (this.#skipNext) {
      this.#skipNext = false;
      this.scene.resync();
      dt = 0;
    }
    pollGamepad(this.#pad, (code, down) => this.#act(code, down));
    if (!this.scene) return;
    this.#draw(dt * this.timeScale);
    this.slot.parts?.update(this.scene);
    // News the scene made by itself (a game over) is spoken like an action's.
    const serial = this.scene.statusSerial();
    if (serial !== this.#serial) {
      this.#serial = serial;
      this.#afterNews();
    }
    // The accessible name follows the main values, at most once a second.
    if ((this.#sinceLabel += dt) >= 1) {
      this.#sinceLabel = 0;
      this.describe();
      this.#keep();
    }
  }

  #keep() {
    this.slot.keep(this.timeScale === 1);
  }

  #interrupt() {
    if (!this.scene) return;
    this.scene.interrupt();
    this.redraw();
    this.#afterNews();
  }

  #afterNews() {
    this.describe();
    this.#keep();
    this.view.say(this.scene.status());
    if (held(this.scene) && this.playing) this.setPlaying(false);
  }

  #setFrozen(frozen) {
    if (frozen === this.frozen) return;
    this.frozen = frozen;
    if (!frozen) this.#skipNext = true;
    this.#host.dispatchEvent(new Event(frozen ? 'freeze' : 'unfreeze'));
    scheduler.wake();
  }

  // The one play/pause state: the scene's own hold follows it, and a scene that
  // held or released itself (Space in a walk scene) moves it.
  setPlaying(on) {
    this.#chosen = true;
    if (on === this.playing) return;
    this.playing = on;
    const scene = this.scene;
    if (scene) {
      if (hold(scene, !on)) this.redraw();
      if (!on) this.bar?.update(); // the scrubber shows the moment it stopped on, exactly
      this.#skipNext = true;
      this.view.say(on || held(scene) ? scene.status() : 'Paused.');
    }
    this.showPlayState();
    this.#host.dispatchEvent(new Event(on ? 'play' : 'pause'));
    scheduler.wake();
  }

  // A key for the scene (down or up); a used press redraws at once and says what changed.
  #act(code, down) {
    const scene = this.scene;
    if (!scene) return false;
    if (down && this.time.key(code)) return true;
    const before = held(scene);
    const used = scene.key(code, down);
    const muted = !used && down && code === 'KeyM' ? this.slot.parts?.toggleMute() : null;
    if (muted) {
      this.view.say(muted);
      return true;
    }
    if (!used || !down) return used;
    this.#draw(0);
    this.slot.parts?.update(scene);
    this.#afterNews();
    this.#host.dispatchEvent(new Event('change', { bubbles: true }));
    const now = held(scene);
    // A game held still (no autoplay, reduced motion) starts once the player acts.
    if (now !== before || (!now && scene.userDriven())) this.setPlaying(!now);
    return used;
  }

  #draw(dt) {
    if (!this.scene) return;
    this.picture.advance(this.scene, dt);
    this.picture.show(this.scene);
    this.bar?.update(this.playing);
  }

  redraw() {
    if (this.scene) this.#draw(0);
    else this.picture.show(null);
  }

  touch() {
    this.view.setTouch(this.#host.getAttribute('touch-action'), takesTaps(this.scene));
  }

  describe(force = false) {
    if (this.scene) this.view.describe(this.#host.alt, this.scene.description(), force);
  }

  // error: a StageError, or what a scene's making or drawing threw.
  fail(error) {
    if (!(error instanceof StageError)) error = new StageError('scene', error?.message ?? error, error);
    this.status.fail(error, Boolean(this.scene));
    this.showPlayState();
  }

  #recover() {
    this.status.recover();
    this.showPlayState();
  }

  showPlayState() {
    const { failed } = this.status;
    this.view.showPlayState({ playing: this.playing, controls: this.#host.controls, loaded: Boolean(this.scene), failed });
    this.bar?.usable(Boolean(this.scene), failed);
    this.view.barChanged();
  }
}
