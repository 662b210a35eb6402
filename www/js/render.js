// Draws the board, the pawns and the highlights on a canvas, sharp at any
// devicePixelRatio. The board itself is drawn once per size into an offscreen canvas;
// each frame copies it and draws the pawns on top. Everything here only draws.

/** A colour-blind-safe palette (Okabe–Ito), in the engine's colour order. */
export const PALETTE = [
  { name: 'red', main: '#D55E00', light: '#F7CDB1', dark: '#7A3500', text: '#ffffff' },
  { name: 'green', main: '#009E73', light: '#B3E3D4', dark: '#00553E', text: '#ffffff' },
  { name: 'yellow', main: '#F0E442', light: '#FAF4B5', dark: '#6E6608', text: '#1b1b1b' },
  { name: 'blue', main: '#0072B2', light: '#B5D4EA', dark: '#003E61', text: '#ffffff' },
];

const INK = '#1f2933';
const FONT = 'system-ui, "DejaVu Sans", "Liberation Sans", Arial, sans-serif';
const REWARDS = new Set(['forward3', 'playAgain']);

/** Draws the symbol of a special square centred at (x, y), `s` pixels wide. */
export function drawSpecialIcon(ctx, kind, x, y, s) {
  const good = REWARDS.has(kind);
  ctx.save();
  ctx.fillStyle = good ? '#CDEBC9' : '#F5C9CF';
  ctx.strokeStyle = good ? '#1E6B2B' : '#9B1C2E';
  ctx.lineWidth = Math.max(1, s * 0.07);
  ctx.beginPath();
  ctx.arc(x, y, s * 0.46, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = ctx.strokeStyle;
  ctx.lineWidth = Math.max(1.2, s * 0.09);
  ctx.lineCap = 'round';
  const u = s * 0.2;
  if (kind === 'forward3' || kind === 'back3') {
    ctx.font = `bold ${Math.round(s * 0.42)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(kind === 'forward3' ? '+3' : '−3', x, y + s * 0.02);
  } else if (kind === 'playAgain') {
    ctx.beginPath();
    ctx.arc(x, y, u, -Math.PI * 0.35, Math.PI * 1.45);
    ctx.stroke();
    const ax = x + u * Math.cos(-Math.PI * 0.35);
    const ay = y + u * Math.sin(-Math.PI * 0.35);
    ctx.beginPath();
    ctx.moveTo(ax + u * 0.55, ay - u * 0.1);
    ctx.lineTo(ax - u * 0.15, ay - u * 0.55);
    ctx.lineTo(ax - u * 0.1, ay + u * 0.45);
    ctx.closePath();
    ctx.fill();
  } else if (kind === 'skipTurn') {
    ctx.fillRect(x - u * 0.9, y - u, u * 0.6, u * 2);
    ctx.fillRect(x + u * 0.3, y - u, u * 0.6, u * 2);
  } else if (kind === 'backToStart') {
    ctx.beginPath();
    ctx.moveTo(x - u, y - u);
    ctx.lineTo(x + u, y + u);
    ctx.moveTo(x + u, y - u);
    ctx.lineTo(x - u, y + u);
    ctx.stroke();
  }
  ctx.restore();
}

function star(ctx, x, y, r) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
}

function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}

function arrow(ctx, from, to, s, size, colour) {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const cx = from[0] * s;
  const cy = from[1] * s;
  const a = size;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(cx + ux * a, cy + uy * a);
  ctx.lineTo(cx - ux * a * 0.6 - uy * a * 0.7, cy - uy * a * 0.6 + ux * a * 0.7);
  ctx.lineTo(cx - ux * a * 0.6 + uy * a * 0.7, cy - uy * a * 0.6 - ux * a * 0.7);
  ctx.closePath();
  ctx.fill();
}

function baseCorner(geo, c) {
  const pts = geo.bases[c];
  const mx = pts.reduce((t, p) => t + p[0], 0) / 4;
  const my = pts.reduce((t, p) => t + p[1], 0) / 4;
  return { left: mx < geo.size, top: my < geo.size, mx, my };
}

function drawLudo(ctx, geo, s, specials) {
  const n = geo.size;
  const cell = 2 * s;
  ctx.fillStyle = '#FBF8F1';
  ctx.fillRect(0, 0, n * cell, n * cell);
  // bases: 6×6 coloured corners with a white yard and four spots
  for (let c = 0; c < 4; c++) {
    const pal = PALETTE[c];
    const { left, top } = baseCorner(geo, c);
    const x0 = left ? 0 : (n - 6) * cell;
    const y0 = top ? 0 : (n - 6) * cell;
    ctx.fillStyle = pal.main;
    ctx.fillRect(x0, y0, 6 * cell, 6 * cell);
    ctx.fillStyle = '#ffffff';
    roundRect(ctx, x0 + cell * 0.9, y0 + cell * 0.9, cell * 4.2, cell * 4.2, cell * 0.5);
    ctx.fill();
    for (const p of geo.bases[c]) {
      ctx.beginPath();
      ctx.arc(p[0] * s, p[1] * s, s * 0.9, 0, Math.PI * 2);
      ctx.fillStyle = pal.light;
      ctx.fill();
      ctx.lineWidth = Math.max(1, s * 0.08);
      ctx.strokeStyle = pal.main;
      ctx.stroke();
    }
  }
  const square = (p, fill) => {
    ctx.fillStyle = fill;
    ctx.fillRect((p[0] - 1) * s, (p[1] - 1) * s, cell, cell);
    ctx.strokeStyle = '#8795a1';
    ctx.lineWidth = Math.max(1, s * 0.05);
    ctx.strokeRect((p[0] - 1) * s, (p[1] - 1) * s, cell, cell);
  };
  geo.track.forEach((p) => square(p, '#ffffff'));
  geo.homeColumns.forEach((col, c) => col.forEach((p) => square(p, PALETTE[c].main)));
  geo.starts.forEach((i, c) => {
    square(geo.track[i], PALETTE[c].main);
    arrow(ctx, geo.track[i], geo.track[(i + 1) % geo.track.length], s, s * 0.45, '#ffffff');
  });
  for (const i of geo.stars) {
    const p = geo.track[i];
    star(ctx, p[0] * s, p[1] * s, s * 0.7);
    ctx.fillStyle = '#d9dee3';
    ctx.fill();
    ctx.strokeStyle = '#6b7785';
    ctx.lineWidth = Math.max(1, s * 0.06);
    ctx.stroke();
  }
  // centre: one triangle per colour, pointing at the middle
  const m = n; // the centre, in half cells
  const lo = (n - 3) * s; // centre square edges in pixels (3×3 cells)
  const hi = (n + 3) * s;
  for (let c = 0; c < 4; c++) {
    const g = geo.goals[c];
    ctx.beginPath();
    if (g[0] < m) ctx.moveTo(lo, lo), ctx.lineTo(lo, hi);
    else if (g[0] > m) ctx.moveTo(hi, lo), ctx.lineTo(hi, hi);
    else if (g[1] < m) ctx.moveTo(lo, lo), ctx.lineTo(hi, lo);
    else ctx.moveTo(lo, hi), ctx.lineTo(hi, hi);
    ctx.lineTo(m * s, m * s);
    ctx.closePath();
    ctx.fillStyle = PALETTE[c].main;
    ctx.fill();
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(1, s * 0.08);
    ctx.stroke();
  }
  drawSpecials(ctx, geo, s, specials);
}

function drawMensch(ctx, geo, s, specials) {
  const n = geo.size;
  ctx.fillStyle = '#F3DFA2';
  ctx.fillRect(0, 0, n * 2 * s, n * 2 * s);
  // the track as a line joining its squares
  ctx.beginPath();
  geo.track.forEach((p, i) => (i ? ctx.lineTo(p[0] * s, p[1] * s) : ctx.moveTo(p[0] * s, p[1] * s)));
  ctx.closePath();
  ctx.strokeStyle = '#6b4f1d';
  ctx.lineWidth = Math.max(1.5, s * 0.16);
  ctx.stroke();
  const circle = (p, fill, stroke, r = 0.8) => {
    ctx.beginPath();
    ctx.arc(p[0] * s, p[1] * s, s * r, 0, Math.PI * 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.lineWidth = Math.max(1, s * 0.1);
    ctx.strokeStyle = stroke;
    ctx.stroke();
  };
  geo.track.forEach((p) => circle(p, '#ffffff', INK));
  for (let c = 0; c < 4; c++) {
    const pal = PALETTE[c];
    geo.homeColumns[c].forEach((p) => circle(p, pal.light, pal.main));
    geo.bases[c].forEach((p) => circle(p, pal.light, pal.main));
    const i = geo.starts[c];
    circle(geo.track[i], pal.main, INK);
    arrow(ctx, geo.track[i], geo.track[(i + 1) % geo.track.length], s, s * 0.38, pal.text);
  }
  ctx.beginPath();
  ctx.arc(n * s, n * s, s * 0.55, 0, Math.PI * 2);
  ctx.fillStyle = '#6b4f1d';
  ctx.fill();
  drawSpecials(ctx, geo, s, specials);
}

function drawSpecials(ctx, geo, s, specials) {
  for (const sq of specials) {
    const p = geo.track[sq.square];
    if (p) drawSpecialIcon(ctx, sq.kind, p[0] * s, p[1] * s, s * 1.75);
  }
}

function drawPawn(ctx, p, s, pal) {
  const x = p.x * s;
  const y = p.y * s;
  const r = p.r * s;
  ctx.beginPath();
  ctx.arc(x, y + r * 0.12, r, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fillStyle = pal.main;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(x, y, r + Math.max(0.5, r * 0.07), 0, Math.PI * 2);
  ctx.lineWidth = Math.max(1, r * 0.1);
  ctx.strokeStyle = pal.dark;
  ctx.stroke();
  ctx.fillStyle = pal.text;
  ctx.font = `bold ${Math.max(7, Math.round(r * 1.15))}px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(p.label, x, y + r * 0.06);
}

/** Draws one board and its pawns on a canvas. */
export class BoardRenderer {
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d');
    this.cache = null;
    this.cacheKey = '';
    this.css = 0;
    this.dpr = 1;
  }

  /** Sets the drawn size in CSS pixels and the device pixel ratio. */
  resize(css, dpr) {
    const px = Math.max(1, Math.round(css * dpr));
    if (this.canvas.width !== px) {
      this.canvas.width = px;
      this.canvas.height = px;
    }
    this.canvas.style.width = `${css}px`;
    this.canvas.style.height = `${css}px`;
    this.css = css;
    this.dpr = dpr;
  }

  board(geo, specials) {
    const key = `${geo.board}|${this.canvas.width}|${this.css}|${JSON.stringify(specials)}`;
    if (key !== this.cacheKey) {
      const off = document.createElement('canvas');
      off.width = this.canvas.width;
      off.height = this.canvas.height;
      const ctx = off.getContext('2d');
      ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
      const s = this.css / (geo.size * 2);
      (geo.board === 'mensch' ? drawMensch : drawLudo)(ctx, geo, s, specials);
      this.cache = off;
      this.cacheKey = key;
    }
    return this.cache;
  }

  /**
   * Draws a frame. `f` = `{ geo, state, pawns (drawn spots), movable (Set of letters),
   * targets ([x, y] points), focus ({ from, to } or null), turnColours, towers, trail
   * (the last move's { colour, from, to } or null), time, motion }`.
   */
  draw(f) {
    const { ctx } = this;
    const s = this.css / (f.geo.size * 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.board(f.geo, f.state.specialSquares), 0, 0);
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);

    // whose turn: a ring round the base of the colour(s) on turn
    for (const c of f.turnColours) {
      const pts = f.geo.bases[c];
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      const pad = f.geo.board === 'mensch' ? 0.95 : 2.2;
      ctx.lineWidth = Math.max(2, s * 0.22);
      ctx.strokeStyle = INK;
      ctx.setLineDash([s * 0.5, s * 0.3]);
      roundRect(
        ctx,
        (Math.min(...xs) - pad) * s,
        (Math.min(...ys) - pad) * s,
        (Math.max(...xs) - Math.min(...xs) + 2 * pad) * s,
        (Math.max(...ys) - Math.min(...ys) + 2 * pad) * s,
        s * 0.6,
      );
      ctx.stroke();
      ctx.setLineDash([]);
    }

    // the last move: a dashed ring where it started, a ring where it ended
    if (f.trail) {
      const pal = PALETTE[f.trail.colour];
      ctx.lineWidth = Math.max(1.5, s * 0.12);
      ctx.strokeStyle = pal.dark;
      ctx.setLineDash([s * 0.25, s * 0.2]);
      ctx.beginPath();
      ctx.arc(f.trail.from[0] * s, f.trail.from[1] * s, s * 0.78, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.beginPath();
      ctx.arc(f.trail.to[0] * s, f.trail.to[1] * s, s * 0.98, 0, Math.PI * 2);
      ctx.stroke();
    }

    // target squares of the legal moves
    for (const t of f.targets) {
      ctx.beginPath();
      ctx.arc(t[0] * s, t[1] * s, s * 0.55, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(31,41,51,0.28)';
      ctx.fill();
      ctx.lineWidth = Math.max(1.5, s * 0.12);
      ctx.strokeStyle = INK;
      ctx.stroke();
    }

    // towers: a capsule round two pawns of one colour on one track square
    for (const [a, b] of f.towers) {
      ctx.beginPath();
      ctx.lineWidth = Math.max(2, s * 0.16);
      ctx.strokeStyle = INK;
      const r = a.r * s + s * 0.18;
      ctx.moveTo(a.x * s, a.y * s - r);
      ctx.lineTo(b.x * s, b.y * s - r);
      ctx.arc(b.x * s, b.y * s, r, -Math.PI / 2, Math.PI / 2);
      ctx.lineTo(a.x * s, a.y * s + r);
      ctx.arc(a.x * s, a.y * s, r, Math.PI / 2, (3 * Math.PI) / 2);
      ctx.stroke();
    }

    const pulse = f.motion ? 0.5 + 0.5 * Math.sin(f.time / 220) : 1;
    const order = [...f.pawns.values()].sort((a, b) => (a.lift || 0) - (b.lift || 0));
    for (const p of order) {
      if (f.movable.has(p.label)) {
        ctx.beginPath();
        ctx.arc(p.x * s, p.y * s, p.r * s + s * (0.2 + 0.12 * pulse), 0, Math.PI * 2);
        ctx.lineWidth = Math.max(2, s * 0.14);
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
        ctx.lineWidth = Math.max(1.5, s * 0.08);
        ctx.strokeStyle = INK;
        ctx.stroke();
      }
      drawPawn(ctx, p, s, PALETTE[p.colour]);
    }

    // the move picked by keyboard or pointer: a line from the pawn to its square
    if (f.focus) {
      const { from, to } = f.focus;
      ctx.beginPath();
      ctx.moveTo(from.x * s, from.y * s);
      ctx.lineTo(to[0] * s, to[1] * s);
      ctx.lineWidth = Math.max(2, s * 0.2);
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.stroke();
      ctx.lineWidth = Math.max(1.5, s * 0.1);
      ctx.strokeStyle = INK;
      ctx.setLineDash([s * 0.35, s * 0.25]);
      ctx.stroke();
      ctx.setLineDash([]);
      for (const [x, y, r] of [
        [from.x, from.y, from.r + 0.45],
        [to[0], to[1], 0.95],
      ]) {
        ctx.beginPath();
        ctx.arc(x * s, y * s, r * s, 0, Math.PI * 2);
        ctx.lineWidth = Math.max(2.5, s * 0.22);
        ctx.strokeStyle = '#ffffff';
        ctx.stroke();
        ctx.lineWidth = Math.max(1.5, s * 0.12);
        ctx.strokeStyle = '#C2185B';
        ctx.stroke();
      }
    }
  }
}
