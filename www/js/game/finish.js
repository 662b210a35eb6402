// "Finish now" and "Leave", loaded when first pressed: once every person's place is
// settled (the engine's `settled`), the computer players play the rest of the game at
// once, without showing a step, and the end screen shows the places; or the game ends
// where it stands. Each computer move is its level's choice, as in play.
import * as computer from './computer.js';
import * as panel from '../screens/panel.js';
import * as embed from '../page/embed.js';
import { lastTrail } from '../board/layout.js';
import { showEnd } from '../screens/end.js';

/** @typedef {import('./play.js').Play} Play */

/**
 * Plays the rest of the game on the board at once, then shows the end screen.
 * @param {Play} play
 */
export async function finishNow(play) {
  const { flow, geo } = play.shown();
  if (!flow.view.settled) return;
  play.stop();
  const { signal } = play;
  play.app.board.animator.finish();
  play.app.input.clear();
  play.hints.hide();
  while (flow.view.phase !== 'over') {
    if (flow.view.phase === 'roll') flow.roll();
    else flow.apply(flow.lone() ? 0 : await computer.ask('choose', flow));
    if (signal.aborted) return;
  }
  panel.renderLog(flow.view, flow.log, geo);
  play.change(
    (s) => {
      s.view = flow.view;
      s.trail = lastTrail(flow.view, flow.log, geo);
      s.awaiting = null;
      s.undo = null;
    },
    { jump: true },
  );
  play.app.files.persist();
  end(play);
}

/**
 * Ends the game where it stands: the end screen with the places taken so far. The game
 * is over for the person, so its save is dropped: a reload does not bring it back.
 * @param {Play} play
 */
export function leave(play) {
  if (!play.shown().view.settled) return;
  play.stop();
  play.app.board.animator.finish();
  play.change((s) => {
    s.awaiting = null;
    s.undo = null;
  });
  play.app.files.forget();
  end(play);
}

/**
 * The end screen, once, and the end event for an embedding page.
 * @param {Play} play
 */
function end(play) {
  const { flow, view } = play.shown();
  play.note((s) => (s.resultsSeen = true));
  if (play.app.files.endUntold()) embed.tell('end', embed.endDetail(view, flow.game.stats()));
  showEnd(play);
}
