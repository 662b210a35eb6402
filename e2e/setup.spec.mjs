// The new-game screen: every switch of the engine is offered with its explanation, the
// choices reach the engine, and the last choice is remembered.
import { test, expect, savedGame } from './helpers.mjs';

test('every rule switch is offered, explained, and sent to the engine', async ({ page }) => {
  await page.goto('/?speed=instant');
  await page.locator('#house-rules summary').click();
  // the form may still be loading: its switches are drawn once it has
  await expect(page.locator('#switches .sw')).toHaveCount(26);
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

test('rules that cannot be played together are named in the player\'s words', async ({ page }) => {
  await page.goto('/');
  await page.locator('#house-rules summary').click();
  await page.locator('#sw-stacking').check();
  await page.locator('#sw-towers').check();
  await page.locator('#start').click();
  await expect(page.locator('#setup-error')).toHaveText('This game cannot start: Stacks and Towers cannot be played together. Choose one of them.');
  await expect(page.locator('#setup')).toBeVisible();
  expect(await savedGame(page)).toBeNull();
  // the message follows a change of language
  await page.locator('#lang').selectOption('de');
  await expect(page.locator('#setup-error')).toHaveText('Dieses Spiel kann nicht beginnen: Stapel und Türme lassen sich nicht zusammen spielen. Wähle eine davon.');
});

test('a bad option in the URL is named, with what it accepts, instead of a game', async ({ page }) => {
  await page.goto('/?preset=chess&seats=person,hard');
  await expect(page.locator('#setup')).toBeVisible();
  await expect(page.locator('#setup-error')).toHaveText('The link’s “preset=chess” cannot be used: preset takes classic, velvet, brazilian, mensch, or rewards.');
  await page.goto('/?preset=mensch&seats=9&lang=pt');
  await expect(page.locator('#setup-error')).toHaveText(
    'O “seats=9” do link não pode ser usado: seats aceita de 2 a 6 jogadores separados por vírgulas, cada um person, easy, medium, hard, expert ou friend.',
  );
  await page.goto('/?preset=classic&enterOn=[7]&seats=person,genius&lang=de');
  await expect(page.locator('#setup-error')).toContainText('„seats=person,genius“ im Link ist nicht verwendbar');
  await expect(page.locator('#setup-error')).toContainText('„enterOn=[7]“ im Link ist nicht verwendbar: enterOn nimmt Augenzahlen von 1 bis 6');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('ludo.game')))).toEqual([]);
  // the settings' parameters do not stop the game: they are said, and the game starts
  await page.goto('/?preset=classic&seats=person,hard&speed=warp');
  await expect(page.locator('#board')).toBeVisible();
  await expect(page.locator('#message-text')).toHaveText('The link’s “speed=warp” cannot be used: speed takes slow, normal, fast, or instant.');
});
