// The element's documented attributes as reflecting properties, so that React
// 19 and Vue 3, which set a property whenever `name in element`, drive it as
// well as markup does. Each getter reads the attribute (with its default);
// each setter writes it, and the element reacts in attributeChangedCallback.

export const flag = (el, name) => el.hasAttribute(name) && el.getAttribute(name) !== 'false';

const clampNumber = (text, fallback, low, high) => {
  const n = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) ? Math.min(high, Math.max(low, n)) : fallback;
};

export class StageAttributes extends HTMLElement {
  get speed() {
    return clampNumber(this.getAttribute('speed'), 1, 0, 4);
  }
  set speed(value) {
    this.setAttribute('speed', String(value));
  }
  get maxDpr() {
    const d = clampNumber(this.getAttribute('max-dpr'), 2, 0, 4);
    return d > 0 ? d : 2;
  }
  set maxDpr(value) {
    this.setAttribute('max-dpr', String(value));
  }
  get autoplay() {
    return flag(this, 'autoplay');
  }
  set autoplay(on) {
    this.toggleAttribute('autoplay', Boolean(on));
  }
  get controls() {
    return flag(this, 'controls');
  }
  set controls(on) {
    this.toggleAttribute('controls', Boolean(on));
  }
  get alt() {
    return this.getAttribute('alt') ?? '';
  }
  set alt(text) {
    this.setAttribute('alt', String(text));
  }
  get loading() {
    const value = this.getAttribute('loading');
    return value === 'lazy' || value === 'eager' ? value : 'auto';
  }
  set loading(value) {
    this.setAttribute('loading', String(value));
  }

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
