// A game's analysis: a person finishes a game, presses Analyse on the end screen, sees
// the progress and then each player's figures and the chart; a point of the chart jumps
// the replay to its turn; "Next mistake" shows the person's mistake with the better move.
// The analysis is kept: opening it again computes nothing. The game is opened a few steps
// before its end (a saved game the engine played: fixtures.mjs) and finished by clicking.
import { test, expect, playByClicking, openSaved } from './helpers.mjs';
import { violations as inPage } from './axe.mjs';
import { nearEnd } from './fixtures.mjs';

// axe's script goes into the page as an inline script, which the page's policy forbids
test.use({ bypassCSP: true });

/** axe-core's serious and critical violations in the analysis, one line each. */
const violations = (page) => inPage(page, '#analysis');

const where = (page) => page.locator('#replay-where');

/**
 * How many of the board's pixels are drawn in the colours of a decision's two moves (the
 * one played grey, the better one green: render.js, ADVICE), within a small tolerance.
 */
const adviceMarks = (page) =>
  page.evaluate(() => {
    const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
    const { data } = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d')).getImageData(0, 0, canvas.width, canvas.height);
    const near = (i, [r, g, b]) => Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) < 24;
    let played = 0;
    let best = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (near(i, [0x52, 0x60, 0x6d])) played++;
      if (near(i, [0x1e, 0x6b, 0x2b])) best++;
    }
    return { played, best };
  });
const stepOf = async (page) => Number((await where(page).textContent()).match(/Step (\d+)/)[1]);

test('a person analyses the game just played, jumps from the chart and steps to a mistake', async ({ page }) => {
  const url = '/?preset=mensch&seats=person,easy&names=Ana,Bo&firstTurn=firstSeat&seed=12&speed=instant&autoMove=false';
  await openSaved(page, url, await nearEnd(url, 6));
  await playByClicking(page);
  await page.locator('#results-analyse').click();
  const panel = page.locator('#analysis');
  await expect(panel.locator('h2')).toHaveText('Analysis');
  await expect(panel.locator('.an-chart')).toBeVisible({ timeout: 30_000 });
  await expect(panel.locator('.an-seats li')).toHaveCount(2);
  await expect(panel.locator('.an-seats li').first()).toContainText(/^Ana played at \d+ %: inaccuracies: \d+, mistakes: \d+, blunders: \d+; the dice (added|took) \d+ points? (to|off) the chance to win\.$/);
  // a click on the chart's right half jumps the replay to a turn there
  await expect(where(page)).toContainText('Step 0 of');
  const box = await panel.locator('.an-chart-box').boundingBox();
  await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect.poll(() => stepOf(page)).toBeGreaterThan(0);
  const jumped = await stepOf(page);
  // the arrow keys go on from there, turn by turn
  await panel.locator('.an-input').press('ArrowRight');
  await expect.poll(() => stepOf(page)).toBeGreaterThan(jumped);
  // Ana's next mistake from the start: the replay at the moment before it, the better move told
  await page.keyboard.press('Home');
  await expect(where(page)).toContainText('Step 0 of');
  await panel.locator('#an-seat').selectOption({ label: 'Ana' });
  await panel.locator('[data-act="next-mistake"]').click();
  await expect(panel.locator('.an-note')).toContainText(/by Ana in round \d+: [A-P] (entering|moving \d+ squares?(, home)?)(, capturing [A-P, ]+)? cost \d+ points? of the chance to win\. Better: .+ \(.+\)\.$/);
  const first = await stepOf(page);
  expect(first).toBeGreaterThan(0);
  const told = await panel.locator('.an-note').textContent();
  // the board shows both the move played and the better one, and words say which pawn went
  // (or would have gone) from where to where
  const square = '(base|square \\d+|home)';
  await expect(panel.locator('.an-board')).toHaveText(
    new RegExp(`^On the board, grey and dashed with a cross: what was played, [A-P] from ${square} to ${square}\\. Green with a tick: the better move, [A-P] from ${square} to ${square}\\.$`),
  );
  await expect.poll(async () => (await adviceMarks(page)).best, 'the better move drawn in green').toBeGreaterThan(200);
  const marked = await adviceMarks(page);
  expect(marked.played, 'the move played drawn in grey').toBeGreaterThan(100);
  // the chart's axes: the chance to win up its side, the rounds along the bottom
  await expect(panel.locator('.an-y span')).toHaveText(['100 %', '50 %', '0 %']);
  await expect(panel.locator('.an-x span').first()).toHaveText('Round 1');
  await expect(panel.locator('.an-x span').last()).toHaveText(/^Round \d+$/);
  // from the replay's end, Next mistake goes round to Ana's first one
  await page.keyboard.press('End');
  await expect.poll(() => stepOf(page)).toBeGreaterThan(first);
  // away from the decision, its marks and words are gone
  await expect(panel.locator('.an-board')).toBeHidden();
  await expect.poll(async () => (await adviceMarks(page)).best).toBeLessThan(marked.best / 4);
  expect((await adviceMarks(page)).played).toBeLessThan(marked.played);
  await panel.locator('[data-act="next-mistake"]').click();
  await expect.poll(() => stepOf(page)).toBe(first);
  await expect(panel.locator('.an-note')).toHaveText(told ?? '');
  expect(await violations(page)).toEqual([]);
  // and on the whole page: the replay with its analysis
  expect(await inPage(page), 'the replay with its analysis').toEqual([]);
  // closed and opened again: the analysis kept is shown at once
  await page.keyboard.press('Escape');
  await expect(page.locator('#results')).toBeVisible();
  await page.locator('#results-analyse').click();
  await expect(panel.locator('.an-chart')).toBeVisible();
  await expect(panel.locator('progress')).toHaveCount(0);
});
