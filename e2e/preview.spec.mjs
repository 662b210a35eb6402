// The new-game screen shows the board chosen: a small picture drawn by the page, which
// changes with the preset's board and with the number of players (a corner with pawns
// for each colour that plays). Checked by the picture's pixels.
import { test, expect } from './helpers.mjs';

const picture = (page) => page.locator('#setup-board').evaluate((c) => c.toDataURL());

test('the new-game screen shows the board, which follows the preset and the players', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#setup')).toBeVisible();
  const board = page.locator('#setup-board');
  await expect(board).toBeVisible();
  expect((await board.boundingBox()).width).toBeGreaterThan(60);
  const first = await picture(page);
  await page.locator('.preset[data-preset="mensch"] .preset-name').click();
  await expect(page.locator('.preset[data-preset="mensch"] input')).toBeChecked();
  await expect.poll(() => picture(page)).not.toBe(first);
  const mensch = await picture(page);
  const players = await page.locator('.seat').count();
  await page.locator(players < 4 ? '#seat-add' : '#seat-remove').click();
  await expect(page.locator('.seat')).toHaveCount(players < 4 ? players + 1 : players - 1);
  await expect.poll(() => picture(page)).not.toBe(mensch);
});

test('on a phone the picture leaves Start within reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('#setup-board')).toBeInViewport();
  await page.locator('#start').scrollIntoViewIfNeeded();
  await expect(page.locator('#start')).toBeInViewport();
  await expect(page.locator('#setup-board')).toBeVisible();
});
