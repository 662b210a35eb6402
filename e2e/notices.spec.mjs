// The notices that float over the page keep off the board's squares: the message Undo
// gives (and every message of the page, which shows the same way) and the line that tells a
// moment. At a laptop's, the test's own, the README embed's and a phone's screen, neither's
// box meets a square where a pawn can stand (every track, home and base square of the
// board, placed from the engine's geometry and the board's box on the page).
import { test, expect } from './helpers.mjs';
import { Game } from './unit/engine.mjs';

test.use({ reducedMotion: 'reduce' });

const SIZES = [
  [1366, 768],
  [1200, 820],
  [760, 820],
  [390, 844],
];

/**
 * The squares of the board where the notice `id` lies, as 'x,y' in half cells (none: it
 * covers no square a pawn can stand on).
 * @param {import('@playwright/test').Page} page
 * @param {string} id
 */
async function squaresUnder(page, id) {
  const geo = Game.geometryOf('ludo');
  const { notice, board } = await page.evaluate((which) => {
    const box = (/** @type {string} */ i) => /** @type {HTMLElement} */ (document.getElementById(i)).getBoundingClientRect().toJSON();
    return { notice: box(which), board: box('board') };
  }, id);
  const s = board.width / (geo.size * 2);
  const points = [...geo.paths.flatMap((p) => p.slice(1)), ...geo.bases.flat()];
  return [...new Set(points.map((p) => p.join()))].filter((key) => {
    const [x, y] = key.split(',').map(Number);
    const sq = { left: board.left + (x - 1) * s, right: board.left + (x + 1) * s, top: board.top + (y - 1) * s, bottom: board.top + (y + 1) * s };
    return notice.left < sq.right && notice.right > sq.left && notice.top < sq.bottom && notice.bottom > sq.top;
  });
}

for (const [width, height] of SIZES) {
  test(`at ${width}×${height} the Undo message and the line over the board cover no square of the board`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // the Undo message: nothing to take back at the start
    await page.goto('/?preset=classic&seats=person,easy&seed=3&speed=instant');
    await expect(page.locator('#roll')).toBeEnabled();
    await page.keyboard.press('u');
    await expect(page.locator('#message-text')).toHaveText('Nothing to take back yet: Undo takes back your last move.');
    expect(await squaresUnder(page, 'message'), 'squares under the message').toEqual([]);
    // the line over the board, at the first three moments of a game of computers
    await page.goto('/?preset=classic&seats=easy,easy,easy,easy&seed=3&speed=normal');
    const seen = new Set();
    while (seen.size < 3) {
      await expect(page.locator('#moment')).toBeVisible({ timeout: 60_000 });
      const text = (await page.locator('#moment').textContent()) ?? '';
      if (seen.has(text)) continue;
      seen.add(text);
      expect(await squaresUnder(page, 'moment'), `squares under "${text}"`).toEqual([]);
    }
  });
}
