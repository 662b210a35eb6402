// The parts of the page loaded when first asked for, and their buttons: the replay
// viewer (replay.js: the game just played, from the end screen, or a saved file, from
// the new-game screen), the rules sheet (rules.js, from the game) and "Finish now" and
// "Leave" once every person's place is settled (finish.js).
import { $ } from './dom.js';
import { t } from '../words/i18n.js';
import { analyse } from '../game/computer.js';

/** @typedef {import('./app.js').App} App */
/** @typedef {import('../../../pkg/ludo.js').SavedGame} SavedGame */

/**
 * Opens a saved game in the replay viewer.
 * @param {App} app
 * @param {SavedGame} saved
 */
export async function watchGame(app, saved) {
  try {
    // a game on six arms or in teams is drawn with the module that plays them (game/six.js)
    await app.readyFor(saved?.rules);
    const { watch } = await import('../screens/replay.js');
    // the worker's analysis goes with the replay (given here: computer.js is on the first load)
    return await watch(app, saved, analyse);
  } catch (e) {
    console.warn(e);
    app.message(() => t('errLoad'), true);
    return null;
  }
}

/**
 * Reads a saved game from a file and watches it; a bad file gives a message.
 * @param {App} app
 * @param {File} file
 */
async function watchFile(app, file) {
  let data;
  try {
    data = JSON.parse(await file.text());
  } catch {
    app.message(() => t('errNotJson'), true);
    return;
  }
  await watchGame(app, data);
}

/**
 * Wires the buttons of the parts loaded on demand.
 * @param {App} app
 */
export function bindSheets(app) {
  $('results-replay').addEventListener('click', () => {
    const flow = app.play.flow;
    if (flow) watchGame(app, flow.saved());
  });
  $('results-analyse').addEventListener('click', async () => {
    const flow = app.play.flow;
    const viewer = flow && (await watchGame(app, flow.saved()));
    viewer?.analyse();
  });
  const picker = /** @type {HTMLInputElement} */ ($('replay-file'));
  $('watch-file').addEventListener('click', () => picker.click());
  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    picker.value = '';
    if (file) watchFile(app, file);
  });
  // the bar shown once every person's place is settled (panel.js draws it)
  $('play').addEventListener('click', async (e) => {
    const button = e.target instanceof Element ? e.target.closest('#finish-now, #finish-leave') : null;
    if (!button) return;
    try {
      const finish = await import('../game/finish.js');
      await (button.id === 'finish-now' ? finish.finishNow(app.play) : finish.leave(app.play));
    } catch (err) {
      console.warn(err);
      app.message(() => t('errLoad'), true);
    }
  });
  $('rules-open').addEventListener('click', async () => {
    try {
      (await import('../screens/rules.js')).openRules(app);
    } catch (e) {
      console.warn(e);
      app.message(() => t('errLoad'), true);
    }
  });
}
