// The rules sheet, reachable from the game: the preset in a line, the goal, each switch of
// the game with its explanation in the player's language, house rules marked.
import { test, expect } from './helpers.mjs';

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
