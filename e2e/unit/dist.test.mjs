// What the build (dist/, scripts/build.sh) holds for the server to serve, read as files:
// the page links the single-file build, which is there and carries its own policy; the
// manifest and its icons; index.html's Content-Security-Policy and nothing inline; no
// eval in the bundled code. (The browser suites serve dist/ as it is.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

const dist = new URL('../../dist/', import.meta.url);
const read = (/** @type {string} */ file) => readFileSync(new URL(file, dist), 'utf8');

test('the page links the single-file build, which the server has', () => {
  const index = read('index.html');
  const link = index.match(/<a\b[^>]*\bid="single-file"[^>]*>/)?.[0] ?? '';
  assert.match(link, /\shref="ludo\.html"/, 'the link to the single file');
  const href = link.match(/\shref="([^"]+)"/)?.[1] ?? '';
  assert.ok(existsSync(new URL(href, dist)), `${href} is in dist/`);
  const html = read(href);
  assert.ok(html.includes("'wasm-unsafe-eval'"));
  assert.ok(!html.includes('src="app.js"'));
});

test('the manifest and icons are served', () => {
  const manifest = JSON.parse(read('manifest.webmanifest'));
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.length > 0);
  for (const icon of manifest.icons) assert.ok(existsSync(new URL(icon.src, dist)), `${icon.src} is in dist/`);
});

test('index.html carries the required Content-Security-Policy and nothing inline', () => {
  const html = read('index.html');
  const metas = [...html.matchAll(/<meta\b[^>]*http-equiv="Content-Security-Policy"[^>]*>/g)].map((m) => m[0]);
  assert.equal(metas.length, 1, 'one policy');
  const csp = metas[0].match(/\scontent="([^"]*)"/)?.[1];
  // connect-src: online play's signalling server (WebSockets)
  assert.equal(csp, "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' ws: wss:");
  assert.doesNotMatch(html, /\sstyle=/);
  assert.doesNotMatch(html, /<style/);
  assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)[^>]*>/);
  assert.doesNotMatch(html, /\son[a-z]+=/);
  // the bundled code has no eval or Function constructor either
  for (const file of ['app.js', 'worker.js']) assert.doesNotMatch(read(file), /\beval\(|new Function\(/, file);
});
