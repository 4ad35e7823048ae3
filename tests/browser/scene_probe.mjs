// The scene a page's stage plays, seen through the core's own API: the
// prototype of the scenes its core makes is wrapped, so every frame records
// which scene it built and how much of the scene's time it played. Tests wait
// on that time and on readouts, not on the wall clock: a loaded machine draws
// fewer frames and each scene caps a long one, so its time runs slower.
export async function watchScene(page, selector = 'stickman-stage') {
  await page.waitForFunction((s) => document.querySelector(s)?.loaded, selector);
  await page.evaluate(async (s) => {
    const id = document.querySelector(s).scene;
    const core = await (await import('./element/core.js')).loadCore(id);
    const probe = new core.Scene(id);
    const proto = Object.getPrototypeOf(probe);
    probe.delete();
    const build = proto.buildPose;
    const played = (window.played = { scene: null, seconds: 0 });
    proto.buildPose = function (dt) {
      played.scene = this;
      // What the scene plays of it: a long frame (a loaded machine's) is cut
      // to 1/30 s, the least any scene keeps (motion/dt.h).
      played.seconds += Math.min(dt, 1 / 30);
      return build.call(this, dt);
    };
  }, selector);
  await page.waitForFunction(() => window.played.scene);
}

// A readout of the watched scene (NaN before its first frame).
export const readout = (page, name) => page.evaluate((n) => window.played.scene?.param(n) ?? NaN, name);

// The scene's time now, and a wait until `seconds` more of it have played.
export const sceneSeconds = (page) => page.evaluate(() => window.played.seconds);
export async function playFor(page, seconds) {
  const since = await sceneSeconds(page);
  await page.waitForFunction(([t, s]) => window.played.seconds - t >= s, [since, seconds], { timeout: 120000 });
}

// Until readout `name` satisfies `op value` (op one of '=', '>=', '<').
export function waitReadout(page, name, op, value) {
  return page.waitForFunction(
    ([n, o, v]) => {
      const x = window.played.scene?.param(n);
      return o === '=' ? x === v : o === '>=' ? x >= v : x < v;
    },
    [name, op, value],
    { timeout: 120000 },
  );
}
