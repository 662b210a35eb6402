// The host's steps on a page of its room: each shown as a step made at this screen is
// (the dice, the walk, what it did said), one after the other; a page more than a step
// behind (a slower speed than the host's, a tab left in the background) shows the steps
// waiting without animation or pause (`BoardView.hurry`) until it has caught up.

/** @typedef {import('./page.js').Online} Online */
/** @typedef {import('../../../pkg/ludo.js').Outcome} Outcome */

/**
 * Queues a step the host made, after those still being shown.
 * @param {Online} o
 * @param {string} kind `roll` or `move`
 * @param {Outcome} outcome
 */
export function showRemote(o, kind, outcome) {
  const { play, board } = o.app;
  const { signal } = play;
  o.behind += 1;
  const show = async () => {
    board.hurry = o.behind > 1;
    try {
      if (signal.aborted || !play.flow) return;
      const step = play.flow.take(outcome);
      await (kind === 'roll' ? play.doRoll(signal, step) : play.doMove(-1, signal, step));
      if (!signal.aborted) await play.advance();
    } finally {
      o.behind -= 1;
      if (o.behind === 0) board.hurry = false;
    }
  };
  o.queue = o.queue.then(show).catch((e) => {
    if (!signal.aborted) o.app.message(o.refused(e), true);
  });
}
