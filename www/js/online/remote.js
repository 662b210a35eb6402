// The host's steps on a page of its room: each shown as a step made at this screen is
// (the dice, the walk, what it did said), one after the other; a page more than a step
// behind (a slower speed than the host's, a tab left in the background) shows the steps
// waiting without animation or pause (`quick`, given with each step) until it has caught
// up.
import { OnlineGame } from './game.js';
import { renameSeats } from './banner.js';

/** @typedef {import('./page.js').Online} Online */
/** @typedef {import('../../../pkg/ludo.js').Outcome} Outcome */

/**
 * Puts the room's game on the board. A room on six arms or in teams first waits for the
 * page's module that draws them (`App.readyFor`), then shows the room as it stands then:
 * the mirror kept up with the host meanwhile.
 * @param {Online} o
 */
export function installRoom(o) {
  if (!o.session || o.readying) return;
  const ready = o.app.readyFor(o.status?.options?.rules);
  if (ready) {
    o.readying = true;
    // the guard is down before the room is shown again, which installs its game
    ready.then(
      () => {
        o.readying = false;
        if (o.session) o.show();
      },
      () => {
        o.readying = false;
        o.app.message(o.t('onlineUnavailable'), true);
      },
    );
    return;
  }
  const play = o.app.play;
  o.installed = true;
  o.queue = Promise.resolve();
  o.sync();
  // the model's roomStarts: what the board offers follows this page's role in the room
  play.install(/** @type {any} */ (new OnlineGame(o.session.room)), { online: o });
  renameSeats(o);
  o.renderBanner();
}

/**
 * Queues a step the host made, after those still being shown.
 * @param {Online} o
 * @param {string} kind `roll` or `move`
 * @param {Outcome} outcome
 */
export function showRemote(o, kind, outcome) {
  const { play } = o.app;
  const { signal } = play;
  o.behind += 1;
  const show = async () => {
    // more steps waiting behind this one: it is shown at once, silently
    const quick = o.behind > 1;
    try {
      if (signal.aborted || !play.flow) return;
      const step = play.flow.take(outcome);
      await (kind === 'roll' ? play.doRoll(signal, step, quick) : play.doMove(-1, signal, step, quick));
      if (!signal.aborted) await play.advance();
    } finally {
      o.behind -= 1;
    }
  };
  o.queue = o.queue.then(show).catch((e) => {
    if (!signal.aborted) o.app.message(o.refused(e), true);
  });
}
