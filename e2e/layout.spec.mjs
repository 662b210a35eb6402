// The page fits the screen: at the README's 760×820 embed, an upright tablet, a phone, and
// two laptop screens, in every preset, the whole board and the roll control (the Roll
// button and the dice) are on screen without scrolling, at the start, at the rolls of a
// game and at its end, and the page never scrolls sideways. At each size one preset is
// played whole, by clicking (the README embed's from the new-game screen, the laptop's
// with the keyboard only); the others are opened at their start and a few steps before
// their end (saved games the engine played: fixtures.mjs) and played out from there. The
// whole games leave screenshots for review in e2e/shots/ (the new-game screen, the start,
// a game under way, the winner's screen), one set per screen size.
import { test, expect, playByClicking, playByKeys, savedGame, openFile, expectControlsInView } from './helpers.mjs';
import { nearEnd, newGame, optionsOf } from './fixtures.mjs';

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

/** The game of four opened for preset number `k` (a person and three easy computers). */
const fourSeats = (preset, k) => `/?preset=${preset}&seats=person,easy,easy,easy&seed=${11 + k}&speed=instant&autoMove=true`;

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

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: Boolean(size.touch), isMobile: size.width < 500 });

    test('every preset: the board and the roll control stay on screen at the start, through the first rolls and to the end', async ({ page }) => {
      await page.goto(fourSeats(PRESETS[0], 0));
      for (const [k, preset] of PRESETS.entries()) {
        await test.step(preset, async () => {
          const url = fourSeats(preset, k);
          // the game at its start: the link's own for the first preset, then each opened as a file
          if (k > 0) await openFile(page, newGame(await optionsOf(url)));
          await expect.poll(async () => (await savedGame(page))?.state.preset).toBe(preset);
          await expect(page.locator('#roll')).toBeEnabled();
          await expectFits(page, `${preset} at the start`);
          let rolls = 0;
          await playByClicking(page, {
            done: async () => {
              await expectFits(page, `${preset} before roll ${++rolls}`);
              return rolls >= 3;
            },
          });
          // a few steps before the end: a long log, places taken, then the end screen
          const end = await nearEnd(url, 4);
          await openFile(page, end);
          await expect.poll(async () => (await savedGame(page)).state.log.length).toBeGreaterThanOrEqual(end.log.length);
          await playByClicking(page, {
            done: async () => {
              await expectFits(page, `${preset} before a roll near the end`);
              return false;
            },
          });
          await expect(page.locator('#results')).toBeVisible();
          await page.locator('#results-board').click();
          await expect(page.locator('#results')).toBeHidden();
          await expectFits(page, `${preset} after the end`);
        });
      }
    });
  });
}

/**
 * The whole games, one per preset, each at one of the sizes: a person against a computer,
 * played by clicking (the laptop's by keys), the board and the roll control checked
 * before every roll, screenshots kept.
 */
const WHOLE = [
  // seeds of short games (about 50 to 90 clicks), so that five whole games take little time
  { size: SIZES[0], preset: 'classic', url: null }, // from the new-game screen, seed 9
  { size: SIZES[1], preset: 'velvet', url: '/?preset=velvet&seats=person,easy&seed=76&speed=instant&autoMove=true' },
  { size: SIZES[2], preset: 'brazilian', url: '/?preset=brazilian&seats=person,easy&seed=6&speed=instant&autoMove=true' },
  { size: SIZES[3], preset: 'mensch', url: '/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=65&speed=instant&autoMove=true' },
  { size: SIZES[4], preset: 'rewards', url: '/?preset=rewards&seats=person,easy&seed=55&speed=instant&autoMove=true' },
];

for (const { size, preset, url } of WHOLE) {
  test.describe(`${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: Boolean(size.touch), isMobile: size.width < 500 });

    const how = preset === 'classic' ? ', started from the new-game screen' : preset === 'mensch' ? ', played with the keyboard only' : '';
    test(`${preset}: a whole game${how}, the board and the roll control on screen at every roll`, async ({ page }) => {
      // a whole game takes a while on a busy machine
      test.slow();
      await page.goto(preset === 'classic' ? '/?speed=instant&autoMove=false' : '/?lang=en');
      await expect(page.locator('#quick-play')).toBeVisible();
      await expect(page.locator('#presets .preset').first()).toBeVisible();
      await keep(page, 'new-game');
      if (preset === 'classic') {
        // the new-game screen: classic rules, two seats, Ana against a hard computer
        await page.getByRole('radio', { name: /Classic/ }).check();
        await page.locator('#seat-remove').click();
        await page.locator('#seat-remove').click();
        await expect(page.locator('#seats .seat')).toHaveCount(2);
        await page.locator('select[data-seat="0"]').selectOption('person');
        await page.locator('input[data-seat="0"]').fill('Ana');
        await page.locator('select[data-seat="1"]').selectOption('hard');
        await page.locator('#house-rules summary').click();
        await page.locator('#seed').fill('9');
        await page.locator('#start').click();
        await expect(page.locator('#turn-text')).toContainText(/Ana|Player 2/);
      } else {
        await page.goto(url ?? '');
      }
      await expect(page.locator('#roll')).toBeEnabled();
      // the keyboard's game: the Roll button has the focus when the person is to roll
      if (preset === 'mensch') await expect(page.locator('#roll')).toBeFocused();
      await expectFits(page, 'at the start');
      if (preset === 'classic') await expectControlsInView(page, 'at the start');
      await keep(page, `${preset}-start`);
      let rolls = 0;
      const done = async () => {
        rolls++;
        await expectFits(page, `before roll ${rolls}`);
        if (rolls === 20) await keep(page, `${preset}-playing`);
        return false;
      };
      // the README embed's game: every control in view at every move, as in a 760×820 frame
      const onMove = async () => {
        if (preset === 'classic') await expectControlsInView(page, `before move ${rolls}`);
      };
      const steps = preset === 'mensch' ? await playByKeys(page, { done }) : await playByClicking(page, { done, onMove });
      expect(steps).toBeGreaterThan(20);
      await expect(page.locator('#results')).toBeVisible();
      await keep(page, `${preset}-end`);
      const st = (await savedGame(page)).state;
      expect(st.phase).toBe('over');
      expect(st.preset).toBe(preset);
      expect(st.ranking.length).toBe(2);
      if (preset === 'classic') {
        // the results: a row per seat in place order, the engine's stats()
        const rows = page.locator('#results-table tbody tr');
        await expect(rows).toHaveCount(2);
        await expect(rows.nth(0).locator('td').first()).toHaveText('1.');
        await expect(rows.nth(1).locator('td').first()).toHaveText('2.');
        await expect(page.locator('#results-table')).toContainText('Ana');
        await expect(page.locator('#results-table thead')).toContainText('Sixes');
        // the winner brought all four pawns home
        expect(await rows.nth(0).locator('td').last().textContent()).toBe('4');
        await expect(page.locator('#log li').last()).toHaveText('Game over');
        expect(st.seats.map((s) => s.computer)).toEqual([null, 'hard']);
      }
      // the keyboard's game ends with the focus on "Play again"
      if (preset === 'mensch') await expect(page.locator('#results-again')).toBeFocused();
      await page.locator('#results-board').click();
      await expect(page.locator('#results')).toBeHidden();
      await expectFits(page, 'after the end');
    });
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

/**
 * Screens about as wide as tall (the README's 760×820 frame, and larger squares): the board
 * takes most of the screen's shorter side, a narrow column beside it, and Roll, Hint and
 * Undo stay on screen without scrolling, through rolls with several dice in hand.
 */
for (const [width, height] of [[760, 820], [900, 900], [1000, 1000]]) {
  test(`at ${width}×${height} the board fills the room it has, with Roll, Hint and Undo in view`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/?preset=classic&seats=person,hard,hard,hard&seed=11&speed=instant&autoMove=false');
    await expect(page.locator('#roll')).toBeEnabled();
    const check = async (/** @type {string} */ when) => {
      const m = await page.evaluate(() => {
        const box = (/** @type {string} */ id) => document.getElementById(id)?.getBoundingClientRect().toJSON();
        return { board: box('board'), roll: box('roll'), hint: box('hint'), undo: box('undo'), header: box('new-game'), scroll: document.scrollingElement.scrollHeight - innerHeight };
      });
      // the room under the header: the board takes at least three quarters of its shorter side
      const room = Math.min(width, height - m.header.bottom);
      expect(m.board.width, `${when}: the board's width in ${width}×${height}`).toBeGreaterThanOrEqual(room * 0.75);
      expect(m.scroll, `${when}: the page does not scroll`).toBeLessThanOrEqual(0);
      for (const name of ['roll', 'hint', 'undo']) {
        const r = m[name];
        expect(r.width, `${when}: ${name} is shown`).toBeGreaterThan(0);
        expect(r.top >= 0 && r.left >= 0 && r.bottom <= height && r.right <= width, `${when}: ${name} in view ${JSON.stringify(r)}`).toBe(true);
      }
    };
    await check('at the start');
    let moves = 0;
    await playByClicking(page, {
      onMove: async () => check(`before move ${++moves}`),
      done: async () => {
        await check(`before a roll after ${moves} moves`);
        return moves >= 4;
      },
    });
  });
}
