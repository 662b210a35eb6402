// Shared test set-up: every test fails on a console error, an uncaught exception, a
// failed request or an HTTP error, whatever else it checks.
import { test as base, expect } from '@playwright/test';

export { expect };

/** Collects a page's console errors, uncaught exceptions, failed requests and HTTP errors. */
export function watch(page) {
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = watch(page);
    await use(page);
    expect(problems, 'console errors and failed requests').toEqual([]);
  },
});

/**
 * Goes to `url` once the page on show has loaded everything it asked for (its computer
 * players' worker): leaving earlier would abort a request, which the tests count as a failure.
 */
export async function visit(page, url) {
  await page.waitForLoadState('networkidle');
  await page.goto(url);
}

/**
 * The game saved in localStorage for the page's URL (the state the page shows), as
 * `{ state, undo }`: the whole game (the head's view and the log assembled from its
 * chunks) and the view at the undo point. A save of the earlier single-key form comes
 * back as stored (`undo` then a whole game too). Null when there is none.
 */
export async function savedGame(page) {
  return page.evaluate(() => {
    const p = new URLSearchParams(location.search);
    p.delete('lang');
    p.sort();
    const q = p.toString();
    const slot = q ? `ludo.game?${q}` : 'ludo.game';
    const text = localStorage.getItem(slot);
    if (!text) return null;
    const head = JSON.parse(text);
    if (head.state) return head;
    const { logLength, ...rest } = head.view;
    const log = [];
    for (let i = 0; log.length < logLength; i++) log.push(...JSON.parse(localStorage.getItem(`${slot}#log${i}`)));
    return { state: { ...rest, log: log.slice(0, logLength) }, undo: head.undo };
  });
}

/**
 * Plays a person's turns by clicking, the way a player would: the Roll button, then a
 * highlighted pawn (and its square when the pawn has several moves). Stops on the
 * results screen, or when `done()` is true at a moment the game waits for the person
 * to roll (so what it reads cannot change under it). `onMove()` is called each time the
 * person is to pick a move, before the click. Returns the number of clicks.
 */
export async function playByClicking(page, { done = async () => false, onMove = async () => {}, limit = 3000 } = {}) {
  const roll = page.locator('#roll');
  await expect(page.locator('#board')).toBeVisible();
  let clicks = 0;
  for (let i = 0; i < limit; i++) {
    if (await page.locator('#results').isVisible()) return clicks;
    if ((await roll.isEnabled()) && (await roll.textContent()) !== 'Results') {
      if (await done()) return clicks;
      await roll.click();
      clicks++;
      continue;
    }
    if (await page.locator('#pick').count()) {
      // a tap between two pawns asks which was meant
      await page.locator('#pick button').first().click();
      clicks++;
      continue;
    }
    if (await page.locator('#hits[data-selected]').count()) {
      await page.locator('.hit.target').first().click();
      clicks++;
      continue;
    }
    const pawn = page.locator('.hit.pawn').first();
    if (await pawn.count()) {
      await onMove();
      await pawn.click();
      clicks++;
      continue;
    }
    await page.waitForTimeout(15);
  }
  throw new Error(`no end after ${limit} steps`);
}
