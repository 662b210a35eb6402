// Wiring: the page's buttons, settings, files and keys, each forwarded to the part of
// the app that does the job.
import { $ } from './dom.js';
import { t } from '../words/i18n.js';
import * as sound from './sound.js';
import { takeBack } from '../game/undo.js';
import { isRoomId, roomId } from './config.js';

/** @typedef {import('./app.js').App} App */

/** @param {EventTarget | null} node */
const typing = (node) => node instanceof Element && node.matches('input, select, textarea');

/**
 * Wires the page's controls to the app.
 * @param {App} app
 */
export function bindInput(app) {
  const { play, files, input, setup } = app;
  // the audio context may only start from a user gesture
  const unlock = () => sound.unlock();
  document.addEventListener('pointerdown', unlock, { passive: true });
  document.addEventListener('keydown', unlock);

  // each button, key and file acts only where the page's model offers it (model.js)
  $('roll').addEventListener('click', () => play.personRoll());
  $('undo').addEventListener('click', () => app.can('undo') && takeBack(play));
  $('hint').addEventListener('click', () => app.can('hint') && play.hints.ask());
  $('export').addEventListener('click', () => app.can('save') && files.exportGame());
  const open = () => (app.can('open') ? $('file').click() : files.importFile(null));
  $('import').addEventListener('click', open);
  $('import-setup').addEventListener('click', open);
  const picker = /** @type {HTMLInputElement} */ ($('file'));
  picker.addEventListener('change', () => {
    const file = picker.files?.[0];
    picker.value = '';
    if (file) files.importFile(file);
  });
  // a saved game dropped on the page opens as one from the picker does (refused in a room)
  document.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
  });
  document.addEventListener('drop', (e) => {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    if (app.can('drop') || app.model.room !== 'none') files.importFile(file);
  });
  // New game leaves a room first (a host's person confirms, and the room is told)
  $('new-game').addEventListener('click', () => setup.show());
  // the form may still be loading when a person presses at once: its choice is read once loaded
  $('play-friends').addEventListener('click', async () => setup.withFriends((await app.form.load()).read()));
  $('play-online').addEventListener('click', async () => setup.quickMatch((await app.form.load()).read()));
  $('quick-play').addEventListener('click', async () => {
    const form = await app.form.load();
    form.onStart(form.quickChoice(), false);
  });
  const codeInput = /** @type {HTMLInputElement} */ ($('join-code-input'));
  const codeError = $('join-code-error');
  /** Says by the code's field why it cannot be a room (in the page's language), or nothing. */
  const badCode = (/** @type {boolean} */ bad) => {
    if (bad) codeError.dataset.t = 'roomCodeBad';
    else delete codeError.dataset.t;
    codeError.textContent = bad ? t('roomCodeBad') : '';
    codeInput.setAttribute('aria-invalid', String(bad));
  };
  codeInput.addEventListener('input', () => badCode(false));
  $('join-code').addEventListener('submit', (e) => {
    e.preventDefault();
    const code = roomId(codeInput.value);
    // a code that cannot be a room (16 characters of Crockford's base 32) is refused here
    if (!isRoomId(code)) return badCode(true);
    badCode(false);
    const p = new URLSearchParams(location.search);
    for (const k of [...p.keys()]) if (!['lang', 'signal', 'ice'].includes(k)) p.delete(k);
    p.set('room', code);
    location.search = `?${p}`;
  });
  $('setup-cancel').addEventListener('click', () => app.take('cancel'));
  $('results-new').addEventListener('click', () => setup.show());
  $('results-again').addEventListener('click', () => setup.playAgain());
  $('results-board').addEventListener('click', () => app.take('back'));
  $('message-close').addEventListener('click', () => ($('message').hidden = true));
  const langs = /** @type {HTMLSelectElement} */ ($('lang'));
  const speed = /** @type {HTMLSelectElement} */ ($('speed'));
  const autoMove = /** @type {HTMLInputElement} */ ($('auto-move'));
  langs.addEventListener('change', () => app.changeLang(langs.value));
  speed.addEventListener('change', () => app.setSetting('speed', speed.value));
  autoMove.addEventListener('change', () => app.setSetting('autoMove', autoMove.checked));
  $('sound').addEventListener('click', () => {
    app.setSetting('sound', !app.settings.sound);
    sound.unlock();
  });
  $('board-wrap').addEventListener('keydown', (e) => {
    if (e.target !== e.currentTarget) return; // a button of the menu of a tap
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      input.confirm();
    }
  });
  // a tap beside every pawn and square closes the menu of a tap between two pawns
  $('board').addEventListener('click', () => input.closeAsk());
  let width = window.innerWidth;
  window.addEventListener('resize', () => {
    app.board.layout();
    app.placeMessage();
    // a window narrowed to a phone's (or a phone turned upright) keeps the board in view;
    // a phone's bars coming and going change only the height, and leave the page be
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    const wrap = $('board-wrap');
    const box = wrap.getBoundingClientRect();
    if (!$('play').hidden && (box.bottom < box.height / 2 || box.top > window.innerHeight - box.height / 2)) wrap.scrollIntoView({ block: 'nearest' });
  });

  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if ($('play').hidden) return;
    switch (e.key) {
      case 'r':
      case 'R':
        e.preventDefault();
        if (app.can('roll') || play.view?.phase === 'over') play.personRoll();
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        if (play.state.awaiting !== 'move') return;
        e.preventDefault();
        input.step(1);
        $('board-wrap').focus({ preventScroll: true });
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        if (play.state.awaiting !== 'move') return;
        e.preventDefault();
        input.step(-1);
        $('board-wrap').focus({ preventScroll: true });
        break;
      case 'h':
      case 'H':
        if (app.can('hint')) play.hints.ask();
        break;
      case 'u':
      case 'U':
        if (app.can('undo')) takeBack(play);
        break;
      case 'Escape':
        if (app.model.screen === 'end') app.take('back');
        input.cancel();
        break;
      default:
    }
  });
}
