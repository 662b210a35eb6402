// Undo as a person meets it: after the person's decision, the computers' turns and a move
// played by itself, U brings back the board, the dice in hand, the log and whose turn it is
// exactly as they were when the person decided, in every preset; and when it cannot, it
// says why and changes nothing.
import { test, expect, openSaved } from './helpers.mjs';
import { gameWhere } from './fixtures.mjs';

test.use({ reducedMotion: 'reduce' });

/**
 * What the person sees of the game: every pawn that can be tapped and where it stands on
 * the board, the dice, the turn, the log. Read with no move pointed at (the pointer off
 * the board, Escape for the keyboard's choice). The board's moment cues (a six's badge)
 * belong to the moment they tell, not to the position, so the pawns are read from the
 * tap targets the page lays over them rather than from the canvas's pixels.
 */
async function seen(page) {
  await page.mouse.move(1, 1);
  await page.keyboard.press('Escape');
  await expect(page.locator('#moment')).toBeHidden();
  return {
    pawns: await page.locator('#hits .hit').evaluateAll((hits) =>
      hits.map((h) => `${h.getAttribute('aria-label')} @ ${h.style.left},${h.style.top}`),
    ),
    dice: await page.locator('#dice').innerHTML(),
    turn: await page.locator('#turn-text').textContent(),
    log: await page.locator('#log').textContent(),
  };
}

/** Rolls until the person has a move to pick (a pawn to tap), and returns what is shown then. */
async function untilDecision(page) {
  for (let i = 0; i < 200; i++) {
    const pawn = page.locator('.hit.pawn');
    await expect(page.locator('#roll:enabled, .hit.pawn').first()).toBeVisible();
    if (await pawn.count()) return seen(page);
    await page.locator('#roll').click();
  }
  throw new Error('no decision came');
}

/** Taps the first movable pawn (and its first square when it has several moves). */
async function decide(page) {
  await page.locator('.hit.pawn').first().click();
  if (await page.locator('#hits[data-selected]').count()) await page.locator('.hit.target').first().click();
}

const games = {
  classic: 'preset=classic&seats=person,hard,hard,hard&seed=11',
  velvet: 'preset=velvet&seats=person,hard,hard,hard&seed=3',
  brazilian: 'preset=brazilian&seats=person,hard,hard,hard&seed=5',
  mensch: 'preset=mensch&seats=person,hard,hard,hard&seed=2',
  rewards: 'preset=rewards&seats=person,hard,hard,hard&seed=7',
};

for (const [preset, query] of Object.entries(games)) {
  test(`${preset}: after the computers have played, Undo shows the game as it was at the person's decision`, async ({ page }) => {
    await page.goto(`/?${query}&speed=instant`);
    const before = await untilDecision(page);
    await decide(page);
    // the computers play their turns; the game comes back to the person
    await expect(page.locator('#roll')).toBeEnabled({ timeout: 60_000 });
    expect((await seen(page)).log).not.toBe(before.log);
    await page.keyboard.press('u');
    await expect(page.locator('#message-text')).toHaveText('Your last move was taken back.');
    await expect(page.locator('.hit.pawn').first()).toBeVisible();
    await expect.poll(() => seen(page)).toEqual(before);
    // nothing more to take back: Undo says so, and the board stays
    await page.keyboard.press('u');
    await expect(page.locator('#message-text')).toHaveText('Nothing to take back yet: Undo takes back your last move.');
    expect(await seen(page)).toEqual(before);
  });
}

test('classic: a banked six and a move played by itself are taken back with the decision before them', async ({ page }) => {
  // classic banks a six: the person rolls again and holds two dice; the move chosen uses
  // one, and when the other then has a single move it is played by itself. The game is
  // opened where the person has banked a six and is to roll again (fixtures.mjs).
  const url = '/?preset=classic&seats=person,hard,hard,hard&seed=11&speed=instant&autoMove=true';
  await openSaved(page, url, await gameWhere(url, (v) => v.seatOnTurn === 0 && v.phase === 'roll' && v.dice.length > 0));
  await expect(page.locator('#dice .die.live')).toHaveCount(1);
  await page.locator('#roll').click();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  await expect(page.locator('#dice .die.live')).not.toHaveCount(1);
  expect(await page.locator('#dice .die.live').count(), 'the person holds two dice or more').toBeGreaterThanOrEqual(2);
  const before = await seen(page);
  await decide(page);
  await expect(page.locator('#roll')).toBeEnabled({ timeout: 60_000 });
  await page.keyboard.press('u');
  await expect(page.locator('#message-text')).toHaveText('Your last move was taken back.');
  await expect.poll(() => seen(page)).toEqual(before);
});
