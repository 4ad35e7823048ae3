// Writes cores.js next to the built cores: which core holds which scene, in
// the menu order of the core that holds them all (posecore.mjs), so the page
// knows every scene's id, title and core before it loads any core, whether
// it has the game's parts (web/element/after-first-frame.js), and the controls its stage will
// show first (primary: the pad a touch screen gets) and whether it lays out
// for a tall frame (tall), so the stage's box has its final shape before the
// core arrives. It writes each listed scene's stills beside it
// (scripts/stills.mjs). A scene
// that no family core holds, or that two hold, fails the build.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { needsGameParts } from '../web/game/params.js';
import { makeStills, stillFile } from './stills.mjs';

// A core of dir in Node, handed its compiled wasm as the element hands it (a
// family core takes nothing else).
export async function openCore(dir, file) {
  const { default: create } = await import(pathToFileURL(join(dir, file)));
  const wasm = WebAssembly.compile(readFileSync(join(dir, file.replace(/\.mjs$/, '.wasm'))));
  return create({
    instantiateWasm(imports, receive) {
      wasm.then((module) => WebAssembly.instantiate(module, imports)).then((instance) => receive(instance));
      return {};
    },
  });
}

export async function writeCores(dir) {
  const all = await openCore(dir, 'posecore.mjs');
  const holder = new Map();
  const names = readdirSync(dir).map((f) => /^posecore-([\w-]+)\.mjs$/.exec(f)?.[1]).filter(Boolean).sort();
  for (const name of names) {
    for (const id of (await openCore(dir, `posecore-${name}.mjs`)).allSceneIds()) {
      if (holder.has(id)) throw new Error(`cores: "${id}" is in both ${holder.get(id)} and ${name}`);
      holder.set(id, name);
    }
  }
  const listed = new Set(all.sceneIds());
  for (const f of readdirSync(dir)) if (/^still-.*\.json$/.test(f)) rmSync(join(dir, f)); // a scene's that is gone
  const scenes = all.allSceneIds().map((id) => {
    if (!holder.has(id)) throw new Error(`cores: no family core holds "${id}"`);
    const scene = new all.Scene(id);
    const game = needsGameParts(scene.paramNames());
    const primary = scene.controls().filter((c) => c.primary).map(({ label, code }) => ({ label, code }));
    const tall = scene.tallFrame();
    scene.delete();
    // Every scene a visitor can pick has its stills; an unlisted one (the crowd) none.
    const stills = listed.has(id) && makeStills(all, id, tall ? 'tall' : primary.length ? 'pad' : null);
    if (listed.has(id) && !stills) throw new Error(`cores: the still of "${id}" weighs more than its cap`);
    for (const [kind, text] of Object.entries(stills || {})) writeFileSync(join(dir, stillFile(holder.get(id), id, kind)), text);
    // A flag only where it is set: the element reads each as true or absent.
    return { id, title: all.sceneTitle(id), core: holder.get(id), ...(listed.has(id) && { listed: true }),
      ...(game && { game }), ...(primary.length && { primary }), ...(tall && { tall }) };
  });
  // Literal URLs, so that a bundler (Vite) sees and emits each core's files.
  const lines = names.map((n) =>
    `  ${JSON.stringify(n)}: { file: 'posecore-${n}.mjs', load: () => import('./posecore-${n}.mjs'), wasm: () => new URL('posecore-${n}.wasm', import.meta.url) },`);
  writeFileSync(join(dir, 'cores.js'), `// Written by scripts/cores.mjs from the built cores: which core holds which scene.
export const scenes = ${JSON.stringify(scenes, null, 1)};
export const cores = {
${lines.join('\n')}
};
`);
  return { scenes, cores: names };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { scenes, cores } = await writeCores(process.argv[2] ?? 'build/wasm');
  console.log(`cores: ${scenes.length} scenes in ${cores.length} cores (${cores.join(', ')})`);
}
