// Accessibility, checked by axe-core (from npm, injected into the page): the new-game
// screen, a game in progress (hints and settings open, the menu of a tap between two
// pawns) and the end screen have no serious or critical violation, in light and dark
// colours and in each language.
import { test, expect, playByClicking, visit } from './helpers.mjs';
import { violations } from './axe.mjs';

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

for (const scheme of ['light', 'dark']) {
  test.describe(`${scheme} colours`, () => {
    test.use({ colorScheme: scheme });

    test('the new-game screen, in every language, with the house rules open', async ({ page }) => {
      for (const lang of ['en', 'pt', 'de']) {
        await visit(page, `/?lang=${lang}`);
        await expect(page.locator('#start')).toBeVisible();
        await page.locator('#house-rules summary').click();
        // checked once the form (loaded on demand) has drawn its switches
        await expect(page.locator('#switches .sw').first()).toBeVisible();
        expect(await violations(page), lang).toEqual([]);
      }
      await visit(page, '/?seats=9&preset=chess');
      await expect(page.locator('#setup-error')).not.toBeEmpty();
      expect(await violations(page), 'with a message on the form').toEqual([]);
    });

    test('a game in progress: the board, the panel, hints, settings and a message', async ({ page }) => {
      await visit(page, '/?preset=rewards&seats=person,easy,easy,easy&seed=4&speed=instant&autoMove=false');
      let rolls = 0;
      await playByClicking(page, { done: async () => ++rolls > 4 });
      expect(await violations(page), 'waiting for a roll').toEqual([]);
      let checked = false;
      await playByClicking(page, {
        done: async () => checked,
        onMove: async () => {
          if (checked) return;
          await page.locator('#hint').click();
          await expect(page.locator('#hints')).toBeVisible();
          await page.locator('.settings summary').click();
          await page.locator('#undo').click({ force: true }); // a message: the move taken back, or why not
          await expect(page.locator('#message')).toBeVisible();
          expect(await violations(page), 'choosing a move').toEqual([]);
          checked = true;
        },
      });
    });

    test('the end of a game', async ({ page }) => {
      await visit(page, '/?preset=classic&seats=person,easy&seed=2&speed=instant&autoMove=true');
      await playByClicking(page);
      await expect(page.locator('#results')).toBeVisible();
      expect(await violations(page), 'the results').toEqual([]);
      await page.locator('#results-board').click();
      expect(await violations(page), 'the board after the end').toEqual([]);
    });
  });
}
