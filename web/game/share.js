// A Share button for a game that can replay its course: the scene exposes a
// readout "course" (the seed that replays the last run as a first run), and
// the link is this page with #<scene>&seed=<course>, plus the settings the
// visitor changed (the character, the slower game) and, once a run was
// played, the challenge: that run (mid-run, the best) as a ghost with its
// score to beat (the stage's `challenge` attribute). Web Share where the
// browser has it, else the clipboard.
import { COURSE, LAST_RUN } from './params.js';

export class GameShare {
  #button;
  #scene = null;
  #id = '';
  #changed;
  #say;

  // changed(): the stage's changed settings; say(text): the status line.
  constructor(view, { changed, say }) {
    this.#changed = changed;
    this.#say = say;
    this.#button = view.barButton('Share', () => this.share());
  }

  attach(scene, id) {
    this.#scene = scene?.hasParam(COURSE) ? scene : null;
    this.#id = id;
    this.#button.hidden = !this.#scene;
  }

  link() {
    const settings = { ...this.#changed(), seed: this.#scene.param(COURSE) };
    const run = this.#scene.text(LAST_RUN);
    if (run) settings.challenge = run;
    const hash = [this.#id, ...Object.entries(settings).map(([k, v]) => `${k}=${encodeURIComponent(v)}`)].join('&');
    return `${location.origin}${location.pathname}${location.search}#${hash}`;
  }

  async share() {
    if (!this.#scene) return;
    const url = this.link();
    const text = this.#scene.status();
    try {
      if (navigator.share) {
        await navigator.share({ title: document.title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      this.#say(url.includes('challenge=') ? 'Link copied: it challenges a friend to race your ghost and beat your score.' : 'Link copied: it replays this course.');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error?.name !== 'AbortError') this.#say(`Could not share; the link is ${url}`);
    }
  }
}
