// What a screen reader hears after each step of the game: whole sentences in the page's
// language ("Red rolled a 6 and can roll again."), made from the step's log entries and
// the position after it. It only tells what the engine says happened. No DOM here.
import { t, posText } from './i18n.js';
import { parseLabel } from './state.js';

/** @typedef {import('../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../pkg/ludo.js').GameView} GameView */
/** @typedef {Pick<GameView, 'seats' | 'sides' | 'phase' | 'side'>} Table */

/**
 * The name of the player of a side (or "Neutral" for the neutral colour).
 * @param {Table} view
 * @param {number} side
 */
function nameOf(view, side) {
  const seat = view.sides[side]?.seat;
  return seat === null || seat === undefined ? t('neutral') : view.seats[seat].name;
}

/**
 * The sentence of a roll: what was rolled, and what it means when the engine says so by
 * the entries after it (no move, a foul) or by the position (the same side rolls on);
 * and whether the same side rolls on.
 * @param {Extract<LogEntry, { type: 'roll' }>} e
 * @param {LogEntry[]} rest the step's entries after the roll
 * @param {Table} after
 * @returns {[string, boolean]}
 */
function rollSentence(e, rest, after) {
  const params = { name: nameOf(after, e.side), die: e.die };
  const next = rest[0]?.type;
  if (next === 'foul') return [t('say_foul', params), false];
  if (next === 'noMove') return [t('say_rollNoMove', params), false];
  const rollsOn = !rest.some((x) => x.type === 'roll' || x.type === 'turn') && after.phase === 'roll' && after.side === e.side;
  return [t(rollsOn ? 'say_rollAgain' : 'say_roll', params), rollsOn];
}

/**
 * The sentence of a pawn's move.
 * @param {Extract<LogEntry, { type: 'move' }>} e
 * @param {string} name who moved it
 * @param {number} goal the path position of home
 */
function moveSentence(e, name, goal) {
  const params = { name, pawn: e.pawn, from: posText(e.from, goal), to: posText(e.to, goal) };
  if (e.kind === 'enter') return t('say_enter', params);
  if (e.to === goal) return t('say_home', params);
  if (e.kind === 'tower') return t('say_tower', params);
  if (e.kind === 'bounce') return t('say_bounce', params);
  return t('say_move', params);
}

/**
 * The sentences of one step (a roll or a move), as one text for the live region.
 * @param {LogEntry[]} events the step's log entries (outcome.events)
 * @param {Table} after the position after the step
 * @param {string} actor the name of the player who rolled or moved
 * @param {number} goal the path position of home
 */
export function stepSpeech(events, after, actor, goal) {
  const out = [];
  let rolledOn = false;
  for (const [i, e] of events.entries()) {
    switch (e.type) {
      case 'roll': {
        const [sentence, rollsOn] = rollSentence(e, events.slice(i + 1), after);
        rolledOn ||= rollsOn;
        out.push(sentence);
        break;
      }
      case 'noMove':
        if (events[i - 1]?.type !== 'roll') out.push(t('say_noMove', { name: nameOf(after, e.side) }));
        break;
      case 'move':
        out.push(moveSentence(e, actor, goal));
        break;
      case 'capture':
      case 'forfeit':
        out.push(t(`say_${e.type}`, { pawn: e.pawn, owner: nameOf(after, parseLabel(e.pawn).side) }));
        break;
      case 'special':
        out.push(t(`say_special_${e.effect}`, { pawn: e.pawn }));
        break;
      case 'extraRoll':
        if (!rolledOn) out.push(t('say_extraRoll', { name: nameOf(after, e.side) }));
        break;
      case 'finish':
        out.push(t('say_finish', { name: after.seats[e.seat].name, place: e.place }));
        break;
      case 'skipTurn':
        out.push(t('say_skipTurn', { name: nameOf(after, e.side) }));
        break;
      case 'turn':
        if (after.phase !== 'over') out.push(t('say_turn', { name: nameOf(after, e.side) }));
        break;
      case 'rollOff':
        out.push(t('say_rollOff', { name: after.seats[e.seat].name, die: e.die }));
        break;
      case 'stalemate':
      case 'over':
        out.push(t(`say_${e.type}`));
        break;
      default:
    }
  }
  return out.join(' ');
}
