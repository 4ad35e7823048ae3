// Reading a Spear Run page: its status line, and waiting for it to say something.
export const status = (page) => page.locator('#status').textContent();

// The game's own time brings what the status says; a loaded machine plays it slower.
export const waitStatus = (page, re, timeout = 120000) =>
  page.waitForFunction(
    (source) =>
      new RegExp(source).test(document.querySelector('stickman-stage').shadowRoot.getElementById('status').textContent),
    re.source,
    { timeout },
  );
