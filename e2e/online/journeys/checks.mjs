// What must hold on every page of a room after every step, whatever was done: each check
// returns the promises broken, as sentences (empty when all hold). No page error; each
// page in its person's language; the line over the board names whom the game waits for
// (by the host's autosave) and how long; every page of the room shows the same game (its
// log: each line's first entry and numbers, the same in every language); once the host
// has gone, every guest's page says so; a guest who has gone is away on the host's page.
import { language } from '../../journeys/invariants.mjs';
import { words as online } from '../../../www/js/words/online.js';
import { hostOf } from './people.mjs';

/** @typedef {import('./people.mjs').Room} Room */
/** @typedef {import('./people.mjs').Person} Person */
/** @typedef {import('./people.mjs').PageLook} PageLook */

/** How long a guest's page may take to say that its host has gone, in milliseconds. */
export const HOST_GONE_WITHIN = 10_000;

/** Online play's text of `key` in `lang`, its {placeholders} filled from `params`. */
function say(/** @type {string} */ lang, /** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) {
  const text = online[lang]?.[key] ?? online.en[key];
  return text.replace(/\{(\w+)\}/g, (/** @type {string} */ _, /** @type {string} */ k) => (k in params ? String(params[k]) : `{${k}}`));
}

/** A pattern of online play's text, `{s}` standing for any whole number. */
function pattern(/** @type {string} */ lang, /** @type {string} */ key, /** @type {Record<string, unknown>} */ params) {
  const escaped = say(lang, key, { ...params, s: '\u0000' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\u0000', '(\\d+)')}`);
}

/** Whether a page is on the room's game (not gone from the room). @param {Person} p @param {PageLook} l */
const onGame = (p, l) => p.state === 'in' && l.room.board && (l.screen === 'play' || l.screen === 'results');

/**
 * The line over the board names the seat the host's game waits for, in the page's
 * language, and says how long it has when the room has a turn timer; the turn line names
 * it too.
 * @param {Person} p
 * @param {PageLook} l
 * @param {any} save the host's autosave
 */
function waitsFor(p, l, save) {
  const seat = save.game.seatOnTurn;
  const info = save.roster[seat].info;
  const mine = p.host ? info.kind === 'person' : info.name === p.name;
  const [timed, plain] = mine ? ['onlineYourTime', 'onlineYourTurn'] : ['onlineWaitingFor', 'onlineWaiting'];
  const out = [];
  const counted = l.room.banner.match(pattern(l.lang, timed, { name: info.name }));
  if (!counted && !l.room.banner.startsWith(say(l.lang, plain, { name: info.name }))) {
    out.push(`${p.name}'s page says "${l.room.banner}" over the board; the game waits for ${info.name} (seat ${seat + 1}): "${say(l.lang, plain, { name: info.name })}"`);
  }
  if (counted && Number(counted[1]) > save.turnTime / 1000) out.push(`${p.name}'s page gives ${counted[1]} s for a turn of ${save.turnTime / 1000} s: "${l.room.banner}"`);
  if (!l.turnText.includes(info.name)) out.push(`${p.name}'s turn line says "${l.turnText}"; the game waits for ${info.name}`);
  return out;
}

/**
 * Whether a guest's page says its host has gone: left the room, away (the game paused),
 * or no host answers the room's address.
 * @param {PageLook} l
 */
function saysHostGone(l) {
  const noHost = say(l.lang, 'onlineNoHost').split('{')[0];
  const said = [say(l.lang, 'onlineHostLeft', { host: 'Hana' }), say(l.lang, 'onlinePaused'), say(l.lang, 'onlineAway', { name: 'Hana' }), noHost];
  return said.some((s) => l.text.includes(s));
}

/**
 * The promises broken now.
 * @param {Room} r
 * @param {Map<Person, PageLook>} looks what each open page shows
 * @param {any} save the host's autosave, when its page is open on the room
 */
export async function broken(r, looks, save) {
  /** @type {string[]} */
  const out = [];
  for (const p of r.people) for (const problem of p.problems.flat()) out.push(`${p.name}'s page: ${problem}`);
  for (const [p, l] of looks) {
    // the seats' names are the room's, given by the host's page in its language
    const said = await language(/** @type {import('@playwright/test').Page} */ (p.page), { ...l, names: [] }, { page: /** @type {any} */ (p.page), lang: p.lang, files: [], problems: [], embedded: false });
    out.push(...said.map((s) => `${p.name}'s page: ${s}`));
  }
  const host = hostOf(r);
  const game = [...looks].filter(([p, l]) => onGame(p, l));
  if (save && host.state === 'in') {
    // every page of the room shows the same game, the host's
    const logs = game.map(([p, l]) => ({ p, log: l.room.log.join(' ') }));
    if (new Set(logs.map((x) => x.log)).size > 1) {
      out.push(`the pages show different games: ${logs.map(({ p, log }) => `${p.name}'s log ends "${log.slice(-80)}"`).join('; ')}`);
    }
    if (save.stage === 'playing') for (const [p, l] of game) if (l.screen === 'play') out.push(...waitsFor(p, l, save));
  }
  const hostLook = looks.get(host);
  if (save && host.state === 'in' && hostLook && save.stage !== 'over') {
    // a guest who closed the tab or left the room is away on the host's page
    for (const g of r.people.filter((p) => p.state === 'closed' || p.state === 'left')) {
      if (!save.roster.some((/** @type {any} */ s) => s.info.kind === 'friend' && s.info.taken && s.info.name === g.name)) continue;
      const away = ['onlineAway', 'onlineAwayComputer', 'onlineSeatAway'].some((key) => hostLook.text.includes(say(hostLook.lang, key, { name: g.name })));
      if (!away) out.push(`the host's page does not say that ${g.name} is away (${g.name} ${g.state === 'left' ? 'left the room' : 'closed the tab'}): "${(hostLook.room.banner || hostLook.text).slice(0, 160)}"`);
    }
  }
  if (r.hostGone) {
    for (const [p, l] of looks) {
      if (p.host || p.state !== 'in' || saysHostGone(l)) continue;
      const after = Math.round((Date.now() - r.hostGone.at) / 1000);
      out.push(`${p.name}'s page does not say that the host has ${r.hostGone.how === 'left' ? 'left' : 'gone'}, ${after} s after: "${(l.room.banner || l.room.note || l.text).slice(0, 160)}"`);
    }
  }
  return out;
}
