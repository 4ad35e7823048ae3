// The dev server the browser tests share: a request line it cannot parse is a
// 400 for that request, and the next request is still served.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { serve } from '../../scripts/serve.mjs';

let server;
let port;
before(async () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-'));
  writeFileSync(join(root, 'index.html'), '<p>hi</p>');
  server = await serve(root, 0);
  port = server.address().port;
});
after(() => new Promise((ok) => server.close(ok)));

// Raw bytes, so nothing on the client side normalises or rejects the target first.
function raw(target) {
  return new Promise((ok, fail) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (reply += d));
    socket.on('end', () => ok(reply));
    socket.on('error', fail);
    // A server that dropped the request without answering would hang the test.
    socket.setTimeout(5000, () => {
      socket.destroy();
      fail(new Error(`no answer to GET ${target}`));
    });
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}
const status = (reply) => Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1]);

for (const target of ['/%ff', '/%', '/%E0%A4%A', '//[', '/a%00b', '/%2e%2e/%2e%2e/etc/passwd']) {
  test(`${target} is refused with a 4xx and the server keeps serving`, async () => {
    const code = status(await raw(target));
    assert.ok(code >= 400 && code < 500, `got ${code}`);
    assert.equal(status(await raw('/')), 200, 'still serving');
  });
}

test('undecodable escapes are a 400, not a 404', async () => {
  assert.equal(status(await raw('/%ff')), 400);
  assert.equal(status(await raw('//[')), 400);
});

test('text and wasm go out gzipped to a client that accepts it, and plain to one that does not', async () => {
  const url = `http://127.0.0.1:${port}/index.html`;
  const zipped = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(zipped.headers.get('content-encoding'), 'gzip');
  assert.equal(await zipped.text(), '<p>hi</p>', 'fetch undoes the gzip');
  const plain = await raw('/index.html');
  assert.doesNotMatch(plain, /content-encoding/i);
  assert.match(plain, /<p>hi<\/p>$/);
});
