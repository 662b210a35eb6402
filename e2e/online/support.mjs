// What the online tests share: the local signalling server, and pages each in a browser
// context of its own (another browser, with its own localStorage), watched for console
// errors and failed requests, with LUDO_E2E_JITTER on the chunks they load.
/* global fx, window */
import { test as base, expect } from '@playwright/test';
import { jitterChunks, watch } from '../helpers.mjs';

export const signal = `ws://127.0.0.1:${process.env.LUDO_SIGNAL_PORT}`;
/** The URL parameters of a page that plays online through the local signalling server. */
export const online = `signal=${encodeURIComponent(signal)}&ice=none`;
/** The bare test page of the online layer (fixture/), with the same servers. */
export const bare = `fixture/index.html?${online}`;

/** The browser contexts `open` made for the test that runs: closed when it ends. */
const made = new Set();

/**
 * The online tests' `test`: every browser context a test opened (`open`) is closed when
 * the test ends, so a room's pages do not play on, unseen, beside the tests after it.
 */
export const test = base.extend({
  closeContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, /** @type {(v: void) => Promise<void>} */ use) => {
      await use();
      const contexts = [...made];
      made.clear();
      await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    },
    { auto: true },
  ],
});

/**
 * @typedef {{ context: import('@playwright/test').BrowserContext,
 *   page: import('@playwright/test').Page, problems: string[] }} Opened
 */

/**
 * Opens `url` in a new browser context, or in `context` (the same browser again).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{ viewport?: { width: number, height: number }, locale?: string,
 *   context?: import('@playwright/test').BrowserContext, clock?: boolean,
 *   before?: (page: import('@playwright/test').Page) => void, axe?: boolean }} [how]
 *   `clock`: the page's clock is one the test can move (page.clock); `before`: called
 *   with the page before it loads; `axe`: axe-core may be put in the page (its script is
 *   inline, which the page's policy forbids: e2e/axe.mjs)
 * @returns {Promise<Opened>}
 */
export async function open(browser, url, { viewport, locale = 'en-GB', context, clock = false, before = () => {}, axe = false } = {}) {
  let ctx = context;
  if (!ctx) {
    ctx = await browser.newContext({ locale, ...(viewport ? { viewport } : {}), bypassCSP: axe });
    made.add(ctx);
    await jitterChunks(ctx);
  }
  const page = await ctx.newPage();
  const problems = watch(page);
  if (clock) await page.clock.install();
  before(page);
  await page.goto(url);
  return { context: ctx, page, problems };
}

/**
 * Hana hosts a room of two (`person,friend`); a friend in `locale` takes the free seat as
 * Ana. The lobby is on both pages.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} [locale]
 */
export async function hostedRoom(browser, locale = 'en-GB') {
  const host = await open(browser, `/?room=new&seats=person,friend&names=Hana&speed=instant&${online}`);
  const link = await host.page.locator('#lobby-link').inputValue();
  const friend = await open(browser, `${link}&speed=instant`, { locale });
  await friend.page.fill('#lobby-name', 'Ana');
  await friend.page.click('#lobby-join');
  await expect(host.page.locator('#lobby-count')).toHaveText('Seated: 2 of 2');
  return { host, friend };
}

/**
 * Opens the bare test page and waits for its room.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} query
 * @param {import('@playwright/test').BrowserContext} [context]
 */
export async function openBare(browser, query, context) {
  const p = await open(browser, `${bare}&${query}`, { context });
  await p.page.waitForFunction(() => window.fx?.session);
  return p;
}

/**
 * How near the end a room's game is brought: a seat's pawns this many steps or fewer from
 * home in all. More than one turn can cover (6 + 6 + 5 on the classic rules, which bank
 * sixes), so the game cannot end between two rolls before the bare pages have stopped.
 */
export const NEAR = 20;

/**
 * A room brought near its game's end by two bare test pages that play by themselves:
 * Hana hosts `seats` (`person,friend`) and Ana takes the friend's seat; both stop at
 * their first roll once a seat's pawns are `left` steps or fewer from home in all. The
 * pages are left open: the caller closes them (the room's autosave and Ana's seat token
 * stay in their browsers) for the real page to take over.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ left?: number, onStart?: (room: string) => Promise<void> }} [how]
 *   `onStart`: called once the game has started, while it plays
 */
export async function nearTheEnd(browser, { left = NEAR, onStart = async () => {} } = {}) {
  const host = await openBare(browser, `room=new&seats=person,friend&names=Hana&delay=0&auto=1&pace=0&stop=${left}`);
  const room = await host.page.evaluate(() => fx.session.id);
  const friend = await openBare(browser, `room=${room}&name=Ana&auto=1&pace=0&stop=${left}`);
  await host.page.waitForFunction(() => fx.session.status().seats[1].taken, null, { timeout: 30_000 });
  await host.page.click('#start');
  await host.page.waitForFunction(() => fx.session.status().stage === 'playing', null, { timeout: 30_000 });
  await onStart(room);
  await stopped([host, friend]);
  return { room, host, friend };
}

/**
 * Waits until one of two bare pages has stopped near the game's end (the other then
 * waits for its turn, which never comes), and checks that both have seen every event.
 * @param {Opened[]} pages
 */
export async function stopped(pages) {
  await expect
    .poll(async () => (await Promise.all(pages.map((p) => p.page.evaluate(() => fx.stopped)))).some(Boolean), { timeout: 240_000, intervals: [100] })
    .toBe(true);
  const seqs = async () => Promise.all(pages.map((p) => p.page.evaluate(() => fx.session.status().seq)));
  await expect.poll(async () => new Set(await seqs()).size).toBe(1);
  for (const p of pages) expect(await p.page.evaluate(() => fx.session.status().stage)).toBe('playing');
}

/**
 * Plays `clicks` clicks of a room's game on the real pages, whoever is on turn: once a
 * page asks its person to roll or move, that page's Roll button or first pawn is clicked.
 * A pawn may be played by itself (the only move) before it is clicked: a click that finds
 * nothing to click gives up and is not counted, and the next look decides again.
 * @param {import('@playwright/test').Page[]} pages
 * @param {number} clicks
 */
export async function clickTurns(pages, clicks) {
  for (let i = 0; i < clicks; ) {
    /** @type {{ page: import('@playwright/test').Page, act: string } | null} */
    let asked = null;
    await expect
      .poll(
        async () => {
          for (const p of pages) {
            const act = await nextClick(p);
            if (act) {
              asked = { page: p, act };
              return true;
            }
          }
          return false;
        },
        { intervals: [20] },
      )
      .toBe(true);
    const { page, act } = /** @type {{ page: import('@playwright/test').Page, act: string }} */ (/** @type {unknown} */ (asked));
    if (await page.locator(act).first().click({ timeout: 2000 }).then(() => true, () => false)) i++;
  }
}

/**
 * What a person would click next on a page, if it asks for anything: Roll; the choice
 * between two moves of a tapped pawn; the square of a picked pawn that has moves with
 * more than one die; else a pawn that can move.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string | null>}
 */
export async function nextClick(page) {
  if (await page.locator('#roll').isEnabled()) return '#roll';
  if (await page.locator('#pick button').count()) return '#pick button';
  if (await page.locator('#hits[data-selected] .hit.target').count()) return '#hits[data-selected] .hit.target';
  if (await page.locator('.hit.pawn').count()) return '.hit.pawn';
  return null;
}
