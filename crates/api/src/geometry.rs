//! A board's geometry for drawing (`geometry()`, `Game.geometryOf(board)`). Points are
//! in half cells: the centre of grid cell (x, y) is (2x + 1, 2y + 1), so every point is
//! a whole number.

use serde::Serialize;

use ludo_engine::{Board, BoardKind, Colour};

ludo_engine::named_enum! {
    /// What a path position is, as the engine counts it (its name in the JavaScript API).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Place {
        /// The base (path position 0).
        Base = "base",
        /// A square of the track or of the home column, not home.
        Square = "square",
        /// Home: a pawn there has finished ([`ludo_engine::Board::is_done`]).
        Home = "home",
    }
}

impl Serialize for Place {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A point in half cells.
pub type Point = [u8; 2];

/// Everything a page needs to draw a board and place pawns on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Geometry {
    /// `ludo` or `mensch`.
    pub board: &'static str,
    /// Grid cells along each side (15 or 11).
    pub size: u8,
    /// The track squares in order.
    pub track: Vec<Point>,
    /// Each colour's home column, in colour order (red, green, yellow, blue).
    pub home_columns: Vec<Vec<Point>>,
    /// Each colour's four base spots.
    pub bases: Vec<Vec<Point>>,
    /// Where each colour's finished pawns are drawn.
    pub goals: Vec<Point>,
    /// The track index of each colour's start square (one per arm).
    pub starts: Vec<u8>,
    /// The track indices of the star squares.
    pub stars: Vec<u8>,
    /// The last path position.
    pub goal: u8,
    /// Track squares a pawn walks, its start square included.
    pub track_steps: u8,
    /// Path positions from this one on count as home: a pawn there is finished (the
    /// ludo board's centre; every finish square of the mensch board).
    pub home_from: u8,
    /// Each colour's path: the point of every path position, 0 (the base) to `goal`.
    pub paths: Vec<Vec<Point>>,
    /// What each path position is, 0 to `goal`: the base, a square, or home. A page tells
    /// a position by it, never by comparing it with `homeFrom`.
    pub places: Vec<Place>,
}

impl Geometry {
    /// The geometry of a board with four arms.
    pub fn of(kind: BoardKind) -> Geometry {
        Geometry::of_board(kind.board())
    }

    /// The geometry of a board with its arms (a game's: `Rules::geometry`).
    pub fn of_board(b: &Board) -> Geometry {
        let pt = |(x, y): (u8, u8)| [x, y];
        let colours = &Colour::ALL[..b.arms as usize];
        let per_colour = |f: &dyn Fn(Colour) -> Vec<Point>| colours.iter().map(|&c| f(c)).collect();
        Geometry {
            board: b.kind.name(),
            size: b.size,
            track: (0..b.track_len).map(|i| pt(b.track_point(i))).collect(),
            home_columns: per_colour(&|c| {
                (0..b.home_len).map(|k| pt(b.home_point(c, k))).collect()
            }),
            bases: per_colour(&|c| (0..4).map(|k| pt(b.base_point(c, k))).collect()),
            goals: colours.iter().map(|&c| pt(b.goal_point(c))).collect(),
            starts: b.starts().to_vec(),
            stars: (0..b.track_len).filter(|&i| b.is_star(i)).collect(),
            goal: b.goal,
            track_steps: b.track_steps,
            home_from: b.done_from,
            paths: per_colour(&|c| (0..=b.goal).map(|p| pt(b.point(c, 0, p))).collect()),
            places: (0..=b.goal)
                .map(|p| match p {
                    0 => Place::Base,
                    p if b.is_done(p) => Place::Home,
                    _ => Place::Square,
                })
                .collect(),
        }
    }
}
