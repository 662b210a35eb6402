//! Moves: everything needed to show, check or replay one.

use crate::board::PawnSet;
use crate::colour::pawn_label;

/// "No pawn": used for a move's tower partner and forfeited pawn.
pub const NO_PAWN: u8 = u8::MAX;

crate::named_enum! {
    /// How a pawn moves.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum MoveKind {
        /// Leaves the base.
        Enter = "enter",
        /// Moves forward by the die (possibly stopped short by a tower).
        Forward = "move",
        /// Goes past home and bounces back by the excess (brazilian).
        Bounce = "bounce",
        /// Moves backwards by the die to capture (mensch house rule).
        Backward = "back",
        /// A tower of two pawns moves together to capture an opponent tower (brazilian).
        Tower = "tower",
    }
}

/// A legal move of one pawn (or one tower) by one die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The side whose pawn moves (the side on turn, or the neutral colour).
    pub side: u8,
    /// The pawn's index within its side (0–3).
    pub pawn: u8,
    /// The die used.
    pub die: u8,
    /// Path position before the move.
    pub from: u8,
    /// Path position after the move (before any special square's effect).
    pub to: u8,
    /// How the pawn moves.
    pub kind: MoveKind,
    /// Captured pawns, one bit per pawn id (side × 4 + pawn).
    pub captures: PawnSet,
    /// The other pawn of a moving tower, or [`NO_PAWN`].
    pub partner: u8,
    /// The pawn id sent back to base for a missed compulsory capture, or [`NO_PAWN`].
    pub forfeit: u8,
}

impl Move {
    /// The moving pawn's id (side × 4 + pawn).
    pub const fn pawn_id(&self) -> u8 {
        self.side * 4 + self.pawn
    }

    /// The moving pawn's letter.
    pub const fn label(&self) -> char {
        pawn_label(self.side as usize, self.pawn as usize)
    }

    /// The letters of the captured pawns.
    pub fn captured_labels(&self) -> impl Iterator<Item = char> + '_ {
        (0..PawnSet::BITS as usize)
            .filter(|i| self.captures & (1 << i) != 0)
            .map(|i| pawn_label(i / 4, i % 4))
    }

    /// Whether the move captures.
    pub const fn is_capture(&self) -> bool {
        self.captures != 0
    }
}

/// The most moves a position can offer: 8 pawns (own and neutral) × 2 dice × 3 kinds.
pub const MAX_MOVES: usize = 64;

/// A list of moves on the stack (no allocation in move generation).
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        // Filler past the end of the list, never read. All zero bytes, so that a new
        // list costs one block clear rather than a copy of a pattern.
        const BLANK: Move = Move {
            side: 0,
            pawn: 0,
            die: 0,
            from: 0,
            to: 0,
            kind: MoveKind::Enter,
            captures: 0,
            partner: 0,
            forfeit: 0,
        };
        MoveList {
            moves: [BLANK; MAX_MOVES],
            len: 0,
        }
    }
}

impl MoveList {
    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList::default()
    }

    /// How many moves the list holds.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list holds no move.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    /// Empties the list.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` holds.
    pub fn retain(&mut self, keep: impl FnMut(&Move) -> bool) {
        self.retain_from(0, keep);
    }

    /// Keeps the first `start` moves, and of the rest only those for which `keep` holds.
    pub fn retain_from(&mut self, start: usize, mut keep: impl FnMut(&Move) -> bool) {
        let mut n = start;
        for i in start..self.len {
            if keep(&self.moves[i]) {
                self.moves[n] = self.moves[i];
                n += 1;
            }
        }
        self.len = n;
    }

    /// Shortens the list to `len` moves.
    #[inline]
    pub fn truncate(&mut self, len: usize) {
        self.len = self.len.min(len);
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
