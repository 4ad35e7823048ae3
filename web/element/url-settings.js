// Settings from a URL (the page's hash, the iframe's query) on their way to a
// <stickman-stage>. A URL is anyone's to write: what does not decode is
// dropped, and only names the stage documents or the scene can set become
// attributes, so a link cannot add onclick, hidden or style to the stage.
// Only pages that read links load it (the iframe's embed.js, the site): a
// stage in a post has no link to read. It imports nothing, so bundled it
// shares no chunk with the element.

// null when the text is not a valid escape sequence (%ff, a lone %).
export function decode(text, { plusIsSpace = false } = {}) {
  try {
    return decodeURIComponent(plusIsSpace ? text.replaceAll('+', ' ') : text);
  } catch {
    return null;
  }
}

// name=value pairs in order; a pair whose name or value does not decode is left out.
export function pairs(text, options) {
  const out = [];
  for (const part of text.split('&')) {
    if (!part) continue;
    const at = part.indexOf('=');
    const name = decode(at < 0 ? part : part.slice(0, at), options);
    const value = at < 0 ? '' : decode(part.slice(at + 1), options);
    if (name !== null && value !== null) out.push([name, value]);
  }
  return out;
}

// The camelCase parameters a URL may set on scene `id`: the settable ones,
// except those the page keeps for the visitor (a best score), which a shared
// link must not overwrite.
export function settableNames(core, id) {
  const names = new Set();
  if (!core?.hasScene(id)) return names;
  let scene = null;
  try {
    scene = new core.Scene(id);
    for (const name of scene.paramNames()) {
      if (scene.isSettable(name) && !scene.isPersistent(name)) names.add(name);
    }
  } catch {
    // no room for another scene: the stage will say so; forward no parameters
  } finally {
    scene?.delete();
  }
  return names;
}
