// The pose cores: one per family of scenes, so a page showing one scene
// downloads only the wasm that scene needs. cores.js (written by the build)
// says which core holds which scene. Each core is loaded once per page, however
// many stages show it, and only when a stage asks for one of its scenes. The
// loader and the wasm are fetched here, not by a static import, so that a
// missing, blocked or refused file becomes a StageError naming what went
// wrong instead of a blank element.
import { cores, scenes } from './cores.js';
import { StageError } from './failure.js';
import { stillName } from './still-frames.js';
import { adoptLayout } from '../render/renderer.js';

const byId = new Map(scenes.map((s) => [s.id, s]));
const listed = scenes.filter((s) => s.listed).map((s) => s.id);
// The scene a stage that names none shows.
export const FIRST_SCENE = listed[0];
const loading = new Map(); // core name → Promise of its module
const ready = new Map(); // core name → its module, once loaded

// The page's view of all the cores: the scene list answers at once; a Scene
// is made by the core that holds it, which must have been loaded (load(id)).
const core = {
  sceneIds: () => [...listed],
  hasScene(id) {
    needId('hasScene', arguments);
    return byId.has(id);
  },
  sceneTitle(id) {
    needId('sceneTitle', arguments);
    return byId.get(id)?.title ?? '';
  },
  // Whether new Scene(id) can be made now, without waiting for a core.
  isLoaded: (id) => ready.has(byId.get(id)?.core),
  load: (id) => loadCore(id),
  drawLayout: () => any().drawLayout(),
  maxSeek: () => any().maxSeek(),
  maxSeekWork: () => any().maxSeekWork(),
  Scene: function Scene(id) {
    const info = typeof id === 'string' ? byId.get(id) : null;
    // Unknown ids and bad arguments get the core's own errors, but with every scene listed.
    if (!info && typeof id === 'string' && arguments.length === 1) {
      throw new Error(`Unknown scene "${id}". Valid scenes: ${listed.map((s) => `"${s}"`).join(', ')}`);
    }
    const module = info ? ready.get(info.core) : any();
    if (!module) throw new Error(`The core of scene "${id}" is not loaded yet: await core.load("${id}") first`);
    return new module.Scene(...arguments);
  },
};

function needId(what, args) {
  if (args.length !== 1) throw new TypeError(`${what} takes 1 argument, got ${args.length}`);
  if (typeof args[0] !== 'string') throw new TypeError(`scene id must be a string, got ${typeof args[0]}`);
}

function any() {
  return ready.values().next().value;
}

// The shape scene id gives its stage, known before its core loads: the
// primary controls ({ label, code }) of its pad and whether it lays out for a
// tall frame. The first listed scene's for no id, none for an unknown one.
export function stageShape(id) {
  const info = byId.get(id || FIRST_SCENE);
  return { pad: [...(info?.primary ?? [])], tall: Boolean(info?.tall) };
}

// Resolves to scene `id`'s still of `kind` (still-frames.js: wide, large or
// tall), or null: none made (a scene not listed), or none fetched as one. A
// still (scripts/stills.mjs) is [lowest, highest canvas shape, ...draw
// list]. It arrives long before the core has compiled.
const stills = new Map();
export function loadStill(id, kind) {
  const info = byId.get(id || FIRST_SCENE);
  // Beside the wasm, as the element's folder ships; a bundler that renames
  // the wasm has no still to go with it (it would inline each as a data: URL,
  // which a page's connect-src refuses), and the stage shows the paper.
  const wasm = info?.listed && cores[info.core].wasm();
  if (!wasm || !wasm.pathname.endsWith(`/posecore-${info.core}.wasm`)) return Promise.resolve(null);
  const name = stillName(info.core, info.id, kind);
  if (!stills.has(name)) {
    // The file's name written out: scripts/embed-files.mjs ships what it can name.
    const still = fetch(new URL(`still-${name}.json`, wasm))
      .then((r) => r.json())
      .then((a) => ((a = Float32Array.from(a)), a.length > 2 && a.every(isFinite) ? a : null))
      .catch(() => null);
    stills.set(name, still);
  }
  return stills.get(name);
}

// Resolves to the page's core once the core holding scene `id` is loaded (the
// first listed scene's when id is not a scene).
export function loadCore(id) {
  const name = (byId.get(id) ?? byId.get(FIRST_SCENE)).core;
  if (!loading.has(name)) {
    loading.set(name, start(name).then((module) => ready.set(name, module)));
  }
  return loading.get(name).then(() => core);
}

async function start(name) {
  const { file, load, wasm } = cores[name];
  const moduleUrl = new URL(file, import.meta.url);
  // The wasm is fetched and compiled while its loader arrives, not after:
  // the loader, the wasm and its compilation overlap instead of queueing.
  const compiled = compile(wasm());
  compiled.catch(() => {}); // its failure is told where it is awaited
  let createPoseCore;
  try {
    ({ default: createPoseCore } = await load());
  } catch (error) {
    throw await fetchFailure(moduleUrl, error);
  }
  return new Promise((resolve, reject) => {
    createPoseCore({
      // Emscripten waits for receive() for ever if this fails: reject here.
      instantiateWasm(imports, receive) {
        compiled
          .then((module) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)))
          .catch(reject);
        return {};
      },
    })
      // The renderer reads the draw list by the core's own op layout.
      .then((module) => (adoptLayout(module), module))
      .then(resolve, (error) => reject(error instanceof StageError ? error : new StageError('unsupported', error?.message ?? error, error)));
  });
}

async function compile(url) {
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw await fetchFailure(url, error);
  }
  if (!response.ok) throw new StageError('missing', `HTTP ${response.status} for ${url}`);
  // A host that answers every unknown path with a page (a dev server, an SPA fallback).
  if (response.headers.get('Content-Type')?.startsWith('text/html')) throw new StageError('missing', `an HTML page instead of ${url}`);
  try {
    if (response.headers.get('Content-Type')?.startsWith('application/wasm')) return await WebAssembly.compileStreaming(response);
    return await WebAssembly.compile(await response.arrayBuffer());
  } catch (error) {
    const refused = /Content Security Policy|unsafe-eval|CSP/i.test(String(error?.message));
    throw new StageError(refused ? 'csp' : 'unsupported', `${error?.message ?? error} (${url})`, error);
  }
}

// A fetch or import that failed outright: another origin's file without CORS
// headers, a missing file, or the network. Only a second look tells them apart.
async function fetchFailure(url, error) {
  const detail = `${error?.message ?? error} (${url})`;
  if (url.origin !== location.origin) {
    const reachable = await fetch(url, { mode: 'no-cors' }).then((r) => r.type === 'opaque', () => false);
    if (reachable) return new StageError('cors', detail, error);
  }
  const status = await fetch(url, { method: 'HEAD' }).then((r) => r.status, () => 0);
  if (status >= 400) return new StageError('missing', `HTTP ${status} for ${url}`, error);
  return new StageError('network', detail, error);
}
