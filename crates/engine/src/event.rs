//! What happens in a game, as events: the game's log is a list of them, and the computer
//! players, which need none, pass a sink that ignores them at no cost.

use crate::moves::MoveKind;
use crate::special::Special;

/// One thing that happened. Sides and seats are indices; pawns are ids (side × 4 + pawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A seat rolled to decide who begins (mensch: highest roll, ties roll again).
    RollOff { seat: u8, die: u8 },
    /// A side's turn begins.
    Turn { side: u8, round: u16 },
    /// A side misses its turn (a "skip next turn" square).
    SkipTurn { side: u8 },
    /// The die was rolled.
    Roll { side: u8, die: u8 },
    /// No die in hand could be used.
    NoMove { side: u8 },
    /// A third six in a row: the turn ends with no move.
    Foul { side: u8 },
    /// A pawn moved.
    Move {
        pawn: u8,
        die: u8,
        from: u8,
        to: u8,
        kind: MoveKind,
    },
    /// A pawn was captured and went back to its base.
    Capture { pawn: u8 },
    /// A pawn went back to base for not making a compulsory capture.
    Forfeit { pawn: u8 },
    /// A special square acted on a pawn; `to` is where the pawn ended.
    Special { pawn: u8, effect: Special, to: u8 },
    /// An extra roll was earned (six, capture, home or a special square).
    ExtraRoll { side: u8 },
    /// A seat finished all its pawns and took a place (1 = winner).
    Finish { seat: u8, place: u8 },
    /// Nobody could move for so long that the game was stopped and ranked by score.
    Stalemate,
    /// The game is over.
    Over,
}

/// Receives events as they happen.
pub trait Sink {
    /// Records one event.
    fn event(&mut self, e: Event);
}

/// Ignores every event: simulations use it.
impl Sink for () {
    #[inline(always)]
    fn event(&mut self, _: Event) {}
}

impl Sink for Vec<Event> {
    fn event(&mut self, e: Event) {
        self.push(e);
    }
}
