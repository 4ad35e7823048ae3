// What a reader sees when a stage cannot run: one short sentence in the box.
// The technical detail goes to the console and the `error` event's detail.

const SENTENCES = {
  csp: "This page's security policy does not allow WebAssembly, so the animation cannot run.",
  missing: "The animation's files are missing from this site.",
  cors: "The animation's files are on another site that does not let this page use them.",
  network: 'The animation could not be downloaded. Reloading the page may help.',
  memory: 'Not enough memory for another stage.',
  unsupported: 'This browser cannot run the animation.',
  scene: 'This scene could not start.',
};

// An Error whose kind picks the sentence; its message is the detail.
export class StageError extends Error {
  constructor(kind, detail, cause) {
    super(String(detail), cause === undefined ? undefined : { cause });
    this.name = 'StageError';
    this.kind = kind;
  }
}

export function sentence(error) {
  if (error instanceof StageError && error.kind === 'unknown-scene') return error.message;
  return SENTENCES[error?.kind] ?? SENTENCES.scene;
}

// A value quoted in a sentence; one too long to be a name or a number is
// given by its length, so a megabyte-long attribute is refused as fast as a short one.
export const quoted = (text) => (text.length > 64 ? `(${text.length} characters)` : `"${text}"`);

// A scene's constructor throws only when the core cannot make room for it.
export const creationFailure = (error) => new StageError('memory', String(error?.message ?? error), error);
