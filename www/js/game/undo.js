// Undo in a game against the computer: takes back the person's last move, or says why it
// cannot; with several people at this screen it names whose move it takes back. The position to come back to is the state's `undo`, set when a person moves.
import { t } from '../words/i18n.js';
import { refusal } from '../words/messages.js';
import { hasComputer, routesBack } from '../board/layout.js';

/** @typedef {import('./play.js').Play} Play */
/** @typedef {import('./state.js').GameState} GameState */

/**
 * Why Undo cannot be used now, in the player's words; null when it can.
 * @param {GameState} state
 * @returns {string | null}
 */
export function undoBlocked(state) {
  const key = blockedKey(state);
  return key && t(key);
}

/**
 * The key of the words of why Undo cannot be used now; null when it can.
 * @param {GameState} state
 */
function blockedKey({ view, undo, online }) {
  if (view?.phase === 'over') return 'undoOver';
  // in a room every move is played for every page at once
  if (online) return 'undoRoom';
  if (view && !hasComputer(view)) return 'undoPeople';
  if (undo) return null;
  return view && people(view) > 1 ? 'undoNonePeople' : 'undoNone';
}

/**
 * How many people play at this screen.
 * @param {{ seats: { computer?: string | null }[] }} view
 */
function people(view) {
  return view.seats.filter((s) => !s.computer).length;
}

/**
 * Whose move Undo takes back, by name, when several people play at this screen (then it
 * may be another person's than the one on turn); null with one person, who is "you".
 * @param {Pick<GameState, 'view' | 'undo'>} state
 * @returns {string | null}
 */
export function undoWhose({ view, undo }) {
  if (!view || !undo || people(view) < 2) return null;
  return undo.seats[undo.seatOnTurn]?.name ?? null;
}

/**
 * The Undo button's title: why it cannot be used, or whose move it takes back when
 * several people play here.
 * @param {GameState} state
 */
export function undoTitle(state) {
  const whose = undoWhose(state);
  return undoBlocked(state) ?? (whose === null ? '' : t('undoOf', { name: whose }));
}

/**
 * Takes back the person's last move (in games with computer seats), or says why not.
 * @param {Play} play
 */
export function takeBack(play) {
  const { app } = play;
  const { flow, undo, since } = play.state;
  // the message is said again in a language chosen while it is shown
  const blocked = blockedKey(play.state);
  if (blocked) return app.message(() => t(blocked));
  if (!undo || !flow) return;
  let rewound;
  try {
    rewound = flow.rewound(/** @type {typeof app.Game} */ (flow.game.constructor), undo);
  } catch (e) {
    play.change((s) => (s.undo = null));
    app.message(refusal('game', e), true);
    return;
  }
  const whose = undoWhose(play.state);
  play.adopt(rewound, null);
  app.files.persist();
  app.message(() => (whose === null ? t('undone') : t('undoneOf', { name: whose })));
  // each pawn walks back the way the engine walked it; a game restored with its undo
  // point (a reload) kept no steps to walk back: its pawns are put back at once
  play.run(() => play.change(() => {}, since.length ? { routes: routesBack(since, rewound.view) } : { jump: true }));
}
