//! Colours, in clockwise seat order, and pawn labels.

use std::fmt;

#[cfg(not(feature = "six"))]
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

#[cfg(feature = "six")]
crate::named_enum! {
    /// One of the six pawn colours (the last two on six arms only), in the clockwise order
    /// around the board (`ALL`, from red), each with its lowercase English name used in
    /// saved games (`"red"`).
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
    /// The colour's index in clockwise order (red 0 … blue 3, orange 5), which is also the
    /// index of its arm on the board.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour with the given clockwise index.
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i % Colour::ALL.len()]
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The letter drawn on a pawn: side 0 has A–D, side 1 E–H, side 2 I–L, side 3 M–P
/// (seed 004, RULINGS.md "Words"), and on six arms side 4 Q–T, side 5 U–X.
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
    (i < 4 * Colour::ALL.len()).then_some((i / 4, i % 4))
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
        assert_eq!(parse_pawn_label("Y"), None);
        #[cfg(not(feature = "six"))]
        assert_eq!(parse_pawn_label("Q"), None);
        #[cfg(feature = "six")]
        assert_eq!(parse_pawn_label("X"), Some((5, 3)));
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
