// Touch on a phone (390×844): every movable pawn and every square a move lands on takes
// taps in a box of at least 44×44 CSS pixels, a tap beside a pawn (outside its drawing)
// still moves it, and a tap between two movable pawns goes to the nearer one or asks.
import { test, expect, savedGame, playByClicking, visit, openSaved, openFile } from './helpers.mjs';
import { gameWhere } from './fixtures.mjs';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const BOX = 44;

/** The boxes of the board's tap targets, by kind. */
function boxes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#hits .hit')].map((b) => {
      const r = b.getBoundingClientRect();
      return { kind: b.classList.contains('pawn') ? 'pawn' : 'square', width: r.width, height: r.height };
    }),
  );
}

test('every pawn and square to tap is at least 44×44 CSS pixels on a phone, on both boards', async ({ page }) => {
  for (const preset of ['classic', 'mensch']) {
    // a game under way (fixtures.mjs): the person to roll, three pawns or more out of the base
    const url = `/?preset=${preset}&seats=person,easy,easy,easy&seed=8&speed=instant&autoMove=false`;
    const under = await gameWhere(url, (v) => v.seatOnTurn === 0 && v.phase === 'roll' && v.pawns[0].filter((p) => p > 0).length >= 3);
    await openSaved(page, url, under);
    let turns = 0;
    let seen = 0;
    await playByClicking(page, {
      done: async () => {
        turns++;
        return turns > 8 && seen > 20;
      },
      onMove: async () => {
        const all = await boxes(page);
        seen += all.length;
        for (const b of all) {
          expect(b.width, `a ${b.kind} to tap on the ${preset} board`).toBeGreaterThanOrEqual(BOX);
          expect(b.height, `a ${b.kind} to tap on the ${preset} board`).toBeGreaterThanOrEqual(BOX);
        }
      },
    });
    expect(seen, 'pawns and squares were measured').toBeGreaterThan(20);
    // the pawns themselves are drawn smaller than that: the box is what makes them easy to hit
    const cell = (await page.locator('#board').boundingBox()).width / (preset === 'classic' ? 15 : 11);
    expect(cell).toBeLessThan(BOX);
  }
});

/**
 * A classic game (a person against the computer) where the person has rolled a 3 and
 * red's pawns A and B stand on squares 10 and 11, side by side: each can move. Opened as
 * a file; returns the centres of A's and B's boxes.
 */
async function twoPawnsSideBySide(page, crafted) {
  await openFile(page, crafted);
  await expect.poll(redPawns.bind(null, page)).toEqual([10, 11]);
  await expect(page.locator('.hit.pawn')).toHaveCount(2);
  const centre = async (pawn) => {
    const b = await page.locator(`.hit.pawn[data-pawn="${pawn}"]`).boundingBox();
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  return { a: await centre('A'), b: await centre('B') };
}

const redPawns = async (page) => (await savedGame(page)).state.pawns[0].slice(0, 2);

test('a tap beside a pawn moves it; a tap between two pawns goes to the nearer one, or asks which was meant', async ({ page }) => {
  await visit(page, '/?preset=classic&seats=person,easy&firstTurn=firstSeat&seed=1&speed=instant');
  await expect(page.locator('#roll')).toBeEnabled();
  const st = (await savedGame(page)).state;
  const crafted = { ...st, phase: 'move', dice: [3], pawns: [[10, 11, 0, 0], [0, 0, 0, 0]], scores: [21, 0], log: [...st.log, { type: 'roll', side: 0, die: 3 }] };

  await test.step('a tap beside a pawn, outside its drawing, moves it', async () => {
    const { a, b } = await twoPawnsSideBySide(page, crafted);
    const apart = Math.hypot(b.x - a.x, b.y - a.y);
    expect(apart, 'the pawns stand closer than a finger is wide').toBeLessThan(BOX);
    // 18 px from A's centre, on the side away from B: outside the drawn pawn, inside its box
    const ux = (a.x - b.x) / apart;
    const uy = (a.y - b.y) / apart;
    await page.touchscreen.tap(a.x + 18 * ux, a.y + 18 * uy);
    await expect.poll(() => redPawns(page)).toEqual([13, 11]);
  });

  let { a, b } = await twoPawnsSideBySide(page, crafted);
  // a quarter of the way from A to B: A is clearly nearer
  await page.touchscreen.tap(a.x + (b.x - a.x) * 0.2, a.y + (b.y - a.y) * 0.2);
  await expect.poll(() => redPawns(page)).toEqual([13, 11]);

  ({ a, b } = await twoPawnsSideBySide(page, crafted));
  await page.touchscreen.tap(a.x + (b.x - a.x) * 0.8, a.y + (b.y - a.y) * 0.8);
  await expect.poll(() => redPawns(page)).toEqual([10, 14]);

  // half way: the page asks, with a choice for each pawn, each easy to tap
  ({ a, b } = await twoPawnsSideBySide(page, crafted));
  await page.touchscreen.tap((a.x + b.x) / 2, (a.y + b.y) / 2);
  const menu = page.locator('#pick');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('Which one did you mean?');
  await expect(page.locator('#live')).toHaveText('Which one did you mean?');
  const options = menu.locator('button');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText(/^Pawn [AB] from square 1[01] to square 1[34]$/);
  await expect(options.nth(1)).toContainText(/^Pawn [AB] from square 1[01] to square 1[34]$/);
  for (const o of await options.all()) expect((await o.boundingBox()).height).toBeGreaterThanOrEqual(BOX);
  expect(await redPawns(page), 'nothing moved yet').toEqual([10, 11]);
  await options.filter({ hasText: 'Pawn B' }).tap();
  await expect.poll(() => redPawns(page)).toEqual([10, 14]);
  await expect(menu).toHaveCount(0);

  // Escape, or a tap elsewhere, closes the menu without a move
  ({ a, b } = await twoPawnsSideBySide(page, crafted));
  await page.touchscreen.tap((a.x + b.x) / 2, (a.y + b.y) / 2);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  expect(await redPawns(page)).toEqual([10, 11]);
});
