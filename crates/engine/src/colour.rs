//! Colours, in clockwise seat order, and pawn labels.

use std::fmt;

crate::named_enum! {
    /// One of the four pawn colours, in the clockwise order around the board (`ALL`, from
    /// red), each with its lowercase English name used in saved games (`"red"`).
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
    }
}

impl Colour {
    /// The colour's index in clockwise order (red 0 … blue 3).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with the given clockwise index.
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i & 3]
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The letter drawn on a pawn: side 0 has A–D, side 1 E–H, side 2 I–L, side 3 M–P
/// (seed 004, RULINGS.md "Words").
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
    (i < 16).then_some((i / 4, i % 4))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_run_a_to_p_by_side() {
        assert_eq!(pawn_label(0, 0), 'A');
        assert_eq!(pawn_label(1, 0), 'E');
        assert_eq!(pawn_label(3, 3), 'P');
        assert_eq!(parse_pawn_label("K"), Some((2, 2)));
        assert_eq!(parse_pawn_label("Q"), None);
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
