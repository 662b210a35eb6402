// What the people of a room do, each an action a journey may take when the pages offer
// it (what they show now, read once before the step: people.mjs's `lookAt`, and the
// host's autosave). An action makes its own choices with the step's dice: which page, which
// pawn, which saying. A click that comes late (the host's timer played the turn first, or
// the only move was played by itself) is no failure: the host refuses it as late, and the
// page says so.
import { expect } from '@playwright/test';
import { roomUrl, openFor, hostOf, hostSave, ready, lookAt, sit } from './people.mjs';

/** @typedef {import('./people.mjs').Room} Room */
/** @typedef {import('./people.mjs').Person} Person */
/** @typedef {import('./people.mjs').PageLook} PageLook */
/** @typedef {import('../../journeys/random.mjs').Dice} Dice */
/** @typedef {{ looks: Map<Person, PageLook>, save: any }} Seen what the journey saw before a step */
/**
 * @typedef {{ name: string, weight: number, offered: (seen: Seen, r: Room) => boolean,
 *   run: (r: Room, dice: Dice, seen: Seen) => Promise<string | void> }} RoomAction
 */

/** The guests who are `state`. @param {Room} r @param {Person['state'][]} states */
const guests = (r, ...states) => r.people.slice(1).filter((p) => states.includes(p.state));
/** The page of a person who has one. @param {Person} p */
const pageOf = (p) => /** @type {import('@playwright/test').Page} */ (p.page);
/** Whether a page shows the room's game and asks its person for a click. @param {PageLook | undefined} l */
const asks = (l) => Boolean(l && l.screen === 'play' && l.room.board && ['roll', 'pawn', 'pick', 'target'].some((c) => l.offered.includes(c)));
/** The seat a guest plays, by its name in the host's seats. @param {any} save @param {number} seat */
const seatInfo = (save, seat) => save?.roster?.[seat]?.info;

/**
 * What a page asks its person to click now, if anything: Roll, the choice between two
 * moves, a square of the picked pawn, or one of the pawns that can move.
 * @param {import('@playwright/test').Page} page
 */
async function clickable(page) {
  // nothing under the results, which cover the board
  if (await page.locator('#results').isVisible().catch(() => true)) return null;
  for (const [what, css] of [['roll', '#roll:enabled'], ['choice', '#pick button'], ['square', '#hits[data-selected] .hit.target'], ['pawn', '.hit.pawn']]) {
    const all = page.locator(css).filter({ visible: true });
    const n = await all.count().catch(() => 0);
    if (n) return { what, all, n };
  }
  return null;
}

/** @type {RoomAction[]} */
export const ROOM_ACTIONS = [
  {
    name: 'host starts',
    weight: 8,
    offered: (seen, r) => Boolean(seen.looks.get(hostOf(r))?.room.start),
    async run(r, dice, seen) {
      const page = pageOf(hostOf(r));
      const open = seen.looks.get(hostOf(r))?.room.startOpen && dice.chance(0.6);
      await page.click(open ? '#lobby-start-open' : '#lobby-start');
      // the game starts; or, when the friend's page went as the host pressed, the start
      // waits for a friend to witness its dice, and the lobby says so
      await expect(page.locator('#board, #lobby-start-why').filter({ visible: true }).first()).toBeVisible();
      return open ? 'free seats stay open' : 'every seat played';
    },
  },
  {
    name: 'play',
    weight: 16,
    offered: (seen) => [...seen.looks.values()].some(asks),
    async run(r, dice) {
      // a few clicks, each by whoever is asked then
      const clicks = 1 + dice.int(5);
      const said = [];
      for (let i = 0; i < clicks; i++) {
        /** @type {{ who: Person, what: string, all: import('@playwright/test').Locator, n: number } | null} */
        let next = null;
        const asked = async () => {
          for (const who of r.people.filter((p) => p.state === 'in' && p.page && !p.page.isClosed())) {
            const c = await clickable(pageOf(who));
            if (c) return (next = { who, ...c });
          }
          return null;
        };
        const found = await expect.poll(asked, { timeout: 5000, intervals: [50] }).toBeTruthy().then(() => true, () => false);
        if (!found || !next) break;
        const { who, what, all, n } = next;
        const k = dice.int(n);
        // a pawn's tap box may lie under another's (pawns on one square): the tap lands
        // where the pawn is drawn, and the page works out which was meant
        const done = await all.nth(k).click({ timeout: 2000, force: what === 'pawn' }).then(() => true, () => false);
        said.push(`${who.name} ${what}${n > 1 ? ` ${k + 1} of ${n}` : ''}${done ? '' : ' (gone before the click)'}`);
      }
      return said.join(', ');
    },
  },
  {
    name: 'guest opens the invite',
    weight: 3,
    offered: (seen, r) => guests(r, 'new').length > 0,
    async run(r, dice) {
      const g = guests(r, 'new')[0];
      const page = await openFor(r, g, roomUrl(r.id, g.lang));
      // the room's lobby with a free seat, or the seat taken, or the game to watch; or,
      // after a while, no host answers
      const room = page.locator('#lobby-join, #lobby-wait, #board').filter({ visible: true }).first();
      if (!(await room.waitFor({ timeout: 10_000 }).then(() => true, () => false))) return `${g.name}: no room`;
      if (!(await page.locator('#lobby-join').isVisible()) || dice.chance(0.2)) return `${g.name} looks`;
      await sit(g, dice);
      return `${g.name} takes a seat`;
    },
  },
  {
    name: 'guest takes a free seat',
    weight: 6,
    offered: (seen, r) => guests(r, 'in').some((g) => seen.looks.get(g)?.room.join),
    async run(r, dice, seen) {
      const g = dice.pick(guests(r, 'in').filter((p) => seen.looks.get(p)?.room.join));
      await sit(g, dice);
      return g.name;
    },
  },
  ...[
    ['guest reloads', 1, async (/** @type {Person} */ g) => (await pageOf(g).reload(), await ready(pageOf(g)))],
    ['guest closes the tab', 1, async (/** @type {Person} */ g) => (await pageOf(g).close(), (g.state = 'closed'))],
  ].map(([name, weight, act]) => /** @type {RoomAction} */ ({
    name,
    weight,
    offered: (seen, r) => guests(r, 'in').length > 0,
    async run(r, dice) {
      const g = dice.pick(guests(r, 'in'));
      await /** @type {(g: Person) => Promise<unknown>} */ (act)(g);
      return g.name;
    },
  })),
  {
    name: 'guest leaves the room',
    weight: 1,
    offered: (seen, r) => guests(r, 'in').some((g) => leaving(seen.looks.get(g))),
    async run(r, dice, seen) {
      const g = dice.pick(guests(r, 'in').filter((p) => leaving(seen.looks.get(p))));
      // a page that came back shows the lobby until the game's snapshot arrives, then the
      // game: the way out is the one on show when the person presses it
      for (let tries = 0; ; tries++) {
        const by = leaving(await lookAt(pageOf(g)));
        if (!by) return `${g.name}: no way out on show`;
        const pressed = await pageOf(g)
          .click(by, { timeout: 5000 })
          .then(() => true, (e) => (tries < 3 ? false : Promise.reject(e)));
        if (pressed) break;
      }
      await expect(pageOf(g).locator('#setup')).toBeVisible();
      g.state = 'left';
      return g.name;
    },
  },
  {
    name: 'guest comes back',
    weight: 3,
    offered: (seen, r) => guests(r, 'closed', 'left').length > 0,
    async run(r, dice) {
      const g = dice.pick(guests(r, 'closed', 'left'));
      if (g.state === 'left') {
        await pageOf(g).goto(roomUrl(r.id, g.lang));
        g.state = 'in';
      } else await openFor(r, g, roomUrl(r.id, g.lang));
      await ready(pageOf(g));
      return g.name;
    },
  },
  {
    name: 'chat',
    weight: 3,
    offered: (seen, r) => r.people.some((p) => p.state === 'in' && seen.looks.get(p)?.room.chat),
    async run(r, dice, seen) {
      const who = dice.pick(r.people.filter((p) => p.state === 'in' && seen.looks.get(p)?.room.chat));
      const page = pageOf(who);
      if ((await page.locator('#chat-open').getAttribute('aria-expanded')) !== 'true') await page.click('#chat-open');
      const sayings = page.locator('#chat-menu [data-say]');
      const saying = sayings.nth(dice.int(await sayings.count()));
      const say = await saying.getAttribute('data-say');
      const heard = page.locator('#chat-history li');
      const before = await heard.count();
      await saying.click();
      // it comes back from the host, or the page says to slow down (three in ten seconds)
      await expect
        .poll(async () => (await heard.count()) > before || (await page.locator('#message').isVisible()), { message: 'the saying came back from the host, or the page said why not' })
        .toBe(true);
      return `${who.name}: ${say}`;
    },
  },
  {
    name: 'guest goes idle',
    weight: 4,
    offered: (seen, r) => {
      const s = seen.save;
      const on = seatInfo(s, s?.game?.seatOnTurn);
      // a guest whose page is there (without it, nobody may witness the seat's dice)
      const here = r.people.some((p) => p.name === on?.name && p.state === 'in');
      return Boolean(s && s.stage === 'playing' && s.turnTime > 0 && on?.kind === 'friend' && here && on.present && !on.idle && !r.hostGone);
    },
    async run(r, dice, seen) {
      const host = hostOf(r);
      const { name } = seatInfo(seen.save, seen.save.game.seatOnTurn);
      // the guest does nothing: the host's clock jumps past each deadline, and the host
      // plays the roll or move due for the seat
      const turns = 1 + dice.int(4);
      let missed = 0;
      for (; missed < turns; missed++) {
        const save = await hostSave(r);
        const on = save && seatInfo(save, save.game.seatOnTurn);
        // the seat's turn is over, or the computer keeps it now (three turns missed)
        if (!save || on?.name !== name || on.idle || save.stage !== 'playing') break;
        await pageOf(host).clock.fastForward(save.turnTime + 500);
        await expect.poll(async () => (await hostSave(r))?.seq, { message: 'the host played the turn that ran out' }).toBeGreaterThan(save.seq);
      }
      return `${name}: ${missed} run out`;
    },
  },
  {
    name: 'host leaves by New game',
    weight: 1,
    offered: (seen, r) => hostOf(r).state === 'in' && Boolean(leaving(seen.looks.get(hostOf(r)))),
    async run(r, dice, seen) {
      const page = pageOf(hostOf(r));
      const button = /** @type {string} */ (leaving(seen.looks.get(hostOf(r))));
      await page.click(button);
      await expect(page.locator('#leave-room')).toBeVisible();
      const stayed = dice.chance(0.3);
      if (stayed) {
        // first the host stays: the room goes on
        await page.click('#leave-room-no');
        await expect(page.locator('#leave-room')).toHaveCount(0);
        await page.click(button);
      }
      await page.click('#leave-room-yes');
      await expect(page.locator('#setup')).toBeVisible();
      hostOf(r).state = 'left';
      r.hostGone = { how: 'left', at: Date.now() };
      return stayed ? 'stays once, then leaves' : '';
    },
  },
  {
    name: 'host closes the tab',
    weight: 1,
    offered: (seen, r) => hostOf(r).state === 'in',
    async run(r) {
      await pageOf(hostOf(r)).close();
      hostOf(r).state = 'closed';
      r.hostGone = { how: 'closed', at: Date.now() };
    },
  },
  {
    name: 'host comes back',
    weight: 3,
    offered: (seen, r) => hostOf(r).state === 'closed',
    async run(r) {
      const host = hostOf(r);
      await openFor(r, host, roomUrl(r.id, host.lang));
      await ready(pageOf(host));
      r.hostGone = null;
    },
  },
  {
    name: 'host plays again',
    weight: 8,
    offered: (seen, r) => Boolean(seen.looks.get(hostOf(r))?.room.rematch),
    async run(r) {
      const page = pageOf(hostOf(r));
      await page.click('#online-rematch');
      await expect(page.locator('#results')).toBeHidden();
      await expect(page.locator('#board')).toBeVisible();
    },
  },
];

/**
 * How a page leaves its room, if it offers it: New game over the board, the results' New
 * game, or the lobby's way back.
 * @param {PageLook | undefined} l
 */
function leaving(l) {
  if (!l) return null;
  if (l.screen === 'play' && l.offered.includes('newGame')) return '#new-game';
  if (l.screen === 'results' && l.offered.includes('resultsNew')) return '#results-new';
  if (l.screen === 'lobby' && l.room.back) return '#lobby-back';
  return null;
}
