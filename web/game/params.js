// The readouts by which a scene asks for the game's parts of the stage (its
// sounds, Share, today's course): the parts read them, and the build marks
// the scenes that have any (scripts/cores.mjs), so that a page loads those
// parts only for such a scene.
export const CUE_PREFIX = 'cue.';
export const ASSERTIVE = 'assertive';
export const COURSE = 'course';
export const DAILY = 'daily';

export const needsGameParts = (paramNames) =>
  paramNames.some((name) => name.startsWith(CUE_PREFIX) || name === ASSERTIVE || name === COURSE || name === DAILY);
