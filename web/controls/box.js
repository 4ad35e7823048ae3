// The stage's box, written once: the shadow sheet's :host rules once the
// element runs (stage-view.js), and the page's stylesheet before its module
// has run (stickman-stage.css, written by scripts/element-css.mjs), so the box
// a page lays out first is the box it keeps: no layout shift.
//
// The drawing is 16:9 of the element's width (or the height a host sets);
// with `controls`, a fixed band below it holds the time bar, the row of
// actions, the status line and the keys (on a short screen, a phone on its
// side, the two bars share a row and the status line has one). An upright phone (at least half again as tall as wide: not a
// narrow iframe, whose controls would then scroll) gives a scene that lays
// out for it (its tallFrame(), in cores.js) a taller drawing: 3:5, and never
// past the screen's bottom from a top in its first quarter.
//
// A touch screen, where a game's stage has a pad (touch-pad.js).
export const TOUCH = '(hover: none) and (pointer: coarse)';
// A phone held upright: at least half again as tall as wide.
export const UPRIGHT_PHONE = '(max-width: 600px) and (max-aspect-ratio: 2 / 3)';
// Whether a stage will be taller than wide, as the rules below make it, read
// before it is laid out: shape is core.js's stageShape() of its scene.
export const upright = ({ tall, pad }, controls) =>
  matchMedia(UPRIGHT_PHONE).matches && (tall || (pad.length > 0 && controls && matchMedia(TOUCH).matches));
// There a game's stage is a screen tall above its control band: the canvas
// the top half, the pad (after a gap) the rest. Small-viewport units, so the
// canvas keeps its size as the browser's toolbar comes and goes, and so the
// page's stylesheet knows the height before the element runs.
export const UPRIGHT_GAME = { canvas: '50svh', gap: '0.5rem' };

// at: selectors for { host, controls (with a control band), tall (a tall
// scene), game (a scene with a pad, with controls; optional: the element's
// own pad sheet lays out the running stage) }.
export const boxCss = (at) => /* css */ `
${at.host} {
  display: block;
  position: relative;
  box-sizing: content-box;
  aspect-ratio: 16 / 9;
  max-height: 70vh;
  --band: 10.75em;
}
${at.controls} { padding-bottom: var(--band); }
@media (max-height: 30rem) {
  ${at.host} { --band: 5em; }
}
@media ${UPRIGHT_PHONE} {
  ${at.tall} { aspect-ratio: 3 / 5; max-height: 75vh; }
}
${at.game ? gameCss(at.game) : ''}
`;

const gameCss = (game) => /* css */ `
@media ${TOUCH} and ${UPRIGHT_PHONE} {
  ${game} {
    aspect-ratio: auto;
    max-height: none;
    height: ${UPRIGHT_GAME.canvas};
    padding-bottom: calc(100svh - ${UPRIGHT_GAME.canvas} + var(--band));
  }
}
`;
