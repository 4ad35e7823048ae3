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
// A phone held upright: at least half again as tall as wide.
export const UPRIGHT_PHONE = '(max-width: 600px) and (max-aspect-ratio: 2 / 3)';

// at: selectors for { host, controls (with a control band), tall (a tall scene) }.
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
`;
