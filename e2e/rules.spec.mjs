// The rules sheet, reachable from the game: the preset in a line, the goal, each switch of
// the game with its explanation in the player's language, house rules marked.
import { test, expect, holdFile } from './helpers.mjs';

test('the rules sheet sums up the preset and its switches, in the player\'s language', async ({ page }) => {
  await page.goto('/?preset=classic&seats=person,easy&captureBonus=true&seed=3&speed=instant&autoMove=false');
  await page.locator('#rules-open').click();
  const sheet = page.locator('#rules-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('h2')).toHaveText('Rules: Classic');
  await expect(sheet).toContainText('Common Ludo: a six to enter, sixes banked and split, three sixes are a foul.');
  await expect(sheet).toContainText('Bring all your pawns home before the others.');
  await expect(sheet.locator('dt', { hasText: 'Bank sixes' })).toBeVisible();
  await expect(sheet.locator('dt', { hasText: 'Leave the base on: 6' })).toBeVisible();
  // the switch changed from the preset by the link is a house rule
  await expect(sheet.locator('dt', { hasText: 'Extra roll for a capture' })).toContainText('house rule');
  await expect(sheet.locator('dt', { hasText: 'Bank sixes' })).not.toContainText('house rule');
  await expect(sheet.locator('details')).toContainText('Towers');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.locator('#roll')).toBeEnabled();

  await page.locator('#lang').selectOption('de');
  await page.locator('#rules-open').click();
  await expect(sheet.locator('h2')).toHaveText('Regeln: Klassisch');
  await expect(sheet).toContainText('Eine Sechs gibt einen weiteren Wurf.');
  await expect(sheet.locator('dt', { hasText: 'Extrawurf' }).first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Schließen' }).click();
  await expect(sheet).toBeHidden();
});

test.describe('a language chosen just before the sheet opens', () => {
  // the German words come from the server, held back here (no offline cache to answer)
  test.use({ serviceWorkers: 'block' });

  test('arrives while the sheet is open: the sheet turns to it, the focus stays on Close', async ({ page }) => {
    await page.goto('/?preset=classic&seats=person,easy&seed=3&speed=instant&autoMove=false');
    await expect(page.locator('#roll')).toBeEnabled();
    const german = await holdFile(page, 'Neues Spiel');
    await page.locator('#lang').selectOption('de');
    await expect.poll(german.url).not.toBe('');
    await page.locator('#rules-open').click();
    const sheet = page.locator('#rules-sheet');
    await expect(sheet.locator('h2')).toHaveText('Rules: Classic');
    german.release();
    await expect(sheet.locator('h2')).toHaveText('Regeln: Klassisch');
    await expect(sheet.getByRole('heading', { name: 'So wird gespielt' })).toBeVisible();
    await expect(sheet).toContainText('Eine Sechs gibt einen weiteren Wurf.');
    await expect(sheet.getByRole('button', { name: 'Schließen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page.locator('#roll')).toHaveText('Würfeln');
  });
});
