// The iframe form of the stage, for hosts that forbid scripts in posts:
// embed.html?scene=walk-03&autoplay&controls&stride-deg=36 takes the same
// names as the element's attributes, as query parameters.
const stage = document.getElementById('embedded');
for (const [name, value] of new URLSearchParams(location.search)) {
  if (/^[a-z][a-z0-9-]*$/.test(name)) stage.setAttribute(name, value);
}
const title = new URLSearchParams(location.search).get('alt');
if (title) document.title = document.getElementById('title').textContent = title;
import('./stickman-stage.js');
