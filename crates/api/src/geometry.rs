//! A board's geometry for drawing (`geometry()`, `Game.geometryOf(board, arms)`).
//!
//! Points are whole numbers of drawing units from the board's top left corner, x to the
//! right and y down, `unit` units to a square's side; a square's point is its centre. On
//! the four-arm boards the unit is half a square, so the centre of grid cell (x, y) is
//! (2x + 1, 2y + 1), and `unit` and `arms` are left out of the JSON (it is as it was
//! before six arms). The six-arm boards are six-armed stars, each arm the cross's arm
//! turned by 60° steps round the centre, with the bases between the arms: their points
//! fall between grid cells, so they come at a finer unit (20 to a square).

use serde::Serialize;

use ludo_engine::board::Arms;
use ludo_engine::{BoardKind, Colour};

/// A point in drawing units (see [`Geometry::unit`]).
pub type Point = [u16; 2];

/// Everything a page needs to draw a board and place pawns on it. The per-colour lists
/// hold every colour with an arm on the board, in clockwise order (red, green, yellow,
/// blue, and on six arms purple and orange), whether or not a seat plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Geometry {
    /// `ludo` or `mensch`.
    pub board: &'static str,
    /// How many arms: 6, or left out for 4.
    #[serde(skip_serializing_if = "is_four")]
    pub arms: u8,
    /// Squares along each side of the square the board is drawn in (15 or 11 for four
    /// arms, 18 or 15 for six).
    pub size: u8,
    /// Drawing units per square's side: 20 on six arms; left out on four arms, where it
    /// is 2 (half squares).
    #[serde(skip_serializing_if = "is_two")]
    pub unit: u16,
    /// The track squares in order.
    pub track: Vec<Point>,
    /// Each colour's home column, from its entrance inwards.
    pub home_columns: Vec<Vec<Point>>,
    /// Each colour's four base spots.
    pub bases: Vec<Vec<Point>>,
    /// Where each colour's finished pawns are drawn.
    pub goals: Vec<Point>,
    /// The track index of each colour's start square.
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
}

fn is_four(arms: &u8) -> bool {
    *arms == 4
}

fn is_two(unit: &u16) -> bool {
    *unit == 2
}

impl Geometry {
    /// The geometry of a board with so many arms.
    pub fn of(kind: BoardKind, arms: Arms) -> Geometry {
        let b = kind.board(arms);
        let pt = |(x, y): (u16, u16)| [x, y];
        let per_colour =
            |f: &dyn Fn(Colour) -> Vec<Point>| b.colours().iter().map(|&c| f(c)).collect();
        Geometry {
            board: kind.name(),
            arms: b.arms,
            size: b.size,
            unit: b.unit,
            track: (0..b.track_len).map(|i| pt(b.track_point(i))).collect(),
            home_columns: per_colour(&|c| {
                (0..b.home_len).map(|k| pt(b.home_point(c, k))).collect()
            }),
            bases: per_colour(&|c| (0..4).map(|k| pt(b.base_point(c, k))).collect()),
            goals: b.colours().iter().map(|&c| pt(b.goal_point(c))).collect(),
            starts: b.starts().to_vec(),
            stars: (0..b.track_len).filter(|&i| b.is_star(i)).collect(),
            goal: b.goal,
            track_steps: b.track_steps,
            home_from: b.done_from,
            paths: per_colour(&|c| (0..=b.goal).map(|p| pt(b.point(c, 0, p))).collect()),
        }
    }
}
