// Hints that help choose: the chances to win are shown with as many decimals as it
// takes to tell the moves apart, or the moves are said to be equally good; the move's
// words keep the width of the panel (Portuguese, on a phone), beside its reason.
import { test, expect, playByClicking, openSaved } from './helpers.mjs';
import { gameWhere } from './fixtures.mjs';

test('on a phone in Portuguese, the hints tell the moves apart and their words fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // a game under way (fixtures.mjs): the person to roll with two pawns or more out of the
  // base, so that most rolls give moves to choose between
  const url = '/?preset=classic&seats=person,medium,medium,medium&firstTurn=firstSeat&seed=21&speed=instant&autoMove=false&lang=pt';
  await openSaved(page, url, await gameWhere(url, (v) => v.seatOnTurn === 0 && v.phase === 'roll' && v.pawns[0].filter((p) => p > 0).length >= 2));
  let seen = 0;
  let rolls = 0;
  await playByClicking(page, {
    done: async () => seen >= 3 || ++rolls > 120,
    onMove: async () => {
      if (seen >= 3) return;
      await page.locator('#hint').click();
      const items = page.locator('#hints .hint-move');
      await expect(items.first()).toBeVisible();
      const n = await items.count();
      if (n < 2) return;
      seen++;
      const pcts = await page.locator('#hints .hint-pct').allTextContents();
      expect(pcts).toHaveLength(n);
      for (const p of pcts) expect(p).toMatch(/^\d+(,\d{1,2})? ?% de chance de vencer$/);
      const equal = await page.locator('#hints .hints-equal').isVisible();
      if (equal) {
        await expect(page.locator('#hints .hints-equal')).toHaveText('Estes movimentos são igualmente bons: qualquer um serve.');
        expect(new Set(pcts).size).toBe(1);
      } else {
        expect(new Set(pcts).size, pcts.join(' / ')).toBe(n);
      }
      // the move's words take the width of the hint, not a narrow column
      const widths = await items.evaluateAll((bs) => bs.map((b) => [b.querySelector('.hint-text').getBoundingClientRect().width, b.getBoundingClientRect().width]));
      for (const [text, all] of widths) expect(text).toBeGreaterThan(all * 0.6);
      // and nothing in the hints overflows
      const over = await page.locator('#hints').evaluate((box) => [...box.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible').length);
      expect(over).toBe(0);
    },
  });
  expect(seen).toBe(3);
});
