// Journeys as a person makes them, on a phone and a laptop: what they tap and what they
// then see. Each leaves screenshots in e2e/shots/journey-*.png for review. The end of a
// game is reached from a game opened just before it (fixtures.mjs).
import { test, expect, playByClicking, savedGame, openSaved } from './helpers.mjs';
import { nearEnd } from './fixtures.mjs';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };

/**
 * Keeps a screenshot of the screen for review: e2e/shots/journey-NAME-WIDTHxHEIGHT.png.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 */
async function keep(page, name) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `e2e/shots/journey-${name}-${width}x${height}.png` });
}

/** Whether the element lies wholly inside the screen. */
function onScreen(page, css) {
  return page.locator(css).evaluate((node) => {
    const r = node.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
  });
}

for (const size of [PHONE, LAPTOP]) {
  test.describe(`${size.width}×${size.height}`, () => {
    const phone = size.width < 500;
    test.use({ viewport: size, hasTouch: phone, isMobile: phone });

    test('a new game started from a scrolled form opens with the board and the roll control in view', async ({ page }) => {
      await page.goto('/?lang=en');
      await expect(page.locator('#setup')).toBeVisible();
      // the person scrolls down to the players and starts from there
      // (the form may still be growing as its parts load: scrolled until it stays scrolled)
      await expect
        .poll(
          async () => {
            await page.locator('#seats').scrollIntoViewIfNeeded();
            await page.locator('#start').scrollIntoViewIfNeeded();
            return phone ? page.evaluate(() => scrollY) : 1000;
          },
          { message: 'the form is scrolled' },
        )
        .toBeGreaterThan(200);
      await keep(page, 'start-scrolled-form');
      if (phone) await page.locator('#start').tap();
      else await page.locator('#start').click();
      await expect(page.locator('#board')).toBeVisible();
      await expect(page.locator('#roll')).toBeVisible();
      // the board's top edge and the whole roll control are on screen
      await expect.poll(() => page.locator('#board').evaluate((b) => b.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
      expect(await page.locator('#board').evaluate((b) => b.getBoundingClientRect().top)).toBeLessThan(size.height / 3);
      expect(await onScreen(page, '#roll'), 'the Roll button is on screen').toBe(true);
      expect(await onScreen(page, '#dice'), 'the dice are on screen').toBe(true);
      await keep(page, 'start-game-opens');
      // and the game is the person's to play
      await expect(page.locator('#roll')).toBeEnabled();
      if (phone) await page.locator('#roll').tap();
      else await page.locator('#roll').click();
      await expect.poll(async () => (await savedGame(page))?.state.log.some((e) => e.type === 'roll')).toBe(true);
    });
  });
}

/** The figures table lies inside the end screen's card: no column lost, nothing to scroll sideways. */
async function figuresFit(page) {
  return page.evaluate(() => {
    const card = document.querySelector('#results .card').getBoundingClientRect();
    const wrap = document.querySelector('#results .table-wrap');
    const cells = [...document.querySelectorAll('#results-table tbody td, #results-table tbody th')];
    const out = cells.filter((c) => {
      const r = c.getBoundingClientRect();
      return r.left < card.left - 0.5 || r.right > card.right + 0.5 || r.width === 0;
    });
    return {
      sideways: wrap.scrollWidth > wrap.clientWidth + 0.5 || document.documentElement.scrollWidth > innerWidth,
      outside: out.map((c) => c.textContent),
      cells: cells.length,
    };
  });
}

test('the end says where you finished and who won, and the game figures fit every screen', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  // seed 14, two steps before its end: the computer rolls and brings its last pawn home
  const url = '/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=14&speed=instant&autoMove=true&lang=en';
  await openSaved(page, url, await nearEnd(url, 2));
  await playByClicking(page);
  const st = (await savedGame(page)).state;
  expect(st.ranking).toEqual([1, 0]);
  await expect(page.locator('#results-title')).toHaveText('You finished 2nd — Player 2 wins');
  await page.locator('#results .figures summary').click();
  for (const width of [360, 390, 760, 1280, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 768 });
    const fit = await figuresFit(page);
    expect(fit.cells).toBe(2 * 7);
    expect(fit, `the figures at ${width} px`).toEqual({ sideways: false, outside: [], cells: 14 });
    if (width === 390 || width === 1366) await keep(page, 'end-figures');
  }
});
