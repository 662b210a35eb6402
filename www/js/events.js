// Input: buttons, settings, files and the keyboard, all forwarded to the App.
import { $ } from './dom.js';
import * as sound from './sound.js';

const typing = (node) => node && node.matches?.('input, select, textarea');

/** Wires the page's controls to the app. */
export function bindInput(app) {
  // the audio context may only start from a user gesture
  const unlock = () => sound.unlock();
  document.addEventListener('pointerdown', unlock, { passive: true });
  document.addEventListener('keydown', unlock);

  $('roll').addEventListener('click', () => app.personRoll());
  $('undo').addEventListener('click', () => app.undo());
  $('hint').addEventListener('click', () => app.hints());
  $('export').addEventListener('click', () => app.exportGame());
  $('import').addEventListener('click', () => $('file').click());
  $('import-setup').addEventListener('click', () => $('file').click());
  $('file').addEventListener('change', () => {
    const file = $('file').files[0];
    $('file').value = '';
    if (file) app.importFile(file);
  });
  $('new-game').addEventListener('click', () => app.newGame());
  $('setup-cancel').addEventListener('click', () => app.showScreen('play'));
  $('results-new').addEventListener('click', () => app.newGame());
  $('results-again').addEventListener('click', () => app.playAgain());
  $('results-board').addEventListener('click', () => app.showScreen('play'));
  $('message-close').addEventListener('click', () => ($('message').hidden = true));
  $('lang').addEventListener('change', () => app.changeLang($('lang').value));
  $('speed').addEventListener('change', () => app.setSetting('speed', $('speed').value));
  $('auto-move').addEventListener('change', () => app.setSetting('autoMove', $('auto-move').checked));
  $('sound').addEventListener('click', () => {
    app.setSetting('sound', !app.settings.sound);
    sound.unlock();
  });
  $('board-wrap').addEventListener('keydown', (e) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      app.confirm();
    }
  });
  window.addEventListener('resize', () => app.layoutBoard());

  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
    if ($('play').hidden) return;
    switch (e.key) {
      case 'r':
      case 'R':
        e.preventDefault();
        app.personRoll();
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        if (app.awaiting !== 'move') return;
        e.preventDefault();
        app.step(1);
        $('board-wrap').focus({ preventScroll: true });
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        if (app.awaiting !== 'move') return;
        e.preventDefault();
        app.step(-1);
        $('board-wrap').focus({ preventScroll: true });
        break;
      case 'h':
      case 'H':
        app.hints();
        break;
      case 'u':
      case 'U':
        app.undo();
        break;
      case 'Escape':
        if (!$('results').hidden) app.showScreen('play');
        app.clearChoice();
        app.renderPanel();
        app.updateHits();
        app.requestFrame();
        break;
      default:
    }
  });
}
