// Every text fits: at 360, 390, 760, 1280 and 1366 px wide, in English, Portuguese and
// German, on the new-game screen, during a game, on the rules sheet and on the end
// screen (reached from a game opened a few steps before its end), no element's text runs
// out of its box sideways (clipped, cut with an ellipsis or scrolled) and the page does
// not scroll sideways.
import { test, expect, playByClicking, openSaved } from './helpers.mjs';
import { nearEnd } from './fixtures.mjs';

const WIDTHS = [360, 390, 760, 1280, 1366];

/** The elements on show whose content runs out of their box sideways, one line each. */
function overflowing(page) {
  return page.evaluate(() => {
    const bad = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) bad.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth})`);
    for (const e of document.querySelectorAll('body *')) {
      if (!(e instanceof HTMLElement) || e.getClientRects().length === 0) continue;
      if (['CANVAS', 'SELECT', 'INPUT', 'TEXTAREA', 'OPTION'].includes(e.tagName) || e.closest('.sr-only')) continue;
      if (e.clientWidth <= 1) continue; // visually hidden, read by screen readers
      // the board and its tap targets are drawn, not text (the lines over it are checked)
      if (e.id === 'board-wrap' || e.closest('#hits')) continue;
      const cs = getComputedStyle(e);
      const cut = e.scrollWidth > e.clientWidth + 1;
      const name = `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 40)}"`;
      if (cut && cs.overflowX !== 'visible') bad.push(`${name}: ${e.scrollWidth} px of content in ${e.clientWidth}`);
      else if (cut && cs.textOverflow === 'ellipsis') bad.push(`${name}: cut with an ellipsis`);
    }
    return bad;
  });
}

/** Checks the screen on show at every width. */
async function fits(page, what) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 700 ? 800 : 820 });
    // the layout follows the new width before it is read
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await overflowing(page), `${what} at ${width} px`).toEqual([]);
  }
}

// one test per screen and language: each reads every element at five widths, which on a
// loaded machine takes minutes for all the screens of a language together
for (const lang of ['en', 'pt', 'de']) {
  test(`every text fits on the new-game screen, in ${lang}`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    await expect(page.locator('#start')).toBeVisible();
    await fits(page, 'the new-game screen');
  });

  test(`every text fits in a game and on its rules sheet, in ${lang}`, async ({ page }) => {
    await page.goto(`/?preset=mensch&seats=easy,person,easy,easy&names=,Maximiliane%20Mustermann&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false&lang=${lang}`);
    let rolls = 0;
    await playByClicking(page, {
      done: async () => ++rolls > 3,
      onMove: async () => {
        if (await page.locator('#hints').isVisible()) return;
        await page.locator('#hint').click();
        await expect(page.locator('#hints .hint-move').first()).toBeVisible();
        await fits(page, 'a game with hints');
      },
    });
    // the turn heading names the person on turn in full, however narrow the page
    await expect(page.locator('#turn-text')).toContainText('Maximiliane Mustermann');
    await fits(page, 'a game, a long name on turn');
    await page.locator('#rules-open').click();
    await expect(page.locator('#rules-sheet .howto')).toBeVisible();
    await fits(page, 'the rules sheet');
  });

  test(`every text fits on the end screen, in ${lang}`, async ({ page }) => {
    // the game to its end is played in English (the test reads the Roll button's word),
    // from a few steps before it, then the language is chosen on the end screen
    const end = '/?preset=mensch&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false&lang=en';
    await openSaved(page, end, await nearEnd(end, 6));
    await playByClicking(page);
    await page.locator('#lang').selectOption(lang);
    await page.locator('#results details summary').click();
    await fits(page, 'the end screen with the figures');
  });
}
