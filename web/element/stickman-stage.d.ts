// Types for <stickman-stage> (stickman-stage.js).

/** Why a stage could not run; the sentence shown in its box is `message`. */
export type StageFailureKind = 'csp' | 'missing' | 'cors' | 'network' | 'memory' | 'unsupported' | 'scene' | 'unknown-scene';

export interface StageErrorDetail {
  /** The one short sentence the stage shows. */
  message: string;
  kind: StageFailureKind;
  /** The technical cause. */
  error: Error;
}

export interface StickmanStageEventMap extends Omit<HTMLElementEventMap, 'error'> {
  load: Event;
  error: CustomEvent<StageErrorDetail>;
  play: Event;
  pause: Event;
  freeze: Event;
  unfreeze: Event;
  change: Event;
  timeupdate: Event;
}

export class StickmanStage extends HTMLElement {
  /** The scene id (attribute `scene`); unset, the running default scene's id once loaded. */
  scene: string;
  /** Playback rate 0–4 (attribute `speed`, default 1). */
  speed: number;
  autoplay: boolean;
  controls: boolean;
  /** The accessible name (attribute `alt`). */
  alt: string;
  loading: 'auto' | 'lazy' | 'eager';
  /** Upper bound of the backing store's device pixel ratio (attribute `max-dpr`, default 2). */
  maxDpr: number;
  /** The colour scheme (attribute `theme`): pinned light or dark, or `auto` (the reader's system, the default). */
  theme: 'auto' | 'light' | 'dark';
  /** The one play/pause state, shared with a scene's own pause. Setting it plays or pauses. */
  paused: boolean;
  /** Off screen: not drawing, apart from any user pause. */
  readonly frozen: boolean;
  /** A scene is shown. */
  readonly loaded: boolean;
  /** Moving now: loaded, playing, on screen and the tab visible. */
  readonly running: boolean;
  /** Resolves when the first scene is shown; rejects with the failure when the stage cannot run. */
  readonly ready: Promise<void>;
  play(): void;
  pause(): void;
  reset(): void;
  /** The moment shown, in seconds; setting it seeks (RangeError outside 0..3600). */
  currentTime: number;
  seek(t: number): void;
  /** Pauses and moves whole frames of 1/60 s, negative back. */
  step(frames?: number): void;
  /** Pauses at time 0. */
  stop(): void;
  /** The current frame as an image (PNG unless type says otherwise). */
  toDataURL(type?: string, quality?: number): string;
  toBlob(type?: string, quality?: number): Promise<Blob | null>;
  /**
   * An animated PNG (the same renderer, offscreen) of from..to (default 0..from+2) at fps
   * (default 15), encoded as its frames are taken, in slices that leave the page free.
   * onProgress gets the share done (0..1] after each slice; an aborted signal, or the
   * stage's scene changing, rejects it with an AbortError.
   */
  exportClip(options?: {
    from?: number;
    to?: number;
    fps?: number;
    format?: 'apng';
    signal?: AbortSignal;
    onProgress?: (done: number) => void;
  }): Promise<Blob>;
  /** Settable parameters that differ from the scene's defaults. */
  changedParams(): Record<string, number>;

  addEventListener<K extends keyof StickmanStageEventMap>(
    type: K,
    listener: (this: StickmanStage, ev: StickmanStageEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof StickmanStageEventMap>(
    type: K,
    listener: (this: StickmanStage, ev: StickmanStageEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'stickman-stage': StickmanStage;
  }
}
