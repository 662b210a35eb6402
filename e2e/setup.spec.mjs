// The new-game screen: every switch of the engine is offered with its explanation, the
// choices reach the engine, and the last choice is remembered.
import { test, expect, savedGame } from './helpers.mjs';

test('every rule switch is offered, explained, and sent to the engine', async ({ page }) => {
  await page.goto('/?speed=instant');
  await page.locator('#house-rules summary').click();
  const count = await page.evaluate(() => document.querySelectorAll('#switches .sw').length);
  expect(count).toBe(26);
  await expect(page.locator('#switches .about')).toHaveCount(26);

  await page.getByRole('radio', { name: /Mensch/ }).check();
  await expect(page.locator('#sw-board')).toHaveValue('mensch');
  await page.locator('#sw-captureBackwards').check();
  await page.locator('select[data-seat="1"]').selectOption('hard');
  await page.locator('input[data-seat="1"]').fill('Bo');
  await page.locator('#seat-remove').click();
  await page.locator('#start').click();
  await expect(page.locator('#board')).toBeVisible();
  const st = (await savedGame(page)).state;
  expect(st.preset).toBe('mensch');
  expect(st.rules.captureBackwards).toBe(true);
  expect(st.seats.length).toBe(3);
  expect(st.seats[1]).toEqual({ name: 'Bo', computer: 'hard' });

  // the choice is remembered for the next new game, after a reload too
  await page.reload();
  await page.locator('#new-game').click();
  await expect(page.getByRole('radio', { name: /Mensch/ })).toBeChecked();
  await page.locator('#house-rules summary').click();
  await expect(page.locator('#sw-captureBackwards')).toBeChecked();
  await expect(page.locator('input[data-seat="1"]')).toHaveValue('Bo');
  await expect(page.locator('#seats .seat')).toHaveCount(3);
});

test('rules that cannot be played together give the engine\'s message', async ({ page }) => {
  await page.goto('/');
  await page.locator('#house-rules summary').click();
  await page.locator('#sw-stacking').check();
  await page.locator('#sw-towers').check();
  await page.locator('#start').click();
  await expect(page.locator('#setup-error')).toContainText('cannot start');
  await expect(page.locator('#setup')).toBeVisible();
  expect(await savedGame(page)).toBeNull();
});

test('a bad option in the URL shows the engine\'s message instead of a game', async ({ page }) => {
  await page.goto('/?preset=chess&seats=person,hard');
  await expect(page.locator('#setup')).toBeVisible();
  await expect(page.locator('#setup-error')).toContainText('unknown preset "chess"');
  await page.waitForLoadState('networkidle'); // the worker has loaded: leaving aborts nothing
  await page.goto('/?preset=mensch&seats=person,genius');
  await expect(page.locator('#setup-error')).toContainText('genius');
  await page.waitForLoadState('networkidle');
  await page.goto('/?preset=classic&enterOn=[7]');
  await expect(page.locator('#setup-error')).toContainText('enterOn');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ludo.game')))).toEqual([]);
});
