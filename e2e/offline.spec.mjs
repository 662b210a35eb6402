// Offline and embedding: the service worker keeps the page playable without a network,
// and the single-file build plays from file://.
import { fileURLToPath } from 'node:url';
import { test, expect, savedGame, playByClicking } from './helpers.mjs';

test('after the first visit the game reloads and plays offline', async ({ page, context }) => {
  await page.goto('/?speed=instant');
  await expect(page.locator('#start')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready) && Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#start')).toBeVisible();
  await page.locator('#start').click();
  await expect(page.locator('#board')).toBeVisible();
  // play a few turns: the engine, the worker for the computer seats and the wasm all come from the cache
  await playByClicking(page, {
    done: async () => (await savedGame(page)).state.log.filter((e) => e.type === 'turn').length >= 6,
  });
  const st = (await savedGame(page)).state;
  expect(st.log.filter((e) => e.type === 'roll').length).toBeGreaterThanOrEqual(5);
  await context.setOffline(false);
});

test('the single-file build plays a whole game from file://', async ({ page }) => {
  const file = fileURLToPath(new URL('../dist/ludo.html', import.meta.url));
  await page.goto(`file://${file}?preset=mensch&seats=person,medium&seed=8&speed=instant&autoMove=false`);
  await expect(page.locator('#board')).toBeVisible();
  await expect(page.locator('#single-file')).toBeHidden();
  await playByClicking(page);
  await expect(page.locator('#results')).toBeVisible();
  await expect(page.locator('#results-table tbody tr')).toHaveCount(2);
  await expect(page.locator('#log li').last()).toHaveText('Game over');
});

test('the page links the single-file build, which the server has', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('#single-file').getAttribute('href');
  expect(href).toBe('ludo.html');
  const res = await request.get(href);
  expect(res.ok()).toBe(true);
  const html = await res.text();
  expect(html).toContain("'wasm-unsafe-eval'");
  expect(html).not.toContain('src="app.js"');
});

test('the manifest and icons are served', async ({ page, request }) => {
  await page.goto('/');
  const manifest = await (await request.get('manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('index.html carries the required Content-Security-Policy and nothing inline', async ({ page, request }) => {
  await page.goto('/');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // connect-src: online play's signalling server (WebSockets)
  expect(csp).toBe("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self' ws: wss:");
  const html = await (await request.get('index.html')).text();
  expect(html).not.toMatch(/\sstyle=/);
  expect(html).not.toMatch(/<style/);
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  expect(html).not.toMatch(/\son[a-z]+=/);
  // the bundled code has no eval or Function constructor either
  for (const file of ['app.js', 'worker.js']) {
    const js = await (await request.get(file)).text();
    expect(js).not.toMatch(/\beval\(|new Function\(/);
  }
});
