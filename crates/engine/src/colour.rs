//! Colours, in clockwise arm order, and pawn labels.

use std::fmt;

crate::named_enum! {
    /// One of the six pawn colours, in the clockwise order of the board's arms (`ALL`, from
    /// red), each with its lowercase English name used in saved games (`"red"`). Colour
    /// `i` plays on arm `i`: a four-arm board has the first four, a six-arm board all six
    /// (RULINGS.md "Six arms and teams").
    ///
    /// Purple and orange are the two colours six arms add. Next to red, green, yellow and
    /// blue they stay apart for colour-blind players when drawn in Okabe and Ito's
    /// palette for colour vision deficiency (vermillion `#D55E00`, bluish green
    /// `#009E73`, yellow `#F0E442`, blue `#0072B2`, reddish purple `#CC79A7`, orange
    /// `#E69F00`); the pawns' letters tell them apart as well.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Colour {
        /// Red, index 0.
        Red = "red",
        /// Green, index 1.
        Green = "green",
        /// Yellow, index 2.
        Yellow = "yellow",
        /// Blue, index 3.
        Blue = "blue",
        /// Purple, index 4 (six arms only).
        Purple = "purple",
        /// Orange, index 5 (six arms only).
        Orange = "orange",
    }
}

impl Colour {
    /// The colour's index in clockwise order (red 0 … orange 5), the index of its arm.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with the given clockwise index (taken modulo six).
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i % Colour::ALL.len()]
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The most sides (colours in play) of a game: one per arm of the six-arm board.
pub const MAX_SIDES: usize = 6;

/// The letter drawn on a pawn: side 0 has A–D, side 1 E–H, side 2 I–L, side 3 M–P
/// (seed 004, RULINGS.md "Words"), and with six arms side 4 Q–T and side 5 U–X
/// (RULINGS.md "Six arms and teams").
pub const fn pawn_label(side: usize, pawn: usize) -> char {
    (b'A' + (side * 4 + pawn) as u8) as char
}

/// The side and pawn index of a label produced by [`pawn_label`].
pub fn parse_pawn_label(label: &str) -> Option<(usize, usize)> {
    let mut chars = label.chars();
    let c = chars.next()?;
    if chars.next().is_some() || !c.is_ascii_uppercase() {
        return None;
    }
    let i = (c as u8 - b'A') as usize;
    (i < 4 * MAX_SIDES).then_some((i / 4, i % 4))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_run_a_to_x_by_side() {
        assert_eq!(pawn_label(0, 0), 'A');
        assert_eq!(pawn_label(1, 0), 'E');
        assert_eq!(pawn_label(3, 3), 'P');
        assert_eq!(pawn_label(4, 0), 'Q');
        assert_eq!(pawn_label(5, 3), 'X');
        assert_eq!(parse_pawn_label("K"), Some((2, 2)));
        assert_eq!(parse_pawn_label("U"), Some((5, 0)));
        assert_eq!(parse_pawn_label("Y"), None);
        assert_eq!(parse_pawn_label("AB"), None);
    }

    #[test]
    fn colour_names_round_trip() {
        for c in Colour::ALL {
            assert_eq!(Colour::from_name(c.name()), Some(c));
        }
        assert_eq!(Colour::from_name("black"), None);
    }
}
