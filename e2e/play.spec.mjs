// Playing: a whole game by clicking, a reload in the middle, undo, and the keyboard.
import { test, expect, savedGame, playByClicking, awaiting } from './helpers.mjs';

test('a whole game played by clicking ends on the results screen', async ({ page }) => {
  await page.goto('/?speed=instant&autoMove=false');
  // the new-game screen: classic rules, two seats, the second one a hard computer
  await page.getByRole('radio', { name: /Classic/ }).check();
  await page.locator('#seat-remove').click();
  await page.locator('#seat-remove').click();
  await expect(page.locator('#seats .seat')).toHaveCount(2);
  await page.locator('select[data-seat="0"]').selectOption('person');
  await page.locator('input[data-seat="0"]').fill('Ana');
  await page.locator('select[data-seat="1"]').selectOption('hard');
  await page.locator('#house-rules summary').click();
  await page.locator('#seed').fill('11');
  await page.locator('#start').click();

  await expect(page.locator('#turn-text')).toContainText(/Ana|Player 2/);
  const clicks = await playByClicking(page);
  expect(clicks).toBeGreaterThan(20);

  await expect(page.locator('#results')).toBeVisible();
  const rows = page.locator('#results-table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).locator('td').first()).toHaveText('1.');
  await expect(rows.nth(1).locator('td').first()).toHaveText('2.');
  await expect(page.locator('#results-table')).toContainText('Ana');
  await expect(page.locator('#results-table thead')).toContainText('Sixes');
  // the figures are the engine's stats(): the winner brought all four pawns home
  const winnerHome = await rows.nth(0).locator('td').last().textContent();
  expect(winnerHome).toBe('4');
  await expect(page.locator('#log li').last()).toHaveText('Game over');

  const saved = await savedGame(page);
  expect(saved.state.phase).toBe('over');
  expect(saved.state.seats.map((s) => s.computer)).toEqual([null, 'hard']);
});

test('a reload in the middle of a game resumes the same position', async ({ page }) => {
  await page.goto('/?preset=velvet&seats=person,medium,medium,medium&seed=21&speed=instant&autoMove=false');
  await playByClicking(page, {
    done: async () => (await savedGame(page)).state.log.filter((e) => e.type === 'move').length >= 30,
  });
  const moves = (await savedGame(page)).state.log.filter((e) => e.type === 'move').length;
  expect(moves).toBeGreaterThanOrEqual(30);
  const before = await savedGame(page);
  const logBefore = await page.locator('#log').innerText();
  const boardBefore = await page.locator('#board').evaluate((c) => c.toDataURL());

  await page.reload();
  await expect(page.locator('#roll')).toBeEnabled();
  const after = await savedGame(page);
  expect(after.state).toEqual(before.state);
  expect(await page.locator('#log').innerText()).toBe(logBefore);
  await expect.poll(() => page.locator('#board').evaluate((c) => c.toDataURL())).toBe(boardBefore);
  // and the game goes on from there
  await page.locator('#roll').click();
  await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThan(before.state.log.length);
});

test('undo takes back the person\'s move with the same dice', async ({ page }) => {
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

test('a whole game played with the keyboard only', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false');
  await expect(page.locator('#roll')).toBeFocused();
  let keys = 0;
  for (let i = 0; i < 4000; i++) {
    const next = await awaiting(page);
    if (next === 'over') break;
    if (next === 'roll') await page.keyboard.press('r');
    else {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    keys++;
  }
  await expect(page.locator('#results')).toBeVisible();
  expect(keys).toBeGreaterThan(20);
  await expect(page.locator('#results-again')).toBeFocused();
  const st = (await savedGame(page)).state;
  expect(st.phase).toBe('over');
  expect(st.ranking.length).toBe(2);
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
