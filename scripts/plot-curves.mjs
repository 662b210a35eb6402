// Draws the expert's learning curves as one SVG: the win rate against three `hard`
// players (with its 95 % interval) by games of self-play, one line per preset, from the
// CSV files train-expert writes (crates/ai/weights/PRESET.curve.csv).
//   node scripts/plot-curves.mjs > docs/expert-learning.svg
import { existsSync, readFileSync } from 'node:fs';

const presets = ['classic', 'velvet', 'brazilian', 'mensch', 'rewards'];
const colours = { classic: '#c62828', velvet: '#6a1b9a', brazilian: '#2e7d32', mensch: '#1565c0', rewards: '#ef6c00' };
const root = new URL('..', import.meta.url).pathname;

const curves = presets
  .map((p) => [p, `${root}crates/ai/weights/${p}.curve.csv`])
  .filter(([, f]) => existsSync(f))
  .map(([p, f]) => {
    const [head, ...rows] = readFileSync(f, 'utf8').trim().split('\n');
    const cols = head.split(',');
    const at = (r, name) => Number(r.split(',')[cols.indexOf(name)]);
    return { preset: p, points: rows.map((r) => ({ games: at(r, 'games'), rate: at(r, 'win_rate'), low: at(r, 'low'), high: at(r, 'high') })) };
  });

const W = 720, H = 400, L = 60, R = 130, T = 30, B = 50;
const maxGames = Math.max(1, ...curves.flatMap((c) => c.points.map((p) => p.games)));
const lo = 0.1, hi = 0.4;
const x = (g) => L + ((W - L - R) * g) / maxGames;
const y = (r) => T + ((H - T - B) * (hi - Math.min(hi, Math.max(lo, r)))) / (hi - lo);
const out = [];
out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`);
out.push(`<rect width="${W}" height="${H}" fill="#fff"/>`);
out.push(`<text x="${L}" y="18" font-size="14">Expert (network alone, no search) against three hard: win rate by games of self-play</text>`);
for (let r = lo; r <= hi + 1e-9; r += 0.05) {
  out.push(`<line x1="${L}" x2="${W - R}" y1="${y(r)}" y2="${y(r)}" stroke="#ddd"/>`);
  out.push(`<text x="${L - 6}" y="${y(r) + 4}" text-anchor="end">${Math.round(r * 100)} %</text>`);
}
out.push(`<line x1="${L}" x2="${W - R}" y1="${y(0.25)}" y2="${y(0.25)}" stroke="#888" stroke-dasharray="4 3"/>`);
out.push(`<text x="${W - R + 4}" y="${y(0.25) + 4}" fill="#555">hard's 25 %</text>`);
const step = 10 ** Math.floor(Math.log10(maxGames));
for (let g = 0; g <= maxGames; g += step) {
  out.push(`<text x="${x(g)}" y="${H - B + 16}" text-anchor="middle">${g >= 1000 ? `${g / 1000}k` : g}</text>`);
}
out.push(`<text x="${(L + W - R) / 2}" y="${H - 12}" text-anchor="middle">games of self-play</text>`);
curves.forEach((c, k) => {
  const col = colours[c.preset];
  const band = [...c.points.map((p) => `${x(p.games)},${y(p.high)}`), ...c.points.slice().reverse().map((p) => `${x(p.games)},${y(p.low)}`)];
  out.push(`<polygon points="${band.join(' ')}" fill="${col}" opacity="0.10"/>`);
  out.push(`<polyline points="${c.points.map((p) => `${x(p.games)},${y(p.rate)}`).join(' ')}" fill="none" stroke="${col}" stroke-width="2"/>`);
  out.push(`<text x="${W - R + 4}" y="${T + 16 + 16 * k}" fill="${col}">${c.preset}</text>`);
});
out.push('</svg>');
console.log(out.join('\n'));
