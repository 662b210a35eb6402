// Hints: the ranked moves of game.hints(), shown on request.
import { test as base } from '@playwright/test';
import { test, expect, savedGame, watch } from './helpers.mjs';

test('the hint button lists the ranked moves, and one can be played from the list', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,hard&firstTurn=firstSeat&seed=9&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeEnabled();
  await expect(page.locator('#hint')).toBeVisible();
  await expect(page.locator('#hint')).toBeDisabled();
  await page.locator('#roll').click();
  await expect(page.locator('#hint')).toBeEnabled();
  const legal = (await savedGame(page)).state;
  await page.locator('#hint').click();
  const items = page.locator('#hints .hint-move');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
  await expect(page.locator('#hints')).toContainText(/% to win/);
  await items.first().click();
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThan(legal.log.length);
  await expect(page.locator('#hints')).toBeHidden();
});

test('on a phone the hints open with their first line in view and the best move marked on the board: Enter plays it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?preset=mensch&seats=person,hard&firstTurn=firstSeat&seed=9&speed=instant&autoMove=false');
  await page.locator('#roll').click();
  await expect(page.locator('#hint')).toBeEnabled();
  const before = (await savedGame(page)).state.log.length;
  await page.locator('#hint').click();
  const first = page.locator('#hints .hint-move').first();
  await expect(first).toBeInViewport();
  await expect(page.locator('#board')).toBeInViewport({ ratio: 0.5 });
  const best = await first.innerText();
  // the board's cursor stands on the best move: Enter on the board plays the move the list
  // names first
  await page.locator('#board-wrap').focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThan(before);
  const pawn = best.match(/pawn ([A-P])/)?.[1];
  const played = (await savedGame(page)).state.log.slice(before).find((e) => e.type === 'move');
  expect(played?.pawn).toBe(pawn);
});

test.describe('with the service worker out of the way', () => {
  base.use({ serviceWorkers: 'block' });

  base('where the expert\'s module, which gives the hints, cannot load, Hint says so and the game goes on; once it loads, the hints show', async ({ page }) => {
    const problems = watch(page);
    await page.route('**/expert/ludo_bg.wasm', (route) => route.abort());
    await page.goto('/?preset=mensch&seats=person,hard&firstTurn=firstSeat&seed=9&speed=instant&autoMove=false&lang=pt');
    await page.locator('#roll').click();
    await expect(page.locator('#hint')).toBeEnabled();
    await page.locator('#hint').click();
    await expect(page.locator('#message-text')).toHaveText('Esta parte do jogo não pôde ser carregada (está sem internet?).');
    await expect(page.locator('#hints')).toBeHidden();
    await page.unroute('**/expert/ludo_bg.wasm');
    await page.locator('#message-close').click();
    await page.locator('#hint').click();
    await expect(page.locator('#hints .hint-move').first()).toBeVisible();
    await expect(page.locator('#hints')).toContainText(/%/);
    // the failures are the ones the test made
    expect(problems.filter((p) => !p.includes('/expert/ludo_bg.wasm') && !p.includes('net::ERR_FAILED'))).toEqual([]);
  });
});
