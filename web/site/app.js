// The site's page: mode tabs around one <stickman-stage>, and the URL hash as
// shareable state (#walk-03&strideDeg=36 restores the mode and its settings).
const tabs = document.getElementById('modes');
const picker = document.getElementById('mode-picker');
const stage = document.getElementById('panel');
// Hash settings the page never forwards: the scene comes first in the hash,
// and autoplay and controls are the page's own layout.
const PAGE_OWN = new Set(['scene', 'autoplay', 'controls']);
let settings;
// A direct load or a mode picked with a pointer: the stage takes the keys once its scene is in.
let keysToStage = true;

// #id&name=value&...: an id that does not decode stays as typed, an unknown id.
function parseHash() {
  const [first, ...rest] = location.hash.slice(1).split('&');
  const params = new Map();
  for (const [name, value] of settings.pairs(rest.join('&'))) {
    if (/^[a-zA-Z]\w*$/.test(name) && value !== '') params.set(name, value);
  }
  return { id: settings.decode(first) ?? first, params };
}

function selectTab(id) {
  for (const tab of tabs.children) {
    const on = tab.dataset.mode === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  picker.value = id;
  stage.setAttribute('aria-labelledby', `tab-${id}`);
}

// Settings from the hash become the stage's attributes; the old ones go.
function showMode(core) {
  const { id: wanted, params } = parseHash();
  const id = !core || core.hasScene(wanted) ? wanted : core.sceneIds()[0];
  for (const attr of [...stage.attributes]) {
    if (!['id', 'role', 'autoplay', 'controls', 'scene', 'aria-labelledby', 'data-controls', 'class'].includes(attr.name)) {
      stage.removeAttribute(attr.name);
    }
  }
  const settable = id === wanted ? settings.settableNames(core, id) : new Set();
  for (const [name, value] of params) {
    const attr = name === 't' ? 'time' : settings.kebab(name);
    if (settable.has(name) || (settings.URL_NAMES.has(attr) && !PAGE_OWN.has(attr))) stage.setAttribute(attr, value);
  }
  if (id) stage.setAttribute('scene', id);
  else stage.removeAttribute('scene');
  if (core) selectTab(stage.getAttribute('scene') || core.sceneIds()[0]);
}

function writeHash() {
  const pairs = Object.entries(stage.changedParams()).map(([k, v]) => `${k}=${v}`);
  // A paused moment is part of what is shared (#walk-02&t=1.25).
  if (stage.paused && stage.currentTime > 0) pairs.push(`t=${Number(stage.currentTime.toFixed(4))}`);
  const hash = `#${[stage.scene, ...pairs].join('&')}`;
  if (hash !== location.hash) history.replaceState(null, '', hash);
}

function onTabKey(core, event) {
  const ids = core.sceneIds();
  const at = ids.indexOf(stage.scene);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: ids.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const id = ids[(to + ids.length) % ids.length];
  location.hash = id;
  document.getElementById(`tab-${id}`).focus();
}

function buildTabs(core) {
  tabs.replaceChildren(
    ...core.sceneIds().map((id) => {
      const tab = document.createElement('button');
      tab.type = 'button';
      tab.id = `tab-${id}`;
      tab.dataset.mode = id;
      tab.textContent = core.sceneTitle(id);
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-controls', 'panel');
      return tab;
    }),
  );
  tabs.addEventListener('click', (e) => {
    const tab = e.target.closest('[role=tab]');
    if (!tab) return;
    // Chosen with a pointer: the keys go to the scene next (arrows in the tab
    // list still move between tabs).
    if (e.detail > 0) keysToStage = true;
    location.hash = tab.dataset.mode;
  });
  tabs.addEventListener('keydown', (e) => onTabKey(core, e));
  picker.replaceChildren(...core.sceneIds().map((id) => new Option(core.sceneTitle(id), id)));
  picker.addEventListener('change', () => {
    keysToStage = true;
    location.hash = picker.value;
  });
}

// Nothing is imported statically: a module that fails to load (a missing
// file, a blocked request) must leave a sentence, not a blank page. The
// sentence is written here, not in a shared module that could fail too.
function showFailure(error) {
  console.error(error);
  document.body.classList.add('failed');
  const note = document.createElement('p');
  note.className = 'load-error';
  note.setAttribute('role', 'alert');
  note.textContent = 'The animation could not load: a file it needs is missing or was blocked. Reloading the page may help.';
  stage.after(note);
}

async function start() {
  const [link, attributes] = await Promise.all([import('../element/url-settings.js'), import('../element/attributes.js')]);
  settings = { ...link, URL_NAMES: attributes.URL_NAMES, kebab: attributes.kebab };
  let core = null;
  try {
    core = await (await import('../element/core.js')).loadCore(parseHash().id);
  } catch {
    document.body.classList.add('failed');
  }
  if (core) buildTabs(core);
  // The stage reads its scene and settings when it is defined: set them first,
  // so it starts on the right mode instead of switching to it. Without a core
  // the stage itself says what went wrong.
  showMode(core);
  stage.addEventListener('load', () => document.body.classList.add('ready'), { once: true });
  // The scene a reader opened or picked takes the keys at once (Tab still moves on).
  stage.addEventListener('load', () => {
    if (keysToStage) stage.focus({ preventScroll: true });
    keysToStage = false;
  });
  for (const type of ['change', 'timeupdate', 'play']) stage.addEventListener(type, writeHash);
  // Another family's scene: its core first, so its settings in the hash are known.
  addEventListener('hashchange', async () => showMode(await core?.load(parseHash().id).catch(() => core)));
  await import('../element/stickman-stage.js');
}

start().catch(showFailure);
