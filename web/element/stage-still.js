// A stage's still: its scene's first frame without the words (core.js,
// loadStill), drawn until the core's own first frame replaces it. Only a
// stage whose first frame is its scene's own asks for one; it asks with the
// core, once its canvas has a size (its first resize), for the shape its box
// takes and the canvas's height (still-frames.js); it is drawn as it comes.
import { upright } from '../controls/box.js';
import { showsSceneDefaults } from './attributes.js';
import { loadStill, stageShape } from './core.js';
import { LARGE_FROM } from './still-frames.js';

// host: the stage; player: its StagePlayer. Returns ask(want): called with
// want as the core is asked for, and without on each of the canvas's resizes.
export function stageStill(host, player) {
  let state = 0; // 1: wanted, until the canvas has a size; 2: asked for
  return (want) => {
    if (want) state ||= 1;
    const { picture } = player;
    const { height } = picture.frame;
    if (state !== 1 || !height || !showsSceneDefaults(host)) return;
    state = 2;
    const id = host.getAttribute('scene');
    loadStill(id, upright(stageShape(id), host.controls) ? 'tall' : height < LARGE_FROM ? 'wide' : 'large').then((still) => {
      // (A stage removed meanwhile draws it unseen, and shows it if put back.)
      if (!still || player.scene || id !== host.getAttribute('scene')) return;
      picture.papered = true;
      picture.still = still; // on the canvas as its last resize fitted it
      player.redraw();
    });
  };
}
