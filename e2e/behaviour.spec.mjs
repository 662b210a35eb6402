// How the game behaves while it runs: computer players think off the page's thread,
// the only possible move plays by itself, reduced motion is respected, sound can be
// muted. (Velvet's results with the scores: end.spec.mjs.)
import { test, expect, savedGame, visit, stopClock } from './helpers.mjs';

test('computer turns run in a worker and never on the page', async ({ page }) => {
  // Every question the page sends its worker, and every answer it hears back, counted
  // on the page: a decision the worker could not give would be asked of the page's own
  // engine (computer.js's fallback), which is what this test forbids. No wall time is
  // measured: a busy machine slows both threads alike.
  await page.addInitScript(() => {
    const seen = { asked: 0, answered: 0, failed: 0 };
    // @ts-ignore
    window.__worker = seen;
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (/** @type {any} */ m, /** @type {any} */ ...rest) {
      if (m?.kind === 'choose') seen.asked++;
      return post.call(this, m, ...rest);
    };
    const Native = Worker;
    // @ts-ignore
    window.Worker = class extends Native {
      constructor(/** @type {any} */ url, /** @type {any} */ options) {
        super(url, options);
        this.addEventListener('message', (/** @type {MessageEvent} */ e) => {
          if (e.data?.error) seen.failed++;
          else if ('result' in (e.data ?? {})) seen.answered++;
        });
        this.addEventListener('error', () => seen.failed++);
      }
    };
  });
  await page.goto('/?preset=classic&seats=hard,hard,hard,hard&seed=17&speed=instant');
  await expect.poll(() => page.workers().length).toBeGreaterThan(0);
  // four hard computer players take turns, a few dozen steps
  await expect.poll(async () => (await savedGame(page)).state.log.filter((e) => e.type === 'move').length, { timeout: 60_000 }).toBeGreaterThan(10);
  // the page answers a person while the computers play
  await page.locator('#sound').click();
  await expect(page.locator('#sound')).toHaveAttribute('aria-pressed', 'false');
  const moves = (await savedGame(page)).state.log.filter((e) => e.type === 'move').length;
  const seen = await page.evaluate(() => /** @type {any} */ (window).__worker);
  expect(seen.failed, 'questions the worker could not answer (then asked of the page)').toBe(0);
  // a move whose die left a choice was decided by the worker; one with a single legal move may be played without asking
  expect(seen.answered).toBeGreaterThan(0);
  expect(seen.answered).toBeLessThanOrEqual(seen.asked);
  expect(seen.asked, 'decisions asked of the worker, against moves played').toBeLessThanOrEqual(moves + 1);
});

test('the only possible move plays by itself when the setting is on', async ({ page }) => {
  // mensch: one pawn starts on the start square, so the first roll has exactly one move
  await page.goto('/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=3&speed=instant');
  await expect(page.locator('#auto-move')).toBeChecked();
  await page.locator('#roll').click();
  await expect(page.locator('#log')).toContainText(/You rolled \d · A to square \d/);
  await expect(page.locator('#log li', { hasText: /^Player 2/ }).first()).toBeVisible();
});

test('reduced motion: the die does not tumble; otherwise it does', async ({ page }) => {
  const tumbled = async () => {
    await page.evaluate(() => {
      window.__tumbled = false;
      new MutationObserver(() => {
        if (document.getElementById('dice').classList.contains('rolling')) window.__tumbled = true;
      }).observe(document.getElementById('dice'), { attributes: true });
    });
    await page.locator('#roll').click();
    await expect.poll(async () => (await savedGame(page)).state.log.some((e) => e.type === 'roll')).toBe(true);
    // the whole roll, on the page's clock
    await stopClock(page);
    await page.clock.runFor(2000);
    const seen = await page.evaluate(() => window.__tumbled);
    await page.clock.resume();
    return seen;
  };
  const url = '/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=3&speed=normal&autoMove=false';
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(url);
  expect(await tumbled()).toBe(false);
  await page.evaluate(() => localStorage.clear());
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await visit(page, url);
  expect(await tumbled()).toBe(true);
});

test('sound effects play through Web Audio, and the mute button silences them', async ({ page }) => {
  await page.addInitScript(() => {
    window.__tones = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      window.__tones++;
      return start.apply(this, args);
    };
  });
  await page.clock.install();
  await page.goto('/?preset=mensch&seats=person,easy&firstTurn=firstSeat&seed=3&speed=normal&autoMove=false');
  await page.locator('#roll').click();
  await expect.poll(() => page.evaluate(() => window.__tones)).toBeGreaterThan(0);

  await page.locator('#sound').click();
  await expect(page.locator('#sound')).toHaveAttribute('aria-pressed', 'false');
  await page.locator('.hit.pawn').first().click();
  await expect(page.locator('#roll')).toBeEnabled({ timeout: 20000 });
  const before = await page.evaluate(() => window.__tones);
  await page.locator('#roll').click();
  // the roll and what follows it, on the page's clock: not a tone
  await stopClock(page);
  await page.clock.runFor(3000);
  expect(await page.evaluate(() => window.__tones)).toBe(before);
  await page.clock.resume();
  // the choice is kept
  await page.reload();
  await expect(page.locator('#sound')).toHaveAttribute('aria-pressed', 'false');
});
