//! Board geometry as data: the two boards of RULINGS.md ("Words").
//!
//! A pawn's place is its *path position*: 0 in its base, 1 on its own start square, then
//! the track, then its private home column (finish squares), and the last position is
//! "finished". Every path position that is a square maps to a *cell*: a number shared by
//! all colours on the track and private to one colour in the home column. Two pawns meet
//! exactly when their cells are equal. Each cell also knows where it is drawn.

use crate::colour::Colour;
#[cfg(feature = "six")]
use std::f64::consts::TAU;
#[cfg(feature = "six")]
use std::sync::OnceLock;

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
    /// The board's four-arm geometry.
    pub const fn board(self) -> &'static Board {
        match self {
            BoardKind::Ludo => &LUDO,
            BoardKind::Mensch => &MENSCH,
        }
    }

    /// The board's geometry with four or six arms (`arms`, RULINGS.md "Six arms and
    /// teams"); without the `six` feature every board has four.
    #[inline]
    pub fn with_arms(self, arms: u8) -> &'static Board {
        #[cfg(feature = "six")]
        if arms == 6 {
            return six_arm_board(self);
        }
        let _ = arms;
        self.board()
    }
}

/// A cell number meaning "not a square": the base, or the ludo board's home.
pub const NO_CELL: u8 = u8::MAX;

/// The most arms of any board, hence the most sides (colours) in play: six with the
/// `six` feature, else the four-arm cross's four, so that the compiler folds them.
#[cfg(feature = "six")]
pub const MAX_ARMS: usize = 6;
/// The most arms of any board, hence the most sides (colours) in play: six with the
/// `six` feature, else the four-arm cross's four, so that the compiler folds them.
#[cfg(not(feature = "six"))]
pub const MAX_ARMS: usize = 4;
/// The most track squares of any board: 13 per arm on the ludo board.
pub const MAX_TRACK: usize = 13 * MAX_ARMS;
/// The most cells (track plus all home columns) of any board.
pub const MAX_CELLS: usize = MAX_TRACK + MAX_ARMS * 5;
/// One more than the largest path position of any board (the ludo board's goal is the
/// track less one square, plus the home column and home).
pub const MAX_PATH: usize = MAX_TRACK + 6;
/// Entries in each colour's row of cells: one for every value of a `u8`, those past
/// [`MAX_PATH`] padding with [`NO_CELL`], so that looking up a path position needs no
/// range check (the turn machine and move generation do it on every move).
pub const PATH_SLOTS: usize = 256;

/// A set of pawns, one bit per pawn id (side × 4 + pawn): wide enough for every side.
#[cfg(feature = "six")]
pub type PawnSet = u32;
/// A set of pawns, one bit per pawn id (side × 4 + pawn): wide enough for every side.
#[cfg(not(feature = "six"))]
pub type PawnSet = u16;

const _: () = assert!(PawnSet::BITS as usize >= 4 * MAX_ARMS);

/// A grid point in half-cell units: the centre of grid cell (x, y) is (2x+1, 2y+1).
pub type HalfPoint = (u8, u8);

/// The geometry of one board.
#[derive(Debug)]
pub struct Board {
    /// Which board this is.
    pub kind: BoardKind,
    /// How many arms (4, or 6 on a six-arm board): one colour and start square each.
    pub arms: u8,
    /// Grid cells along each side of the square board (15 or 11).
    pub size: u8,
    /// Squares on the shared track (52 or 40; 78 or 60 with six arms).
    pub track_len: u8,
    /// Track squares a pawn walks, its start square included (51 or 40).
    pub track_steps: u8,
    /// Home-column (finish) squares per colour (5 or 4).
    pub home_len: u8,
    /// The last path position (57 or 44).
    pub goal: u8,
    /// Path positions from this one on count as finished (57 or 41).
    pub done_from: u8,
    /// Track index of each arm's (colour's) start square; [`NO_CELL`] past the arms.
    pub start: [u8; MAX_ARMS],
    /// Star squares lie this many squares after each start square (ludo board only).
    pub star_step: Option<u8>,
    pub(crate) track_cells: [HalfPoint; MAX_TRACK],
    pub(crate) home_cells: [[HalfPoint; 5]; MAX_ARMS],
    pub(crate) base_spots: [[HalfPoint; 4]; MAX_ARMS],
    pub(crate) goal_spots: [HalfPoint; MAX_ARMS],
    pub(crate) cells: [[u8; PATH_SLOTS]; MAX_ARMS],
    /// The inverse of `cells`: the path position of each cell for each colour, 0 where
    /// the cell is not on the colour's path.
    pub(crate) positions: [[u8; MAX_CELLS]; MAX_ARMS],
}

/// Boards are equal when they are the same board.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.kind == other.kind && self.arms == other.arms
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

    /// The track index of each arm's start square.
    #[inline]
    pub fn starts(&self) -> &[u8] {
        // Without six arms every board has four: the whole array.
        if MAX_ARMS == 4 {
            &self.start
        } else {
            &self.start[..self.arms as usize]
        }
    }

    /// Whether a track index is some arm's start square (whether or not a colour plays
    /// on that arm).
    pub fn is_start_square(&self, track_index: u8) -> bool {
        self.start.contains(&track_index)
    }

    /// Whether a track index is a star square (one per arm).
    pub fn is_star(&self, track_index: u8) -> bool {
        match self.star_step {
            Some(step) => {
                (self.starts().iter()).any(|&s| (s + step) % self.track_len == track_index)
            }
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

/// Four arms' rows of a table, padded to [`MAX_ARMS`] rows.
const fn four<const N: usize>(rows: [[HalfPoint; N]; 4]) -> [[HalfPoint; N]; MAX_ARMS] {
    let mut out = [[(0, 0); N]; MAX_ARMS];
    let mut c = 0;
    while c < 4 {
        out[c] = rows[c];
        c += 1;
    }
    out
}

/// Four arms' points, padded to [`MAX_ARMS`].
const fn spots(points: [HalfPoint; 4]) -> [HalfPoint; MAX_ARMS] {
    let mut out = [(0, 0); MAX_ARMS];
    let mut c = 0;
    while c < 4 {
        out[c] = points[c];
        c += 1;
    }
    out
}

/// The start squares of `arms` arms, `step` track squares apart, [`NO_CELL`] past them.
pub(crate) const fn starts(arms: u8, step: u8) -> [u8; MAX_ARMS] {
    let mut out = [NO_CELL; MAX_ARMS];
    let mut c = 0;
    while c < arms {
        out[c as usize] = c * step;
        c += 1;
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

/// Each arm's cell of each path position: its own track, from its start square, then
/// its private home column (cells after the track, `home_len` per arm).
pub(crate) const fn cells(
    arms: u8,
    track_len: u8,
    track_steps: u8,
    home_len: u8,
    goal: u8,
) -> [[u8; PATH_SLOTS]; MAX_ARMS] {
    let start = starts(arms, track_len / arms);
    let mut out = [[NO_CELL; PATH_SLOTS]; MAX_ARMS];
    let mut c = 0;
    while c < arms as usize {
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
pub(crate) const fn positions(cells: &[[u8; PATH_SLOTS]; MAX_ARMS]) -> [[u8; MAX_CELLS]; MAX_ARMS] {
    let mut out = [[0; MAX_CELLS]; MAX_ARMS];
    let mut c = 0;
    while c < MAX_ARMS {
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
    arms: 4,
    size: 15,
    track_len: 52,
    track_steps: 51,
    home_len: 5,
    goal: 57,
    done_from: 57,
    start: starts(4, 13),
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
    home_cells: four([
        line(1, 7, 1, 0),
        line(7, 1, 0, 1),
        line(13, 7, -1, 0),
        line(7, 13, 0, -1),
    ]),
    base_spots: four([
        [(4, 4), (8, 4), (4, 8), (8, 8)],
        [(22, 4), (26, 4), (22, 8), (26, 8)],
        [(22, 22), (26, 22), (22, 26), (26, 26)],
        [(4, 22), (8, 22), (4, 26), (8, 26)],
    ]),
    goal_spots: spots([(13, 15), (15, 13), (17, 15), (15, 17)]),
    cells: cells(4, 52, 51, 5, 57),
    positions: positions(&cells(4, 52, 51, 5, 57)),
};

/// The 11×11 Mensch ärgere Dich nicht board. Red's A square is the left end of the left
/// arm; each colour's A square is 10 squares after the previous colour's.
pub static MENSCH: Board = Board {
    kind: BoardKind::Mensch,
    arms: 4,
    size: 11,
    track_len: 40,
    track_steps: 40,
    home_len: 4,
    goal: 44,
    done_from: 41,
    start: starts(4, 10),
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
    home_cells: four([
        line(1, 5, 1, 0),
        line(5, 1, 0, 1),
        line(9, 5, -1, 0),
        line(5, 9, 0, -1),
    ]),
    base_spots: four([
        [(1, 1), (3, 1), (1, 3), (3, 3)],
        [(19, 1), (21, 1), (19, 3), (21, 3)],
        [(19, 19), (21, 19), (19, 21), (21, 21)],
        [(1, 19), (3, 19), (1, 21), (3, 21)],
    ]),
    goal_spots: spots([(9, 11), (11, 9), (13, 11), (11, 13)]),
    cells: cells(4, 40, 40, 4, 44),
    positions: positions(&cells(4, 40, 40, 4, 44)),
};

// Six-arm boards (RULINGS.md "Six arms and teams"): each repeats the four-arm board's arm six
// times around the centre, so its tables are built from the four-arm board's measures and
// the arm count, once, when a six-arm game first asks for them.

#[cfg(feature = "six")]
/// The six-arm board of a kind.
fn six_arm_board(kind: BoardKind) -> &'static Board {
    static LUDO_SIX: OnceLock<Board> = OnceLock::new();
    static MENSCH_SIX: OnceLock<Board> = OnceLock::new();
    match kind {
        BoardKind::Ludo => LUDO_SIX.get_or_init(|| six_arms(&LUDO)),
        BoardKind::Mensch => MENSCH_SIX.get_or_init(|| six_arms(&MENSCH)),
    }
}

#[cfg(feature = "six")]
/// Half-cell units between neighbouring squares of the drawn ring.
const SPACING: f64 = 2.2;

#[cfg(feature = "six")]
/// The six-arm board made of a four-arm board's arm: the same squares per arm, start
/// square, star and home column (finish squares), six times. Its points here are a plain
/// ring (track squares round the centre, home columns inward, bases outside) for the
/// engine's own use; a page draws it as a six-armed star of the four-arm arm (the API's
/// `geometry`).
fn six_arms(four: &Board) -> Board {
    let arms = 6u8;
    let arm = four.track_len / 4;
    let track_len = arm * arms;
    let track_steps = track_len - (four.track_len - four.track_steps);
    let goal = four.goal + (track_steps - four.track_steps);
    let done_from = four.done_from + (track_steps - four.track_steps);
    let start = starts(arms, arm);
    let radius = (track_len as f64 * SPACING / TAU).ceil();
    let size = radius as u8 + 12;
    let centre = size as f64;
    let at = |r: f64, turn: f64| -> HalfPoint {
        let angle = turn * TAU;
        (
            (centre - r * angle.cos()).round() as u8,
            (centre - r * angle.sin()).round() as u8,
        )
    };
    let square_turn = |i: f64| i / track_len as f64;
    let mut track_cells = [(0, 0); MAX_TRACK];
    for (i, cell) in track_cells.iter_mut().take(track_len as usize).enumerate() {
        *cell = at(radius, square_turn(i as f64));
    }
    let mut home_cells = [[(0, 0); 5]; MAX_ARMS];
    let mut base_spots = [[(0, 0); 4]; MAX_ARMS];
    let mut goal_spots = [(0, 0); MAX_ARMS];
    for c in 0..arms as usize {
        // The home column leaves the track beside the square before the start square.
        let home_turn = square_turn(start[c] as f64 - 1.0);
        for (k, cell) in home_cells[c].iter_mut().enumerate() {
            *cell = at(radius - SPACING * (k + 1) as f64, home_turn);
        }
        goal_spots[c] = at(5.0, home_turn);
        let (bx, by) = at(
            radius + 7.0,
            square_turn(start[c] as f64 + arm as f64 / 2.0),
        );
        base_spots[c] = [
            (bx - 2, by - 2),
            (bx + 2, by - 2),
            (bx - 2, by + 2),
            (bx + 2, by + 2),
        ];
    }
    let cells = cells(arms, track_len, track_steps, four.home_len, goal);
    Board {
        kind: four.kind,
        arms,
        size,
        track_len,
        track_steps,
        home_len: four.home_len,
        goal,
        done_from,
        start,
        star_step: four.star_step,
        track_cells,
        home_cells,
        base_spots,
        goal_spots,
        positions: positions(&cells),
        cells,
    }
}

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
            for &c in &Colour::ALL[..4] {
                let last = b.point(c, 0, b.track_steps);
                let first_home = b.point(c, 0, b.track_steps + 1);
                assert!(adjacent(last, first_home), "{} {c}", kind.name());
                for k in 1..b.home_len {
                    assert!(adjacent(b.home_point(c, k - 1), b.home_point(c, k)));
                }
            }
        }
    }

    /// Every board a game can have: both kinds with four arms, and with six.
    fn every_board() -> Vec<&'static Board> {
        let arms: &[u8] = if MAX_ARMS == 6 { &[4, 6] } else { &[4] };
        let kinds = BoardKind::ALL.iter();
        kinds
            .flat_map(|k| arms.iter().map(|&a| k.with_arms(a)))
            .collect()
    }

    #[test]
    fn position_of_inverts_cell() {
        for b in every_board() {
            let kind = b.kind;
            for &c in &Colour::ALL[..b.arms as usize] {
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
    fn every_square_of_every_board_is_drawn_in_a_place_of_its_own() {
        for b in every_board() {
            let mut seen = std::collections::HashSet::new();
            for c in &Colour::ALL[..b.arms as usize] {
                for pos in 1..=b.goal.min(b.track_steps + b.home_len) {
                    let cell = b.cell(*c, pos);
                    assert!(seen.insert(b.point(*c, 0, pos)) || cell < b.track_len);
                }
                for k in 0..4 {
                    assert!(seen.insert(b.base_point(*c, k)), "{:?} {c}", b.kind);
                }
            }
            let size = 2 * b.size as usize;
            assert!(
                seen.iter()
                    .all(|&(x, y)| (x as usize) < size && (y as usize) < size)
            );
            assert_eq!(
                seen.len(),
                b.track_len as usize + (b.home_len as usize + 4) * b.arms as usize
            );
        }
    }

    #[cfg(feature = "six")]
    #[test]
    fn six_arm_boards_match_the_rulings() {
        // RULINGS.md "Six arms and teams": 78 squares (1..77 track, 78..82 home column, 83
        // finished) on the ludo board, 60 (61..64 finish squares) on the mensch board.
        let b = BoardKind::Ludo.with_arms(6);
        assert_eq!(
            (b.track_len, b.track_steps, b.home_len, b.goal, b.done_from),
            (78, 77, 5, 83, 83)
        );
        assert_eq!(b.cell(Colour::Orange, 1), 65);
        assert_eq!(b.cell(Colour::Orange, 82), 78 + 5 * 5 + 4);
        assert_eq!(b.cell(Colour::Red, 83), NO_CELL);
        let m = BoardKind::Mensch.with_arms(6);
        assert_eq!(
            (m.track_len, m.track_steps, m.home_len, m.goal, m.done_from),
            (60, 60, 4, 64, 61)
        );
        assert_eq!(m.track_index(Colour::Purple, 60), 39);
        assert!(std::ptr::eq(b, BoardKind::Ludo.with_arms(6)), "built once");
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
