// Serves what the API cases need in a browser (index.html): the built module
// (pkg-expert/), this folder, and the data files the native tests read (tests/data/,
// crates/ai/weights/), from the repository's root, on 127.0.0.1. `serve(port)` (0: a free
// one) for a test; `node e2e/api/serve.mjs PORT` for Playwright's web server.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const served = ['pkg-expert/', 'e2e/api/', 'tests/data/', 'crates/ai/weights/'].map((d) => join(root, d));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Starts the server; resolves once it listens, with its port and a way to stop it.
 * @param {number} port
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export function serve(port) {
  const server = createServer(async (req, res) => {
    const file = normalize(join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!served.some((d) => file.startsWith(d))) return res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': types[/** @type {keyof types} */ (extname(file))] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serve(Number(process.argv[2]));
}
