// The expert level on the page: chosen per seat, its module and weights fetched once, on
// demand, by the computer players' worker (dist/expert/); the hints' chance to win as a
// meter; a damaged weights file or no network leaves the seat playing as hard, said once;
// after one game with the expert it plays offline from the service worker's cache (a game
// to its end, opened some fifty steps before it: fixtures.mjs); the single-file build says
// the expert needs the full page.
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { test, expect, savedGame, playByClicking, visit, watch, stopClock, openSaved } from './helpers.mjs';
import { nearEnd } from './fixtures.mjs';

const EXPERT_FILES = ['/expert/ludo.js', '/expert/ludo_bg.wasm'];

/** Counts the page's and its worker's requests under /expert/, by path. */
function expertRequests(page) {
  const seen = {};
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/expert/')) seen[path] = (seen[path] ?? 0) + 1;
  });
  return seen;
}

/** Waits until the service worker controls the page (its worker then fetches through it). */
async function controlled(page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready) && Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

/** The expert's files in the service worker's cache. */
function cachedExpertFiles(page) {
  return page.evaluate(async () => {
    const out = [];
    for (const key of await caches.keys()) {
      for (const r of await (await caches.open(key)).keys()) if (new URL(r.url).pathname.startsWith('/expert/')) out.push(new URL(r.url).pathname);
    }
    return out.sort();
  });
}

test('an expert seat picked on the new-game screen plays, its files fetched once, each of its choices the expert\'s', async ({ page }) => {
  await page.goto('/?speed=instant&lang=en');
  await controlled(page);
  const seen = expertRequests(page);
  await page.getByRole('radio', { name: /Mensch/ }).check();
  await page.locator('#seat-remove').click();
  await page.locator('#seat-remove').click();
  const kind = page.locator('select[data-seat="0"]');
  await expect(kind.locator('option[value="expert"]')).toHaveText('Computer: expert');
  await kind.selectOption('expert');
  await page.locator('select[data-seat="1"]').selectOption('hard');
  await page.locator('#house-rules summary').click();
  await page.locator('#seed').fill('5');
  await page.locator('#start').click();
  // the game well under way (a few dozen decisions each; its end: the test below, offline)
  await expect.poll(async () => (await savedGame(page))?.state.log.length ?? 0, { timeout: 60_000 }).toBeGreaterThan(150);
  const { state } = await savedGame(page);
  expect(state.seats.map((s) => s.computer)).toEqual(['expert', 'hard']);
  // the module and the game's weights, once each, and no other preset's
  expect(seen).toEqual({ '/expert/ludo.js': 1, '/expert/ludo_bg.wasm': 1, '/expert/mensch.bin': 1 });
  await expect(page.locator('#message')).toBeHidden();
  // kept by the service worker for offline play
  expect(await cachedExpertFiles(page)).toEqual(['/expert/ludo.js', '/expert/ludo_bg.wasm', '/expert/mensch.bin']);
  // the expert's own module, given the same game, makes every choice the page's game made
  const log = await page.evaluate(async ({ preset, seats, seed, rules, log: played }) => {
    const m = await import('/expert/ludo.js');
    await m.default({ module_or_path: '/expert/ludo_bg.wasm' });
    m.Game.loadExpert(new Uint8Array(await (await fetch('/expert/mensch.bin')).arrayBuffer()));
    const game = new m.Game({ preset, seats, seed, rules });
    if (!game.expertReady()) throw new Error('the expert is not ready');
    for (let phase = game.view().phase; phase !== 'over' && game.view().logLength < played.length; phase = game.lastOutcome().phase) {
      if (phase === 'roll') game.roll();
      else game.applyMove(game.chooseMove());
    }
    return game.state().log;
  }, state);
  expect(log).toEqual(state.log);
});

test('a URL seats the expert, and the hints show the chance to win as a meter', async ({ page }) => {
  const seen = expertRequests(page);
  await page.goto('/?preset=mensch&seats=person,expert&firstTurn=firstSeat&seed=9&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  expect((await savedGame(page)).state.seats[1].computer).toBe('expert');
  await page.locator('#roll').click();
  await page.locator('#hint').click();
  const meters = page.locator('#hints').getByRole('meter');
  await expect(meters.first()).toBeVisible();
  const items = page.locator('#hints .hint-move');
  expect(await meters.count()).toBe(await items.count());
  for (let i = 0; i < (await items.count()); i++) {
    const meter = items.nth(i).locator('meter');
    const value = Number(await meter.getAttribute('value'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    // the percent as text, for the eye and for the screen reader: the meter's value with
    // as many decimals (0 to 2) as it takes to tell the moves apart
    const text = await items.nth(i).locator('.hint-pct').textContent();
    expect(text).toMatch(/^\d{1,3}(\.\d{1,2})?% to win$/);
    expect(Math.abs(Number.parseFloat(text ?? '') - value)).toBeLessThanOrEqual(0.5);
    await expect(meter).toHaveAttribute('aria-valuetext', text ?? '');
  }
  // hints come from the expert's estimate: its module and the game's weights were fetched
  for (const f of [...EXPERT_FILES, '/expert/mensch.bin']) expect(seen[f], f).toBe(1);
});

test.describe('with the service worker out of the way', () => {
  // requests of the worker are routed here, not answered from the offline cache
  test.use({ serviceWorkers: 'block' });

  test('a damaged weights file: the expert plays as hard, and the page says why once', async ({ page }) => {
    // the real file with one byte changed: its checksum no longer matches
    await page.route('**/expert/*.bin', async (route) => {
      const response = await route.fetch();
      const body = Buffer.from(await response.body());
      body[body.length >> 1] ^= 0x40;
      await route.fulfill({ response, body });
    });
    await page.clock.install();
    await page.goto('/?preset=classic&seats=expert,person,expert&seed=12&speed=instant');
    const message = page.locator('#message');
    await playByClicking(page, { done: async () => message.isVisible() });
    await expect(page.locator('#message-text')).toHaveText('The expert could not load (damaged weights file); it plays as Hard for now.');
    await expect(message).not.toHaveClass(/error/);
    // it stays until closed (other messages go after 4 s, here on the page's clock), and is not said again
    await stopClock(page);
    await page.clock.runFor(6000);
    await expect(message).toBeVisible();
    await page.clock.resume();
    await page.locator('#message-close').click();
    await expect(message).toBeHidden();
    // the game goes on, the expert seats playing as hard
    const turns = async () => (await savedGame(page)).state.log.filter((e) => e.type === 'turn').length;
    const said = await turns();
    await playByClicking(page, { done: async () => (await turns()) >= said + 12 });
    await expect(message).toBeHidden();
  });

  base("in Portuguese, a server error is named in the player's words", async ({ page }) => {
    const problems = watch(page);
    await page.route('**/expert/velvet.bin', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto('/?preset=velvet&seats=expert,person&seed=3&speed=instant&lang=pt');
    await playByClicking(page, { done: async () => page.locator('#message').isVisible() });
    await expect(page.locator('#message-text')).toHaveText(
      'O especialista não pôde ser carregado (o servidor respondeu com o erro 503); por enquanto joga como o nível difícil.',
    );
    await playByClicking(page, { done: async () => (await savedGame(page)).state.log.filter((e) => e.type === 'turn').length >= 8 });
    // the server error is the one the test asked for
    expect(problems).toEqual([expect.stringMatching(/^HTTP 503: .*\/expert\/velvet\.bin$/)]);
  });
});

base('offline and never fetched: the expert plays as hard and the page says so', async ({ page, context }) => {
  const problems = watch(page);
  await page.goto('/?speed=instant');
  await controlled(page);
  await context.setOffline(true);
  // the service worker's own fetches are not offline in the test browser: they fail here
  await context.route('**/expert/**', (route) => route.abort('internetdisconnected'));
  await visit(page, '/?preset=brazilian&seats=expert,easy&seed=6&speed=instant');
  await expect(page.locator('#message-text')).toHaveText('The expert could not load (no connection, and it was not kept in this browser yet); it plays as Hard for now.');
  await expect.poll(async () => (await savedGame(page)).state.log.length, { timeout: 60_000 }).toBeGreaterThan(40);
  await context.setOffline(false);
  // the only failed request is the expert's module, which the page expected could fail
  expect(problems.filter((p) => !p.includes('/expert/'))).toEqual([]);
});

test('after one game with the expert, it plays offline from the cache', async ({ page, context }) => {
  await page.goto('/?speed=instant');
  await controlled(page);
  await visit(page, '/?preset=rewards&seats=expert,easy&seed=2&speed=instant');
  await expect.poll(() => cachedExpertFiles(page), { timeout: 60_000 }).toEqual(['/expert/ludo.js', '/expert/ludo_bg.wasm', '/expert/rewards.bin']);

  await context.setOffline(true);
  // nothing reaches the network: what the expert needs must come from the cache
  await context.route('**/expert/**', (route) => route.abort('internetdisconnected'));
  const fromCache = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/expert/')) fromCache.push(r.fromServiceWorker());
  });
  // a game some fifty steps before its end, the expert still to choose in it
  const url = '/?preset=rewards&seats=expert,easy&seed=3&speed=instant';
  await openSaved(page, url, await nearEnd(url, 50));
  await expect(page.locator('#results')).toBeVisible({ timeout: 60_000 });
  // the worker's three files, and the module's two again, fetched ahead at the end screen
  // for its replay (those two may still be on their way when the end screen shows)
  await expect.poll(() => fromCache.length).toBe(5);
  expect(fromCache).toEqual([true, true, true, true, true]);
  await expect(page.locator('#message')).toBeHidden();
  await context.setOffline(false);
});

test('the single-file build offers the expert and says it plays as hard there', async ({ page }) => {
  const file = fileURLToPath(new URL('../dist/ludo.html', import.meta.url));
  await page.goto(`file://${file}?preset=mensch&seats=person,expert&seed=8&speed=instant&autoMove=false&lang=de`);
  // said at the expert's first decision
  await playByClicking(page, { done: async () => page.locator('#message').isVisible() });
  await expect(page.locator('#message-text')).toHaveText(
    'Der Experte braucht die vollständige Seite, nicht die Einzeldatei: in dieser Datei spielt er wie die Stufe „schwer“.',
  );
  await playByClicking(page, { done: async () => (await page.locator('#log li').count()) > 10 });
  await page.locator('#new-game').click();
  await expect(page.locator('select[data-seat="1"] option[value="expert"]')).toHaveText('Computer: Experte');
});
