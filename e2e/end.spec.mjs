// The end of a game: the winner named, the places (velvet: with scores, ranked by them),
// a celebration on the board, "Play again" with the same seats and "New game"; Undo and
// the turn marker are gone once the game is over. Each game is opened a few steps before
// its end (a saved game the engine played: fixtures.mjs) and played out by clicking.
import { test, expect, savedGame, playByClicking, stopClock, openSaved } from './helpers.mjs';
import { nearEnd } from './fixtures.mjs';

const picture = (page) => page.locator('#board').evaluate((c) => c.toDataURL());

test('the end names the winner and the places, celebrates on the board, and offers another game', async ({ page }) => {
  const url = '/?preset=mensch&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false';
  await page.clock.install();
  await openSaved(page, url, await nearEnd(url, 6));
  await playByClicking(page);
  // the celebration moves on the board behind the end screen: on the page's clock, held
  // at once, so a slow machine cannot reach the end screen after the confetti has fallen
  await stopClock(page);
  const a = await picture(page);
  await page.clock.runFor(200);
  await expect.poll(() => picture(page)).not.toBe(a);
  await page.clock.resume();
  const st = (await savedGame(page)).state;
  const winner = st.seats[st.ranking[0]].name;
  // Ana is the one person: the title says where she finished
  await expect(page.locator('#results-title')).toHaveText(st.ranking[0] === 0 ? 'You win!' : `You finished 2nd — ${winner} wins`);
  await expect(page.locator('#results-podium li')).toHaveCount(2);
  await expect(page.locator('#results-podium li').nth(0)).toContainText(`1${winner}`);
  await expect(page.locator('#results-podium li').nth(1)).toContainText(`2${st.seats[st.ranking[1]].name}`);
  await expect(page.locator('#results-again')).toBeFocused();
  await expect(page.locator('#live')).toContainText(`The game is over: ${winner} wins.`);
  // nothing to undo, no one on turn
  await page.locator('#results-board').click();
  await expect(page.locator('#undo')).toBeDisabled();
  await expect(page.locator('#turn-chip')).toBeHidden();
  await expect(page.locator('#players li[aria-current]')).toHaveCount(0);
  await page.keyboard.press('u');
  expect((await savedGame(page)).state.phase).toBe('over');
  // play again: the same seats, a new game
  await page.locator('#roll').click();
  await expect(page.locator('#results')).toBeVisible();
  await page.locator('#results-again').click();
  await expect(page.locator('#results')).toBeHidden();
  await expect.poll(async () => (await savedGame(page)).state.phase).not.toBe('over');
  const again = (await savedGame(page)).state;
  expect(again.seats).toEqual(st.seats);
  expect(again.preset).toBe('mensch');
});

test('velvet: the places show the scores, the results rank by them; reduced motion keeps the celebration still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  const url = '/?preset=velvet&seats=person,hard&seed=2&speed=instant&autoMove=false';
  await openSaved(page, url, await nearEnd(url, 6));
  await playByClicking(page);
  const st = (await savedGame(page)).state;
  for (const [i, seat] of st.ranking.entries()) {
    await expect(page.locator('#results-podium li').nth(i)).toContainText(`${st.seats[seat].name}${st.scores[seat]} points`);
  }
  // the figures rank by score and show it: the engine's scores, in place order
  await expect(page.locator('#results-table thead')).toContainText('Score');
  const rows = page.locator('#results-table tbody tr');
  await expect(rows).toHaveCount(2);
  const winner = st.ranking[0];
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText(String(st.scores[winner]));
  await expect(rows.nth(0)).toContainText(st.seats[winner].name);
  // on the page's clock: no frame changes the board
  await stopClock(page);
  const a = await picture(page);
  await page.clock.runFor(2000);
  expect(await picture(page)).toBe(a);
  await page.clock.resume();
  // New game goes to the new-game screen
  await page.locator('#results-new').click();
  await expect(page.locator('#setup')).toBeVisible();
});
