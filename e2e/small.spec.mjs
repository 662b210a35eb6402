// Small things a new player meets: the sound button's picture when muted, the one
// person against computers called "You" in their language. (The "Reward squares" card:
// newgame.spec.mjs; the replay's buttons named with their keys: replay.spec.mjs.)
import { test, expect } from './helpers.mjs';

test('muted, the sound button shows a struck loudspeaker, named and pressed off', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Sound' });
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(button.locator('svg')).toHaveCount(1);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(button).toHaveAttribute('title', 'Sound is off');
  await expect(button.locator('svg')).toHaveCount(1);
  await expect(button).not.toContainText('×');
  await button.click();
  await expect(button).toHaveAttribute('title', 'Sound is on');
});

test('the one person against computers is "You" in their language, unless they typed a name', async ({ page }) => {
  await page.goto('/?lang=pt');
  await page.locator('#quick-play').click();
  await expect(page.locator('#players li').first()).toContainText('Você');
  await page.goto('/?seats=person,easy&names=Ana&lang=de');
  await expect(page.locator('#players li').first()).toContainText('Ana');
  await page.goto('/?preset=mensch&seats=person,person&lang=en');
  await expect(page.locator('#players li').first()).toContainText('Player 1');
});
