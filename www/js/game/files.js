// Saves: the autosave in localStorage (store.js: a small head and the log in chunks, so a
// step writes only what changed) and resuming it on load. Saving to a file and opening one
// are in fileio.js, loaded when first asked.
import { t } from '../words/i18n.js';
import { refusal } from '../words/messages.js';
import * as store from '../page/store.js';
import { withEngine } from './six.js';

/** @typedef {import('../page/app.js').App} App */

export class Files {
  /**
   * @param {App} app
   * @param {string} slot this page's save slot (store.slotName)
   */
  constructor(app, slot) {
    this.app = app;
    this.saver = new store.GameSaver(slot);
    this.storageWarned = false;
  }

  /**
   * Resumes the game saved for this page, if any; false when there is none to play. A
   * game of six arms or teams resumes once the module that plays them has loaded.
   */
  resume() {
    const { app, saver } = this;
    let saved;
    try {
      saved = store.loadGame(saver.slot);
    } catch (e) {
      saver.clear();
      app.message(refusal('resume', e), true);
      return false;
    }
    if (!saved) return false;
    const loaded = saved;
    let resumed = true;
    let waiting = false;
    waiting = !withEngine(
      app.Game,
      loaded.state.rules,
      (Game) => {
        resumed = this.resumeWith(Game, loaded);
        if (waiting && !resumed) app.setup.fromPage();
      },
      () => {
        import('../words/six.js').then(({ sixSay }) => app.message(() => sixSay('sixUnavailable'), true));
        app.setup.fromPage();
      },
    );
    return resumed;
  }

  /**
   * Resumes a saved game with the Game class that plays it; false when it cannot be.
   * @param {typeof import('../../../pkg/ludo.js').Game} Game
   * @param {NonNullable<ReturnType<typeof store.loadGame>>} saved
   */
  resumeWith(Game, saved) {
    const { app, saver } = this;
    let game = null;
    try {
      game = Game.fromState(saved.state);
      saver.ended = saved.ended;
      app.play.install(game, { log: saved.state.log, undo: saved.undo, resumed: true });
    } catch (e) {
      if (game && app.play.flow?.game !== game) game.free();
      saver.clear();
      app.message(refusal('resume', e), true);
      return false;
    }
    if (saved.earlier) {
      // a save of the single-key form: stored again as head and chunks
      saver.restart();
      this.persist();
    } else {
      saver.resumed(saved.state.log.length);
    }
    return true;
  }

  /** The next save writes the whole game (a new game in this page's slot). */
  restart() {
    this.saver.restart();
  }

  /**
   * Whether the end of the game on the board is yet to be told to an embedding page; from
   * now on it counts as told, also in the game's save (a reload does not tell it again).
   */
  endUntold() {
    if (this.saver.ended) return false;
    this.saver.markEnded();
    return true;
  }

  /** Forgets the game saved for this page: a game left before its end is not resumed. */
  forget() {
    this.saver.clear();
  }

  /** Saves the game on the board: what changed since the last save. */
  persist() {
    const { flow, undo, online } = this.app.play.state;
    // a room's game is kept by the room (the host's autosave, the friend's seat token)
    if (!flow || online) return;
    const ok = this.saver.save(flow.view, flow.log, undo);
    if (!ok && !this.storageWarned) {
      this.storageWarned = true;
      this.app.message(() => t('errStorage'), true);
    }
  }

  /** Saves the whole game to a file (fileio.js, loaded on the first save). */
  async exportGame() {
    (await import('./fileio.js')).exportGame(this.app);
  }

  /**
   * Opens a saved game from a file (fileio.js, loaded on the first opening); a bad file
   * gives a message and changes nothing. In a room it is refused, and says why.
   * @param {File | null} file
   */
  async importFile(file) {
    // a room's game is its host's: nothing is opened into it, by any path (model.js)
    if (!this.app.can('openFile')) return this.app.message(() => t(this.app.model.role === 'host' ? 'openLeaveFirst' : 'openInRoom'), true);
    if (!file) return;
    (await import('./fileio.js')).importFile(this.app, file);
  }
}
