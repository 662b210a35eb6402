// The page fits the screen: at the README's 760×820 embed, an upright tablet, a phone, and
// two laptop screens, in every preset, the whole board and the roll control (the Roll
// button and the dice) are on screen without scrolling, at the start and at every roll
// of a game, and the page never scrolls sideways. The games played to their end leave
// screenshots for review in e2e/shots/ (the new-game screen, the start, a game under
// way, the winner's screen), one set per screen size.
import { test, expect, playByClicking, visit } from './helpers.mjs';

/**
 * Keeps a screenshot of the whole screen for review: e2e/shots/WIDTHxHEIGHT-NAME.png.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 */
async function keep(page, name) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  await page.screenshot({ path: `e2e/shots/${width}x${height}-${name}.png` });
}

const SIZES = [
  { name: 'the README embed', width: 760, height: 820 },
  { name: 'an upright tablet', width: 768, height: 1024, touch: true },
  { name: 'a phone', width: 390, height: 844, touch: true },
  { name: 'a laptop', width: 1366, height: 768 },
  { name: 'a small laptop', width: 1280, height: 720 },
];
const PRESETS = ['classic', 'velvet', 'brazilian', 'mensch', 'rewards'];

/** Where the board, the Roll button and the dice are, and how far the page scrolls. */
function measure(page) {
  return page.evaluate(() => {
    const box = (id) => {
      const r = document.getElementById(id).getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    return {
      board: box('board'),
      roll: box('roll'),
      dice: box('dice'),
      scrollX: window.scrollX,
      scrollY: window.scrollY,
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });
}

/** The board, the Roll button and the dice lie inside the screen, nothing scrolled. */
async function expectFits(page, when) {
  const m = await measure(page);
  const inside = (r) => r.left >= 0 && r.top >= 0 && r.right <= m.width + 0.5 && r.bottom <= m.height + 0.5;
  expect(m.scrollWidth, `${when}: no sideways scrolling`).toBeLessThanOrEqual(m.width);
  expect([m.scrollX, m.scrollY], `${when}: the page is not scrolled`).toEqual([0, 0]);
  expect(inside(m.board), `${when}: the whole board is on screen ${JSON.stringify(m.board)}`).toBe(true);
  expect(inside(m.roll), `${when}: the Roll button is on screen ${JSON.stringify(m.roll)}`).toBe(true);
  expect(inside(m.dice), `${when}: the dice are on screen ${JSON.stringify(m.dice)}`).toBe(true);
  expect(m.board.width, `${when}: the board uses the room it has`).toBeGreaterThan(Math.min(m.width, m.height) * 0.6);
  return m;
}

test.describe.configure({ mode: 'parallel' });

for (const [i, size] of SIZES.entries()) {
  test.describe(`${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: Boolean(size.touch), isMobile: size.width < 500 });

    for (const [k, preset] of PRESETS.entries()) {
      // one preset per size is played to its end; the others for their first twelve rolls
      const whole = k === i;
      test(`${preset}: the board and the roll control stay on screen ${whole ? 'through a whole game' : 'through the first rolls'}`, async ({ page }) => {
        // a whole game of four takes minutes on a busy machine
        if (whole) test.slow();
        if (whole) {
          await page.goto('/?lang=en');
          await expect(page.locator('#quick-play')).toBeVisible();
          await keep(page, 'new-game');
        }
        await visit(page, `/?preset=${preset}&seats=person,easy,easy,easy&seed=${11 + k}&speed=instant&autoMove=true`);
        await expect(page.locator('#roll')).toBeEnabled();
        await expectFits(page, 'at the start');
        if (whole) await keep(page, `${preset}-start`);
        let rolls = 0;
        await playByClicking(page, {
          done: async () => {
            rolls++;
            await expectFits(page, `before roll ${rolls}`);
            if (whole && rolls === 40) await keep(page, `${preset}-playing`);
            return !whole && rolls >= 12;
          },
        });
        if (whole) {
          await expect(page.locator('#results')).toBeVisible();
          await keep(page, `${preset}-end`);
          await page.locator('#results-board').click();
          await expect(page.locator('#results')).toBeHidden();
          await expectFits(page, 'after the end');
        }
      });
    }
  });
}

test('turning a tablet from upright to landscape keeps the board and the Roll button on screen', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/?preset=mensch&seats=person,easy&seed=3&speed=instant');
  await expect(page.locator('#roll')).toBeEnabled();
  const upright = await expectFits(page, 'upright');
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect.poll(async () => (await measure(page)).board.width).not.toBe(upright.board.width);
  const landscape = await expectFits(page, 'landscape');
  // on a wide screen the controls sit beside the board, not under it
  expect(landscape.roll.left).toBeGreaterThan(landscape.board.right);
});
