// On a touch screen a game's main actions (the controls its input table marks
// primary: the jump and the thrust) leave the bar for a pad of large buttons
// right under the canvas (on a phone held upright, canvas and pad a screen
// tall; on another upright screen, grown to the bottom of the first one: the
// thumbs' half of the screen is all game) or as two tall
// columns beside it (in landscape, where the height is short). The bar below
// keeps everything else. A mouse and keyboard device keeps the bar as it is.
import { TOUCH, UPRIGHT_GAME, UPRIGHT_PHONE } from './box.js';
import { onPress } from './press.js';

// The pad shows only with the stage's control bar, a scene with primary
// controls (the host's :state(pad)) and a touch screen.
const ON = ':host([controls]:not([controls="false"]):state(pad))';

const CSS = /* css */ `
.pad { display: none; }
/* A game's stage: no text selection or callout under a thumb. */
.frame.taps { -webkit-user-select: none; user-select: none; -webkit-touch-callout: none; }
@media ${TOUCH} {
  ${ON} { aspect-ratio: auto; max-height: none; padding-bottom: 0; }
  ${ON} .frame {
    position: relative;
    grid-template: "box box" auto "jump thrust" auto "band band" var(--band) / 1fr 1fr;
    column-gap: 0.5rem;
  }
  ${ON} .box { grid-area: box; aspect-ratio: 16 / 9; }
  ${ON} .band { grid-area: band; }
  ${ON} .pad { display: contents; }
  ${ON} .actions .primary { display: none; }
  .pad button {
    min-height: max(4rem, calc(100dvh - var(--pad-top, 100dvh)));
    margin-top: ${UPRIGHT_GAME.gap};
    font-size: 1.25rem;
    font-weight: 600;
    touch-action: none;
  }
  .pad button:first-child { grid-area: jump; }
  .pad button:last-child { grid-area: thrust; }
}
/* Upright, the bar is below the pad and the pad takes every swipe: the
   stage's Play/Pause moves to the canvas's top left corner, in thumb's reach. */
@media ${TOUCH} and (orientation: portrait) {
  ${ON} #play {
    position: absolute;
    top: 0.4rem;
    left: 0.4rem;
    z-index: 1;
    min-width: 2.75rem;
    min-height: 2.75rem;
    opacity: 0.9;
  }
}
/* On a phone held upright the canvas is half the screen's height (the
   world keeps its width, so the look-ahead its time; the cards rise into the
   sky above it) and the pad the other half: a size the page's stylesheet
   gives the stage before it runs (box.js), where a pad grown to a measured
   bottom would move the post under it. */
@media ${TOUCH} and ${UPRIGHT_PHONE} {
  ${ON} .box { aspect-ratio: auto; height: ${UPRIGHT_GAME.canvas}; }
  .pad button { min-height: calc(100svh - ${UPRIGHT_GAME.canvas} - ${UPRIGHT_GAME.gap}); }
}
@media ${TOUCH} and (orientation: landscape) {
  ${ON} .frame {
    grid-template: "jump box thrust" auto "band band band" var(--band) / 1fr min(100% - 10rem, 70dvh * 16 / 9) 1fr;
  }
  .pad button { min-height: 4rem; margin-top: 0; }
}
`;

let sheet = null;

export class TouchPad {
  // host: the stage element, whose :state(pad) the sheet reads.
  constructor(host) {
    sheet ??= new CSSStyleSheet();
    if (!sheet.cssRules.length) sheet.replaceSync(CSS);
    this.sheet = sheet;
    this.element = document.createElement('div');
    this.element.className = 'pad';
    this.element.setAttribute('part', 'pad');
    try {
      this.states = host.attachInternals().states;
    } catch {
      this.states = null; // internals taken already: the bar keeps every control
    }
    // The pad's place on the page decides how far down it grows.
    this.sizes = new ResizeObserver(() => this.fit());
    this.sizes.observe(host);
  }

  // The scene's controls ({ label, code, primary }): the primary ones become
  // the pad's buttons, pressed through press(code, down) as the bar's are.
  set(controls, press) {
    this.press = press;
    this.expect(controls.filter((control) => control.primary));
  }

  // The pad a scene will have ({ label, code } each), shown before the scene
  // exists so the stage keeps its shape when it arrives; its presses wait for
  // set(). The same buttons again are left alone: a held finger stays held.
  expect(main) {
    const same = this.element.children.length === main.length &&
      main.every(({ label, code }, i) => this.element.children[i].textContent === label && this.element.children[i].dataset.code === code);
    if (!same) {
      this.element.replaceChildren(
        ...main.map(({ label, code }) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = label;
          button.dataset.code = code;
          onPress(button, () => this.press?.(code, true), () => this.press?.(code, false));
          return button;
        }),
      );
    }
    if (main.length) this.states?.add('pad');
    else this.states?.delete('pad');
    this.fit();
  }

  // Where the pad starts on the page (not on the screen: scrolling moves
  // nothing); in portrait it grows from there to the first screen's bottom.
  fit() {
    const first = this.element.firstElementChild;
    if (!first) return;
    const top = `${first.getBoundingClientRect().top + scrollY}px`;
    if (this.element.style.getPropertyValue('--pad-top') !== top) this.element.style.setProperty('--pad-top', top);
  }
}
