// How the page looks: reference pictures of both boards (seeded games played by people
// only, so the position depends on the dice and the clicks, not on how the computer
// players choose), a phone in portrait, and sharp drawing on high-DPI screens.
import { test, expect, savedGame, playByClicking, watch } from './helpers.mjs';

const moves = async (page) => (await savedGame(page)).state.log.filter((e) => e.type === 'move').length;

async function playSome(page, url, count) {
  await page.goto(url);
  await playByClicking(page, { done: async () => (await moves(page)) >= count });
}

test('the ludo board', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 760 });
  await playSome(page, '/?preset=classic&seats=person,person,person,person&seed=3&speed=instant&autoMove=false', 40);
  await expect(page.locator('#board')).toHaveScreenshot('ludo-board.png');
});

test('the mensch board with reward and penalty squares and their legend', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 760 });
  await playSome(page, '/?preset=rewards&seats=person,person,person,person&seed=3&speed=instant&autoMove=false', 40);
  await expect(page.locator('#legend')).toBeVisible();
  await expect(page.locator('#legend-list li')).toHaveCount(5);
  await expect(page.locator('#legend-list li').first()).toBeVisible();
  await expect(page.locator('#legend-list')).toContainText('Play one more time');
  await expect(page.locator('#board')).toHaveScreenshot('mensch-board.png');
});

test('a phone in portrait: the board fills the width, nothing scrolls sideways, drawing is sharp', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto('/?preset=mensch&seats=person,easy,easy,easy&firstTurn=firstSeat&seed=2&speed=instant&autoMove=false');
  const board = page.locator('#board');
  await expect(board).toBeVisible();
  const box = await board.boundingBox();
  expect(box.width).toBeGreaterThan(340);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const px = await board.evaluate((c) => c.width);
  expect(px).toBe(Math.round(box.width * 3));
  // a tap on the Roll button and then on a pawn plays
  await page.locator('#roll').tap();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  await page.locator('.hit.pawn').first().tap();
  await expect(page.locator('#log')).toContainText(/[A-D] to square|[A-D] comes in/);
  expect(errors).toEqual([]);
  await context.close();
});
