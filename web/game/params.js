// The readouts by which a scene asks for the game's parts of the stage (its
// sounds, Share, today's course): the parts read them, and the build marks
// the scenes that have any (scripts/cores.mjs), so that a page loads those
// parts only for such a scene.
export const CUE_PREFIX = 'cue.';
export const ASSERTIVE = 'assertive';
export const COURSE = 'course';
export const DAILY = 'daily';
// The course's seed (a setting), and the game's state (0: the start screen).
export const SEED = 'seed';
export const STATE = 'state';
// A game that races ghosts: a readout counting the runs that became their
// record's ghost, the texts of those ghosts (one a record), a challenge's
// text, and the run just played.
export const GHOSTS_SET = 'ghostsSet';
export const GHOST_TEXTS = ['ghost', 'ghostSlower', 'ghostDaily'];
export const CHALLENGE = 'challenge';
export const LAST_RUN = 'lastRun';

export const needsGameParts = (paramNames) =>
  paramNames.some((name) => name.startsWith(CUE_PREFIX) || name === ASSERTIVE || name === COURSE || name === DAILY || name === GHOSTS_SET);
