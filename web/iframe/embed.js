// The iframe form of the stage, for hosts that forbid scripts in posts:
// embed.html?scene=walk-03&autoplay&controls&stride-deg=36 takes the same
// names as the element's attributes, as query parameters. Only those names
// reach the stage; anything else in the query (onclick, style) is dropped.
const stage = document.getElementById('embedded');

// Nothing is imported statically: a module that fails to load (a missing
// file, a blocked request) must leave a sentence, not a blank frame. The
// sentence is written here, not in a shared module that could fail too.
function showFailure(error) {
  console.error(error);
  document.body.classList.add('failed');
  const note = document.createElement('p');
  note.className = 'load-error';
  note.setAttribute('role', 'alert');
  note.textContent = 'The animation could not load: a file it needs is missing or was blocked. Reloading the page may help.';
  stage.after(note);
}

async function start() {
  // The link first (url-settings.js, preloaded beside the element): the stage
  // has its scene before the element's module upgrades it, or it would start
  // on the first scene's core and still, and fetch its own after them.
  const link = await import('../element/url-settings.js');
  // A scene id that does not decode stays as typed, so the stage reports it as unknown.
  const query = location.search.slice(1);
  const raw = /(?:^|&)scene=([^&]*)/.exec(query)?.[1];
  const given = new Map(link.pairs(query, { plusIsSpace: true }));
  const scene = given.get('scene') ?? raw;
  if (scene !== undefined) stage.setAttribute('scene', scene);
  given.delete('scene');
  // The element's module defines <stickman-stage> and the stage upgrades as
  // it is evaluated; it takes the rest of the link's names below before its
  // first turn.
  const element = await import('../element/stickman-stage.js');
  const params = new Map();
  for (const [name, value] of given) {
    if (element.URL_NAMES.has(name)) stage.setAttribute(name, value);
    else if (/^[a-z][a-z0-9-]*$/.test(name)) params.set(name, value);
  }
  const title = stage.getAttribute('alt');
  if (title) document.title = document.getElementById('title').textContent = title;
  if (!params.size) return;
  let core = null;
  try {
    // The stage waits a task after its core arrives before it shows the scene:
    // the settings below are set by then.
    core = await element.loadCore(stage.getAttribute('scene'));
  } catch {
    // the stage reports the failed core itself
  }
  const settable = link.settableNames(core, stage.getAttribute('scene') || core?.sceneIds()[0]);
  for (const [name, value] of params) if (settable.has(element.camel(name))) stage.setAttribute(name, value);
}

start().catch(showFailure);
