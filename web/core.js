// The pose core is loaded once per page, however many stages it shows, and
// only when the first stage asks for it. The loader and the wasm are fetched
// here, not by a static import, so that a missing, blocked or refused file
// becomes a StageError naming what went wrong instead of a blank element.
import { StageError } from './failure.js';
import { adoptLayout } from './renderer.js';

let loading = null;

export function loadCore() {
  loading ??= start();
  return loading;
}

async function start() {
  const moduleUrl = new URL('posecore.mjs', import.meta.url);
  const wasmUrl = new URL('posecore.wasm', import.meta.url);
  let createPoseCore;
  try {
    ({ default: createPoseCore } = await import('./posecore.mjs'));
  } catch (error) {
    throw await fetchFailure(moduleUrl, error);
  }
  return new Promise((resolve, reject) => {
    createPoseCore({
      // Emscripten waits for receive() for ever if this fails: reject here.
      instantiateWasm(imports, receive) {
        instantiate(wasmUrl, imports).then((result) => receive(result.instance, result.module), reject);
        return {};
      },
    })
      // The renderer reads the draw list by the core's own op layout.
      .then((core) => (adoptLayout(core), core))
      .then(resolve, (error) => reject(new StageError('unsupported', error?.message ?? error, error)));
  });
}

async function instantiate(url, imports) {
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
    if (response.headers.get('Content-Type')?.startsWith('application/wasm')) {
      return await WebAssembly.instantiateStreaming(response, imports);
    }
    return await WebAssembly.instantiate(await response.arrayBuffer(), imports);
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
