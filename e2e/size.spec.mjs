// The first load stays small: everything the browser fetches to show the new-game screen
// and play the first moves of a game against the computer (the page, its scripts, the
// wasm engine, the computer players' worker, the offline cache's script) is at most
// 140 KB gzipped. Files loaded only when a feature is first used (other languages,
// replays, online play, the expert's module and weights) are not part of it: a game with
// no expert seat, where nobody asks for hints, fetches nothing of the expert's.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { test, expect } from './helpers.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const LIMIT = 140 * 1024;

test('the first load of a game against the computer is at most 140 KB gzipped', async ({ page, baseURL }) => {
  const fetched = new Set();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.origin === new URL(baseURL).origin) fetched.add(url.pathname === '/' ? '/index.html' : url.pathname);
  });
  await page.goto('/?preset=classic&seats=hard,hard,hard,hard&speed=fast&lang=en');
  // the computers play: the worker and its engine are loaded and answering
  await expect.poll(async () => Number(await page.locator('#log li').count()), { timeout: 60_000 }).toBeGreaterThan(12);
  await page.waitForLoadState('networkidle');
  // the offline cache's script is fetched on the first visit, outside the page's requests
  const code = [...new Set([...fetched, '/sw.js'])].filter((f) => /\.(html|js|css|wasm)$/.test(f));
  const sizes = code.map((f) => {
    const path = dist + f.slice(1);
    expect(existsSync(path), `${f} is served from dist/`).toBe(true);
    return [f, gzipSync(readFileSync(path), { level: 9 }).length];
  });
  const total = sizes.reduce((sum, [, n]) => sum + n, 0);
  const list = sizes.map(([f, n]) => `${f} ${(n / 1024).toFixed(1)} KB`).join(', ');
  console.log(`first load: ${(total / 1024).toFixed(1)} KB gzipped, ${total} of ${LIMIT} bytes (${list})`);
  expect(code).toContain('/ludo_bg.wasm');
  // no expert seat and no hints: nothing of the expert's (its module, its weights) is fetched
  expect([...fetched].filter((f) => f.startsWith('/expert/'))).toEqual([]);
  expect(total, `first load: ${list}`).toBeLessThanOrEqual(LIMIT);
});
