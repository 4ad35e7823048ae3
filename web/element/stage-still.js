// A stage's still: its scene's first frame without the words (core.js,
// loadStill), drawn until the core's own first frame replaces it. Only a
// stage whose first frame is its scene's own asks for one; it asks with the
// core, for the shape its box takes and the canvas's height (still-frames.js),
// and is drawn as it comes.
import { upright } from '../controls/box.js';
import { showsSceneDefaults } from './attributes.js';
import { loadStill, stageShape } from './core.js';
import { LARGE_FROM } from './still-frames.js';

// host: the stage; player: its StagePlayer. Returns ask(want): called with
// want as the core is asked for, and without on each of the canvas's resizes.
export function stageStill(host, player) {
  let state = 0; // 1: wanted, until the canvas has a size; 2: asked for
  return (want) => {
    const { picture } = player;
    // The canvas's size is read as the core is asked for (the page has been
    // laid out by the stage's first turn), not at its first resize, a task
    // or two later: the still arrives ahead of the core only if asked first.
    if (want && !state) (state = 1), picture.frame.measure(player.view.canvas);
    const { height } = picture.frame;
    if (state !== 1 || !height || !showsSceneDefaults(host)) return;
    state = 2;
    const id = host.getAttribute('scene');
    loadStill(id, upright(stageShape(id), host.controls) ? 'tall' : height < LARGE_FROM ? 'wide' : 'large').then((still) => {
      // (A stage removed meanwhile draws it unseen, and shows it if put back.)
      if (!still || player.scene || id !== host.getAttribute('scene')) return;
      picture.papered = true;
      picture.still = still;
      // It may come before the stage's first resize and its first paint.
      if (!picture.painted) picture.paint();
      picture.fit(true);
      player.redraw();
    });
  };
}
