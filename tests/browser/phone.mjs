// The site's page on an emulated phone, upright or on its side.
import { pageReady, recordProblems } from './harness.mjs';

export const PORTRAIT = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
export const LANDSCAPE = { ...PORTRAIT, viewport: { width: 844, height: 390 } };

// The page at `hash` on `device`, once it is ready; `init` runs before the page's scripts.
export async function openPhone(env, device, hash = '', init) {
  const context = await env.browser.newContext(device);
  const page = await context.newPage();
  const problems = recordProblems(page);
  if (init) await page.addInitScript(init);
  await page.goto(`${env.origin}/${hash}`);
  await page.waitForFunction(pageReady);
  return { page, context, problems };
}
