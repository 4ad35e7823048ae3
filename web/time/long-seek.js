// A far moment from a link or an attribute, reached without freezing the
// page: replayed in slices, each a task of its own, that say how far they
// have got; refused with a sentence when it is more work than the core
// allows (cpp/scenes/timed_scene.h: kMaxSeekWork, a crowd of thousands an
// hour on). Loaded by the element's timeline only for such a moment.
const FPS = 60;
// The first slice, in figure-frames (seekWork): a few ms of replay in wasm;
// later ones are sized by how long the last took (at most doubling), towards
// SLICE_MS, so a slow or busy machine, or a page of several stages each
// going far, still answers between slices.
const SLICE = 2000;
const SLICE_MS = 10;

const clock = (t) => `${Math.floor(t / 60)}:${String(Math.floor(t % 60)).padStart(2, '0')}`;
const turn = () => new Promise((go) => setTimeout(go));

// stage: { gone() (another move, play or scene ends it), move(go) (runs
// go with the scene free to move, then shows it), arrive() (the final seek,
// announced), say(text), maxSeekWork(), time() }
export async function goTo(scene, t, stage) {
  const total = scene.seekWork(t);
  // It starts after the stage has said its status, in a task of its own.
  await turn();
  if (stage.gone()) return;
  if (total > stage.maxSeekWork()) {
    stage.say(`Going to ${clock(t)} is more than this scene can replay; it stays at ${clock(stage.time())}.`);
    return;
  }
  for (let slice = SLICE; !stage.gone(); ) {
    const work = scene.seekWork(t);
    if (work <= slice) return stage.arrive();
    // seekWork counts from where the replay starts: one slice on from there.
    const weight = scene.replayWeight();
    const from = Math.floor(t * FPS + 1e-7) - (work / weight - 1);
    const began = performance.now();
    stage.move(() => scene.seek((from + Math.max(1, Math.floor(slice / weight))) / FPS));
    slice = Math.max(weight, slice * Math.min(2, SLICE_MS / Math.max(1, performance.now() - began)));
    stage.say(`Going to ${clock(t)}\u2026 ${Math.floor(100 * (1 - work / total))}%`);
    await turn();
  }
}
