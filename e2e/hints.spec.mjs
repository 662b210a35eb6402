// Hints: the ranked moves of game.hints(), shown on request.
import { test, expect, savedGame } from './helpers.mjs';

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
