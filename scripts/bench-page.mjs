// A headless Chromium page served from a wasm-pack output folder, for the benchmarks
// (scripts/bench.mjs, scripts/bench-ai.mjs). The page is cross-origin isolated, which
// gives performance.now() its fine resolution.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const types = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

/** Serves `pkgDir` and opens an empty page on it: `{ browser, page, close() }`. */
export async function openPage(pkgDir) {
  const root = resolve(pkgDir);
  const server = createServer((req, res) => {
    const name = req.url === '/' ? null : req.url.replace(/^\/+/, '');
    try {
      const body = name ? readFileSync(join(root, name)) : '<!doctype html><title>bench</title>';
      const ext = name ? name.slice(name.lastIndexOf('.')) : '.html';
      res.writeHead(200, {
        'content-type': types[ext] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { browser, page, close };
}
