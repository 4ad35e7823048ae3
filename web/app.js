// The site's page: mode tabs around one <stickman-stage>, and the URL hash as
// shareable state (#walk-03&strideDeg=36 restores the mode and its settings).
import { loadCore } from './core.js';

const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const tabs = document.getElementById('modes');
const stage = document.getElementById('panel');

function parseHash() {
  const [id, ...pairs] = location.hash.slice(1).split('&');
  const params = {};
  for (const pair of pairs) {
    const [name, value] = pair.split('=');
    if (/^[a-zA-Z]\w*$/.test(name ?? '') && value !== undefined && value !== '') params[name] = decodeURIComponent(value);
  }
  return { id: decodeURIComponent(id ?? ''), params };
}

function selectTab(id) {
  for (const tab of tabs.children) {
    const on = tab.dataset.mode === id;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
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
  if (id === wanted) for (const [name, value] of Object.entries(params)) stage.setAttribute(kebab(name), value);
  if (id) stage.setAttribute('scene', id);
  else stage.removeAttribute('scene');
  if (core) selectTab(stage.getAttribute('scene') || core.sceneIds()[0]);
}

function writeHash() {
  const pairs = Object.entries(stage.changedParams()).map(([k, v]) => `${k}=${v}`);
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
    if (tab) location.hash = tab.dataset.mode;
  });
  tabs.addEventListener('keydown', (e) => onTabKey(core, e));
}

async function start() {
  let core = null;
  try {
    core = await loadCore();
  } catch {
    document.body.classList.add('failed');
  }
  if (core) buildTabs(core);
  // The stage reads its scene and settings when it is defined: set them first,
  // so it starts on the right mode instead of switching to it. Without a core
  // the stage itself says what went wrong.
  showMode(core);
  stage.addEventListener('load', () => document.body.classList.add('ready'), { once: true });
  stage.addEventListener('change', writeHash);
  addEventListener('hashchange', () => showMode(core));
  await import('./stickman-stage.js');
}

start();
