// Shared test set-up: every test fails on a console error, an uncaught exception, a
// failed request or an HTTP error, whatever else it checks.
import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';
import { autosaveOf } from './fixtures.mjs';
import { PALETTE } from '../www/js/board/pictures.js';
import '../www/js/board/star.js';

export { expect };

/**
 * The computer players' worker's own files: its script, the engine's module and the
 * chunks the built worker imports (found in dist/worker.js, since their names are hashed).
 */
const workerFiles = (() => {
  const files = new Set(['worker.js', 'ludo_bg.wasm']);
  try {
    const source = readFileSync(new URL('../dist/worker.js', import.meta.url), 'utf8');
    for (const m of source.matchAll(/["']\.\/(chunk-[\w-]+\.js)["']/g)) files.add(m[1]);
  } catch {
    // no build yet: the test's own navigation then fails with its message
  }
  return files;
})();

/**
 * Collects a page's console errors, uncaught exceptions, failed requests and HTTP errors.
 * A request cut short (`net::ERR_ABORTED`) because the page went to another address, was
 * reloaded or was closed is no failure: the person left, the page did not fail; nor is
 * the old computer players' worker's loading (its script, the engine and the chunks it
 * imports) cut short when the page replaces it; nor is the browser's own fetch of the
 * tab's icon (a request of type `other`), which it may start only after the next page has
 * begun loading and then drops. Any other failed request, and any other abort while the
 * page stays, is one.
 */
export function watch(page) {
  const problems = [];
  let navigations = 0; // the main frame's navigations started so far
  /** @type {WeakMap<import('@playwright/test').Request, number>} the navigation each request belongs to */
  const during = new WeakMap();
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) navigations++;
    during.set(r, navigations);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText;
    const left = page.isClosed() || (during.get(r) ?? navigations) < navigations;
    // the page replaces its computer players' worker once the offline cache has taken it
    // over, or on a reload; the old worker's loading is then cut short on purpose
    const replaced = workerFiles.has(new URL(r.url()).pathname.split('/').pop() ?? '');
    const tabIcon = r.resourceType() === 'other' && new URL(r.url()).pathname.endsWith('/icon.svg');
    // a worker of the page left behind may still start loading a chunk (or the expert's
    // weights, for an analysis) after the main frame's next navigation has begun, so its
    // request counts as the new page's
    const chunkOfOldPage = navigations > 1 && /\/(chunk-[\w-]+\.js|expert\/[\w.-]+)$/.test(r.url());
    if (error === 'net::ERR_ABORTED' && (left || replaced || tabIcon || chunkOfOldPage)) return;
    problems.push(`request failed: ${r.url()} (${error})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/**
 * `LUDO_E2E_JITTER=400` (a run by hand, never the test command): each of the page's
 * chunks (the parts loaded on demand, the languages' words) reaches the page up to that
 * many milliseconds late, so they arrive in any order, as on a slow network. A test that
 * fails then assumes an order: it reads what the page has not drawn yet, or the page
 * draws in a language or state that has changed meanwhile.
 */
const jitter = Number(process.env.LUDO_E2E_JITTER) || 0;

/**
 * Puts `LUDO_E2E_JITTER` on a page or a whole browser context (the online tests open
 * their own): each chunk it loads arrives up to that many milliseconds late. Nothing when
 * the variable is not set.
 * @param {import('@playwright/test').Page | import('@playwright/test').BrowserContext} target
 */
export async function jitterChunks(target) {
  if (!jitter) return;
  await target.route(/\/chunk-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, Math.random() * jitter));
    await route.fallback();
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = watch(page);
    await jitterChunks(page);
    await use(page);
    expect(problems, 'console errors and failed requests').toEqual([]);
  },
});

/** Goes to `url` (what the page on show was still loading is cut short, which is no failure). */
export async function visit(page, url) {
  await page.goto(url);
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded)
 * at about the present: from here the page's timers and frames run only as far as the
 * test runs the clock (`page.clock.runFor`), so what must not happen over time is
 * checked over an exact time, not waited for.
 */
export async function stopClock(page) {
  // pauseAt refuses a time the page's clock has passed, and a busy machine can take a
  // while between reading the page's time and holding it there: the clock is held a little
  // ahead of its time, further each try, and never more than 2 s ahead
  for (const ahead of [50, 200, 800, 2000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (e) {
      if (!String(e).includes('past')) throw e;
    }
  }
  throw new Error("the page's clock ran past every time it was to be held at");
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
 * Opens `url` on a game saved for it already, as a person finds a game they left: `state`
 * (a fixture, fixtures.mjs) is put in the page's autosave for that URL before the page's
 * first script runs, once (a reload, or a later navigation, finds what the page saved
 * since). The page resumes it as it resumes any game.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 * @param {import('../pkg/ludo.js').SavedGame} state
 */
export async function openSaved(page, url, state) {
  const items = autosaveOf(url, state);
  const mark = `e2e.saved.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ([once, saved]) => {
      try {
        if (location.protocol === 'about:' || sessionStorage.getItem(once)) return;
        sessionStorage.setItem(once, '1');
        for (const [k, v] of saved) localStorage.setItem(k, v);
      } catch {
        // no storage here (another origin's frame): nothing to put
      }
    },
    [mark, items],
  );
  await page.goto(url);
}

/**
 * Opens `state` as a saved file with "Open file" (the page's `#file` chooser, or the
 * new-game screen's "Watch a saved game…": `#replay-file`).
 * @param {import('@playwright/test').Page} page
 * @param {unknown} state
 * @param {string} [input]
 */
export async function openFile(page, state, input = '#file') {
  await page.locator(input).setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(state)) });
}

/**
 * Plays a person's turns by clicking, the way a player would: the Roll button, then a
 * highlighted pawn (and its square when the pawn has several moves). Stops on the
 * results screen, or when `done()` is true at a moment the game waits for the person
 * to roll (so what it reads cannot change under it). `onMove()` is called each time the
 * person is to pick a move, before the click. Returns the number of clicks.
 *
 * Each click is the mouse's, at the middle of what is to be clicked, once the page has
 * shown that it is there to click: on screen, and the topmost thing at that point (what
 * Playwright's own click waits for, read here in the same look at the page that finds
 * what to click, which saves the round trips of a click by locator); anything else (off
 * screen, under something) is clicked by locator, which scrolls and waits.
 */
export async function playByClicking(page, { done = async () => false, onMove = async () => {}, limit = 3000 } = {}) {
  await expect(page.locator('#board')).toBeVisible();
  let clicks = 0;
  for (let i = 0; i < limit; i++) {
    const { next, at } = await asked(page);
    if (next === 'over') return clicks;
    if (next === 'roll' && (await done())) return clicks;
    if (next === 'move') {
      await onMove();
      // onMove may have changed the page (hints opened): look again for the pawn
      await clickAt(page, (await asked(page)).at, '.hit.pawn');
    } else {
      await clickAt(page, at, { roll: '#roll', pick: '#pick button', target: '.hit.target' }[next]);
    }
    clicks++;
  }
  throw new Error(`no end after ${limit} steps`);
}

/**
 * Clicks with the mouse at `at` (the middle of the first element of `css`, found there on
 * top by the page), or by locator when the page did not find it so.
 * @param {import('@playwright/test').Page} page
 * @param {{ x: number, y: number } | null} at
 * @param {string} css
 */
async function clickAt(page, at, css) {
  if (at) await page.mouse.click(at.x, at.y);
  else await page.locator(css).first().click();
}

/**
 * Plays a person's turns with the keyboard only: R to roll, the arrow key to the first
 * move and Enter to play it. Stops, returns and calls `done()` as `playByClicking` does.
 * Returns the number of turns of keys.
 */
export async function playByKeys(page, { done = async () => false, limit = 4000 } = {}) {
  await expect(page.locator('#board')).toBeVisible();
  let keys = 0;
  for (let i = 0; i < limit; i++) {
    const next = await awaiting(page);
    if (next === 'over') return keys;
    if (next === 'roll') {
      if (await done()) return keys;
      await page.keyboard.press('r');
    } else {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    }
    keys++;
  }
  throw new Error(`no end after ${limit} steps`);
}

/**
 * What the page asks of the person, once it asks something: `over` (the results are
 * shown), `roll`, `pick` (which of two pawns), `target` (the square of a picked pawn)
 * or `move` (a pawn to click). Waits, on the page's own frames, while the computers
 * play and the pawns walk.
 * @returns {Promise<'over' | 'roll' | 'pick' | 'target' | 'move'>}
 */
export async function awaiting(page) {
  return (await asked(page)).next;
}

/**
 * What the page asks of the person (as `awaiting`), and the point to click for it: the
 * middle of the Roll button, of the menu's first choice, of the first square or pawn to
 * click, when that point is on screen and the element is the topmost there (null else).
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<{ next: 'over' | 'roll' | 'pick' | 'target' | 'move', at: { x: number, y: number } | null }>}
 */
function asked(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const look = () => {
          const roll = /** @type {HTMLButtonElement} */ (document.getElementById('roll'));
          if (!document.getElementById('results').hidden) return ['over', null];
          if (!roll.disabled && roll.textContent !== 'Results') return ['roll', roll];
          const pick = document.querySelector('#pick button');
          if (pick) return ['pick', pick];
          const target = document.querySelector('#hits[data-selected] .hit.target');
          if (target) return ['target', document.querySelector('.hit.target')];
          const pawn = document.querySelector('.hit.pawn');
          if (pawn) return ['move', pawn];
          return null;
        };
        /** The middle of `node` when it is on screen and on top there, else null. */
        const middle = (node) => {
          if (!node) return null;
          const r = node.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          if (r.width === 0 || r.height === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
          const top = document.elementFromPoint(x, y);
          return top && (top === node || node.contains(top)) ? { x, y } : null;
        };
        const check = () => {
          const seen = look();
          if (seen) resolve({ next: seen[0], at: middle(seen[1]) });
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
}

/**
 * The README's embed at 760×820: the page does not scroll, and each of its controls is
 * shown whole inside the frame (read in one look at the page, for a check at every move).
 * @param {import('@playwright/test').Page} page
 * @param {string} when
 */
export async function expectControlsInView(page, when) {
  const found = await page.evaluate(() => {
    const sels = ['#board', '#roll', '#hint', '#undo', '#export', '#import', '#rules-open', '.settings summary', '#log-title', '#sound', '#new-game'];
    return {
      scroll: document.scrollingElement.scrollHeight - innerHeight,
      out: sels.flatMap((sel) => {
        const node = document.querySelector(sel);
        if (!node || node.getClientRects().length === 0) return [`${sel} is not shown`];
        const r = node.getBoundingClientRect();
        const bad = [];
        if (r.top < 0) bad.push(`${sel} top ${r.top}`);
        if (r.bottom > 820) bad.push(`${sel} bottom ${r.bottom}`);
        if (r.right > 760) bad.push(`${sel} right ${r.right}`);
        return bad;
      }),
    };
  });
  expect(found.scroll, `${when}: the page scrolls`).toBeLessThanOrEqual(0);
  expect(found.out, `${when}: every control in view`).toEqual([]);
}

/**
 * Holds back the page's chunk whose text contains `marker` (a file loaded on demand: a
 * language's words, the new-game form) until `release()`, as a slow network would;
 * `url()` is the held file's address once the page has asked for it ('' before). Call
 * before the page asks for the file; the offline cache must be off (`serviceWorkers:
 * 'block'`) if the page could have it cached already.
 * @param {import('@playwright/test').Page} page
 * @param {string} marker
 */
export async function holdFile(page, marker) {
  let release = () => {};
  const held = new Promise((r) => (release = () => r(undefined)));
  let url = '';
  await page.route(/\/chunk-[\w-]+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        url = route.request().url();
        await held;
      }
      await route.fulfill({ response, body });
    } catch (e) {
      // the test ended while a file was on its way (the worker's chunk, fetched late on
      // a loaded machine): nobody waits for it any more
      if (!String(e).includes('Test ended')) throw e;
    }
  });
  return { release, url: () => url };
}

/**
 * Checks that the page draws the six-armed star (`board`: ludo or mensch): every arm's
 * start square in its colour, read off the canvas at the engine's geometry for six arms
 * (a pawn may stand on the first arm's: the others are empty at the start).
 * @param {import('@playwright/test').Page} page
 * @param {string} board
 */
export async function expectStarStarts(page, board) {
  const geo = await page.evaluate(async (b) => {
    const m = await import(new URL('expert/ludo.js', document.baseURI).href);
    await m.default({ module_or_path: new URL('expert/ludo_bg.wasm', document.baseURI) });
    const g = new m.Game({ seats: 2, rules: { arms: 6, board: b } });
    const out = g.geometry();
    g.free();
    return out;
  }, board);
  const offs = () =>
    page.locator('#board').evaluate(
      (canvas, { geo: g, want }) => {
        const c = /** @type {HTMLCanvasElement} */ (canvas);
        const s = c.width / (g.size * 2);
        const ctx = c.getContext('2d');
        return g.starts.slice(1).map((i, k) => {
          const [x, y] = g.track[i];
          const target = [1, 3, 5].map((j) => parseInt(want[k].slice(j, j + 2), 16));
          // a ring of points inside the square, round the arrow at its middle: the closest
          return Math.min(
            ...[0, 1, 2, 3, 4, 5, 6, 7].map((n) => {
              const a = (n * Math.PI) / 4;
              const d = ctx?.getImageData(Math.round((x + 0.55 * Math.cos(a)) * s), Math.round((y + 0.55 * Math.sin(a)) * s), 1, 1).data ?? [0, 0, 0];
              return Math.max(...target.map((v, j) => Math.abs(v - (d[j] ?? 0))));
            }),
          );
        });
      },
      { geo, want: PALETTE.slice(1, 6).map((c) => c.main) },
    );
  // drawn once the board is on: the start squares furthest from their colour, within 40
  await expect.poll(async () => Math.max(...(await offs())), { message: 'arms 2 to 6: every start square within 40 of its colour' }).toBeLessThan(40);
}

/**
 * Keeps every text the page's live region says from the page's next load on (what a
 * screen reader hears); the returned function gives them so far, a line each.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<() => Promise<string>>}
 */
export async function hearLive(page) {
  await page.addInitScript(() => {
    window.__said = [];
    addEventListener('DOMContentLoaded', () => {
      const live = document.getElementById('live');
      new MutationObserver(() => window.__said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
    });
  });
  return async () => (await page.evaluate(() => window.__said)).join('\n');
}
