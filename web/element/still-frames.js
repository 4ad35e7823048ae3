// The canvases a scene's stills are made for (scripts/stills.mjs), in CSS
// px, and which of them a stage asks for (stage-still.js): `wide`, the
// documented iframe's 640x360, where the lessons raise their words to a
// legible size and fit their walkers to the room left; `large`, a canvas
// at least LARGE_FROM tall (a desktop's stage, a wide column, the 640x480
// iframe's 638x398), where the words keep their own size and the lessons
// draw one picture at every size; and the taller shapes of an upright phone
// (box.js): a tall scene's 3:5 and a game's half screen above its pad
// (390x844's).
export const FRAMES = { wide: [640, 360], large: [894, 503], tall: [360, 600], pad: [374, 422] };
// The lessons' smallest words (9.5 units of a 480x300 frame) reach 12 px at
// this height: from here up on a canvas 1.6 or more wide they are not raised.
export const LARGE_FROM = 379;
// The name of a still's file, still-<name>.json beside its core's wasm:
// kind wide has the plain one, large and tall add theirs.
export const stillName = (core, id, kind) => `${core}-${id}${kind === 'wide' ? '' : `-${kind}`}`;
