// Saving a game to a file and opening one from a file, loaded on the first of either
// (files.js keeps the autosave, which the first load needs). A file holds the whole game,
// as the engine's state() gives it, with its analysis when one is kept.
import { el } from '../page/dom.js';
import { t } from '../words/i18n.js';
import { refusal } from '../words/messages.js';

/** @typedef {import('../page/app.js').App} App */

/**
 * Saves the whole game to a file (the engine's state(), once, on the click).
 * @param {App} app
 */
export async function exportGame(app) {
  const flow = app.play.flow;
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
  app.message(() => t('saved'));
}

/**
 * Opens a saved game from a file; a bad file gives a message and changes nothing.
 * @param {App} app
 * @param {File} file
 */
export async function importFile(app, file) {
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
    const { playsSix, loadSix } = await import('./six.js');
    const Game = playsSix(data?.rules) ? await loadSix() : app.Game;
    game = Game.fromState(withoutAnalysis(data));
  } catch (e) {
    app.message(refusal('file', e), true);
    return;
  }
  app.setup.lastChoice = null;
  // checked again: the room may have been met while the file was read
  if (!app.can('openFile')) {
    game.free();
    return;
  }
  app.play.install(game, { fresh: true, via: 'openFile' });
  app.message(() => t('imported'));
}
