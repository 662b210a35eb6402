// The moments of a game, read from the engine's outcomes, without the DOM: what a step
// did that deserves a cue on the board (a capture, a pawn entering or reaching home, a
// six or an extra roll, no legal move, the foul, a reward or penalty square, a player
// finishing) and the sentences that tell it. Sentences are built from what the outcome
// says (`roll`, `home`, `specials`, its summaries and events), one template per kind of
// moment in each language; the page decides no game fact of its own.
import { t, lang, posText } from '../words/i18n.js';
import { parseLabel, pointOf, sideColour } from '../board/layout.js';

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').Geometry} Geometry */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').Point} Point */
/** @typedef {import('./flow.js').Step} Step */
/** @typedef {Pick<GameView, 'seats' | 'sides'>} Players */
/**
 * Something a step did that the board shows: where (a point in half cells), in which
 * colour, and when: at once, or when `pawn` reaches path position `pos` in the tween.
 * @typedef {{ kind: MomentKind, at: Point, colour: number, pawn?: string, pos?: number,
 *   effect?: string, place?: number }} Moment
 */
/**
 * @typedef {'capture' | 'forfeit' | 'enter' | 'home' | 'six' | 'extra' | 'noMove' | 'foul'
 *   | 'reward' | 'penalty' | 'finish' | 'skip'} MomentKind
 */
/** @typedef {{ text: string, caption: string, moments: Moment[] }} Told */

/**
 * The name of the player of a side: its seat's, or "Neutral".
 * @param {Players} view
 * @param {number} side
 */
export function sideName(view, side) {
  const seat = view.sides[side]?.seat;
  return seat === null || seat === undefined ? t('neutral') : view.seats[seat].name;
}

/**
 * A list in the page's language: "E", "E and F", "E, F and G".
 * @param {string[]} items
 */
export function listText(items) {
  try {
    return new Intl.ListFormat(lang(), { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * The centre of a colour's base, in half cells.
 * @param {Geometry} geo
 * @param {number} colour
 * @returns {Point}
 */
export function baseCentre(geo, colour) {
  const pts = geo.bases[colour];
  return [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
}

/** Reads one step: who acted, the sentences, the line to show and the moments. */
export class Reading {
  /**
   * @param {Step} step
   * @param {Geometry} geo
   */
  constructor({ outcome, before, after }, geo) {
    this.outcome = outcome;
    this.before = before;
    this.after = after;
    this.geo = geo;
    this.name = before.seats[before.seatOnTurn]?.name ?? '';
    this.next = after.seats[after.seatOnTurn]?.name ?? '';
    /** @type {string[]} */
    this.said = [];
    /** @type {Moment[]} */
    this.moments = [];
    this.caption = '';
  }

  /**
   * Says a sentence; shows it over the board too when it is the first of a moment.
   * @param {string} text
   * @param {boolean} [shown]
   */
  say(text, shown = false) {
    this.said.push(text);
    if (shown) this.caption ||= text;
  }

  /**
   * A moment: at a side's base (`where` a number), or where a pawn arrives at `pos`.
   * @param {MomentKind} kind
   * @param {number | string} where
   * @param {number} [pos]
   * @param {Partial<Moment>} [more]
   */
  cue(kind, where, pos = 0, more = {}) {
    if (typeof where === 'number') {
      const colour = sideColour(this.before, where);
      this.moments.push({ kind, at: baseCentre(this.geo, colour), colour, ...more });
      return;
    }
    const { side, k } = parseLabel(where);
    const colour = sideColour(this.before, side);
    this.moments.push({ kind, at: pointOf(this.geo, colour, k, pos), colour, pawn: where, pos, ...more });
  }
}

/**
 * A roll: what it gave, and what the engine says follows (a move, a six's roll after it,
 * a banked six, the foul, no move).
 * @param {Reading} r
 * @param {Extract<LogEntry, { type: 'roll' }>} roll
 */
function readRoll(r, roll) {
  const { outcome, name } = r;
  const { die, side } = roll;
  const result = outcome.roll;
  if (result === 'foul') {
    r.say(t('tell_foul', { name, next: r.next }), true);
    r.cue('foul', side);
  } else if (result === 'banked' || result === 'bonus') {
    r.say(t('tell_rolledAgain', { name, die }));
    const left = outcome.sixesToFoul;
    const bank = left === undefined ? 'teach_bank' : left >= 2 ? 'teach_bank1' : 'teach_bank2';
    r.say(t(result === 'banked' ? bank : 'teach_six'), true);
    r.cue('six', side);
  } else r.say(t('tell_rolled', { name, die }));
  if (result === 'noMove') readNoMove(r, side);
}

/**
 * No die in hand could be played: the turn passes, or (three rolls) the side tries again.
 * @param {Reading} r
 * @param {number} side
 */
function readNoMove(r, side) {
  r.say(r.outcome.turnPassed ? t('tell_noMove', { next: r.next }) : t('tell_noMoveAgain', { name: r.name }), true);
  r.cue('noMove', side);
}

/**
 * A move and what it caused, event by event.
 * @param {Reading} r
 * @param {LogEntry[]} events
 */
function readMove(r, events) {
  const { name, geo, before } = r;
  const home = r.outcome.home ?? [];
  /** @type {Extract<LogEntry, { type: 'move' }> | null} */
  let move = null;
  const captured = r.outcome.captures ?? [];
  for (const e of events) {
    if (e.type === 'move') {
      move = e;
      const { pawn, to } = e;
      const kind = captured.length ? 'capture' : e.kind === 'enter' ? 'enter' : home.includes(pawn) ? 'home' : null;
      r.say(t(`tell_${kind ?? 'move'}`, { name, pawn, pawns: listText(captured), pos: posText(to, geo) }), Boolean(kind));
      if (kind) r.cue(kind, pawn, to);
    } else if (e.type === 'forfeit') {
      const { side, k } = parseLabel(e.pawn);
      r.say(t('tell_forfeit', { pawn: e.pawn }), true);
      r.cue('forfeit', e.pawn, before.pawns[side]?.[k] ?? 0);
    } else if (e.type === 'special' && move) {
      r.say(t(`tell_${e.effect}`, { name, pawn: e.pawn }), true);
      const reward = r.outcome.specials?.find((s) => s.pawn === e.pawn && s.effect === e.effect)?.reward;
      r.cue(reward ? 'reward' : 'penalty', e.pawn, move.to, { effect: e.effect });
    } else if (e.type === 'extraRoll' && !r.moments.some((m) => m.kind === 'extra') && !r.outcome.gameOver) {
      r.say(t('tell_again', { name }), true);
      r.cue('extra', e.side, 0, { pawn: move?.pawn, pos: move?.to });
    } else if (e.type === 'finish') {
      r.say(t('tell_finish', { name: before.seats[e.seat].name, place: e.place }), true);
      const colour = coloursOf(before, e.seat)[0];
      r.moments.push({ kind: 'finish', at: geo.goals[colour], colour, pawn: move?.pawn, pos: move?.to, place: e.place });
    } else if (e.type === 'skipTurn') {
      r.say(t('tell_skip', { name: sideName(before, e.side) }));
      r.cue('skip', e.side);
    } else if (e.type === 'noMove') readNoMove(r, e.side);
    else if (e.type === 'stalemate') r.say(t('tell_stalemate'), true);
  }
}

/**
 * Readers of what only some games bring, added by the module that plays them (partners:
 * game/partners.js, loaded with six arms and teams), each after the step's own reading.
 * @type {((r: Reading, step: Step) => void)[]}
 */
export const readers = [];

/**
 * What a step did, told: the sentences for the live region (`text`), the line shown
 * over the board for a moment (`caption`, empty for a plain roll or move) and the
 * moments to cue on the board.
 * @param {Step} step
 * @param {Geometry} geo
 * @returns {Told}
 */
export function tell(step, geo) {
  const r = new Reading(step, geo);
  const { events } = step.outcome;
  const roll = events.find((e) => e.type === 'roll');
  if (roll && roll.type === 'roll') readRoll(r, roll);
  else readMove(r, events);
  for (const read of readers) read(r, step);
  if (step.outcome.gameOver) {
    const first = step.after.ranking[0];
    if (first !== undefined) r.say(t('tell_over', { name: step.after.seats[first].name }));
  }
  return { text: r.said.join(' '), caption: r.caption, moments: r.moments };
}

/**
 * The colours of a seat's sides (red when it has none).
 * @param {Players} view
 * @param {number} seat
 * @returns {number[]}
 */
export function coloursOf(view, seat) {
  const out = view.sides.flatMap((s, i) => (s.seat === seat ? [sideColour(view, i)] : []));
  return out.length ? out : [0];
}
