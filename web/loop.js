// The animation clock of the page: one requestAnimationFrame loop that runs
// only while it is wanted (not paused by the user), visible (tab shown) and on
// screen (stage intersecting the viewport). After any stop the first frame's
// dt is dropped, so a stall never turns into a jump; every dt is capped.

export const MAX_DT = 1 / 30;

export class Loop {
  // frame(dt) draws one frame; resume() is told when the loop starts after a stop.
  constructor(target, frame, resume = () => {}) {
    this.frame = frame;
    this.resume = resume;
    this.userPaused = false;
    this.hidden = document.hidden;
    this.offscreen = false;
    this.handle = 0;
    this.last = -1;
    this.tick = (now) => {
      this.handle = 0;
      if (!this.active) return;
      if (this.last < 0) this.resume();
      const dt = this.last < 0 ? 0 : Math.min(MAX_DT, Math.max(0, (now - this.last) / 1000));
      this.last = now;
      this.frame(dt);
      this.schedule();
    };
    document.addEventListener('visibilitychange', () => {
      this.hidden = document.hidden;
      this.update();
    });
    this.observer = new IntersectionObserver((entries) => {
      this.offscreen = !entries[entries.length - 1].isIntersecting;
      this.update();
    });
    this.observer.observe(target);
  }

  get active() {
    return !this.userPaused && !this.hidden && !this.offscreen;
  }

  setPaused(paused) {
    this.userPaused = paused;
    this.update();
  }

  update() {
    if (this.active) {
      this.schedule();
    } else if (this.handle) {
      cancelAnimationFrame(this.handle);
      this.handle = 0;
    }
    if (!this.active) this.last = -1;
  }

  schedule() {
    if (!this.handle) this.handle = requestAnimationFrame(this.tick);
  }
}
