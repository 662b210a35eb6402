// Moves picked by pointer and keyboard: clicks on pawns and squares (through invisible
// buttons over the board), the keyboard cursor through the legal moves, and the
// choice between pawns when several could land on one square. What a click means is
// state.js's resolveClick; the move itself is played by play.js.
import { $, el } from './dom.js';
import { t, moveText } from './i18n.js';
import { resolveClick, cycle } from './state.js';

/** @typedef {import('./controller.js').App} App */
/** @typedef {import('./state.js').MoveSpot} MoveSpot */
/** @typedef {{ pawn?: string, target?: string }} Hit */

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
  }

  clear() {
    this.selected = null;
    this.choose = null;
    this.cursor = null;
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
    if (play.awaiting !== 'move') return;
    const { choose } = this;
    if (choose && what.pawn && choose.pawns.includes(what.pawn)) {
      const s = play.spots.find((x) => x.move.pawn === what.pawn && x.toKey === choose.target);
      if (s) return play.personMove(s.move.id);
    }
    const r = resolveClick(play.spots, what, this.selected);
    if (!r) return;
    if ('play' in r) return play.personMove(r.play);
    if ('select' in r) {
      this.selected = r.select;
      this.choose = null;
      this.cursor = null;
      play.renderPanel();
    } else if ('choose' in r) {
      this.choose = { pawns: r.choose, target: what.target ?? '' };
      this.selected = null;
      play.renderPanel();
      this.app.announce(t('promptPick', { pawns: r.choose.join(', ') }));
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
    if (play.awaiting !== 'move' || !play.geo) return;
    this.selected = null;
    this.choose = null;
    this.cursor = cycle(play.moves, this.cursor, delta);
    const i = play.moves.findIndex((m) => m.id === this.cursor);
    const m = play.moves[i];
    this.app.announce(t('selectedMove', { i: i + 1, n: play.moves.length, text: moveText(m, play.geo.goal, this.multiDice()) }));
    play.renderPanel();
    this.app.board.requestFrame();
  }

  /** Enter or space: rolls, or plays the move under the cursor. */
  confirm() {
    const play = this.app.play;
    if (play.awaiting === 'roll') return play.personRoll();
    if (play.awaiting !== 'move') return;
    if (this.cursor === null) return this.step(1);
    play.personMove(this.cursor);
  }

  /** Whether there are several dice in hand, or the moves use more than one die (then a move names its die). */
  multiDice() {
    const { moves, view } = this.app.play;
    return (view?.dice.length ?? 0) > 1 || new Set(moves.map((m) => m.die)).size > 1;
  }

  /**
   * Points at a move (hover, a hint in focus): the board shows its line.
   * @param {number} id
   */
  pointAt(id) {
    if (this.app.play.awaiting !== 'move') return;
    this.cursor = id;
    this.app.board.requestFrame();
  }

  /** The move spots shown: those of the picked pawn, or of the pawns to choose from. */
  visibleSpots() {
    const { spots } = this.app.play;
    const { selected, choose } = this;
    if (selected) return spots.filter((s) => s.move.pawn === selected);
    if (choose) return spots.filter((s) => choose.pawns.includes(s.move.pawn) && s.toKey === choose.target);
    return spots;
  }

  /** Invisible buttons over the movable pawns and their squares, for pointer input. */
  updateHits() {
    const box = $('hits');
    const { play, board } = this.app;
    if (this.selected) box.dataset.selected = this.selected;
    else delete box.dataset.selected;
    const geo = play.geo;
    if (play.awaiting !== 'move' || !geo || !board.renderer.css) {
      box.replaceChildren();
      return;
    }
    const s = board.renderer.css / (geo.size * 2);
    const cell = 2 * s;
    /** @type {(node: HTMLElement, x: number, y: number, size: number) => void} */
    const place = (node, x, y, size) => {
      node.style.left = `${x * s - size / 2}px`;
      node.style.top = `${y * s - size / 2}px`;
      node.style.width = `${size}px`;
      node.style.height = `${size}px`;
    };
    const nodes = [];
    /** @type {Map<string, MoveSpot>} */
    const targets = new Map();
    for (const sp of this.visibleSpots()) if (!targets.has(sp.toKey)) targets.set(sp.toKey, sp);
    for (const [key, sp] of targets) {
      const b = el('button', { type: 'button', class: 'hit target', tabindex: '-1', 'data-target': key, 'aria-label': moveText(sp.move, geo.goal, this.multiDice()) });
      place(b, sp.to[0], sp.to[1], cell);
      b.addEventListener('click', () => this.hit({ target: key }));
      nodes.push(b);
    }
    /** @type {Map<string, MoveSpot>} */
    const pawns = new Map();
    for (const sp of play.spots) if (!pawns.has(sp.move.pawn)) pawns.set(sp.move.pawn, sp);
    for (const [pawn, sp] of pawns) {
      const b = el('button', { type: 'button', class: 'hit pawn', tabindex: '-1', 'data-pawn': pawn, 'aria-label': pawn });
      place(b, sp.from.x, sp.from.y, Math.max(sp.from.r * 2 * s + 4, cell * 0.7));
      b.addEventListener('click', () => this.hit({ pawn }));
      b.addEventListener('mouseenter', () => this.pointAt(sp.move.id));
      nodes.push(b);
    }
    box.replaceChildren(...nodes);
  }
}
