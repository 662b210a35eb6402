//! The `medium` level: scores each move on its own, by what it does to the pawn that moves
//! and to the pawns it captures or forfeits, as a careful player judges a move at a
//! glance. It looks at no later roll and at no other pawn.

use super::eval::{Eval, allies};
use super::{Strategy, distinct, pick_best};
use ludo_engine::moves::{Move, MoveKind, NO_PAWN};
use ludo_engine::position::{Phase, Position};
use ludo_engine::prelude::*;
use ludo_engine::rng::Rng;

/// Pips a pawn is worth once it is home and out of every danger.
const HOME: f32 = 6.0;
/// Pips a new tower or barrier is worth: it blocks the pawns behind it.
const BLOCK: f32 = 3.0;

/// Picks the move with the best one-move score.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Strategy for Heuristic {
    fn choose(&mut self, pos: &Position, moves: &[Move], rng: &mut Rng) -> usize {
        let before = Eval::new(pos);
        let scores: Vec<(usize, f32)> = distinct(moves)
            .map(|i| (i, score(pos, &before, &moves[i])))
            .collect();
        pick_best(&scores, rng)
    }
}

/// What a move is worth to the seat on turn (with `teams`, to its team), in pips: progress of the moving pawn, its
/// change in danger, captures, a forfeited pawn, extra rolls or missed turns, and a new
/// tower or barrier.
pub(crate) fn score(pos: &Position, before: &Eval, m: &Move) -> f32 {
    let b = pos.board();
    let me = pos.side_on_turn();
    let mut after = *pos;
    after.play_unchecked(m, &mut ());
    let later = Eval::new(&after);
    // The value of a pawn of `side` at `p`, counting what the player would lose with it.
    let worth = |side: u8, p: u8| -> f32 {
        let sign = if allies(pos, side, me) { 1.0 } else { -1.0 };
        sign * if p == 0 {
            0.0
        } else if b.is_done(p) {
            before.loss(p) + HOME
        } else {
            before.loss(p)
        }
    };
    let mut score = 0.0;
    // The pawn where it ends, after any special square.
    let now = after.pawns(m.side)[m.pawn as usize];
    if allies(pos, m.side, me) {
        score += worth(m.side, now) - worth(m.side, m.from);
        score += before.danger_now(m.side, m.from) * before.loss(m.from);
        score -= later.danger(m.side, now) * later.loss(now);
        if m.partner != NO_PAWN {
            score += worth(m.side, now) - worth(m.side, m.from);
        }
    }
    // Captured pawns and a forfeited pawn go back to their bases.
    let mut sent_back = m.captures;
    if m.forfeit != NO_PAWN {
        sent_back |= 1 << m.forfeit;
    }
    while sent_back != 0 {
        let id = sent_back.trailing_zeros() as u8;
        sent_back &= sent_back - 1;
        let (side, pawn) = (id / 4, id % 4);
        score += worth(side, 0) - worth(side, pos.pawns(side)[pawn as usize]);
    }
    // Extra rolls in hand after the move, and turns to miss.
    if after.phase() == Phase::Roll && after.side_on_turn() == pos.side_on_turn() {
        let gained = after.extra_rolls() as f32 + 1.0 - pos.extra_rolls() as f32;
        score += gained * before.pace();
    }
    score -= (after.skips(pos.side_on_turn()) as f32 - pos.skips(pos.side_on_turn()) as f32)
        * before.pace();
    let r = pos.rules();
    let paired = after.pawns(m.side).iter().filter(|&&p| p == now).count() >= 2;
    if (r.towers || r.barriers) && m.kind != MoveKind::Tower && b.on_track(now) && paired {
        score += BLOCK;
    }
    score
}

#[cfg(test)]
mod tests {
    use super::*;
    use ludo_engine::Setup;
    use ludo_engine::rules::Preset;

    /// A position with red to move the given die.
    fn position(preset: Preset, pawns: Vec<[u8; 4]>, die: u8) -> Position {
        let s = Setup {
            phase: Phase::Move,
            dice: ludo_engine::position::Dice::from_values(&[die]).unwrap(),
            sixes_in_row: (die == 6) as u8,
            ..Setup::new(preset.rules(), pawns)
        };
        Position::from_setup(&s).unwrap()
    }

    fn pick(pos: &Position) -> Move {
        let mut list = ludo_engine::moves::MoveList::new();
        pos.legal_moves(&mut list);
        list[Heuristic.choose(pos, &list, &mut Rng::new(1))]
    }

    #[test]
    fn captures_rather_than_walks() {
        // Red A at 10 can hit yellow's pawn 4 ahead (cell 13 = yellow's 40); B just walks.
        let pos = position(Preset::Mensch, vec![[10, 30, 0, 0], [34, 0, 0, 0]], 4);
        let m = pick(&pos);
        assert_eq!((m.pawn, m.captures != 0), (0, true), "{m:?}");
    }

    #[test]
    fn steps_out_of_reach_of_a_pawn_behind() {
        // Classic: yellow's pawn sits 2 squares behind red's A; B is far from everyone.
        // With a 5, A runs out of reach; moving B would leave A in danger.
        let pos = position(Preset::Classic, vec![[20, 2, 0, 0], [44, 0, 0, 0]], 5);
        let m = pick(&pos);
        assert_eq!(m.pawn, 0, "{m:?}");
    }
}
