//! Legal move generation: where each pawn may go with each die in hand.
//!
//! One pass per die and pawn: walk the path square by square (towers stop a pawn, barriers
//! forbid the move, bounce-back turns it around), check the landing square (own pawns,
//! captures, safe squares), then apply the mensch obligations and compulsory capture.

use std::hint::select_unpredictable;

use crate::board::{NO_CELL, PawnSet};
use crate::moves::{Move, MoveKind, MoveList, NO_PAWN};
use crate::occupancy::{doubled, side_bits};
use crate::position::{Dice, NEUTRAL, Phase, Position};

/// What may be played: the legal moves of the side on turn.
pub trait MoveGen {
    /// Fills `out` with every legal move for the dice in hand (empty unless a move is due).
    fn legal_moves(&self, out: &mut MoveList);

    /// Whether any die in hand can be used. The obligations only ever narrow a non-empty
    /// choice, so it is enough to find one move of any pawn.
    fn has_legal_move(&self) -> bool;
}

impl MoveGen for Position {
    fn legal_moves(&self, out: &mut MoveList) {
        out.clear();
        if self.phase == Phase::Move {
            moves_with(self, self.dice, out);
        }
    }

    fn has_legal_move(&self) -> bool {
        let side = self.moving_side();
        let mover = self.seat_on_turn();
        let neutral = self.neutral_side();
        for die in [6, self.dice.other] {
            if (die == 6 && self.dice.sixes == 0) || die == 0 {
                continue;
            }
            for pawn in 0..4 {
                if pawn_can_move(self, side, pawn, die, mover) {
                    return true;
                }
            }
            if let Some(ns) = neutral {
                for pawn in 0..4 {
                    if pawn_can_move(self, ns, pawn, die, mover) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// The pawns of sides other than `side` and its partner on a cell, as a pawn-id bit set.
#[inline]
fn others_at(pos: &Position, cell: u8, side: u8) -> PawnSet {
    pos.occ.pawns_at(cell as usize) & !(side_bits(side) | pos.partner_bits(side))
}

/// Whether a cell blocks a pawn of `side`: a tower (anywhere) or a barrier (on the
/// track), unless it is the partner's (RULINGS.md "Six arms and teams").
#[inline]
fn blocks_for(pos: &Position, cell: u8, side: u8) -> bool {
    let walls = pos.rules.towers || (pos.rules.barriers && pos.board.is_track_cell(cell));
    walls && doubled(pos.occ.pawns_at(cell as usize) & !pos.partner_bits(side))
}

/// The pawns standing as towers or barriers, squares nobody may pass: for each such square,
/// the ids of the pawns that make it (RULINGS.md "brazilian towers", "barriers").
pub fn blocking_pawns(pos: &Position) -> Vec<PawnSet> {
    let mut out = Vec::new();
    for side in 0..pos.sides.len {
        for &p in &pos.pawns[side as usize] {
            let cell = pos.cell(side, p);
            if cell == NO_CELL || !blocks_for(pos, cell, side) || pos.occ.of(cell, side) < 2 {
                continue;
            }
            let pawns = pos.occ.pawns_at(cell as usize) & side_bits(side);
            if !out.contains(&pawns) {
                out.push(pawns);
            }
        }
    }
    out
}

/// Walks a pawn forward by `die` (or out of its base). Returns where it ends and how
/// it moved, or `None` when the walk itself is not allowed.
#[inline(always)]
pub(crate) fn walk(pos: &Position, side: u8, from: u8, die: u8) -> Option<(u8, MoveKind)> {
    if pos.traits.simple_walk {
        let walks = simple_walkers(pos, [from, 0, 0, 0], die) & 1 != 0;
        walks.then(|| simple_walk(pos, from, die))
    } else {
        walk_path(pos, side, from, die)
    }
}

/// Which of four pawns may walk by `die` when nothing on the way can matter, only the
/// landing square: those in the base when the die lets them out, and the others
/// unless the die would take them past the goal. Bit `8 × k` is set for pawn `k`.
///
/// The four path positions are worked on at once, one byte each in a word, which
/// spares move generation a branch per pawn (in a game, where a pawn stands is a coin
/// flip to the processor). No byte can carry into the next: positions are at most 63
/// and dice at most 6.
#[inline(always)]
fn simple_walkers(pos: &Position, pawns: [u8; 4], die: u8) -> u32 {
    const ONES: u32 = 0x0101_0101;
    const TOPS: u32 = 0x8080_8080;
    // The top bit of each byte of `(a | TOPS) - b` says a ≥ b, for bytes below 128.
    let at_least = |a: u32, b: u32| ((a | TOPS) - b) & TOPS;
    let from = u32::from_le_bytes(pawns);
    let out = at_least(from, ONES);
    let fits = at_least(pos.board.goal as u32 * ONES, from + die as u32 * ONES);
    let leave = if pos.rules.enter_on.has(die) {
        !out & TOPS
    } else {
        0
    };
    ((out & fits) | leave) >> 7
}

/// Where a simple walk by `die` ends, and how the pawn moves (see
/// [`simple_walkers`] for whether it may).
#[inline(always)]
fn simple_walk(pos: &Position, from: u8, die: u8) -> (u8, MoveKind) {
    // Without a branch: whether a pawn enters or walks on is a coin flip.
    let in_base = from == 0;
    let entered = if pos.rules.enter_to_die { die } else { 1 };
    let to = select_unpredictable(in_base, entered, from + die);
    let kind = select_unpredictable(in_base, MoveKind::Enter, MoveKind::Forward);
    (to, kind)
}

/// [`walk`] square by square, for rules where the way matters: towers stop
/// a pawn, barriers forbid the move, bounce-back turns it around, and pawns in the
/// finish may not be jumped.
#[inline(never)]
fn walk_path(pos: &Position, side: u8, from: u8, die: u8) -> Option<(u8, MoveKind)> {
    let b = pos.board;
    let r = &pos.rules;
    let steps = if from == 0 {
        if !r.enter_on.has(die) {
            return None;
        }
        if r.enter_to_die { die } else { 1 }
    } else {
        if from >= b.goal || (from + die > b.goal && !r.bounce_back) {
            return None;
        }
        die
    };
    let colour = pos.colour(side);
    let from_cell = b.cell(colour, from);
    let mut p = from;
    let mut forward = true;
    for step in 0..steps {
        if forward && p == b.goal {
            forward = false;
        }
        let next = if forward { p + 1 } else { p - 1 };
        let cell = b.cell(colour, next);
        if cell != NO_CELL {
            // Bouncing back over its own square, the pawn no longer stands there: a
            // tower it was part of has split, and it does not jump over itself. (Any
            // one of the side's pawns there stands for it: only counts matter here.)
            let mut others = pos.occ.pawns_at(cell as usize) & !pos.partner_bits(side);
            if cell == from_cell {
                let own = others & side_bits(side);
                others &= !(own & own.wrapping_neg());
            }
            let wall = r.towers || (r.barriers && b.is_track_cell(cell));
            if wall && doubled(others) {
                if r.towers {
                    break; // RULINGS.md "brazilian towers": stop just before the tower
                }
                return None; // RULINGS.md "barriers": not shortened, not legal
            }
            if r.no_skipping_in_finish && step + 1 < steps && b.in_home_column(next) && others != 0
            {
                return None;
            }
        }
        p = next;
    }
    if p == from {
        return None;
    }
    if !forward && p <= b.track_steps {
        // A bounce turns round inside the private finish (RULINGS.md "overshooting the
        // end"). On the ludo board it always stays there; on the mensch board's four
        // finish squares it could run back onto the track, and such a roll is refused.
        return None;
    }
    let kind = if from == 0 {
        MoveKind::Enter
    } else if !forward {
        MoveKind::Bounce
    } else {
        MoveKind::Forward
    };
    Some((p, kind))
}

/// Checks the square a pawn of `side`, moved by seat `mover`, lands on. Returns the
/// pawns it captures (possibly none), or `None` if it may not land there.
#[inline(always)]
pub(crate) fn landing(pos: &Position, side: u8, to: u8, mover: u8) -> Option<PawnSet> {
    landing_on(pos, side, pos.cell(side, to), mover)
}

/// [`landing`] on a cell already looked up.
#[inline(always)]
fn landing_on(pos: &Position, side: u8, cell: u8, mover: u8) -> Option<PawnSet> {
    if pos.occ.is_free(cell) {
        return Some(0);
    }
    landing_on_pawns(pos, side, cell, mover)
}

/// [`landing`] on a square where pawns already stand.
#[inline(never)]
fn landing_on_pawns(pos: &Position, side: u8, cell: u8, mover: u8) -> Option<PawnSet> {
    let occ = &pos.occ;
    let r = &pos.rules;
    let track = pos.board.is_track_cell(cell);
    if r.safe_squares && track && pos.is_safe_track(cell) {
        return Some(0); // RULINGS.md "velvet": anyone may share a safe square
    }
    // Bit tricks rather than counts: a bit set with more than one pawn keeps a bit
    // when its lowest is cleared (`count_ones` is slow on baseline x86-64).
    let here = occ.pawns_at(cell as usize);
    let several = here & here.wrapping_sub(1) != 0;
    let others = others_at(pos, cell, side);
    if others != 0 {
        if pos.owner(side) == NEUTRAL && seat_has_pawn_on(pos, mover, cell) {
            return None; // a player's own pawns cannot be captured by the player
        }
        if r.stacking && several {
            return Some(0); // RULINGS.md "velvet": capture only a lone pawn, else join
        }
        if blocks_for(pos, cell, side) {
            return None;
        }
        // RULINGS.md "Six arms and teams": a capture takes every opponent pawn there.
        return Some(others);
    }
    // Only the side's own pawns stand here, or its partner's, which it shares the square
    // with (RULINGS.md "Six arms and teams"): a lone own pawn may be joined by a second
    // where pairs are allowed.
    #[cfg(feature = "six")]
    let several = {
        let own = here & side_bits(side);
        if own == 0 {
            return Some(0);
        }
        own & own.wrapping_sub(1) != 0
    };
    let may_pair = r.towers || (r.barriers && track);
    (r.stacking || (may_pair && !several)).then_some(0)
}

fn seat_has_pawn_on(pos: &Position, seat: u8, cell: u8) -> bool {
    (0..pos.sides.len)
        .filter(|&s| pos.owner(s) == seat)
        .any(|s| {
            pos.pawns[s as usize]
                .iter()
                .any(|&p| pos.cell(s, p) == cell)
        })
}

/// A backward capture (mensch house rule `captureBackwards`): exactly the die back,
/// only to capture, never onto or past the own start square.
fn backward(pos: &Position, side: u8, from: u8, die: u8, mover: u8) -> Option<(u8, PawnSet)> {
    if !pos.board.on_track(from) || from <= die + 1 {
        return None;
    }
    let to = from - die;
    if (to..from).any(|p| blocks_for(pos, pos.cell(side, p), side)) {
        return None;
    }
    let captures = landing(pos, side, to, mover)?;
    (captures != 0).then_some((to, captures))
}

/// A tower move (brazilian): both pawns, exactly the die ahead on the track, onto an
/// opponent tower, with no tower between.
fn tower_move(pos: &Position, side: u8, from: u8, die: u8, mover: u8) -> Option<(u8, PawnSet)> {
    let b = pos.board;
    let occ = &pos.occ;
    let to = from + die;
    if !b.on_track(from) || to > b.track_steps || occ.of(pos.cell(side, from), side) != 2 {
        return None;
    }
    let partner = pos.partner_bits(side);
    let wall = |cell: u8| doubled(occ.pawns_at(cell as usize) & !partner);
    if (from + 1..to).any(|p| wall(pos.cell(side, p))) {
        return None;
    }
    let cell = pos.cell(side, to);
    let safe = pos.rules.safe_squares && pos.is_safe_track(cell);
    if safe || !wall(cell) || occ.of(cell, side) != 0 {
        return None;
    }
    if pos.owner(side) == NEUTRAL && seat_has_pawn_on(pos, mover, cell) {
        return None;
    }
    Some((to, others_at(pos, cell, side)))
}

/// Appends every move of one pawn with one die, given where its walk forward ends (if
/// it may walk): that walk, a backward capture and a tower move. (Plain rules have only
/// the walk, which [`side_moves`] lists by itself.)
#[inline(always)]
fn pawn_moves(
    pos: &Position,
    side: u8,
    pawn: u8,
    die: u8,
    mover: u8,
    walked: Option<(u8, MoveKind)>,
    out: &mut MoveList,
) {
    let from = pos.pawns[side as usize][pawn as usize];
    let mut m = Move {
        side,
        pawn,
        die,
        from,
        to: 0,
        kind: MoveKind::Forward,
        captures: 0,
        partner: NO_PAWN,
        forfeit: NO_PAWN,
    };
    if let Some((to, kind)) = walked
        && let Some(captures) = landing(pos, side, to, mover)
    {
        out.push(Move {
            to,
            kind,
            captures,
            ..m
        });
    }
    if pos.rules.capture_backwards
        && let Some((to, captures)) = backward(pos, side, from, die, mover)
    {
        out.push(Move {
            to,
            kind: MoveKind::Backward,
            captures,
            ..m
        });
    }
    if pos.rules.towers
        && let Some((to, captures)) = tower_move(pos, side, from, die, mover)
    {
        m.partner = (0..4)
            .find(|&k| k != pawn && pos.pawns[side as usize][k as usize] == from)
            .unwrap_or(NO_PAWN);
        out.push(Move {
            to,
            kind: MoveKind::Tower,
            captures,
            ..m
        });
    }
}

/// Whether one pawn has any move with one die.
#[inline(always)]
fn pawn_can_move(pos: &Position, side: u8, pawn: u8, die: u8, mover: u8) -> bool {
    let from = pos.pawns[side as usize][pawn as usize];
    let r = &pos.rules;
    walk(pos, side, from, die).is_some_and(|(to, _)| landing(pos, side, to, mover).is_some())
        || (r.capture_backwards && backward(pos, side, from, die, mover).is_some())
        || (r.towers && tower_move(pos, side, from, die, mover).is_some())
}

/// Every legal move of the side on turn for the given dice. The plain path is inlined
/// into the turn machine (a call per roll cost more than the short loop itself); the
/// general rules stay out of line in a function of their own.
#[inline(always)]
pub(crate) fn moves_with(pos: &Position, dice: Dice, out: &mut MoveList) {
    if pos.traits.plain_moves {
        moves_of::<true>(pos, dice, out);
    } else {
        all_moves(pos, dice, out);
    }
}

/// [`moves_with`] for rules that are not plain.
#[inline(never)]
fn all_moves(pos: &Position, dice: Dice, out: &mut MoveList) {
    moves_of::<false>(pos, dice, out);
}

/// [`moves_with`], compiled once for plain rules and once for all others.
#[inline(always)]
fn moves_of<const PLAIN: bool>(pos: &Position, dice: Dice, out: &mut MoveList) {
    let side = pos.moving_side();
    let mover = pos.seat_on_turn();
    if dice.sixes > 0 {
        die_moves::<PLAIN>(pos, side, 6, mover, out);
    }
    if dice.other != 0 {
        die_moves::<PLAIN>(pos, side, dice.other, mover, out);
    }
    if !PLAIN && pos.rules.compulsory_capture {
        mark_forfeits(side, out);
    }
}

/// The moves with one die: the side's own pawns, then, unless an obligation binds,
/// the neutral colour's.
#[inline(always)]
fn die_moves<const PLAIN: bool>(pos: &Position, side: u8, die: u8, mover: u8, out: &mut MoveList) {
    if PLAIN {
        side_moves::<true>(pos, side, die, mover, out);
        return;
    }
    let start = out.len();
    side_moves::<false>(pos, side, die, mover, out);
    let bound = obligations(pos, side, die, start, out);
    if let Some(ns) = pos.neutral_side().filter(|_| !bound) {
        side_moves::<false>(pos, ns, die, mover, out);
    }
}

/// The moves of one side's pawns with one die, pawn by pawn.
#[inline(always)]
fn side_moves<const PLAIN: bool>(pos: &Position, side: u8, die: u8, mover: u8, out: &mut MoveList) {
    let pawns = pos.pawns[side as usize];
    if PLAIN {
        // A pawn has a move only if it walks: visit just those pawns. A plain move is
        // one walk and its landing, written out here with what every pawn shares
        // (the side's cells, where a pawn enters) looked up once.
        let cells = pos.board.cells(pos.colour(side));
        let entered = if pos.rules.enter_to_die { die } else { 1 };
        let mut walkers = simple_walkers(pos, pawns, die);
        while walkers != 0 {
            let pawn = (walkers.trailing_zeros() / 8) as u8;
            walkers &= walkers - 1;
            let from = pawns[pawn as usize];
            // Without a branch: whether a pawn enters or walks on is a coin flip.
            let in_base = from == 0;
            let to = select_unpredictable(in_base, entered, from + die);
            let kind = select_unpredictable(in_base, MoveKind::Enter, MoveKind::Forward);
            let Some(captures) = landing_on(pos, side, cells[to as usize], mover) else {
                continue;
            };
            out.push(Move {
                side,
                pawn,
                die,
                from,
                to,
                kind,
                captures,
                partner: NO_PAWN,
                forfeit: NO_PAWN,
            });
        }
    } else if pos.traits.simple_walk {
        let walkers = simple_walkers(pos, pawns, die);
        for pawn in 0..4 {
            let from = pawns[pawn as usize];
            let walks = walkers >> (8 * pawn) & 1 != 0;
            let walked = walks.then(|| simple_walk(pos, from, die));
            pawn_moves(pos, side, pawn, die, mover, walked, out);
        }
    } else {
        for pawn in 0..4 {
            let walked = walk_path(pos, side, pawns[pawn as usize], die);
            pawn_moves(pos, side, pawn, die, mover, walked, out);
        }
    }
}

/// The mensch obligations (RULINGS.md "mensch obligations"), applied to the moves of
/// one die from `start` on. Returns whether an obligation binds.
fn obligations(pos: &Position, side: u8, die: u8, start: usize, out: &mut MoveList) -> bool {
    let r = &pos.rules;
    let pawns = pos.pawns[side as usize];
    if !(r.forced_entry || r.vacate_start) || !pawns.contains(&0) {
        return false;
    }
    let from_start =
        |m: &Move| m.from == 1 && matches!(m.kind, MoveKind::Forward | MoveKind::Bounce);
    let start_can_move = out[start..].iter().any(from_start);
    if r.forced_entry && r.enter_on.has(die) {
        if start_can_move {
            out.retain_from(start, from_start);
            return true;
        }
        if out[start..].iter().any(|m| m.kind == MoveKind::Enter) {
            out.retain_from(start, |m| m.kind == MoveKind::Enter);
            return true;
        }
    }
    if r.vacate_start && start_can_move {
        out.retain_from(start, from_start);
        return true;
    }
    false
}

/// Whether a side has nothing that could move with any die: every pawn waits in the
/// base or stands in the finish unable to advance (mensch "Rolling three times").
pub(crate) fn nothing_can_move(pos: &Position, side: u8) -> bool {
    let mover = pos.owner(side);
    (0..4).all(|pawn| {
        let p = pos.pawns[side as usize][pawn as usize];
        p == 0
            || (!pos.board.on_track(p)
                && (1..=6).all(|d| !pawn_can_move(pos, side, pawn, d, mover)))
    })
}

/// Compulsory capture (RULINGS.md "mensch"): when a pawn of the side on turn could capture
/// with a die, every move with that die that does not capture sends back the pawn that could
/// have captured; if several could, the one furthest along. Each banked die in hand is its
/// own obligation (the capture may still come with the other die), neutral pawns are not
/// bound (the obligation is the player's), and a pawn in the base has nowhere to go back to.
fn mark_forfeits(side: u8, out: &mut MoveList) {
    for die in [6, 1, 2, 3, 4, 5] {
        let mut culprit: Option<(u8, u8)> = None;
        for m in out.iter() {
            let liable = m.die == die && m.side == side && m.is_capture() && m.from > 0;
            if liable && culprit.is_none_or(|(from, _)| m.from > from) {
                culprit = Some((m.from, m.pawn_id()));
            }
        }
        if let Some((_, id)) = culprit {
            for m in out.iter_mut().filter(|m| m.die == die && !m.is_capture()) {
                m.forfeit = id;
            }
        }
    }
}
