// Playing: undo (also after a reload), a turn with the keyboard, a move by its square. (A
// whole game by clicking, and one with the keyboard only: layout.spec.mjs; a reload in the
// middle of a game: saves.spec.mjs.)
import { test, expect, savedGame } from './helpers.mjs';

test('undo takes back the person\'s move with the same dice, and still does after a reload', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,hard&firstTurn=firstSeat&seed=4&speed=instant&autoMove=false');
  await page.locator('#roll').click();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  const before = await savedGame(page);
  expect(before.state.phase).toBe('move');
  await expect(page.locator('#undo')).toBeDisabled();
  await page.locator('.hit.pawn').first().click();
  await expect(page.locator('#undo')).toBeEnabled();
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThan(before.state.log.length);

  await page.locator('#undo').click();
  await expect(page.locator('.hit.pawn').first()).toBeVisible();
  const after = await savedGame(page);
  expect(after.state).toEqual(before.state);
  expect(after.state.dice).toEqual(before.state.dice);
  await expect(page.locator('#undo')).toBeDisabled();

  await test.step('undo still takes the move back after a reload', async () => {
    await page.locator('.hit.pawn').first().click();
    // the computer plays its turn; then the person is to roll again
    await expect.poll(async () => (await savedGame(page)).state.log.filter((e) => e.type === 'turn').length).toBeGreaterThan(2);
    await expect(page.locator('#roll')).toBeEnabled();
    await expect(page.locator('#undo')).toBeEnabled();
    // the page has fetched all it asked for (a worker started once the offline cache took
    // the page over loads its engine): a reload would abort it
    await page.waitForLoadState('networkidle');

    await page.reload();
    await expect(page.locator('#roll')).toBeEnabled();
    await expect(page.locator('#undo')).toBeEnabled();
    await page.locator('#undo').click();
    await expect(page.locator('.hit.pawn').first()).toBeVisible();
    expect((await savedGame(page)).state).toEqual(before.state);
    await expect(page.locator('#undo')).toBeDisabled();
    // and after another reload the game is still the one before the move
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.locator('.hit.pawn').first()).toBeVisible();
    expect((await savedGame(page)).state).toEqual(before.state);
  });
});

test('a turn played with the keyboard only', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=1&speed=instant&autoMove=false');
  // the Roll button has the focus when the person is to roll
  await expect(page.locator('#roll')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#board-wrap')).toBeFocused();
  const before = await savedGame(page);
  expect(before.state.phase).toBe('move');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#live')).toContainText(/Move 1 of \d+: pawn [A-D]/);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await savedGame(page)).state.pawns[0]).not.toEqual(before.state.pawns[0]);
  // the log reads in the player's words, a line per turn, and the computer took its turn
  await expect(page.locator('#log')).toContainText(/[A-D] to square \d+|[A-D] comes in/);
  await expect(page.locator('#log li', { hasText: /^Player 2 rolled/ }).first()).toBeVisible();
  // the next roll, with the R key
  await expect(page.locator('#roll')).toBeEnabled();
  const rolls = (await savedGame(page)).state.log.filter((e) => e.type === 'roll').length;
  await page.keyboard.press('r');
  await expect.poll(async () => (await savedGame(page)).state.log.filter((e) => e.type === 'roll').length).toBe(rolls + 1);
});

test('clicking the square a pawn would land on plays that move', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=1&speed=instant&autoMove=false');
  await page.locator('#roll').click();
  const target = page.locator('.hit.target').first();
  await expect(target).toBeVisible();
  const before = (await savedGame(page)).state;
  await target.click();
  await expect.poll(async () => (await savedGame(page)).state.pawns[0]).not.toEqual(before.pawns[0]);
});
