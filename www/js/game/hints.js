// Hints for the person to move: the computer's ranking of the legal moves (asked of the
// worker), shown in the panel and read out; gone as soon as a move is played.
import { $ } from '../page/dom.js';
import { refusal, refusalOf } from '../words/messages.js';
import { t } from '../words/i18n.js';
import * as computer from './computer.js';
import * as panel from '../screens/panel.js';

/** @typedef {import('./play.js').Play} Play */
/** @typedef {import('../../../pkg/ludo.js').Hint} Hint */

export class Hints {
  /** @param {Play} play */
  constructor(play) {
    this.play = play;
    /** @type {Hint[] | null} the hints on show */
    this.list = null;
  }

  /** Asks for hints on the move awaited, and shows them unless the game went on meanwhile. */
  async ask() {
    const { play } = this;
    const { flow } = play.state;
    if (play.state.awaiting !== 'move' || !flow) return;
    const { signal } = play;
    const at = flow.view.logLength;
    let list;
    try {
      list = await computer.ask('hints', flow);
    } catch (e) {
      // an engine's refusal has a code; the expert's module, which gives hints, not loading has none
      if (!signal.aborted) play.app.message(refusalOf(e).code ? refusal('game', e) : () => t('errLoad'), true);
      return;
    }
    if (signal.aborted || play.state.awaiting !== 'move' || flow.view.logLength !== at) return;
    this.list = Array.isArray(list) ? list : [];
    this.render();
  }

  /** Draws the hints on show (again, after a change of language) and reads them out. */
  render() {
    const { play } = this;
    const { geo, moves } = play.state;
    if (!this.list || !geo) return;
    const text = panel.renderHints(this.list, moves, geo, {
      play: (id) => play.personMove(id),
      point: (id) => play.app.input.pointAt(id),
    }, play.view);
    // the best move marked on the board at once, and the list's first line brought into
    // view (on a phone the list opens under the board)
    if (this.list[0]) play.app.input.pointAt(this.list[0].id);
    $('hints').querySelector('li')?.scrollIntoView({ block: 'nearest' });
    play.app.announce(text);
  }

  hide() {
    this.list = null;
    $('hints').hidden = true;
    $('hints').replaceChildren();
  }
}
