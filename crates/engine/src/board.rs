//! Board geometry as data: the two boards of RULINGS.md ("Words").
//!
//! A pawn's place is its *path position*: 0 in its base, 1 on its own start square, then
//! the track, then its private home column (finish squares), and the last position is
//! "finished". Every path position that is a square maps to a *cell*: a number shared by
//! all colours on the track and private to one colour in the home column. Two pawns meet
//! exactly when their cells are equal. Each cell also knows where it is drawn.

use crate::colour::Colour;

crate::named_enum! {
    /// Which of the two boards a game uses.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum BoardKind {
        /// 15×15 cross: 52 track squares, 5 home-column squares per colour, then home.
        Ludo = "ludo",
        /// 11×11 cross: 40 track squares, 4 finish squares (a–d) per colour.
        Mensch = "mensch",
    }
}

impl BoardKind {
    /// The board's geometry.
    pub const fn board(self) -> &'static Board {
        match self {
            BoardKind::Ludo => &LUDO,
            BoardKind::Mensch => &MENSCH,
        }
    }
}

/// A cell number meaning "not a square": the base, or the ludo board's home.
pub const NO_CELL: u8 = u8::MAX;

/// The most track squares of any board.
pub const MAX_TRACK: usize = 52;
/// The most cells (track plus all home columns) of any board.
pub const MAX_CELLS: usize = MAX_TRACK + 4 * 5;
/// One more than the largest path position of any board.
pub const MAX_PATH: usize = 58;
/// Entries in each colour's row of cells: one for every value of a `u8`, those past
/// [`MAX_PATH`] padding with [`NO_CELL`], so that looking up a path position needs no
/// range check (the turn machine and move generation do it on every move).
pub const PATH_SLOTS: usize = 256;

/// A grid point in half-cell units: the centre of grid cell (x, y) is (2x+1, 2y+1).
pub type HalfPoint = (u8, u8);

/// The geometry of one board.
#[derive(Debug)]
pub struct Board {
    /// Which board this is.
    pub kind: BoardKind,
    /// Grid cells along each side of the square board (15 or 11).
    pub size: u8,
    /// Squares on the shared track (52 or 40).
    pub track_len: u8,
    /// Track squares a pawn walks, its start square included (51 or 40).
    pub track_steps: u8,
    /// Home-column (finish) squares per colour (5 or 4).
    pub home_len: u8,
    /// The last path position (57 or 44).
    pub goal: u8,
    /// Path positions from this one on count as finished (57 or 41).
    pub done_from: u8,
    /// Track index of each colour's start square.
    pub start: [u8; 4],
    /// Star squares lie this many squares after each start square (ludo board only).
    pub star_step: Option<u8>,
    track_cells: [HalfPoint; MAX_TRACK],
    home_cells: [[HalfPoint; 5]; 4],
    base_spots: [[HalfPoint; 4]; 4],
    goal_spots: [HalfPoint; 4],
    cells: [[u8; PATH_SLOTS]; 4],
    /// The inverse of `cells`: the path position of each cell for each colour, 0 where
    /// the cell is not on the colour's path.
    positions: [[u8; MAX_CELLS]; 4],
}

/// Boards are equal when they are the same board.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.kind == other.kind
    }
}

impl Eq for Board {}

impl Board {
    /// The cell of a path position for a colour, or [`NO_CELL`] for the base and the
    /// ludo board's home (which hold any number of pawns).
    #[inline]
    pub fn cell(&self, colour: Colour, pos: u8) -> u8 {
        self.cells[colour.index()][pos as usize]
    }

    /// The cells of a colour's whole path, indexed by path position (see [`Board::cell`]),
    /// with [`NO_CELL`] past the goal.
    #[inline]
    pub fn cells(&self, colour: Colour) -> &[u8; PATH_SLOTS] {
        &self.cells[colour.index()]
    }

    /// The path position at which a colour's pawn stands on a cell, if its path has it.
    #[inline]
    pub fn position_of(&self, colour: Colour, cell: u8) -> Option<u8> {
        let row = &self.positions[colour.index()];
        row.get(cell as usize).copied().filter(|&pos| pos != 0)
    }

    /// Whether a path position is on the shared track.
    #[inline]
    pub fn on_track(&self, pos: u8) -> bool {
        pos >= 1 && pos <= self.track_steps
    }

    /// Whether a path position is in the home column (finish squares).
    #[inline]
    pub fn in_home_column(&self, pos: u8) -> bool {
        pos > self.track_steps && pos <= self.track_steps + self.home_len
    }

    /// Whether a path position counts as finished.
    #[inline]
    pub fn is_done(&self, pos: u8) -> bool {
        pos >= self.done_from
    }

    /// Whether a cell is a track square (rather than a home-column square).
    #[inline]
    pub fn is_track_cell(&self, cell: u8) -> bool {
        cell < self.track_len
    }

    /// The track index of a colour's path position on the track.
    #[inline]
    pub fn track_index(&self, colour: Colour, pos: u8) -> u8 {
        debug_assert!(self.on_track(pos));
        ((self.start[colour.index()] as u16 + pos as u16 - 1) % self.track_len as u16) as u8
    }

    /// Whether a track index is some colour's start square.
    pub fn is_start_square(&self, track_index: u8) -> bool {
        self.start.contains(&track_index)
    }

    /// Whether a track index is a star square.
    pub fn is_star(&self, track_index: u8) -> bool {
        match self.star_step {
            Some(step) => self
                .start
                .iter()
                .any(|&s| (s + step) % self.track_len == track_index),
            None => false,
        }
    }

    /// Where track square `i` is drawn.
    pub fn track_point(&self, i: u8) -> HalfPoint {
        self.track_cells[i as usize]
    }

    /// Where home-column square `k` (0-based) of a colour is drawn.
    pub fn home_point(&self, colour: Colour, k: u8) -> HalfPoint {
        self.home_cells[colour.index()][k as usize]
    }

    /// Where pawn `k` of a colour waits in its base.
    pub fn base_point(&self, colour: Colour, k: usize) -> HalfPoint {
        self.base_spots[colour.index()][k]
    }

    /// Where a colour's finished pawns are drawn (ludo board: the centre triangle).
    pub fn goal_point(&self, colour: Colour) -> HalfPoint {
        self.goal_spots[colour.index()]
    }

    /// Where a colour's pawn at a path position is drawn.
    pub fn point(&self, colour: Colour, pawn: usize, pos: u8) -> HalfPoint {
        if pos == 0 {
            self.base_point(colour, pawn)
        } else if self.on_track(pos) {
            self.track_point(self.track_index(colour, pos))
        } else if self.in_home_column(pos) {
            self.home_point(colour, pos - self.track_steps - 1)
        } else {
            self.goal_point(colour)
        }
    }
}

/// A straight run of squares: start cell, step, and length.
type Run = ((i8, i8), (i8, i8), u8);

const fn walk(runs: &[Run]) -> [HalfPoint; MAX_TRACK] {
    let mut out = [(0, 0); MAX_TRACK];
    let mut n = 0;
    let mut r = 0;
    while r < runs.len() {
        let ((x, y), (dx, dy), len) = runs[r];
        let mut k = 0;
        while k < len as i8 {
            out[n] = (((x + dx * k) * 2 + 1) as u8, ((y + dy * k) * 2 + 1) as u8);
            n += 1;
            k += 1;
        }
        r += 1;
    }
    out
}

const fn line(x: i8, y: i8, dx: i8, dy: i8) -> [HalfPoint; 5] {
    let mut out = [(0, 0); 5];
    let mut k = 0;
    while k < 5 {
        out[k as usize] = (((x + dx * k) * 2 + 1) as u8, ((y + dy * k) * 2 + 1) as u8);
        k += 1;
    }
    out
}

const fn cells(
    track_len: u8,
    track_steps: u8,
    home_len: u8,
    goal: u8,
    start: [u8; 4],
) -> [[u8; PATH_SLOTS]; 4] {
    let mut out = [[NO_CELL; PATH_SLOTS]; 4];
    let mut c = 0;
    while c < 4 {
        let mut p = 1;
        while p <= goal as usize {
            out[c][p] = if p <= track_steps as usize {
                ((start[c] as usize + p - 1) % track_len as usize) as u8
            } else if p <= (track_steps + home_len) as usize {
                (track_len as usize + c * home_len as usize + p - track_steps as usize - 1) as u8
            } else {
                NO_CELL
            };
            p += 1;
        }
        c += 1;
    }
    out
}

/// The inverse of a [`cells`] table (0 = not on the path; no cell is path position 0).
const fn positions(cells: &[[u8; PATH_SLOTS]; 4]) -> [[u8; MAX_CELLS]; 4] {
    let mut out = [[0; MAX_CELLS]; 4];
    let mut c = 0;
    while c < 4 {
        let mut p = 1;
        while p < MAX_PATH {
            let cell = cells[c][p];
            if cell != NO_CELL {
                out[c][cell as usize] = p as u8;
            }
            p += 1;
        }
        c += 1;
    }
    out
}

/// The 15×15 ludo board. Red starts on the left arm and moves clockwise; each colour's
/// start square is 13 squares after the previous colour's.
pub static LUDO: Board = Board {
    kind: BoardKind::Ludo,
    size: 15,
    track_len: 52,
    track_steps: 51,
    home_len: 5,
    goal: 57,
    done_from: 57,
    start: [0, 13, 26, 39],
    star_step: Some(8),
    track_cells: walk(&[
        ((1, 6), (1, 0), 5),
        ((6, 5), (0, -1), 6),
        ((7, 0), (1, 0), 1),
        ((8, 0), (0, 1), 6),
        ((9, 6), (1, 0), 6),
        ((14, 7), (0, 1), 1),
        ((14, 8), (-1, 0), 6),
        ((8, 9), (0, 1), 6),
        ((7, 14), (-1, 0), 1),
        ((6, 14), (0, -1), 6),
        ((5, 8), (-1, 0), 6),
        ((0, 7), (0, -1), 2),
    ]),
    home_cells: [
        line(1, 7, 1, 0),
        line(7, 1, 0, 1),
        line(13, 7, -1, 0),
        line(7, 13, 0, -1),
    ],
    base_spots: [
        [(4, 4), (8, 4), (4, 8), (8, 8)],
        [(22, 4), (26, 4), (22, 8), (26, 8)],
        [(22, 22), (26, 22), (22, 26), (26, 26)],
        [(4, 22), (8, 22), (4, 26), (8, 26)],
    ],
    goal_spots: [(13, 15), (15, 13), (17, 15), (15, 17)],
    cells: cells(52, 51, 5, 57, [0, 13, 26, 39]),
    positions: positions(&cells(52, 51, 5, 57, [0, 13, 26, 39])),
};

/// The 11×11 Mensch ärgere Dich nicht board. Red's A square is the left end of the left
/// arm; each colour's A square is 10 squares after the previous colour's.
pub static MENSCH: Board = Board {
    kind: BoardKind::Mensch,
    size: 11,
    track_len: 40,
    track_steps: 40,
    home_len: 4,
    goal: 44,
    done_from: 41,
    start: [0, 10, 20, 30],
    star_step: None,
    track_cells: walk(&[
        ((0, 4), (1, 0), 5),
        ((4, 3), (0, -1), 4),
        ((5, 0), (1, 0), 1),
        ((6, 0), (0, 1), 5),
        ((7, 4), (1, 0), 4),
        ((10, 5), (0, 1), 1),
        ((10, 6), (-1, 0), 5),
        ((6, 7), (0, 1), 4),
        ((5, 10), (-1, 0), 1),
        ((4, 10), (0, -1), 5),
        ((3, 6), (-1, 0), 4),
        ((0, 5), (0, -1), 1),
    ]),
    home_cells: [
        line(1, 5, 1, 0),
        line(5, 1, 0, 1),
        line(9, 5, -1, 0),
        line(5, 9, 0, -1),
    ],
    base_spots: [
        [(1, 1), (3, 1), (1, 3), (3, 3)],
        [(19, 1), (21, 1), (19, 3), (21, 3)],
        [(19, 19), (21, 19), (19, 21), (21, 21)],
        [(1, 19), (3, 19), (1, 21), (3, 21)],
    ],
    goal_spots: [(9, 11), (11, 9), (13, 11), (11, 13)],
    cells: cells(40, 40, 4, 44, [0, 10, 20, 30]),
    positions: positions(&cells(40, 40, 4, 44, [0, 10, 20, 30])),
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Neighbouring cells; on the ludo board the track steps diagonally round the
    /// corners of the centre, as printed boards do.
    fn adjacent(a: HalfPoint, b: HalfPoint) -> bool {
        let dx = (a.0 as i16 - b.0 as i16).abs();
        let dy = (a.1 as i16 - b.1 as i16).abs();
        dx.max(dy) == 2
    }

    #[test]
    fn tracks_are_closed_loops_of_neighbouring_cells() {
        for kind in BoardKind::ALL {
            let b = kind.board();
            let n = b.track_len;
            for i in 0..n {
                let next = (i + 1) % n;
                assert!(
                    adjacent(b.track_point(i), b.track_point(next)),
                    "{}: track {i} and {next} are not neighbours",
                    kind.name()
                );
            }
            let mut seen = std::collections::HashSet::new();
            for i in 0..n {
                assert!(
                    seen.insert(b.track_point(i)),
                    "{}: track {i} repeats a cell",
                    kind.name()
                );
            }
        }
    }

    #[test]
    fn home_columns_start_next_to_the_last_track_square() {
        for kind in BoardKind::ALL {
            let b = kind.board();
            for c in Colour::ALL {
                let last = b.point(c, 0, b.track_steps);
                let first_home = b.point(c, 0, b.track_steps + 1);
                assert!(adjacent(last, first_home), "{} {c}", kind.name());
                for k in 1..b.home_len {
                    assert!(adjacent(b.home_point(c, k - 1), b.home_point(c, k)));
                }
            }
        }
    }

    #[test]
    fn position_of_inverts_cell() {
        for kind in BoardKind::ALL {
            let b = kind.board();
            for c in Colour::ALL {
                for pos in 1..=b.goal {
                    let cell = b.cell(c, pos);
                    if cell != NO_CELL {
                        assert_eq!(
                            b.position_of(c, cell),
                            Some(pos),
                            "{} {c} {pos}",
                            kind.name()
                        );
                    }
                }
            }
        }
        // The ludo track square just before red's start is not on red's path.
        assert_eq!(LUDO.position_of(Colour::Red, 51), None);
        assert_eq!(LUDO.position_of(Colour::Green, 52), None);
    }

    #[test]
    fn ludo_positions_match_the_rulings() {
        // RULINGS.md "Words": 1..51 track, 52..56 home column, 57 finished; stars 8 after start.
        let b = &LUDO;
        assert!(b.on_track(51) && !b.on_track(52));
        assert!(b.in_home_column(52) && b.in_home_column(56) && !b.in_home_column(57));
        assert!(b.is_done(57) && !b.is_done(56));
        assert_eq!(b.cell(Colour::Red, 57), NO_CELL);
        assert_eq!(b.cell(Colour::Green, 1), 13);
        assert_eq!(b.track_index(Colour::Green, 51), 11);
        assert!(b.is_star(8) && b.is_star(21) && b.is_star(34) && b.is_star(47));
        assert_eq!(b.cell(Colour::Red, 52), 52);
        assert_eq!(b.cell(Colour::Blue, 56), 52 + 15 + 4);
    }

    #[test]
    fn mensch_positions_match_the_rulings() {
        // RULINGS.md "Words": 1..40 track, 41..44 finish squares, each a square.
        let b = &MENSCH;
        assert!(b.on_track(40) && b.in_home_column(41) && b.in_home_column(44));
        assert!(b.is_done(41));
        assert_ne!(b.cell(Colour::Red, 44), NO_CELL);
        assert_eq!(b.track_index(Colour::Yellow, 1), 20);
        assert_eq!(b.track_index(Colour::Red, 40), 39);
        assert!(!b.is_star(8));
    }
}
