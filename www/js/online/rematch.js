// "Play again" on the results of a room's game: the host starts a new game with the same
// people in the same seats, on fresh dice chains; friends and watchers see it start.
import { el, $ } from '../page/dom.js';

/** @typedef {import('./lobby.js').Words} Words */

/** @type {() => void} what the button does (the room on the page now) */
let onPress = () => {};

/**
 * Shows the button on the host's results once the game is over, hides it otherwise.
 * @param {boolean} show
 * @param {Words} t
 * @param {() => void} press
 */
export function rematchButton(show, t, press) {
  onPress = press;
  let button = document.getElementById('online-rematch');
  if (!button && !show) return;
  if (!button) {
    button = el('button', { type: 'button', id: 'online-rematch', class: 'btn primary', onclick: () => onPress() });
    $('results-dice').after(button);
  }
  button.textContent = t('onlinePlayAgain');
  button.hidden = !show;
}
