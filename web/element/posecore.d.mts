// Types for posecore.mjs, the Stickman Motion pose core.

export interface Control {
  /** The on-screen button's text. */
  label: string;
  /** The KeyboardEvent.code the button sends. */
  code: string;
  /** One of the scene's main actions (a game's jump): a large button on a touch screen. */
  primary: boolean;
}

export interface Scene {
  /** Advances dt seconds (NaN/Infinity/negative: no time; capped at maxFrameDt()) and returns the pose: x,y pairs, a view of wasm memory, good until the next call into the core (the heap grows). */
  buildPose(dt: number): Float32Array;
  /** The current pose without advancing. */
  pose(): Float32Array;
  /** Joint names aligned with the pose's pairs; fixed for the scene's lifetime. */
  jointNames(): string[];
  /** A KeyboardEvent.code pressed (down = true) or released; true when the scene used it. */
  key(code: string, down: boolean): boolean;
  /** Sets a parameter and returns the value actually kept. Throws on unknown names, read-only readouts and non-finite values. */
  setParam(name: string, value: number): number;
  /** A setting or readout. Throws on unknown names. */
  param(name: string): number;
  /** Sets a named text the scene takes (the game's ghosts, "challenge"); false, changing nothing, for a name it lacks or a text it refuses. */
  setText(name: string, text: string): boolean;
  /** A named text of the scene ("ghost", "lastRun"); "" for an unknown name. */
  text(name: string): string;
  /**
   * Settings and readouts by name. A drag handle (a foot target, the hip) is
   * the settings nameDx and nameDy (its offset in stage units, refused beyond
   * 1000) with the readouts nameX and nameY (where it is drawn now).
   */
  paramNames(): string[];
  /** Every parameter's current value, in paramNames() order: a view into the core, valid until the next call. */
  paramValues(): Float32Array;
  hasParam(name: string): boolean;
  isSettable(name: string): boolean;
  /** A setting the page keeps across visits (in localStorage), such as a best score. */
  isPersistent(name: string): boolean;
  /** A kept setting that is a record (a best score): play at another speed sets none. A kept choice (playing by ear) is not. */
  isRecord(name: string): boolean;
  /** One short sentence for a status line, after a user action. */
  status(): string;
  /** What the stage shows and its main values, for the canvas's accessible name. */
  description(): string;
  keysHelp(): string;
  controls(): Control[];
  /** The frame's draw commands; see cpp/render/draw_list.h for the format. */
  drawList(): Float32Array;
  /** UTF-8 bytes the draw list's text commands point into. */
  drawText(): Uint8Array;
  reset(): void;
  /** Call when an animation loop starts again after a stop: time pending before it is dropped. */
  resync(): void;
  /** The user looked away (window blur, hidden tab); a game pauses itself. */
  interrupt(): void;
  /** The key code a tap at u (0 at the stage's left edge .. 1 at its right) stands for, or "" when a tap only focuses. */
  tapCode(u: number): string;
  /** The longest frame the scene plays: 1/30 s, or 0.05 s for the walk-cycle scenes' fixed-step clock. */
  maxFrameDt(): number;
  /** True for a game: it plays once the user acts, even under reduced motion. */
  userDriven(): boolean;
  /** True when the scene lays itself out for a frame taller than wide: the page may give it one on an upright phone. */
  tallFrame(): boolean;
  /** Changes when status() has news no user action caused (a game over). */
  statusSerial(): number;
  /** The canvas's size in CSS px, before the next draw; the scene lays its text out for it. False (ignored) unless both are from 1 to 16384. Changes no pose or outcome. */
  setFrame(cssWidth: number, cssHeight: number): boolean;
  /** The visitor plays by touch: the scene's words say "tap" rather than naming keys. */
  setTouch(touch: boolean): void;
  /** The moment shown, in seconds: frames played since the start or the last reset. */
  time(): number;
  /** Puts the scene at t (0..maxSeek()) exactly as playing there in 1/60 s frames; RangeError otherwise, and when seekWork(t) > maxSeekWork(). */
  seek(t: number): boolean;
  /** What seek(t) would replay from where it starts: frames times replayWeight(). */
  seekWork(t: number): number;
  /** Figures a replayed frame simulates (a crowd's count, the largest it has had; 1 for most scenes). */
  replayWeight(): number;
  /** Whole frames from the current moment, negative back; RangeError for a fraction. */
  step(frames: number): boolean;
  /** Frees the scene's wasm state; any later call throws. */
  delete(): void;
}

/** One draw command's place in the stream. */
export interface OpLayout {
  code: number;
  /** Floats in the command, op code included (a polygon: plus pointFloats per point). */
  floats: number;
  /** A polygon only: the offset from the op code of its point count. */
  countAt?: number;
}

/** The draw list's wire format: what renderer.js reads the stream by. */
export interface DrawLayout {
  ops: Record<'VIEW' | 'LIMB' | 'CIRCLE' | 'LINE' | 'POLY' | 'DOTS' | 'RECT' | 'TEXT' | 'ELLIPSE' | 'LAYER' | 'PANE', OpLayout>;
  pointFloats: number;
  /** Colour role names (CSS custom properties without "--") by style index. */
  styles: string[];
}

export interface PoseCore {
  /** Listed scene ids in menu order; the first is the page's default. Unlisted ones (benchmarks) still open by id. */
  sceneIds(): string[];
  /** Every scene id this core holds, the unlisted ones too (cores.js is written from it). */
  allSceneIds(): string[];
  sceneTitle(id: string): string;
  hasScene(id: string): boolean;
  drawLayout(): DrawLayout;
  /** The furthest moment seek() accepts, in seconds. */
  maxSeek(): number;
  /** The most work (frames times figures) one seek may replay; go further in steps. */
  maxSeekWork(): number;
  /**
   * Throws an Error naming the valid ids when id is unknown, and a RangeError
   * ("Not enough memory ...") when the fixed wasm heap cannot hold another
   * scene; a failed creation leaves the heap as it was. Ids, parameter names
   * and key codes longer than 128 characters are refused with a RangeError
   * (hasScene, hasParam, isSettable, isPersistent and isRecord answer false).
   */
  Scene: new (id: string) => Scene;
}

export interface PoseCoreOptions {
  /** The wasm bytes, where fetch cannot load them (Node). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?(path: string, prefix: string): string;
}

export default function createPoseCore(options?: PoseCoreOptions): Promise<PoseCore>;
