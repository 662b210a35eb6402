// Small things a new player meets: the sound button's picture when muted, the one
// person against computers called "You" in their language, the "Reward squares" card
// saying what the squares do, and the replay's buttons named with the key they show
// (axe finds no serious or critical violation on the replay).
import { test, expect, playByClicking } from './helpers.mjs';
import { violations } from './axe.mjs';

test.use({ bypassCSP: true });

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

test('the Reward squares card says what the squares do', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('[data-preset="rewards"]');
  await expect(card).toContainText('Squares that help or hurt the pawn that lands on them');
  await expect(card).not.toContainText('One person against three computers');
});

test('the replay: its buttons are named with the key they show; axe finds nothing serious', async ({ page }) => {
  await page.goto('/?preset=mensch&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false');
  await playByClicking(page);
  await page.locator('#results-replay').click();
  await expect(page.locator('#replay-bar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'To the start, Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play, Space' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('#replay-where')).toContainText('Step 1');
  expect(await violations(page)).toEqual([]);
});
