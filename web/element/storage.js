// Values a visitor keeps across visits (a best score, a ghost run), in
// localStorage. Storage may be missing, throw (privacy modes, sandboxed
// frames), or be replaced by a page's own object that returns anything: each
// read is a finite number or NaN, or a string ('' for nothing).

// Where scene `id` keeps its value `name`.
export const keptKey = (id, name) => `stickman-motion:${id}:${name}`;

function stored(key) {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

export function readKept(key) {
  const text = stored(key);
  if (text.trim() === '') return NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : NaN;
}

export const readKeptText = stored;

export function writeKept(key, value) {
  try {
    globalThis.localStorage?.setItem(key, String(value));
  } catch {
    // storage full or unavailable: the value lives for this visit only
  }
}
