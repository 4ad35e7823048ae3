// A small static file server for dist/: correct MIME types (wasm streaming
// compile needs application/wasm), gzip as any real host sends it (a page's
// load is measured through this server), localhost only, no directory listing.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8',
};

const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.svg', '.ts']);

// Each file is compressed once per version of it, not once per request.
const gzipped = new Map();
async function gzipOf(file, body) {
  const { mtimeMs, size } = await stat(file);
  const kept = gzipped.get(file);
  if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.body;
  const zipped = gzipSync(body);
  gzipped.set(file, { mtimeMs, size, body: zipped });
  return zipped;
}

export function serve(root, port = 8000, host = '127.0.0.1') {
  const base = resolve(root);
  const server = createServer(async (req, res) => {
    // One malformed request line (/%ff, //[) is that client's mistake: it must
    // not take down the server that every browser test shares.
    let path;
    try {
      path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('bad request');
      return;
    }
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (path.endsWith('/')) file = join(file, 'index.html');
    try {
      let body = await readFile(file);
      const headers = {
        'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
        'Cache-Control': 'no-cache',
        Vary: 'Accept-Encoding',
      };
      if (COMPRESSED.has(extname(file)) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        body = await gzipOf(file, body);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root = 'dist', port = '8000'] = process.argv.slice(2);
  const server = await serve(root, Number(port));
  console.log(`Stickman Motion is at http://localhost:${server.address().port}/`);
}
