// Undo in a game against the computer: takes back the person's last move, or says why it
// cannot. The position to come back to is the state's `undo`, set when a person moves.
import { t } from './i18n.js';
import { refusal } from './messages.js';
import { hasComputer, straightRoutes } from './state.js';

/** @typedef {import('./play.js').Play} Play */
/** @typedef {import('./gamestate.js').GameState} GameState */

/**
 * Why Undo cannot be used now, in the player's words; null when it can.
 * @param {GameState} state
 * @returns {string | null}
 */
export function undoBlocked({ view, undo }) {
  if (view?.phase === 'over') return t('undoOver');
  if (view && !hasComputer(view)) return t('undoPeople');
  return undo ? null : t('undoNone');
}

/**
 * Takes back the person's last move (in games with computer seats), or says why not.
 * @param {Play} play
 */
export function takeBack(play) {
  const { app } = play;
  const { flow, view, undo } = play.state;
  const blocked = undoBlocked(play.state);
  if (blocked) return app.message(blocked);
  if (!undo || !flow || !view) return;
  let rewound;
  try {
    rewound = flow.rewound(app.Game, undo);
  } catch (e) {
    play.change((s) => (s.undo = null));
    app.message(refusal('game', e), true);
    return;
  }
  play.adopt(rewound, null);
  app.files.persist();
  app.message(t('undone'));
  // each pawn walks straight back to where it was
  play.run(() => play.change(() => {}, { routes: straightRoutes(view, rewound.view) }));
}
