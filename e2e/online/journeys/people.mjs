// The people of a room's journey and their pages: Hana hosts, Ana, Bo or Cy are her
// guests, each in a browser context of their own (their own localStorage: the host's
// autosave, a guest's seat token), at `?speed=instant`, in a language of their own. The
// host's page has a clock the journey can move (page.clock), so a guest who goes idle
// lets the turn timer run out without waiting for it. And what a journey reads of them.
import { expect } from '@playwright/test';
import { online, open, nearTheEnd } from '../support.mjs';
import { look, settle } from '../../journeys/look.mjs';
import { LANGS } from '../../journeys/actions.mjs';
import { GIVEN_NAMES } from '../../journeys/words.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('../../journeys/random.mjs').Dice} Dice */
/**
 * A person of the room: `state` is `new` (has not opened the invite yet), `in` (a page on
 * the room), `closed` (closed the tab), `left` (left the room on its page: New game, or
 * the lobby's way back, or the host gone). `problems` holds those of every page opened.
 * @typedef {{ name: string, lang: string, host: boolean, context: BrowserContext | null,
 *   page: Page | null, problems: string[][], state: 'new' | 'in' | 'closed' | 'left' }} Person
 */
/**
 * The room of a journey: its id, its people (the host first), whether its host has gone
 * (`left` by New game, `closed` its tab) and since when, whether it started near its
 * game's end, and whether it plays on six arms in teams.
 * @typedef {{ browser: import('@playwright/test').Browser, id: string, people: Person[],
 *   hostGone: { how: 'left' | 'closed', at: number } | null, near: boolean, six: boolean }} Room
 */
/**
 * What a journey sees of a page: the page's look (journeys/look.mjs) and the room's parts.
 * @typedef {import('../../journeys/look.mjs').Look & { room: RoomBits }} PageLook
 * @typedef {{ banner: string, note: string, start: boolean, startOpen: boolean, join: boolean,
 *   back: boolean, wait: boolean, chat: boolean, rematch: boolean, asked: boolean, board: boolean,
 *   log: string[] }} RoomBits
 */

/**
 * The names a page gives a seat ("Player 3"), in every language, as patterns: left out of
 * the log's numbers, since the host's page names a seat before a friend takes it.
 */
const GIVEN = Object.values(GIVEN_NAMES).map((g) => g.player.replace('{n}', '\\d+'));

/** How long a step waits for what a person would see at once. */
export const SOON = 15_000;

/** The room's address in `lang` (what the invite link and the host's own autosave open). */
export const roomUrl = (/** @type {string} */ id, /** @type {string} */ lang) => `/?room=${id}&${online}&speed=instant&lang=${lang}`;

const LOCALES = { en: 'en-GB', pt: 'pt-BR', de: 'de-DE' };

/**
 * Opens `url` for `person`: in its own browser context (a new one the first time).
 * @param {Room} r
 * @param {Person} person
 * @param {string} url
 */
export async function openFor(r, person, url) {
  const opened = await open(r.browser, url, { context: person.context ?? undefined, locale: LOCALES[/** @type {'en'} */ (person.lang)], clock: person.host });
  opened.context.setDefaultTimeout(SOON);
  person.context = opened.context;
  person.page = opened.page;
  person.problems.push(opened.problems);
  person.state = 'in';
  return opened.page;
}

/** @param {string} name @param {string} lang @param {boolean} [host] @returns {Person} */
const person = (name, lang, host = false) => ({ name, lang, host, context: null, page: null, problems: [], state: 'new' });

/**
 * The seats of a room on six arms in teams (RULINGS.md "Six arms and teams"): the host's
 * first, a friend's seat for each guest (one of them the host's partner, opposite), and
 * computers in the rest.
 * @param {number} people the host and the guests' seats
 */
const sixArmSeats = (people) => (people === 3 ? 'person,friend,easy,friend,easy,easy' : 'person,easy,easy,friend,easy,easy');

/**
 * Takes a seat in the lobby as `guest`: the name typed, and with more than one seat free
 * one of them chosen with `dice` (in teams, whom to play with).
 * @param {Person} guest
 * @param {Dice} dice
 */
export async function sit(guest, dice) {
  const page = /** @type {Page} */ (guest.page);
  await page.fill('#lobby-name', guest.name);
  const seats = page.locator('#lobby-seat');
  if (await seats.isVisible()) await seats.selectOption(dice.pick(await seats.locator('option').evaluateAll((os) => os.map((o) => /** @type {HTMLOptionElement} */ (o).value))));
  await page.click('#lobby-join');
  await expect(page.locator('#lobby-wait, #board').filter({ visible: true }).first()).toBeVisible();
}

/**
 * Sets a room up from the seed: the host's and each guest's language; two or three seats;
 * the guests who take theirs in the lobby (the others come late: a free seat, or none left
 * and they watch); a turn timer of 10 s. Or, now and then, a room of two near its game's
 * end (support.mjs's `nearTheEnd`), for the results and the host's Play again. `more`
 * makes the choices added since the gate's seeds were chosen, so that those seeds keep
 * the choices they made: now and then a room on six arms in teams, computers in the seats
 * no guest takes, and which seat a guest takes when more than one is free.
 * @param {import('@playwright/test').Browser} browser
 * @param {Dice} dice
 * @param {Dice} more
 * @returns {Promise<Room>}
 */
export async function setUp(browser, dice, more) {
  const near = dice.chance(Number(process.env.ROOM_JOURNEY_NEAR_END ?? 0.2));
  const seats = near ? 2 : dice.pick([2, 3]);
  const host = person('Hana', dice.pick(LANGS), true);
  const guests = [person('Ana', dice.pick(LANGS)), person(seats === 3 ? 'Bo' : 'Cy', dice.pick(LANGS))];
  // the second guest of three seats comes to the lobby or late; of two, late or never
  const early = seats === 3 && dice.chance(0.5);
  if (seats === 2 && dice.chance(0.4)) guests.pop();
  const six = !near && more.chance(Number(process.env.ROOM_JOURNEY_SIX_ARMS ?? 0.25));
  /** @type {Room} */
  const r = { browser, id: '', people: [host, ...guests], hostGone: null, near, six };
  if (near) {
    // the bare pages bring the game near its end; the real pages open it in their browsers
    const bare = await nearTheEnd(browser);
    r.id = bare.room;
    await bare.friend.page.close();
    await bare.host.page.close();
    host.context = bare.host.context;
    guests[0].context = bare.friend.context;
    await openFor(r, host, roomUrl(r.id, host.lang));
    await openFor(r, guests[0], roomUrl(r.id, guests[0].lang));
    for (const p of [host, guests[0]]) await expect(/** @type {Page} */ (p.page).locator('#board')).toBeVisible();
    return r;
  }
  const kinds = six ? `${sixArmSeats(seats)}&arms=6&teams=true` : ['person', ...Array.from({ length: seats - 1 }, () => 'friend')].join(',');
  const page = await openFor(r, host, `/?room=new&seats=${kinds}&names=Hana&speed=instant&lang=${host.lang}&${online}`);
  await page.locator('#lobby-turn-time').selectOption('10000');
  r.id = new URL(await page.locator('#lobby-link').inputValue()).searchParams.get('room') ?? '';
  for (const g of [guests[0], ...(early ? [guests[1]] : [])]) {
    await openFor(r, g, roomUrl(r.id, g.lang));
    await sit(g, more);
  }
  await expect(page.locator('#lobby-start')).toBeEnabled();
  return r;
}

/** The host: the room's first person. @param {Room} r */
export const hostOf = (r) => r.people[0];

/** The people with a page open. @param {Room} r */
export const opened = (r) => r.people.filter((p) => p.page && !p.page.isClosed());

/**
 * The host's autosave of the room (null when its page is closed or has left): the game's
 * state, the seats (`roster`), the events' count (`seq`), the turn timer.
 * @param {Room} r
 */
export async function hostSave(r) {
  const host = hostOf(r);
  if (host.state !== 'in' || !host.page || host.page.isClosed()) return null;
  return host.page.evaluate((id) => JSON.parse(localStorage.getItem(`ludo.online.host.${id}`) ?? 'null'), r.id).catch(() => null);
}

/**
 * Looks at a page once: what look.mjs reads, and the room's parts (the line over the
 * board, the lobby's note and buttons, the chat, the rematch, the host's question before
 * leaving, and the log: each line's first entry and the numbers it says, which are the
 * same in every language).
 * @param {Page} page
 * @returns {Promise<PageLook>}
 */
export async function lookAt(page) {
  const l = await look(page);
  const room = await page.evaluate((given) => {
    const $ = (/** @type {string} */ id) => document.getElementById(id);
    const shown = (/** @type {Element | null} */ n) => Boolean(n && n.checkVisibility());
    const usable = (/** @type {string} */ id) => shown($(id)) && !(/** @type {HTMLButtonElement} */ ($(id)).disabled) && !document.querySelector('dialog:modal');
    return {
      banner: shown($('online-status')) ? ($('online-status')?.textContent ?? '') : '',
      note: shown($('lobby-note')) ? ($('lobby-note')?.textContent ?? '') : '',
      start: usable('lobby-start'),
      startOpen: usable('lobby-start-open'),
      join: usable('lobby-join'),
      back: usable('lobby-back'),
      wait: shown($('lobby-wait')),
      chat: usable('chat-open'),
      rematch: usable('online-rematch'),
      asked: shown($('leave-room')),
      board: shown($('board')),
      log: [...document.querySelectorAll('#log li')].map((li) => {
        const text = given.reduce((t, g) => t.replace(new RegExp(g, 'g'), ''), li.textContent ?? '');
        return `${/** @type {HTMLElement} */ (li).dataset.start}:${(text.match(/\d+/g) ?? []).sort().join(',')}`;
      }),
    };
  }, GIVEN);
  return { ...l, room };
}

/**
 * Waits until a page has loaded and is in its language (a screen of the room, or the
 * new-game form drawn), so that what it shows can be read.
 * @param {Page} page
 * @param {number} [timeout]
 */
export const ready = (page, timeout = SOON) => settle(page, timeout, true);

/** Closes every browser context of the room. @param {Room} r */
export async function closeAll(r) {
  await Promise.all(r.people.map((p) => p.context?.close().catch(() => {})));
}
