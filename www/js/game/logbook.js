// The log as players read it, without the DOM: one line per turn ("Ana rolled 6 · A comes
// in · rolled 4 · A to square 5"), a line for each new round, and lines for what stands
// apart (who begins, a missed turn, the end). Each line knows the index of the log entry
// it begins with, so the page can redraw the last lines as a turn goes on and get the
// same lines as when it draws the whole log at once.
import { t, posText } from '../words/i18n.js';
import { sideColour } from '../board/layout.js';
import { sideName } from './moments.js';

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {Pick<import('../../../pkg/ludo.js').Geometry, 'places'>} Board */
/** @typedef {Pick<GameView, 'seats' | 'sides'>} Table */
/**
 * A line of the log: a round's heading, a turn (its side's colour, the player's name and
 * what they did), or a note; `start` is the index of its first log entry.
 * @typedef {{ kind: 'round' | 'turn' | 'note', start: number, text: string, name?: string, colour?: number }} LogLine
 */

/**
 * What one entry of a turn adds to its line, or null when it stands on a line of its own.
 * @param {LogEntry} e
 * @param {Table} view
 * @param {Board} geo what each path position is (the engine's `places`)
 * @param {string} [name] the name the line begins with (a verb after it agrees with it)
 * @returns {string | null}
 */
function part(e, view, geo, name) {
  switch (e.type) {
    case 'roll':
      return t('lg_rolled', { die: e.die, name });
    case 'move':
      if (e.kind === 'enter') return t('lg_enter', { pawn: e.pawn });
      if (geo.places[e.to] === 'home' && geo.places[e.from] !== 'home') return t('lg_home', { pawn: e.pawn });
      return t('lg_to', { pawn: e.pawn, pos: posText(e.to, geo) });
    case 'capture':
      return t('lg_capture', { pawn: e.pawn, name });
    case 'forfeit':
      return t('lg_forfeit', { pawn: e.pawn });
    case 'special':
      return `${e.pawn}: ${t(`special_${e.effect}`)}`;
    case 'extraRoll':
      return t('lg_again', { name });
    case 'noMove':
      return t('lg_noMove');
    case 'foul':
      return t('lg_foul');
    case 'finish':
      return t('lg_finish', { name: view.seats[e.seat].name, place: e.place });
    default:
      return null;
  }
}

/**
 * A note on a line of its own.
 * @param {LogEntry} e
 * @param {Table} view
 * @returns {string}
 */
function note(e, view) {
  switch (e.type) {
    case 'rollOff':
      return t('log_rollOff', { name: view.seats[e.seat].name, die: e.die });
    case 'skipTurn':
      return t('log_skipTurn', { name: sideName(view, e.side) });
    case 'stalemate':
      return t('log_stalemate');
    case 'over':
      return t('log_over');
    default:
      return '';
  }
}

/**
 * The lines of the log from entry `from` on, which must begin a line (0, or a `start`
 * this function gave).
 * @param {LogEntry[]} log
 * @param {number} from
 * @param {Table} view
 * @param {Board} geo the board's geometry
 * @returns {LogLine[]}
 */
export function logBook(log, from, view, geo) {
  let round = 0;
  for (let i = from - 1; i >= 0 && !round; i--) {
    const e = log[i];
    if (e.type === 'turn') round = e.round;
  }
  /** @type {LogLine[]} */
  const lines = [];
  /** @type {(LogLine & { parts: string[] }) | null} */
  let turn = null;
  for (let i = from; i < log.length; i++) {
    const e = log[i];
    if (e.type === 'turn') {
      if (e.round !== round) lines.push({ kind: 'round', start: i, text: t('lg_round', { round: e.round }) });
      round = e.round;
      turn = { kind: 'turn', start: i, text: '', name: sideName(view, e.side), colour: sideColour(view, e.side), parts: [] };
      lines.push(turn);
      continue;
    }
    const text = part(e, view, geo, turn?.name);
    if (text === null) {
      lines.push({ kind: 'note', start: i, text: note(e, view) });
      turn = null; // what follows a note goes on a line of its own
    } else if (!turn) {
      turn = { kind: 'turn', start: i, text: '', parts: [text] };
      lines.push(turn);
    } else if (!(e.type === 'extraRoll' && turn.parts.at(-1) === text)) {
      turn.parts.push(text);
    }
  }
  return lines.map((l) => ('parts' in l ? { kind: l.kind, start: l.start, name: l.name, colour: l.colour, text: /** @type {string[]} */ (l.parts).join(' · ') } : l));
}
