// Reading a Spear Run page: its status line, and waiting for it to say something.
export { status } from './harness.mjs';

const statusText = () => document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent;

// The game's own time brings what the status says; a loaded machine plays it
// slower. A wait that runs out says what the status said instead.
export async function waitStatus(page, re, timeout = 120000) {
  try {
    return await page.waitForFunction(
      (source) =>
        new RegExp(source).test(document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent),
      re.source,
      { timeout },
    );
  } catch (error) {
    const said = await page.evaluate(statusText).catch(() => '(no page)');
    error.message += ` waiting for ${re}; the status said "${said}"`;
    throw error;
  }
}
