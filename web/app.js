// The page shell: loads the pose core, builds the mode tabs from the scenes
// the core offers, routes keys and on-screen controls to the current scene,
// and speaks through the status line only after a user action or a mode change.
import createPoseCore from './posecore.mjs';
import { Loop } from './loop.js';
import { Renderer } from './renderer.js';

const $ = (id) => document.getElementById(id);
const stage = $('stage');
const tabs = $('modes');
const statusLine = $('status');
const keysLine = $('keys');
const controls = $('controls');
const playButton = $('play');

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const darkScheme = matchMedia('(prefers-color-scheme: dark)');
// A click or an unused key while paused steps the still frame by this much.
const STEP_WHEN_PAUSED = 1 / 30;

let core = null;
let scene = null;
let modeId = '';
let label = '';

function say(text) {
  if (statusLine.textContent !== text) statusLine.textContent = text;
}

function describe() {
  const next = scene.description();
  if (next !== label) stage.setAttribute('aria-label', (label = next));
}

const renderer = new Renderer(stage);

function render(dt) {
  scene.buildPose(dt);
  renderer.draw(scene.drawList(), scene.drawText());
}

let sinceLabel = 0;
function frame(dt) {
  render(dt);
  // The accessible name follows the main values, at most once a second.
  if ((sinceLabel += dt) >= 1) {
    sinceLabel = 0;
    describe();
  }
}
let loop = null;

function setPlaying(playing) {
  loop.setPaused(!playing);
  playButton.setAttribute('aria-pressed', String(!playing));
  playButton.textContent = playing ? 'Pause' : 'Play';
}

function modeFromHash() {
  const id = decodeURIComponent(location.hash.slice(1).split('&')[0]);
  return core.hasScene(id) ? id : core.sceneIds()[0];
}

function buildTabs() {
  tabs.replaceChildren(
    ...core.sceneIds().map((id) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.setAttribute('role', 'tab');
      tab.id = `tab-${id}`;
      tab.dataset.mode = id;
      tab.textContent = core.sceneTitle(id);
      tab.setAttribute('aria-controls', 'panel');
      return tab;
    }),
  );
}

function selectTab(id) {
  for (const tab of tabs.children) {
    const on = tab.dataset.mode === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  $('panel').setAttribute('aria-labelledby', `tab-${id}`);
}

function buildControls() {
  controls.replaceChildren(
    ...scene.controls().map(({ label: text, code }) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = text;
      button.addEventListener('click', () => press(code));
      return button;
    }),
  );
}

function enterMode(id, announce) {
  if (scene && id === modeId) return;
  scene?.delete();
  scene = new core.Scene(id);
  modeId = id;
  selectTab(id);
  buildControls();
  keysLine.textContent = scene.keysHelp();
  render(0);
  describe();
  if (announce) say(scene.status());
}

// A key for the scene: it redraws at once and says what changed.
function press(code) {
  const used = scene.key(code, true);
  scene.key(code, false);
  if (used) {
    render(0);
    describe();
    say(scene.status());
  }
  return used;
}

function onStageKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.type === 'keyup') {
    scene.key(event.code, false);
    return;
  }
  const used = event.repeat ? scene.key(event.code, true) : press(event.code);
  if (used) {
    event.preventDefault();
  } else if (!loop.active && !event.repeat && event.key.length === 1) {
    render(STEP_WHEN_PAUSED);
  }
}

function onTabKey(event) {
  const ids = core.sceneIds();
  const at = ids.indexOf(modeId);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: ids.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const id = ids[(to + ids.length) % ids.length];
  location.hash = id;
  $(`tab-${id}`).focus();
}

function showFailure(error) {
  const text = `The animation could not start: ${error && error.message ? error.message : error}`;
  statusLine.textContent = text;
  stage.setAttribute('aria-label', text);
  document.body.classList.add('failed');
}

async function start() {
  try {
    core = await createPoseCore();
  } catch (error) {
    showFailure(error);
    return;
  }
  buildTabs();
  tabs.addEventListener('click', (e) => {
    const tab = e.target.closest('[role=tab]');
    if (tab) location.hash = tab.dataset.mode;
  });
  tabs.addEventListener('keydown', onTabKey);
  stage.addEventListener('keydown', onStageKey);
  stage.addEventListener('keyup', onStageKey);
  stage.addEventListener('click', () => {
    stage.focus();
    if (!loop.active) render(STEP_WHEN_PAUSED);
  });
  playButton.addEventListener('click', () => setPlaying(loop.userPaused));
  addEventListener('hashchange', () => enterMode(modeFromHash(), true));
  new ResizeObserver(() => {
    if (renderer.fit()) render(0);
  }).observe(stage);
  darkScheme.addEventListener('change', () => {
    renderer.readTheme();
    render(0);
  });
  reducedMotion.addEventListener('change', () => setPlaying(!reducedMotion.matches));

  renderer.fit();
  enterMode(modeFromHash(), true);
  loop = new Loop(stage, frame, () => scene.resync());
  setPlaying(!reducedMotion.matches);
  document.body.classList.add('ready');
}

start();
