// Saves: the autosave in localStorage (store.js: a small head and the log in chunks, so a
// step writes only what changed), resuming it on load, and saving to and opening from a
// file. A file holds the whole game, as the engine's state() gives it.
import { el } from './dom.js';
import { t } from './i18n.js';
import { refusal } from './messages.js';
import * as store from './store.js';

/** @typedef {import('./controller.js').App} App */

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

  /** Resumes the game saved for this page, if any; false when there is none to play. */
  resume() {
    const { app, saver } = this;
    let saved;
    let game = null;
    try {
      saved = store.loadGame(saver.slot);
      if (!saved) return false;
      game = app.Game.fromState(saved.state);
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

  /** Saves the whole game to a file (the engine's state(), once, on the click). */
  async exportGame() {
    const flow = this.app.play.flow;
    if (!flow) return;
    // the game's analysis goes with it, when one is kept (analysisstore.js, loaded only here)
    const { withAnalysis } = await import('./analysisstore.js');
    const state = withAnalysis(flow.game.state());
    const blob = new Blob([JSON.stringify(state, null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
    const a = el('a', { href: url, download: `ludo-${state.preset}-${stamp}.json`, hidden: true });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    this.app.message(t('saved'));
  }

  /**
   * Opens a saved game from a file; a bad file gives a message and changes nothing.
   * @param {File} file
   */
  async importFile(file) {
    const { app } = this;
    let text;
    try {
      text = await file.text();
    } catch {
      app.message(() => t('errRead'), true);
      return;
    }
    let data;
    try {
      data = JSON.parse(text);
    } catch {
      app.message(() => t('errNotJson'), true);
      return;
    }
    let game;
    try {
      const { withoutAnalysis } = await import('./analysisstore.js');
      game = app.Game.fromState(withoutAnalysis(data));
    } catch (e) {
      app.message(refusal('file', e), true);
      return;
    }
    app.setup.lastChoice = null;
    app.play.install(game, { fresh: true });
    app.message(t('imported'));
  }
}
