// The game of a room, as the page's turn flow (flow.js) reads a game: the view, the log,
// the legal moves and the figures come from the host's engine or this page's mirror.
// Rolls and moves are not played here: they are intents sent to the host (session.js),
// whose events come back as outcomes.

/** @typedef {import('../../../pkg/ludo.js').GameView} GameView */
/** @typedef {import('../../../pkg/ludo.js').LegalMove} LegalMove */
/** @typedef {import('../../../pkg/ludo.js').LogEntry} LogEntry */
/** @typedef {import('../../../pkg/ludo.js').Outcome} Outcome */
/** @typedef {import('../../../pkg/ludo.js').SeatStats} SeatStats */
/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */
/** @typedef {import('../../../pkg-online/ludo_online.js').OnlineRoom} OnlineRoom */

export class OnlineGame {
  /** @param {OnlineRoom} room */
  constructor(room) {
    this.room = room;
  }

  /** @returns {GameView} */
  view() {
    return JSON.parse(this.room.view());
  }

  /**
   * @param {number} from
   * @param {number} to
   * @returns {LogEntry[]}
   */
  logEntries(from, to) {
    return JSON.parse(this.room.logEntries(from, to));
  }

  /** @returns {LegalMove[]} */
  legalMoves() {
    return JSON.parse(this.room.legalMoves());
  }

  /** @returns {SeatStats[]} */
  stats() {
    return JSON.parse(this.room.stats());
  }

  /** @returns {SavedGame} */
  state() {
    return JSON.parse(this.room.state());
  }

  /** @returns {Outcome} */
  lastOutcome() {
    return JSON.parse(this.room.lastOutcome());
  }

  /** @returns {never} */
  roll() {
    throw new Error('roll: in a room the host rolls');
  }

  /**
   * @param {number} _id
   * @returns {never}
   */
  applyMove(_id) {
    throw new Error('applyMove: in a room the host plays the moves');
  }

  /** The room lives on with the session; nothing to free here. */
  free() {}
}
