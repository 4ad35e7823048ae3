// Values a visitor keeps across visits (a best score), in localStorage. Storage
// may be missing, throw (privacy modes, sandboxed frames), or be replaced by a
// page's own object that returns anything: each read is a finite number or NaN.

export function readKept(key) {
  let stored;
  try {
    stored = globalThis.localStorage?.getItem(key);
  } catch {
    return NaN;
  }
  if (typeof stored !== 'string' || stored.trim() === '') return NaN;
  const value = Number(stored);
  return Number.isFinite(value) ? value : NaN;
}

export function writeKept(key, value) {
  try {
    globalThis.localStorage?.setItem(key, String(value));
  } catch {
    // storage full or unavailable: the value lives for this visit only
  }
}
