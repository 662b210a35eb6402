// axe-core on every screen a player meets beyond the ones a11y.spec.mjs checks: the
// rules sheet with "How to play" in each language, the Finish now bar, the end screen
// it leads to, the replay and the analysis: no serious or critical violation.
import { test, expect, stopClock } from './helpers.mjs';
import { violations } from './axe.mjs';

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

for (const scheme of ['light', 'dark']) {
  test(`the rules sheet with how to play, in every language (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const lang of ['en', 'pt', 'de']) {
      await page.goto(`/?preset=velvet&seats=person,easy&seed=3&speed=instant&autoMove=false&lang=${lang}`);
      await page.locator('#rules-open').click();
      await expect(page.locator('#rules-sheet .howto')).toBeVisible();
      expect(await violations(page), lang).toEqual([]);
    }
  });
}

test('Finish now, the end it leads to, the replay and the analysis', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?preset=mensch&seats=person,easy,easy&names=Ana,Bo,Cy&firstTurn=firstSeat&seed=8&speed=instant&autoMove=false');
  await expect(page.locator('#board')).toBeVisible();
  await stopClock(page);
  const bar = page.locator('#finish-bar');
  for (let i = 0; i < 6000 && !(await bar.isVisible()); i++) {
    if (await page.locator('#roll').isEnabled()) await page.locator('#roll').click();
    else if (await page.locator('#pick button').count()) await page.locator('#pick button').first().click();
    else if (await page.locator('#hits[data-selected] .hit.target').count()) await page.locator('.hit.target').first().click();
    else if (await page.locator('.hit.pawn').count()) await page.locator('.hit.pawn').first().click();
    else await page.clock.runFor(100);
  }
  await expect(bar).toBeVisible();
  // axe runs on the page's clock: the computers go on at the slowest pace meanwhile
  await page.locator('.settings summary').click();
  await page.locator('#speed').selectOption('slow');
  await page.clock.resume();
  expect(await violations(page), 'the Finish now bar').toEqual([]);
  await page.getByRole('button', { name: 'Finish now' }).click();
  await expect(page.locator('#results')).toBeVisible();
  expect(await violations(page), 'the end').toEqual([]);
  await page.locator('#results-analyse').click();
  await expect(page.locator('#analysis .an-chart')).toBeVisible({ timeout: 60_000 });
  expect(await violations(page), 'the replay with its analysis').toEqual([]);
});
