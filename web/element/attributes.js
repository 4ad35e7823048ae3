// The element's attributes: one row each. From this table come the reflecting
// properties (React 19 and Vue 3 set a property whenever `name in element`),
// observedAttributes, what is never a scene setting, and what a URL may set;
// a test holds stickman-stage.d.ts and the README's table (each attribute's
// sentence) to it. A new attribute is one row here, a line of each of those,
// and its behaviour in attributeChangedCallback.
//
// type: 'string' | 'boolean' (="false" reads as false) | 'number' (clamped to
// min..max; a value that is no number, or not above 0 when `positive`, is the
// default) | 'enum' (one of `values`, else the default). property: its name as
// a property, or null for an attribute only. url: a link (the page's hash, the
// iframe's query) may set it. picture: it makes the stage's first frame other
// than its scene's own, so the scene's still is not drawn for it.
export const ATTRIBUTES = [
  { name: 'scene', type: 'string', default: '', url: true },
  { name: 'autoplay', type: 'boolean', url: true },
  { name: 'controls', type: 'boolean', url: true },
  { name: 'speed', type: 'number', default: 1, min: 0, max: 4, url: true },
  { name: 'alt', type: 'string', default: '', url: true },
  { name: 'loading', type: 'enum', values: ['auto', 'lazy', 'eager'], url: true },
  { name: 'max-dpr', type: 'number', default: 2, min: 0, max: 4, positive: true, url: true },
  { name: 'theme', type: 'enum', values: ['auto', 'light', 'dark'], url: true },
  { name: 'time', type: 'string', property: null, url: true, picture: true },
  { name: 'challenge', type: 'string', property: null, url: true, picture: true },
  { name: 'touch-action', type: 'string', property: null },
];

export const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
export const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const propertyName = (row) => (row.property === undefined ? camel(row.name) : row.property);

// The names a link may give the element, besides the scene's parameters.
export const URL_NAMES = new Set(ATTRIBUTES.filter((a) => a.url).map((a) => a.name));

// Attributes that are the element's or HTML's own, never scene parameters.
export const OWN = new Set([
  ...ATTRIBUTES.map((a) => a.name),
  ...['id', 'class', 'style', 'title', 'hidden', 'tabindex', 'role', 'lang', 'dir', 'slot', 'part', 'inert'],
]);
export const isSetting = (name) => !(OWN.has(name) || name.startsWith('aria-') || name.startsWith('data-'));

// Whether el's first frame is its scene's own: no setting, no time given.
const PICTURE = ATTRIBUTES.filter((a) => a.picture).map((a) => a.name);
export const showsSceneDefaults = (el) => [...el.attributes].every(({ name }) => !isSetting(name) && !PICTURE.includes(name));

function read(el, row) {
  const text = el.getAttribute(row.name);
  if (row.type === 'boolean') return text !== null && text !== 'false';
  if (row.type === 'enum') return row.values.includes(text) ? text : row.default ?? row.values[0];
  if (row.type === 'string') return text ?? row.default;
  const n = text === null || text.trim() === '' ? NaN : Number(text);
  const value = Number.isFinite(n) ? Math.min(row.max, Math.max(row.min, n)) : row.default;
  return row.positive && !(value > 0) ? row.default : value;
}

function write(el, row, value) {
  // Not toggleAttribute: true over ="false" would keep it false.
  if (row.type === 'boolean') value ? el.setAttribute(row.name, '') : el.removeAttribute(row.name);
  else if (value === null || value === undefined) el.removeAttribute(row.name);
  else el.setAttribute(row.name, String(value));
}

// Without a DOM (a framework's server render) the module still loads; the
// element is defined only where there is one.
export class StageAttributes extends (globalThis.HTMLElement ?? class {}) {
  static observedAttributes = ATTRIBUTES.map((a) => a.name);

  // Values a framework set before the element was defined sit on the instance
  // and shadow the class's setters: hand them to the setters.
  adoptEarlyProperties(names) {
    for (const name of names) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }
}

export const PROPERTIES = [];
for (const row of ATTRIBUTES) {
  const property = propertyName(row);
  if (!property) continue;
  PROPERTIES.push(property);
  Object.defineProperty(StageAttributes.prototype, property, {
    get() {
      return read(this, row);
    },
    set(value) {
      write(this, row, value);
    },
    configurable: true,
  });
}
