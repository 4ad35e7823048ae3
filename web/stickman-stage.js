// <stickman-stage>: one live, accessible scene of the pose core, for this
// site's page, an iframe embed or a blog post. Every stage on a page shares
// one wasm instance, one animation loop and one IntersectionObserver.
//
//   <script type="module" src="stickman-stage.js"></script>
//   <stickman-stage scene="walk-03" autoplay controls stride-deg="36"></stickman-stage>
//
// Attributes: scene, autoplay, controls, speed, alt, loading (auto|lazy|eager),
// max-dpr, and any settable scene parameter in kebab-case. Boolean attributes
// read ="false" as false. Events: load, error, play, pause, freeze, unfreeze,
// change (a user action changed the scene). Methods: play(), pause(), reset().
import { loadCore } from './core.js';
import { Renderer } from './renderer.js';
import * as scheduler from './scheduler.js';

const OWN = new Set(['scene', 'autoplay', 'controls', 'speed', 'alt', 'loading', 'max-dpr', 'id', 'class', 'style', 'title', 'hidden', 'tabindex', 'role', 'lang', 'dir', 'slot', 'part', 'inert']);
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const darkScheme = matchMedia('(prefers-color-scheme: dark)');
// A click or an unused key while paused steps the still frame by this much.
const STEP_WHEN_PAUSED = 1 / 30;
// Gamepad buttons: 0 (A / cross) and 1 (B / circle) stand for the first two controls.
const PAD_BUTTONS = 2;
// Polled only while one is connected: most pages never see a gamepad.
let gamepads = 0;
addEventListener('gamepadconnected', () => gamepads++);
addEventListener('gamepaddisconnected', () => (gamepads = Math.max(0, gamepads - 1)));

const flag = (el, name) => el.hasAttribute(name) && el.getAttribute(name) !== 'false';
const camel = (kebab) => kebab.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

const SHADOW = `
<link rel="stylesheet" href="${new URL('stage.css', import.meta.url)}">
<div class="box">
  <canvas id="stage" part="canvas" role="application" tabindex="0" aria-roledescription="animation stage" aria-label="Loading the animation"></canvas>
  <button id="start" class="start" type="button" hidden>Play</button>
</div>
<div class="bar" part="bar">
  <button id="play" type="button" aria-pressed="false">Play</button>
  <span id="controls" class="controls"></span>
</div>
<p id="status" class="status" part="status" role="status" aria-live="polite"></p>
<p id="keys" class="keys" part="keys"></p>`;

export class StickmanStage extends HTMLElement {
  static observedAttributes = ['scene', 'speed', 'alt', 'max-dpr', 'controls', 'autoplay'];

  #core = null;
  #scene = null;
  #sceneId = '';
  #renderer = null;
  #playing = false;
  #frozen = false;
  #skipNext = true;
  #label = '';
  #sinceLabel = 0;
  #defaults = {};
  #loading = null;
  #timeScale = 1;
  #kept = {};
  #pad = [];
  #serial = 0;
  #connected = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = SHADOW;
    this.canvas = root.getElementById('stage');
    // Sized before the stylesheet arrives, so the page's layout (and the lazy
    // loader's idea of what is near the viewport) never sees a 300x150 canvas.
    Object.assign(this.canvas.style, { display: 'block', width: '100%', aspectRatio: 'var(--stage-ratio, 16 / 9)' });
    // Unstyled buttons and text would flash and then jump: show the stage once
    // its stylesheet has arrived (or failed to).
    const parts = [...root.children].filter((el) => el.localName !== 'link');
    for (const el of parts) el.style.visibility = 'hidden';
    const reveal = () => parts.forEach((el) => el.style.removeProperty('visibility'));
    const sheet = root.querySelector('link');
    sheet.addEventListener('load', reveal, { once: true });
    sheet.addEventListener('error', reveal, { once: true });
    this.statusLine = root.getElementById('status');
    this.keysLine = root.getElementById('keys');
    this.playButton = root.getElementById('play');
    this.startButton = root.getElementById('start');
    this.controlsBox = root.getElementById('controls');
    this.#renderer = new Renderer(this.canvas);
    this.canvas.addEventListener('keydown', (e) => this.#onKey(e));
    this.canvas.addEventListener('keyup', (e) => this.#onKey(e));
    this.canvas.addEventListener('click', () => this.#onClick());
    this.canvas.addEventListener('pointerdown', (e) => this.#onTap(e, true));
    this.canvas.addEventListener('pointerup', (e) => this.#onTap(e, false));
    this.canvas.addEventListener('pointercancel', (e) => this.#onTap(e, false));
    this.playButton.addEventListener('click', () => (this.#playing ? this.pause() : this.play()));
    this.startButton.addEventListener('click', () => {
      this.play();
      this.canvas.focus();
    });
    this.onMotionPreference = () => (reducedMotion.matches ? this.pause() : flag(this, 'autoplay') && this.play());
    this.onTheme = () => {
      this.#renderer.readTheme();
      this.#redraw();
    };
    this.onResize = () => {
      if (this.#renderer.fit()) this.#redraw();
    };
    this.resizeObserver = new ResizeObserver(this.onResize);
  }

  // --- public surface ---------------------------------------------------------

  get paused() {
    return !this.#playing;
  }
  get frozen() {
    return this.#frozen;
  }
  get scene() {
    return this.#sceneId;
  }
  get running() {
    return Boolean(this.#scene) && this.#playing && !this.#frozen && !document.hidden;
  }

  play() {
    if (this.#playing) return;
    this.#playing = true;
    this.#skipNext = true;
    this.#showPlayState();
    this.dispatchEvent(new Event('play'));
    scheduler.wake();
  }

  pause() {
    if (!this.#playing) return;
    this.#playing = false;
    this.#showPlayState();
    this.dispatchEvent(new Event('pause'));
  }

  reset() {
    if (!this.#scene) return;
    this.#scene.reset();
    this.#redraw();
  }

  // Settable parameters whose value differs from the scene's own default.
  changedParams() {
    const out = {};
    if (!this.#scene) return out;
    for (const [name, value] of Object.entries(this.#defaults)) {
      const now = this.#scene.param(name);
      if (Math.abs(now - value) > 1e-6) out[name] = Number(now.toFixed(4));
    }
    return out;
  }

  // --- lifecycle --------------------------------------------------------------

  connectedCallback() {
    if (this.#connected) return; // moved within the DOM: keep going
    this.#connected = true;
    this.resizeObserver.observe(this.canvas);
    this.#watchDpr();
    reducedMotion.addEventListener('change', this.onMotionPreference);
    darkScheme.addEventListener('change', this.onTheme);
    scheduler.addStage(this);
    scheduler.observe(this);
    this.#showPlayState();
    if (this.getAttribute('loading') === 'lazy') scheduler.whenNear(this);
    else this.nearViewport();
  }

  disconnectedCallback() {
    // A move is a disconnect and a reconnect in one task: free only a real removal.
    queueMicrotask(() => {
      if (this.isConnected || !this.#connected) return;
      this.#connected = false;
      this.resizeObserver.disconnect();
      reducedMotion.removeEventListener('change', this.onMotionPreference);
      darkScheme.removeEventListener('change', this.onTheme);
      scheduler.removeStage(this);
      scheduler.unobserve(this);
      scheduler.cancelNear(this);
      this.#scene?.delete();
      this.#scene = null;
      this.#sceneId = '';
    });
  }

  // Also called for each observed attribute present when the element upgrades.
  attributeChangedCallback(name) {
    switch (name) {
      case 'scene':
        if (this.#core) this.#enter();
        break;
      case 'speed':
        this.#timeScale = this.#speed();
        break;
      case 'max-dpr':
        this.#renderer.maxDpr = this.#maxDpr();
        this.onResize();
        break;
      case 'alt':
      case 'controls':
        this.#describe(true);
        this.#showPlayState();
        break;
      default:
        break; // autoplay is read when the first scene starts
    }
  }

  // The scheduler and the observers call these.

  nearViewport() {
    this.#loading ??= loadCore().then(
      (core) => {
        this.#core = core;
        if (this.#connected) this.#enter();
      },
      (error) => this.#fail(`The animation could not start: ${error?.message ?? error}`),
    );
  }

  setFrozen(frozen) {
    if (frozen === this.#frozen) return;
    this.#frozen = frozen;
    if (!frozen) this.#skipNext = true;
    this.dispatchEvent(new Event(frozen ? 'freeze' : 'unfreeze'));
    scheduler.wake();
  }

  resume() {
    this.#skipNext = true;
  }

  interrupt() {
    if (!this.#scene) return;
    this.#scene.interrupt();
    this.#redraw();
    this.#say(this.#scene.status());
  }

  tick(dt) {
    if (this.#skipNext) {
      this.#skipNext = false;
      this.#scene.resync();
      dt = 0;
    }
    this.#pollGamepad();
    this.#draw(dt * this.#timeScale);
    // News the scene made by itself (a game over) is spoken like an action's.
    const serial = this.#scene.statusSerial();
    if (serial !== this.#serial) {
      this.#serial = serial;
      this.#describe();
      this.#keep();
      this.#say(this.#scene.status());
    }
    // The accessible name follows the main values, at most once a second.
    if ((this.#sinceLabel += dt) >= 1) {
      this.#sinceLabel = 0;
      this.#describe();
      this.#keep();
    }
  }

  // --- internals --------------------------------------------------------------

  #enter() {
    const core = this.#core;
    const id = this.getAttribute('scene') || core.sceneIds()[0];
    if (id === this.#sceneId && this.#scene) return;
    if (!core.hasScene(id)) {
      this.#fail(`Unknown scene "${id}". Valid scenes: ${core.sceneIds().join(', ')}.`);
      return;
    }
    const first = !this.#scene;
    this.classList.remove('failed');
    this.#scene?.delete();
    const scene = new core.Scene(id);
    this.#scene = scene;
    this.#sceneId = id;
    this.#serial = scene.statusSerial();
    this.#defaults = {};
    // A kept value (a best score) is the visitor's, not a setting to share in a URL.
    for (const name of scene.paramNames()) {
      if (scene.isSettable(name) && !scene.isPersistent(name)) this.#defaults[name] = scene.param(name);
    }
    this.#restoreKept();
    this.#applyParamAttributes();
    this.#buildControls();
    this.keysLine.textContent = scene.keysHelp();
    this.#renderer.fit();
    this.#draw(0);
    this.#describe(true);
    this.#say(scene.status());
    if (first) {
      this.#playing = flag(this, 'autoplay') && !reducedMotion.matches;
      this.#showPlayState();
    }
    this.#skipNext = true;
    this.dispatchEvent(new Event('load'));
    scheduler.wake();
  }

  // Persistent settings (a best score) live in localStorage. Whatever comes
  // back goes through the scene's clamping setter; anything unreadable is ignored.
  #storageKey(name) {
    return `stickman-motion:${this.#sceneId}:${name}`;
  }

  #restoreKept() {
    this.#kept = {};
    for (const name of this.#scene.paramNames()) {
      if (!this.#scene.isPersistent(name)) continue;
      let stored = null;
      try {
        stored = localStorage.getItem(this.#storageKey(name));
      } catch {
        // storage unavailable (privacy mode, sandboxed frame): nothing to restore
      }
      const value = stored === null || stored.trim() === '' ? NaN : Number(stored);
      this.#kept[name] = Number.isFinite(value) ? this.#scene.setParam(name, value) : this.#scene.param(name);
    }
  }

  #keep() {
    for (const [name, old] of Object.entries(this.#kept)) {
      const value = this.#scene.param(name);
      if (value === old) continue;
      this.#kept[name] = value;
      try {
        localStorage.setItem(this.#storageKey(name), String(value));
      } catch {
        // storage full or unavailable: the value lives for this visit only
      }
    }
  }

  #applyParamAttributes() {
    for (const attr of this.attributes) {
      if (OWN.has(attr.name) || attr.name.startsWith('aria-') || attr.name.startsWith('data-')) continue;
      const name = camel(attr.name);
      const value = Number(attr.value);
      if (!(name in this.#defaults)) {
        console.warn(`<stickman-stage>: "${attr.name}" is not a setting of scene "${this.#sceneId}"`);
      } else if (attr.value.trim() === '' || !Number.isFinite(value)) {
        console.warn(`<stickman-stage>: ${attr.name}="${attr.value}" is not a number; kept the default`);
      } else {
        this.#scene.setParam(name, value);
      }
    }
  }

  #buildControls() {
    this.#pad = [];
    this.controlsBox.replaceChildren(
      ...this.#scene.controls().map(({ label, code }) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = label;
        button.addEventListener('click', () => this.#press(code));
        this.#pad.push({ code, down: false });
        return button;
      }),
    );
  }

  #draw(dt) {
    this.#scene.buildPose(dt);
    this.#renderer.draw(this.#scene.drawList(), this.#scene.drawText());
  }

  #redraw() {
    if (this.#scene) this.#draw(0);
  }

  #describe(force = false) {
    if (!this.#scene) return;
    const alt = this.getAttribute('alt');
    const text = this.#scene.description();
    const label = alt || text;
    if (force || label !== this.#label) {
      this.#label = label;
      this.canvas.setAttribute('aria-label', label);
      if (alt) this.canvas.setAttribute('aria-description', text);
      else this.canvas.removeAttribute('aria-description');
    }
  }

  #say(text) {
    if (this.statusLine.textContent !== text) this.statusLine.textContent = text;
  }

  #fail(message) {
    this.#say(message);
    this.canvas.setAttribute('aria-label', message);
    this.classList.add('failed');
    this.dispatchEvent(new CustomEvent('error', { detail: message }));
  }

  // A key for the scene: it redraws at once and says what changed.
  #press(code) {
    if (!this.#scene) return false;
    const used = this.#scene.key(code, true);
    this.#scene.key(code, false);
    if (used) this.#afterAction();
    return used;
  }

  #afterAction() {
    this.#draw(0);
    this.#describe();
    this.#keep();
    this.#say(this.#scene.status());
    this.dispatchEvent(new Event('change', { bubbles: true }));
    // A game held still for reduced motion starts once the player acts.
    if (!this.#playing && reducedMotion.matches && this.#scene.userDriven()) this.play();
  }

  #onKey(event) {
    if (!this.#scene || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.type === 'keyup') {
      this.#scene.key(event.code, false);
      return;
    }
    if (event.repeat) {
      if (this.#scene.key(event.code, true)) event.preventDefault();
      return;
    }
    if (this.#scene.key(event.code, true)) {
      event.preventDefault();
      this.#afterAction();
    } else if (!this.running && event.key.length === 1) {
      this.#draw(STEP_WHEN_PAUSED);
    }
  }

  #onClick() {
    this.canvas.focus();
    if (!this.running && this.#scene && !this.#scene.tapCode()) this.#draw(STEP_WHEN_PAUSED);
  }

  // A tap on the stage is the scene's tap key (a jump, in a game).
  #onTap(event, down) {
    const code = this.#scene?.tapCode();
    if (!code || !event.isPrimary) return;
    event.preventDefault();
    if (this.#scene.key(code, down) && down) this.#afterAction();
  }

  #pollGamepad() {
    if (!gamepads || !this.#pad.length) return;
    const pad = [...navigator.getGamepads()].find(Boolean);
    if (!pad) return;
    for (let b = 0; b < Math.min(PAD_BUTTONS, this.#pad.length); b++) {
      const down = Boolean(pad.buttons[b]?.pressed);
      const slot = this.#pad[b];
      if (down === slot.down) continue;
      slot.down = down;
      if (this.#scene.key(slot.code, down) && down) this.#afterAction();
    }
  }

  #showPlayState() {
    const controls = flag(this, 'controls');
    this.toggleAttribute('data-controls', controls);
    this.playButton.textContent = this.#playing ? 'Pause' : 'Play';
    this.playButton.setAttribute('aria-pressed', String(!this.#playing));
    // Without a control bar, a paused stage still offers a visible way to play.
    this.startButton.hidden = this.#playing || controls || !this.#scene;
  }

  // Zoom and moving between screens change devicePixelRatio without a resize.
  #watchDpr() {
    matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        if (!this.#connected) return;
        this.onResize();
        this.#watchDpr();
      },
      { once: true },
    );
  }

  #speed() {
    const s = Number(this.getAttribute('speed') ?? 1);
    return Number.isFinite(s) ? Math.min(4, Math.max(0, s)) : 1;
  }

  #maxDpr() {
    const d = Number(this.getAttribute('max-dpr') ?? 2);
    return Number.isFinite(d) && d > 0 ? Math.min(d, 4) : 2;
  }
}

customElements.define('stickman-stage', StickmanStage);
