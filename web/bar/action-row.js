// The band's row of actions: the scene's buttons (its input table's controls)
// and the ones parts of the stage add (the game's speaker, Share, today's
// course; Save clip), in the order of their rank: a scene's primary controls
// (the game's Jump and Thrust), what a part ranks next to them (the sound),
// the scene's other controls, then the rest. As many as fit show, in that order; the rest are one tap
// away in the More list at the row's end (a popover: Escape or a tap outside
// closes it), so nothing is ever cut off or scrolled out of sight. The row's
// height never changes: the stage's box is known before its module runs.
//
// Widths are read when the buttons change, once at the end of the task for
// every row that changed in it (each read after a change is a layout, and a
// stage changes its row several times as it enters a scene or gets its bar); a
// resize then only compares the row's new width with them, so resizing a
// page of stages reads no layout.
const GAP_PX = 6;
export const RANK = { primary: 0, scene: 2, later: 3 };
const rank = (b) => Number(b.dataset.rank ?? RANK.later);

// One observer for every stage's row; its entries carry the widths.
const rows = new WeakMap();
let sizes = null;
// The rows whose buttons changed in this task.
const changedRows = new Set();

export class ActionRow {
  #scene = [];
  #added = [];
  #widths = new Map();
  #width = 0;
  #more;
  #list;

  // make(tag, attributes, ...children): the view's element maker; element:
  // the band's place for the row; scene: the place in it for the scene's buttons.
  constructor(make, element, scene) {
    this.element = element;
    this.sceneSlot = scene;
    this.#list = make('div', { id: 'more-list', class: 'menu', popover: 'auto', 'aria-label': 'More actions' });
    this.#more = make('button', { type: 'button', class: 'more', popovertarget: 'more-list', hidden: true }, 'More');
    // Each time it opens, the list holds what the row has no room for.
    this.#list.addEventListener('beforetoggle', (event) => event.newState === 'open' && this.#fill());
    element.append(this.#more, this.#list);
    sizes ??= new ResizeObserver((entries) => {
      for (const entry of entries) rows.get(entry.target)?.fit(entry.contentRect.width);
    });
    rows.set(element, this);
    sizes.observe(element);
  }

  // The scene's buttons, replacing the last scene's.
  setScene(buttons) {
    this.#scene = buttons;
    this.sceneSlot.replaceChildren(...buttons);
    this.changed();
  }

  // A button of a part of the stage, after the scene's.
  add(button) {
    this.#added.push(button);
    this.#more.before(button);
    this.changed();
  }

  // The buttons changed (a part showed or hid one): their widths are read
  // again once the task's changes are made.
  changed() {
    if (!changedRows.size) queueMicrotask(ActionRow.#measureChanged);
    changedRows.add(this);
  }

  // Every changed row shows all its buttons, then all are read (one layout),
  // then each fits.
  static #measureChanged() {
    const measured = [...changedRows];
    changedRows.clear();
    const shown = measured.map((row) => row.#showAll());
    measured.forEach((row, i) => shown[i].all.forEach((b) => row.#widths.set(b, b.offsetWidth)));
    measured.forEach((row, i) => {
      row.#more.hidden = shown[i].moreHidden;
      row.fit();
    });
  }

  #showAll() {
    for (const b of [...this.#scene, ...this.#added]) b.style.order = rank(b);
    const all = [...this.#buttons(), this.#more];
    for (const b of all) b.classList.remove('over');
    const moreHidden = this.#more.hidden;
    this.#more.hidden = false;
    return { all, moreHidden };
  }

  // The row's width, from a ResizeObserver's entry (no layout read).
  fit(width = this.#width) {
    this.#width = width;
    if (changedRows.has(this)) return; // fitted once its widths are read
    const all = this.#buttons();
    let used = 0;
    let shown = 0;
    for (const b of all) used += this.#widths.get(b) + GAP_PX;
    if (used > width) {
      used = this.#widths.get(this.#more);
      while (shown < all.length && used + this.#widths.get(all[shown]) + GAP_PX <= width) used += this.#widths.get(all[shown++]) + GAP_PX;
    } else shown = all.length;
    all.forEach((b, i) => b.classList.toggle('over', i >= shown));
    this.#more.hidden = shown === all.length;
    if (this.#more.hidden && this.#list.matches(':popover-open')) this.#list.hidePopover();
  }

  // The row's shown buttons by rank; the flex row shows them in that order.
  #buttons() {
    return [...this.#scene, ...this.#added].filter((b) => !b.hidden).sort((a, b) => rank(a) - rank(b));
  }

  // A button for each one the row has no room for, pressing it; a toggle
  // (Sound, today's course) keeps its pressed state.
  #fill() {
    this.#list.replaceChildren(
      ...this.#buttons()
        .filter((b) => b.classList.contains('over'))
        .map((button) => {
          const item = button.cloneNode(true);
          item.classList.remove('over', 'primary');
          item.addEventListener('click', () => {
            this.#list.hidePopover();
            button.click();
          });
          return item;
        }),
    );
  }
}
