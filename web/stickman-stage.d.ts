// Types for stickman-stage.js, the <stickman-stage> custom element.
// Importing the module defines the element; attributes are listed in the README.

export declare class StickmanStage extends HTMLElement {
  /** True unless the stage is playing (a user's pause, reduced motion, or not yet started). */
  readonly paused: boolean;
  /** True while the stage is off screen; separate from a user's pause. */
  readonly frozen: boolean;
  /** The id of the scene shown, or '' before it has loaded. */
  readonly scene: string;
  /** Playing, on screen and in a visible tab. */
  readonly running: boolean;
  play(): void;
  pause(): void;
  /** The scene back to its first frame, settings kept. */
  reset(): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'stickman-stage': StickmanStage;
  }
}
