// Accessibility, checked by axe-core (from npm, injected into the page): the new-game
// screen, a game in progress (hints and settings open, the menu of a tap between two
// pawns) and the end screen have no serious or critical violation, in light and dark
// colours (each screen checked in both, the colour scheme switched on the page) and in
// each language. The end is reached from a game opened a few steps before it.
import { test, expect, playByClicking, visit, openSaved } from './helpers.mjs';
import { expectClean } from './axe.mjs';
import { nearEnd } from './fixtures.mjs';

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

test('the new-game screen, in every language, with the house rules open, in light and dark colours', async ({ page }) => {
  for (const lang of ['en', 'pt', 'de']) {
    await visit(page, `/?lang=${lang}`);
    await expect(page.locator('#start')).toBeVisible();
    await page.locator('#house-rules summary').click();
    // checked once the form (loaded on demand) has drawn its switches
    await expect(page.locator('#switches .sw').first()).toBeVisible();
    await expectClean(page, lang);
  }
  await visit(page, '/?seats=9&preset=chess');
  await expect(page.locator('#setup-error')).not.toBeEmpty();
  await expectClean(page, 'with a message on the form');
});

test('a game in progress: the board, the panel, hints, settings and a message, in light and dark colours', async ({ page }) => {
  await visit(page, '/?preset=rewards&seats=person,easy,easy,easy&seed=4&speed=instant&autoMove=false');
  let rolls = 0;
  await playByClicking(page, { done: async () => ++rolls > 4 });
  await expectClean(page, 'waiting for a roll');
  let checked = false;
  await playByClicking(page, {
    done: async () => checked,
    onMove: async () => {
      if (checked) return;
      await page.locator('#hint').click();
      await expect(page.locator('#hints')).toBeVisible();
      await page.locator('.settings summary').click();
      // a message (the move taken back, or why not), shown afresh for each check
      await expectClean(page, 'choosing a move', async () => {
        await page.locator('#undo').click({ force: true });
        await expect(page.locator('#message')).toBeVisible();
        // a move taken back asks for the move again: its hints shown again
        if (!(await page.locator('#hints').isVisible()) && (await page.locator('#hint').isEnabled())) {
          await page.locator('#hint').click();
          await expect(page.locator('#hints')).toBeVisible();
        }
      });
      checked = true;
    },
  });
});

test('the end of a game, in light and dark colours', async ({ page }) => {
  const url = '/?preset=classic&seats=person,easy&seed=2&speed=instant&autoMove=true';
  await openSaved(page, url, await nearEnd(url, 6));
  await playByClicking(page);
  await expect(page.locator('#results')).toBeVisible();
  await expectClean(page, 'the results');
  await page.locator('#results-board').click();
  await expectClean(page, 'the board after the end');
});
