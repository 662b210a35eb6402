// Moves picked by pointer and keyboard: clicks on pawns and squares (through invisible
// buttons over the board), the keyboard cursor through the legal moves, and the
// choice between pawns when several could land on one square. What a click means is
// layout.js's resolveClick; the move itself is played by play.js.
import { $, el } from '../page/dom.js';
import { t, moveText, posText } from '../words/i18n.js';
import { resolveClick, cycle, distinctMoves, inHand } from './layout.js';
import { tapZones, reach } from './reach.js';

/** @typedef {import('../page/app.js').App} App */
/** @typedef {import('./layout.js').MoveSpot} MoveSpot */
/** @typedef {import('./reach.js').Hit} Hit */
/** @typedef {import('./reach.js').Zone} Zone */
/** @typedef {import('./reach.js').Action} Action */

export class Input {
  /** @param {App} app */
  constructor(app) {
    this.app = app;
    /** @type {number | null} move id picked by keyboard, hover or a hint */
    this.cursor = null;
    /** @type {string | null} pawn picked by a click, when it has several moves */
    this.selected = null;
    /** @type {{ pawns: string[], target: string } | null} several pawns could land on the clicked square */
    this.choose = null;
    /** @type {Zone[]} the boxes that answer taps */
    this.zones = [];
  }

  clear() {
    this.selected = null;
    this.choose = null;
    this.cursor = null;
    this.closeAsk();
  }

  /** Escape: forgets the pick. */
  cancel() {
    this.clear();
    this.app.play.renderPanel();
    this.updateHits();
    this.app.board.requestFrame();
  }

  /**
   * A click on a pawn or a square of the board.
   * @param {Hit} what
   */
  hit(what) {
    const play = this.app.play;
    if (play.state.awaiting !== 'move') return;
    const { choose } = this;
    if (choose && what.pawn && choose.pawns.includes(what.pawn)) {
      const s = play.state.spots.find((x) => x.move.pawn === what.pawn && x.toKey === choose.target);
      if (s) return play.personMove(s.move.id);
    }
    const r = resolveClick(play.state.spots, what, this.selected);
    if (!r) return;
    if ('play' in r) return play.personMove(r.play);
    if ('select' in r) {
      this.selected = r.select;
      this.choose = null;
      this.cursor = null;
      play.renderPanel();
      this.app.announce($('prompt').textContent ?? '');
    } else if ('choose' in r) {
      this.choose = { pawns: r.choose, target: what.target ?? '' };
      this.selected = null;
      play.renderPanel();
      this.app.announce(() => t('promptPick', { pawns: r.choose.join(', ') }));
    }
    this.updateHits();
    this.app.board.requestFrame();
  }

  /**
   * Moves the keyboard cursor through the legal moves.
   * @param {number} delta
   */
  step(delta) {
    const play = this.app.play;
    if (play.state.awaiting !== 'move' || !play.state.geo) return;
    this.selected = null;
    this.choose = null;
    // moves that differ only in which of several alike pawns goes (four in a base with a
    // six) are one choice, as the board and the hints show them
    const moves = distinctMoves(play.state.moves);
    this.cursor = cycle(moves, this.cursor, delta);
    const i = moves.findIndex((m) => m.id === this.cursor);
    const m = moves[i];
    const geo = play.state.geo;
    this.app.announce(() => t('selectedMove', { i: i + 1, n: moves.length, text: moveText(m, geo, this.multiDice()) }));
    play.renderPanel();
    this.app.board.requestFrame();
  }

  /** Enter or space: rolls, or plays the move under the cursor. */
  confirm() {
    const play = this.app.play;
    if (play.state.awaiting === 'roll') return play.personRoll();
    if (play.state.awaiting !== 'move') return;
    if (this.cursor === null) return this.step(1);
    play.personMove(this.cursor);
  }

  /** Whether there are several dice in hand, or the moves use more than one die (then a move names its die). */
  multiDice() {
    const { moves, view } = this.app.play.state;
    return inHand(view?.hand ?? []).length > 1 || new Set(moves.map((m) => m.die)).size > 1;
  }

  /**
   * Points at a move (hover, a hint in focus): the board shows its line.
   * @param {number} id
   */
  pointAt(id) {
    if (this.app.play.state.awaiting !== 'move') return;
    this.cursor = id;
    this.app.board.requestFrame();
  }

  /**
   * What the prompt says of a pick: the pawns a square could be reached by (`picking`), or
   * the pawn picked with its number of moves (`selected`).
   */
  picks() {
    const { choose, selected } = this;
    const n = this.app.play.state.spots.filter((s) => s.move.pawn === selected).length;
    return { picking: choose ? choose.pawns : null, selected: selected && n > 1 ? { pawn: selected, n } : null };
  }

  /** The move spots shown: those of the picked pawn, or of the pawns to choose from. */
  visibleSpots() {
    const { spots } = this.app.play.state;
    const { selected, choose } = this;
    if (selected) return spots.filter((s) => s.move.pawn === selected);
    if (choose) return spots.filter((s) => choose.pawns.includes(s.move.pawn) && s.toKey === choose.target);
    return spots;
  }

  /**
   * A tap or click on the board's buttons: what it reaches is decided by where it
   * landed, among every box there (reach.js); a button pressed without a pointer
   * (assistive technology) stands for itself.
   * @param {MouseEvent} e
   * @param {Hit} own the button's own pawn or square
   */
  tap(e, own) {
    this.closeAsk();
    if (e.detail === 0) return this.hit(own);
    const box = $('hits').getBoundingClientRect();
    const x = e.clientX - box.left;
    const y = e.clientY - box.top;
    const found = reach(this.zones, x, y, this.app.play.state.spots, this.selected);
    if (!found) return;
    if ('hit' in found) return this.hit(found.hit);
    this.ask(found.ask, x, y);
  }

  /**
   * Asks which of the pawns or squares near a tap was meant: a small menu at the tap.
   * @param {{ action: Action, hit: Hit }[]} options
   * @param {number} x
   * @param {number} y
   */
  ask(options, x, y) {
    const play = this.app.play;
    const geo = play.state.geo;
    /** @param {Action} a */
    const label = (a) => {
      let text = '';
      if ('play' in a) {
        const m = play.state.moves.find((mv) => mv.id === a.play);
        if (m && geo) text = moveText(m, geo, this.multiDice());
      } else if ('select' in a) {
        text = t('pickPawn', { pawn: a.select });
      } else {
        const sp = play.state.spots.find((p) => a.choose.includes(p.move.pawn));
        text = t('pickSquare', { square: sp && geo ? posText(sp.move.to, geo) : '' });
      }
      return text.charAt(0).toUpperCase() + text.slice(1);
    };
    const menu = el(
      'div',
      { id: 'pick', class: 'pick', role: 'group', 'aria-labelledby': 'pick-title' },
      el('p', { id: 'pick-title', class: 'pick-title' }, t('pickWhich')),
      ...options.map((o) =>
        el('button', { type: 'button', class: 'btn pick-option', onclick: () => (this.closeAsk(), this.hit(o.hit)) }, label(o.action)),
      ),
    );
    const wrap = $('board-wrap');
    wrap.append(menu);
    // at the tap, inside the board
    const left = Math.min(Math.max(4, x - menu.offsetWidth / 2), wrap.clientWidth - menu.offsetWidth - 4);
    const top = y + 28 + menu.offsetHeight < wrap.clientHeight ? y + 28 : Math.max(4, y - 28 - menu.offsetHeight);
    menu.style.left = `${left}px`;
    menu.style.top = `${top}px`;
    this.app.announce(() => t('pickWhich'));
    menu.querySelector('button')?.focus({ preventScroll: true });
  }

  /** Closes the menu of a tap between pawns, if open. */
  closeAsk() {
    document.getElementById('pick')?.remove();
  }

  /**
   * Buttons over the movable pawns and the squares they can reach, for pointer and touch
   * input: invisible, each at least 44×44 CSS pixels (reach.js).
   */
  updateHits() {
    const box = $('hits');
    const { play, board } = this.app;
    if (this.selected) box.dataset.selected = this.selected;
    else delete box.dataset.selected;
    const geo = play.state.geo;
    if (play.state.awaiting !== 'move' || !geo || !board.renderer.css) {
      this.zones = [];
      box.replaceChildren();
      return;
    }
    this.zones = tapZones(play.state.spots, this.visibleSpots(), board.renderer.css / (geo.size * 2));
    const nodes = this.zones.map((z) => {
      const { pawn, target } = z.hit;
      const sp = play.state.spots.find((p) => (pawn ? p.move.pawn === pawn : p.toKey === target));
      const b = el('button', {
        type: 'button',
        class: `hit ${pawn ? 'pawn' : 'target'}`,
        tabindex: '-1',
        'data-pawn': pawn,
        'data-target': target,
        'aria-label': pawn ? t('pickPawn', { pawn }) : sp && moveText(sp.move, geo, this.multiDice()),
      });
      b.style.left = `${z.x - z.half}px`;
      b.style.top = `${z.y - z.half}px`;
      b.style.width = b.style.height = `${2 * z.half}px`;
      b.addEventListener('click', (e) => this.tap(e, z.hit));
      if (sp && pawn) b.addEventListener('mouseenter', () => this.pointAt(sp.move.id));
      return b;
    });
    box.replaceChildren(...nodes);
  }
}
