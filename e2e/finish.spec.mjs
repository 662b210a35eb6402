// "Finish now": once the one person at the table has finished, only computer players
// are left to decide the other places; a bar offers to play the rest at once (to the
// end screen with every place) or to leave the game where it stands. The page's clock
// is stopped, so the computers play only while the test runs the clock, and the bar is
// seen before they could end the game.
import { test, expect, stopClock } from './helpers.mjs';

/**
 * Plays the person's turns by clicking (the first pawn each time), running the page's
 * clock while the computers play, until the Finish now bar shows or the game ends.
 */
async function playUntilSettled(page) {
  const bar = page.locator('#finish-bar');
  const roll = page.locator('#roll');
  for (let i = 0; i < 6000; i++) {
    if (await bar.isVisible()) return true;
    if (await page.locator('#results').isVisible()) return false;
    if (await roll.isEnabled()) await roll.click();
    else if (await page.locator('#pick button').count()) await page.locator('#pick button').first().click();
    else if (await page.locator('#hits[data-selected] .hit.target').count()) await page.locator('.hit.target').first().click();
    else if (await page.locator('.hit.pawn').count()) await page.locator('.hit.pawn').first().click();
    else await page.clock.runFor(100);
  }
  throw new Error('the game went on too long');
}

test('once the person has finished, Finish now plays the rest at once to the end screen', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?preset=mensch&seats=person,easy,easy&names=Ana,Bo,Cy&firstTurn=firstSeat&seed=8&speed=instant&autoMove=false');
  await expect(page.locator('#board')).toBeVisible();
  await stopClock(page);
  expect(await playUntilSettled(page)).toBe(true);
  await expect(page.locator('#finish-bar')).toContainText('Your place is settled');
  await expect(page.locator('#players li').nth(0)).toHaveText(/Person[12]\.$/);
  await page.getByRole('button', { name: 'Finish now' }).click();
  // the end screen, with every seat's place, at once: the clock has not moved
  await expect(page.locator('#results')).toBeVisible();
  await expect(page.locator('#results-title')).toHaveText(/^(You win!|You finished 2nd — (Bo|Cy) wins)$/);
  const places = page.locator('#results-podium li .medal');
  await expect(places).toHaveText(['1', '2', '3']);
  await expect(page.locator('#finish-bar')).toBeHidden();
});

test('Leave ends the game where it stands, with the places taken so far', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?preset=mensch&seats=person,easy,easy&names=Ana,Bo,Cy&firstTurn=firstSeat&seed=8&speed=instant&autoMove=false&lang=de');
  await expect(page.locator('#board')).toBeVisible();
  await stopClock(page);
  expect(await playUntilSettled(page)).toBe(true);
  await expect(page.locator('#finish-bar')).toContainText('Deine Platzierung steht fest');
  await page.getByRole('button', { name: 'Verlassen' }).click();
  await expect(page.locator('#results')).toBeVisible();
  const podium = page.locator('#results-podium li');
  await expect(podium).toHaveCount(3);
  await expect(podium.filter({ hasText: 'Ana' }).locator('.medal')).toHaveText(/^[12]$/);
  await expect(podium.locator('.medal').last()).toHaveText('–');
  // the game left is not resumed: a reload starts the link's game afresh
  await page.clock.resume();
  await page.reload();
  await expect(page.locator('#roll')).toBeEnabled();
  await expect(page.locator('#results')).toBeHidden();
  await expect(page.locator('#finish-bar')).toBeHidden();
  // a new game: the log holds only round 1's heading and Ana's turn, not yet rolled
  await expect(page.locator('#log li')).toHaveText(['Runde 1', 'Ana']);
});
