// Whether a stage runs or has failed, and what that shows: the sentence in
// its box, the failed class a host can style, the ready promise (settled by
// the first scene shown, or its failure) and the error event.
import { sentence } from './failure.js';

export class StageStatus {
  failed = false;
  entered = false; // a scene has been shown
  ready;
  #settle;
  #host;
  #view;

  constructor(host, view) {
    this.#host = host;
    this.#view = view;
    this.ready = new Promise((resolve, reject) => (this.#settle = { resolve, reject }));
    this.ready.catch(() => {}); // a page that never asks is not told twice
  }

  // hasScene: a scene still shows (a later one failed), so its buttons stay.
  fail(error, hasScene) {
    const text = sentence(error);
    console.warn(`<stickman-stage>: ${text}`, error);
    this.failed = true;
    this.#view.showFailure(text);
    // Buttons that can press nothing go; the bar says what went wrong.
    if (!hasScene) this.#view.expect({ pad: [] });
    this.#host.classList.add('failed');
    if (!this.entered) this.#settle.reject(error);
    this.#host.dispatchEvent(new CustomEvent('error', { detail: { message: text, kind: error.kind, error } }));
  }

  shown() {
    this.entered = true;
    this.#settle.resolve();
    this.recover();
  }

  recover() {
    this.failed = false;
    this.#host.classList.remove('failed');
    this.#view.hideMessage();
  }
}
