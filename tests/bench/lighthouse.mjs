// Lighthouse's performance audit (its default: a phone, simulated 4x CPU and
// slow 4G) of the site's pages and of a host's post with a stage in its first
// screen, served gzipped from dist/ on localhost. One
// run per page is noisy on a busy machine: each page runs RUNS times and the
// median score is kept with its run's numbers.
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { siteWith, start } from '../browser/harness.mjs';
import { docSnippets } from '../browser/recipes.mjs';

// A blogger's post, not ours: the doc's plain-HTML snippet (an autoplaying
// stage with its stylesheet) in the first screen above long paragraphs, and
// the same post without it, the page's score before the stage came.
const PARAGRAPH = `<p>${'A paragraph of the post, long enough to fill a reader\'s screen with text. '.repeat(14)}</p>\n`;
function hostPosts() {
  const snippet = docSnippets().get('post.html').text.replaceAll('stickman/', '../embed/');
  const post = (stage) =>
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">\n<title>A post</title><link rel="icon" href="data:,"></head>\n<body><main><h1>A post</h1>\n${stage}${PARAGRAPH.repeat(3)}</main></body></html>\n`;
  return { 'host/stage.html': post(snippet), 'host/none.html': post('') };
}
export const HOST_PAGES = Object.keys(hostPosts());

const METRICS = {
  tbtMs: 'total-blocking-time',
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  speedIndexMs: 'speed-index',
  cls: 'cumulative-layout-shift',
};

function summary(lhr) {
  const row = { score: lhr.categories.performance.score };
  for (const [key, audit] of Object.entries(METRICS)) row[key] = lhr.audits[audit].numericValue;
  // What the blocking time is made of: the main thread's long tasks, by script.
  row.longTasks = (lhr.audits['long-tasks'].details?.items ?? []).map((t) => ({
    url: t.url.replace(/^https?:\/\/[^/]+/, ''),
    startMs: Math.round(t.startTime),
    ms: Math.round(t.duration),
  }));
  return row;
}

export async function lighthouseBench({ pages = ['index.html', 'post.html', ...HOST_PAGES], runs = 3, log = console.log } = {}) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const env = await start({ root: siteWith(hostPosts()), args: [`--remote-debugging-port=${port}`, '--headless=new'] });
  const out = {};
  try {
    for (const p of pages) {
      const rows = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${env.origin}/${p}`, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
        if (result?.lhr?.runtimeError) throw new Error(`Lighthouse on ${p}: ${result.lhr.runtimeError.message}`);
        rows.push(summary(result.lhr));
      }
      rows.sort((a, b) => a.score - b.score);
      out[p] = { ...rows[Math.floor(rows.length / 2)], scores: rows.map((r) => r.score) };
      log(`bench: Lighthouse ${p}: ${out[p].scores.join(', ')}`);
    }
  } finally {
    await env.close();
  }
  return out;
}

// Alone: node tests/bench/lighthouse.mjs [page...]
if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2);
  console.log(JSON.stringify(await lighthouseBench(pages.length ? { pages } : {}), null, 1));
}
