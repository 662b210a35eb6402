//! What the expert's network sees of a position, always from the side on turn: side 0 of
//! the inputs is the side on turn, side 1 the next to play, and so on.
//!
//! - Sparse inputs: for each side and path position, one per pawn standing there (the
//!   network adds one column of weights per pawn); and for each pawn on the track, how
//!   near the closest pawn of another player stands behind it and ahead of it.
//! - Dense inputs per side: the linear evaluation's features ([`crate::eval::FEATURES`],
//!   scaled to about 0–1), what the side threatens to capture, and its pawns finished, on
//!   the track and in the home column.
//! - Dense inputs of the position: the extra rolls and banked dice of the side on turn,
//!   and whether two or three sides play.
//! - Each side's logit by the `hard` level's evaluation ([`Inputs::base`]), which the
//!   network's outputs add to.
//!
//! Only positions with one colour per seat on a four-arm board without partners have
//! inputs ([`Inputs::of`] gives `None` otherwise): with two colours each, a neutral colour,
//! six arms or teams the expert uses `hard`'s evaluation alone.

use ludo_engine::position::{Phase, Position};

use crate::eval::{Eval, NF, PerSeat, SIDES, Weights, weights_for};

/// Path positions per side in the sparse inputs: the four-arm boards' (the ludo board's 0
/// to 57), whether or not the engine has six-arm boards, which have no inputs.
pub const PATH: usize = 58;
/// How far the nearness inputs look, in squares.
pub const NEAR: usize = 12;
/// Sparse inputs: one per side and path position, then the nearness inputs: for each side
/// and distance 1 to [`NEAR`], a pawn of the side with another player's pawn that many
/// squares behind it (within reach of hitting it), and one with another player's pawn that
/// many squares ahead of it (within its own reach).
pub const SPARSE: usize = 4 * PATH + 4 * 2 * NEAR;
/// Dense inputs per side.
pub const PER_SIDE: usize = NF + 4;
/// Dense inputs of the whole position.
pub const GLOBAL: usize = 9;
/// Dense inputs.
pub const DENSE: usize = 4 * PER_SIDE + GLOBAL;

/// Scales of the linear features, to bring each to about 0–1: pips, base, stuck, lone,
/// risk, exposed, tail, convex, order, extra, skips.
const SCALE: [f32; NF] = [
    1.0 / 200.0,
    0.25,
    1.0,
    1.0,
    1.0 / 30.0,
    1.0 / 60.0,
    0.25,
    0.25,
    1.0,
    0.5,
    0.5,
];

/// One position as the network sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct Inputs {
    sparse: [u16; 48],
    len: u8,
    /// The dense inputs.
    pub dense: [f32; DENSE],
    /// Each side's logit by the linear evaluation: its turns still needed, negated and
    /// scaled by the spread of luck, as the `hard` level's race model weighs them.
    pub base: [f32; 4],
    /// Which sides are still in the race for the place being played for.
    pub racing: [bool; 4],
    /// The seat of each side, in the inputs' order.
    pub seats: [u8; 4],
}

impl Inputs {
    /// The inputs for `pos`, or `None` when a seat plays more than one colour or a colour
    /// is neutral.
    pub fn of(pos: &Position) -> Option<Inputs> {
        Inputs::with(pos, weights_for(pos.rules()))
    }

    /// [`Inputs::of`] with the linear evaluation's weights given.
    pub fn with(pos: &Position, weights: Weights) -> Option<Inputs> {
        let n = pos.sides().len;
        let beyond = pos.board().arms != 4 || pos.rules().has_teams();
        if beyond || n != pos.seats() || (0..n).any(|s| pos.owner(s) != s) {
            return None;
        }
        let eval = Eval::with(pos, weights);
        let b = pos.board();
        let mut x = Inputs {
            sparse: [0; 48],
            len: 0,
            dense: [0.0; DENSE],
            base: [0.0; 4],
            racing: [false; 4],
            seats: [0; 4],
        };
        let mut turns = [0.0f32; SIDES];
        for r in 0..n {
            let side = (pos.side_on_turn() + r) % n;
            let ri = r as usize;
            x.seats[ri] = side;
            x.racing[ri] = !pos.ranking().contains(&side) && !pos.waiting().contains(&side);
            let f = eval.features(side);
            turns[ri] = eval.turns_of(&f);
            let mut counts = [0.0f32; 3];
            for p in pos.pawns(side) {
                x.push((ri * PATH + p as usize) as u16);
                if b.is_done(p) {
                    counts[0] += 0.25;
                } else if b.on_track(p) {
                    counts[1] += 0.25;
                } else if p != 0 {
                    counts[2] += 0.25;
                }
            }
            let d = &mut x.dense[ri * PER_SIDE..][..PER_SIDE];
            for k in 0..NF {
                d[k] = f[k] * SCALE[k];
            }
            d[NF] = eval.threat(side) / 30.0;
            d[NF + 1..].copy_from_slice(&counts);
        }
        x.near(pos);
        let mut racing = [false; SIDES];
        racing[..4].copy_from_slice(&x.racing);
        x.base.copy_from_slice(&eval.logits(&turns, &racing)[..4]);
        let g = &mut x.dense[4 * PER_SIDE..];
        g[0] = pos.extra_rolls() as f32 * 0.5;
        if pos.phase() == Phase::Move {
            for die in pos.dice().to_vec() {
                g[die as usize] += 0.5;
            }
        }
        g[7] = (n == 2) as u8 as f32;
        g[8] = (n == 3) as u8 as f32;
        Some(x)
    }

    /// Adds the nearness inputs: for every pawn on the track, the nearest pawn of another
    /// player behind it and ahead of it, within [`NEAR`] squares.
    fn near(&mut self, pos: &Position) {
        let b = pos.board();
        let n = pos.sides().len as usize;
        let len = b.track_len as usize;
        let mut at: [[Option<usize>; 4]; 4] = [[None; 4]; 4];
        for (row, &side) in at.iter_mut().zip(&self.seats).take(n) {
            for (slot, p) in row.iter_mut().zip(pos.pawns(side)) {
                if b.on_track(p) {
                    *slot = Some(b.track_index(pos.colour(side), p) as usize);
                }
            }
        }
        for r in 0..n {
            for t in at[r].into_iter().flatten() {
                let (mut behind, mut ahead) = (usize::MAX, usize::MAX);
                for (v, theirs) in at.iter().enumerate().take(n) {
                    if v == r {
                        continue;
                    }
                    for u in theirs.iter().flatten() {
                        behind = behind.min((t + len - u) % len);
                        ahead = ahead.min((u + len - t) % len);
                    }
                }
                let first = 4 * PATH + r * 2 * NEAR;
                if (1..=NEAR).contains(&behind) {
                    self.push((first + behind - 1) as u16);
                }
                if (1..=NEAR).contains(&ahead) {
                    self.push((first + NEAR + ahead - 1) as u16);
                }
            }
        }
    }

    fn push(&mut self, i: u16) {
        self.sparse[self.len as usize] = i;
        self.len += 1;
    }

    /// The sparse inputs that are on: one index per pawn (an index appears once for each
    /// pawn on that side's path position).
    pub fn sparse(&self) -> &[u16] {
        &self.sparse[..self.len as usize]
    }

    /// Chances in the inputs' order (from the side on turn) as chances per seat.
    pub fn per_seat(&self, chances: &[f32; 4]) -> PerSeat {
        let mut out = [0.0; SIDES];
        for (r, &c) in chances.iter().enumerate() {
            if self.racing[r] {
                out[self.seats[r] as usize] = c;
            }
        }
        out
    }
}
