// "Finish now": once the one person at the table has finished, only computer players
// are left to decide the other places; a bar offers to play the rest at once (to the
// end screen with every place) or to leave the game where it stands. The game is opened
// a few steps before the person's last pawn comes home (a saved game the engine played:
// fixtures.mjs). The page's clock is stopped, so the computers play only while the test
// runs the clock, and the bar is seen before they could end the game. axe-core finds no
// serious or critical violation on the bar and on the end it leads to.
import { test, expect, stopClock, openSaved } from './helpers.mjs';
import { violations } from './axe.mjs';
import { gameWhere } from './fixtures.mjs';

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

const GAME = '/?preset=mensch&seats=person,easy,easy&names=Ana,Bo,Cy&firstTurn=firstSeat&seed=8&speed=instant&autoMove=false';

/** The game of GAME ten steps before Ana (the person, seat 0) finishes. */
const beforeAnaFinishes = () => gameWhere(GAME, (v) => v.ranking.includes(0), 10);

/**
 * Plays the person's turns by clicking (the first pawn each time), running the page's
 * clock while the computers play, until the Finish now bar shows or the game ends. What
 * the page shows is read in one look each time (its clock stands still meanwhile).
 */
async function playUntilSettled(page) {
  for (let i = 0; i < 6000; i++) {
    const seen = await page.evaluate(() => {
      const shown = (css) => {
        const node = document.querySelector(css);
        return Boolean(node) && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
      };
      if (shown('#finish-bar')) return 'bar';
      if (shown('#results')) return 'over';
      if (!(/** @type {HTMLButtonElement} */ (document.getElementById('roll')).disabled)) return 'roll';
      if (document.querySelector('#pick button')) return 'pick';
      if (document.querySelector('#hits[data-selected] .hit.target')) return 'target';
      if (document.querySelector('.hit.pawn')) return 'pawn';
      return 'wait';
    });
    if (seen === 'bar') return true;
    if (seen === 'over') return false;
    if (seen === 'roll') await page.locator('#roll').click();
    else if (seen === 'pick') await page.locator('#pick button').first().click();
    else if (seen === 'target') await page.locator('.hit.target').first().click();
    else if (seen === 'pawn') await page.locator('.hit.pawn').first().click();
    else await page.clock.runFor(100);
  }
  throw new Error('the game went on too long');
}

/**
 * axe on the page as it is: axe runs on the page's clock, so the clock runs meanwhile,
 * with the computers at the slowest pace.
 */
async function axeWhileSlow(page, what) {
  await page.locator('.settings summary').click();
  await page.locator('#speed').selectOption('slow');
  await page.clock.resume();
  expect(await violations(page), what).toEqual([]);
}

test('once the person has finished, Finish now plays the rest at once to the end screen', async ({ page }) => {
  await page.clock.install();
  await openSaved(page, GAME, await beforeAnaFinishes());
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
  await page.clock.resume();
  expect(await violations(page), 'the end Finish now leads to').toEqual([]);
});

test('Leave ends the game where it stands, with the places taken so far', async ({ page }) => {
  // two runs of axe while the computers play on at the slowest pace: on a loaded machine
  // (CI, the other core busy, the online suite beside) this has taken three minutes
  test.setTimeout(360_000);
  await page.clock.install();
  await openSaved(page, `${GAME}&lang=de`, await beforeAnaFinishes());
  await expect(page.locator('#board')).toBeVisible();
  await stopClock(page);
  expect(await playUntilSettled(page)).toBe(true);
  await expect(page.locator('#finish-bar')).toContainText('Deine Platzierung steht fest');
  await axeWhileSlow(page, 'the Finish now bar');
  await page.getByRole('button', { name: 'Verlassen' }).click();
  await expect(page.locator('#results')).toBeVisible();
  const podium = page.locator('#results-podium li');
  await expect(podium).toHaveCount(3);
  await expect(podium.filter({ hasText: 'Ana' }).locator('.medal')).toHaveText(/^[12]$/);
  await expect(podium.locator('.medal').last()).toHaveText('–');
  expect(await violations(page), 'the end Leave leads to').toEqual([]);
  // the game left is not resumed: a reload starts the link's game afresh
  await page.reload();
  await expect(page.locator('#roll')).toBeEnabled();
  await expect(page.locator('#results')).toBeHidden();
  await expect(page.locator('#finish-bar')).toBeHidden();
  // a new game: the log holds only round 1's heading and Ana's turn, not yet rolled
  await expect(page.locator('#log li')).toHaveText(['Runde 1', 'Ana']);
});
