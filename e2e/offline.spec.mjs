// Offline and embedding: the service worker keeps the page playable without a network,
// and the single-file build plays from file://. (What dist/ holds and serves, the
// single-file link, the manifest and icons, the Content-Security-Policy: e2e/unit/dist.test.mjs.)
import { fileURLToPath } from 'node:url';
import { test, expect, savedGame, playByClicking, openFile } from './helpers.mjs';
import { nearEnd } from './fixtures.mjs';

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
  // a language never used online comes from the cache too (each has its own file)
  await page.locator('#lang').selectOption('de');
  await expect(page.locator('#new-game')).toHaveText('Neues Spiel');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('#roll')).toHaveText('Würfeln');
  await context.setOffline(false);
});

test('a German page shows no English while its words load', async ({ page }) => {
  // the header's words wait for the language: the English of index.html is never drawn.
  // What each frame shows is looked at just before it is drawn.
  await page.addInitScript(() => {
    window.drawn = [];
    const look = () => {
      const bar = document.querySelector('.bar-tools');
      if (bar && getComputedStyle(bar).visibility === 'visible') window.drawn.push(document.getElementById('new-game')?.textContent);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/?lang=de');
  await expect(page.locator('#start')).toHaveText('Los');
  const drawn = await page.evaluate(() => window.drawn);
  expect(drawn.length).toBeGreaterThan(0);
  expect(drawn.filter((t) => t !== 'Neues Spiel')).toEqual([]);
  await expect(page.locator('#loading')).toBeHidden();
});

test('the single-file build speaks every language and plays a game to its end from file://', async ({ page }) => {
  const file = fileURLToPath(new URL('../dist/ludo.html', import.meta.url));
  await page.goto(`file://${file}?lang=pt`);
  await expect(page.locator('#start')).toHaveText('Começar');
  await page.locator('#lang').selectOption('de');
  await expect(page.locator('#start')).toHaveText('Los');
  // a game a few steps before its end, opened as a file, played out
  const query = '?preset=mensch&seats=person,medium&seed=8&speed=instant&autoMove=false';
  await page.goto(`file://${file}${query}&lang=en`);
  await expect(page.locator('#board')).toBeVisible();
  await expect(page.locator('#single-file')).toBeHidden();
  await openFile(page, await nearEnd(query, 6));
  await expect(page.locator('#message-text')).toContainText('Saved game opened');
  await playByClicking(page);
  await expect(page.locator('#results')).toBeVisible();
  await expect(page.locator('#results-table tbody tr')).toHaveCount(2);
  await expect(page.locator('#log li').last()).toHaveText('Game over');
});
