// The new-game screen's small picture of the board chosen: the board of the chosen rules
// (the engine's geometry for it), drawn by the page's own board drawing, with pawns in
// the corners of the colours that play and the other corners faded. Loaded with the form.
import { Game } from '../../../pkg/ludo.js';
import { PALETTE, drawBoard } from './pictures.js';

/** The picture's width in CSS pixels. */
const WIDTH = 96;

/**
 * Draws the board `board` on `canvas` with the corners of `colours` in play (a six-arm
 * board's geometry is given: the first module has only four arms).
 * @param {HTMLCanvasElement} canvas
 * @param {string} board
 * @param {number[]} colours
 * @param {import('../../../pkg/ludo.js').Geometry} [six]
 */
export function drawPreview(canvas, board, colours, six) {
  const geo = six ?? Game.geometryOf(board);
  const dpr = globalThis.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(WIDTH * dpr);
  canvas.style.cssText = `width:${WIDTH}px;height:${WIDTH}px;flex:none;border-radius:6px;box-shadow:0 1px 3px #0004`;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const s = WIDTH / (geo.size * 2);
  drawBoard(ctx, geo, s, { specials: [], safe: [] });
  const pad = geo.board === 'mensch' ? 1 : 4;
  geo.bases.forEach((pts, c) => {
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    if (!colours.includes(c)) {
      ctx.fillStyle = 'rgba(255,255,255,0.75)';
      const [x, y] = [Math.min(...xs) - pad, Math.min(...ys) - pad];
      ctx.fillRect(x * s, y * s, (Math.max(...xs) + pad - x) * s, (Math.max(...ys) + pad - y) * s);
      return;
    }
    for (const [px, py] of pts) {
      ctx.beginPath();
      ctx.arc(px * s, py * s, s * 0.8, 0, Math.PI * 2);
      ctx.fillStyle = PALETTE[c].main;
      ctx.fill();
      ctx.lineWidth = Math.max(1, s * 0.2);
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
    }
  });
}
