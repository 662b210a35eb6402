//! Reward and penalty squares (seed 004, RULINGS.md "rewards").

use crate::board::{Board, MAX_TRACK};
use crate::rng::Rng;

crate::named_enum! {
    /// What a square does to a pawn that ends its move there.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub enum Special {
        /// "Go 3 steps forward".
        Forward3 = "forward3",
        /// "Play one more time".
        PlayAgain = "playAgain",
        /// "Go 3 steps back".
        Back3 = "back3",
        /// "Wait for one round without playing".
        SkipTurn = "skipTurn",
        /// "Go back to the starting point".
        BackToStart = "backToStart",
    }
    /// An ordinary square (not in `ALL`, never read by `from_name`).
    #[default]
    else None = "none";
}

/// How many squares of each kind a board gets (seed 004): 3 + 2 rewards, 3 + 2 + 1 penalties.
pub const SPECIAL_COUNTS: [(Special, usize); 5] = [
    (Special::Forward3, 3),
    (Special::PlayAgain, 2),
    (Special::Back3, 3),
    (Special::SkipTurn, 2),
    (Special::BackToStart, 1),
];

impl Special {
    /// The symbol seed 004 draws for it.
    pub const fn symbol(self) -> &'static str {
        match self {
            Special::None => "",
            Special::Forward3 | Special::PlayAgain => ">",
            Special::Back3 | Special::SkipTurn => "<",
            Special::BackToStart => "X",
        }
    }

    /// The log line, in seed 004's words.
    pub const fn log_text(self) -> &'static str {
        match self {
            Special::None => "",
            Special::Forward3 => "Extra 3 steps",
            Special::PlayAgain => "Play one more time",
            Special::Back3 => "Go 3 steps back",
            Special::SkipTurn => "Wait for one round without playing",
            Special::BackToStart => "Go back to the starting point",
        }
    }

    /// Whether it is a reward (seed 004: "3× forward 3, 2× play again"); the others are
    /// penalties.
    pub const fn is_reward(self) -> bool {
        matches!(self, Special::Forward3 | Special::PlayAgain)
    }
}

/// The special squares of a board, one entry per track square.
pub type SpecialSquares = [Special; MAX_TRACK];

/// Places the eleven squares at random on track squares that are not start squares.
pub fn place(board: &Board, rng: &mut Rng) -> SpecialSquares {
    let mut free: Vec<u8> = (0..board.track_len)
        .filter(|&i| !board.is_start_square(i))
        .collect();
    let mut out = [Special::None; MAX_TRACK];
    for (kind, count) in SPECIAL_COUNTS {
        for _ in 0..count {
            let k = rng.below(free.len() as u32) as usize;
            out[free.swap_remove(k) as usize] = kind;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::MENSCH;

    #[test]
    fn eleven_squares_never_on_a_start_square() {
        // Seed 004 "Game Initialization"; RULINGS.md "rewards".
        for seed in 0..200 {
            let squares = place(&MENSCH, &mut Rng::new(seed));
            for (kind, count) in SPECIAL_COUNTS {
                assert_eq!(squares.iter().filter(|&&s| s == kind).count(), count);
            }
            for &s in &MENSCH.start[..4] {
                assert_eq!(squares[s as usize], Special::None);
            }
            assert!(squares[40..].iter().all(|&s| s == Special::None));
        }
    }

    #[test]
    fn placement_follows_the_seed() {
        assert_eq!(
            place(&MENSCH, &mut Rng::new(9)),
            place(&MENSCH, &mut Rng::new(9))
        );
        assert_ne!(
            place(&MENSCH, &mut Rng::new(9)),
            place(&MENSCH, &mut Rng::new(10))
        );
    }
}
