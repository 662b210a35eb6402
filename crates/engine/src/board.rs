//! Board geometry as data: the boards of RULINGS.md ("Words", "Six arms and teams").
//!
//! A pawn's place is its *path position*: 0 in its base, 1 on its own start square, then
//! the track, then its private home column (finish squares), and the last position is
//! "finished". Every path position that is a square maps to a *cell*: a number shared by
//! all colours on the track and private to one colour in the home column. Two pawns meet
//! exactly when their cells are equal. Each cell also knows where it is drawn.
//!
//! There is one [`Board`] per board kind and number of arms, each a table built once by
//! the const functions below: the rules read `track_len`, the start squares and the cells
//! from it, and nothing in the rules asks how many arms a board has.

use crate::colour::{Colour, MAX_SIDES};

crate::named_enum! {
    /// Which of the two boards a game uses.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum BoardKind {
        /// 15×15 cross: 52 track squares, 5 home-column squares per colour, then home
        /// (six arms: 78 track squares).
        Ludo = "ludo",
        /// 11×11 cross: 40 track squares, 4 finish squares (a–d) per colour (six arms:
        /// 60 track squares).
        Mensch = "mensch",
    }
}

/// How many arms a board has: the cross of the rule texts, or the six-armed star that
/// repeats the cross's arm six times around the centre (RULINGS.md "Six arms and teams").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arms {
    /// The four-arm cross.
    Four,
    /// The six-armed star.
    Six,
}

impl Arms {
    /// Both, fewest first.
    pub const ALL: [Arms; 2] = [Arms::Four, Arms::Six];

    /// The number of arms, 4 or 6.
    pub const fn count(self) -> u8 {
        match self {
            Arms::Four => 4,
            Arms::Six => 6,
        }
    }

    /// The value for a number of arms, if a board has that many.
    pub const fn from_count(n: u64) -> Option<Arms> {
        match n {
            4 => Some(Arms::Four),
            6 => Some(Arms::Six),
            _ => None,
        }
    }
}

impl BoardKind {
    /// The board's geometry with so many arms.
    pub const fn board(self, arms: Arms) -> &'static Board {
        match (self, arms) {
            (BoardKind::Ludo, Arms::Four) => &LUDO,
            (BoardKind::Mensch, Arms::Four) => &MENSCH,
            (BoardKind::Ludo, Arms::Six) => &LUDO6,
            (BoardKind::Mensch, Arms::Six) => &MENSCH6,
        }
    }
}

/// A cell number meaning "not a square": the base, or the ludo board's home.
pub const NO_CELL: u8 = u8::MAX;

/// The most track squares of any board (the six-arm ludo board).
pub const MAX_TRACK: usize = 78;
/// The most home-column squares per colour of any board.
const MAX_HOME: usize = 5;
/// The most cells (track plus all home columns) of any board.
pub const MAX_CELLS: usize = MAX_TRACK + MAX_SIDES * MAX_HOME;
/// One more than the largest path position of any board.
pub const MAX_PATH: usize = 84;
/// Entries in each colour's row of cells: one for every value of a `u8`, those past
/// [`MAX_PATH`] padding with [`NO_CELL`], so that looking up a path position needs no
/// range check (the turn machine and move generation do it on every move).
pub const PATH_SLOTS: usize = 256;

/// A point where something is drawn: (x, y) from the board's top left corner, in units of
/// `1 / Board::unit` of a square's side, y pointing down. A square's point is its centre.
/// On the four-arm boards the unit is half a cell, so the centre of grid cell (x, y) is
/// (2x + 1, 2y + 1).
pub type Point = (u16, u16);

/// `marks` bit: a start square.
const START: u8 = 1;
/// `marks` bit: a star square.
const STAR: u8 = 2;

/// The geometry of one board.
#[derive(Debug)]
pub struct Board {
    /// Which board this is.
    pub kind: BoardKind,
    /// How many arms it has (4 or 6).
    pub arms: u8,
    /// Squares along each side of the square the board is drawn in (15 or 11 for four
    /// arms; 18 or 15 for six).
    pub size: u8,
    /// Drawing units per square's side (see [`Point`]): 2 for four arms, 20 for six.
    pub unit: u16,
    /// Squares on the shared track (52 or 40; six arms: 78 or 60).
    pub track_len: u8,
    /// Track squares a pawn walks, its start square included (51 or 40; 77 or 60).
    pub track_steps: u8,
    /// Home-column (finish) squares per colour (5 or 4).
    pub home_len: u8,
    /// The last path position (57 or 44; 83 or 64).
    pub goal: u8,
    /// Path positions from this one on count as finished (57 or 41; 83 or 61).
    pub done_from: u8,
    /// Star squares lie this many squares after each start square (ludo board only).
    pub star_step: Option<u8>,
    /// Track index of each arm's start square (the first `arms` entries).
    start: [u8; MAX_SIDES],
    /// Per track square, whether it is a start square ([`START`]) or a star ([`STAR`]).
    marks: [u8; MAX_TRACK],
    drawing: Drawing,
    cells: [[u8; PATH_SLOTS]; MAX_SIDES],
    /// The inverse of `cells`: the path position of each cell for each colour, 0 where
    /// the cell is not on the colour's path.
    positions: [[u8; MAX_CELLS]; MAX_SIDES],
}

/// Where a board's squares and spots are drawn.
#[derive(Debug)]
struct Drawing {
    track: [Point; MAX_TRACK],
    homes: [[Point; MAX_HOME]; MAX_SIDES],
    bases: [[Point; 4]; MAX_SIDES],
    goals: [Point; MAX_SIDES],
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

    /// The colours that have an arm on this board, in clockwise order.
    pub fn colours(&self) -> &'static [Colour] {
        &Colour::ALL[..self.arms as usize]
    }

    /// The track index of each arm's start square, in clockwise order.
    pub fn starts(&self) -> &[u8] {
        &self.start[..self.arms as usize]
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

    /// Whether a track index is the start square of some arm (whether or not a colour
    /// plays there).
    #[inline]
    pub fn is_start_square(&self, track_index: u8) -> bool {
        self.mark(track_index) & START != 0
    }

    /// Whether a track index is a star square (some arm's start square plus
    /// `star_step`).
    #[inline]
    pub fn is_star(&self, track_index: u8) -> bool {
        self.mark(track_index) & STAR != 0
    }

    /// Whether a track index is a start square or a star: velvet's safe squares.
    #[inline]
    pub fn is_start_or_star(&self, track_index: u8) -> bool {
        self.mark(track_index) != 0
    }

    #[inline]
    fn mark(&self, track_index: u8) -> u8 {
        self.marks.get(track_index as usize).copied().unwrap_or(0)
    }

    /// Where track square `i` is drawn.
    pub fn track_point(&self, i: u8) -> Point {
        self.drawing.track[i as usize]
    }

    /// Where home-column square `k` (0-based) of a colour is drawn.
    pub fn home_point(&self, colour: Colour, k: u8) -> Point {
        self.drawing.homes[colour.index()][k as usize]
    }

    /// Where pawn `k` of a colour waits in its base.
    pub fn base_point(&self, colour: Colour, k: usize) -> Point {
        self.drawing.bases[colour.index()][k]
    }

    /// Where a colour's finished pawns are drawn (ludo board: the centre, by its arm).
    pub fn goal_point(&self, colour: Colour) -> Point {
        self.drawing.goals[colour.index()]
    }

    /// Where a colour's pawn at a path position is drawn.
    pub fn point(&self, colour: Colour, pawn: usize, pos: u8) -> Point {
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

/// The rules' side of a board: its squares, start squares and cells, from its kind and its
/// number of arms. Every arm of the ludo board has 13 track squares and a home column of
/// 5, every arm of the mensch board 10 and 4 finish squares.
const fn build(kind: BoardKind, arms: u8, size: u8, unit: u16, drawing: Drawing) -> Board {
    let (per_arm, home_len, star_step) = match kind {
        BoardKind::Ludo => (13, 5, Some(8)),
        BoardKind::Mensch => (10, 4, None),
    };
    let track_len = per_arm * arms;
    // On the ludo board a pawn turns into its home column from the square before its
    // start square, and home is one position past the column; on the mensch board it
    // walks the whole track, and every finish square is finished.
    let (track_steps, goal, done_from) = match kind {
        BoardKind::Ludo => (track_len - 1, track_len + home_len, track_len + home_len),
        BoardKind::Mensch => (track_len, track_len + home_len, track_len + 1),
    };
    let mut start = [0; MAX_SIDES];
    let mut marks = [0; MAX_TRACK];
    let mut a = 0;
    while a < arms as usize {
        start[a] = a as u8 * per_arm;
        marks[start[a] as usize] |= START;
        if let Some(step) = star_step {
            marks[((start[a] + step) % track_len) as usize] |= STAR;
        }
        a += 1;
    }
    let cells = cells(arms, track_len, track_steps, home_len, goal, start);
    Board {
        kind,
        arms,
        size,
        unit,
        track_len,
        track_steps,
        home_len,
        goal,
        done_from,
        star_step,
        start,
        marks,
        drawing,
        positions: positions(&cells),
        cells,
    }
}

const fn cells(
    arms: u8,
    track_len: u8,
    track_steps: u8,
    home_len: u8,
    goal: u8,
    start: [u8; MAX_SIDES],
) -> [[u8; PATH_SLOTS]; MAX_SIDES] {
    let mut out = [[NO_CELL; PATH_SLOTS]; MAX_SIDES];
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
const fn positions(cells: &[[u8; PATH_SLOTS]; MAX_SIDES]) -> [[u8; MAX_CELLS]; MAX_SIDES] {
    let mut out = [[0; MAX_CELLS]; MAX_SIDES];
    let mut c = 0;
    while c < MAX_SIDES {
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

// ---------------------------------------------------------------------------------------
// The four-arm crosses, drawn on a grid in half cells.

/// A straight run of grid cells: start cell, step, and length.
type Run = ((i8, i8), (i8, i8), u8);

/// The centre of grid cell (x, y) in half cells.
const fn half(x: i8, y: i8) -> Point {
    ((x * 2 + 1) as u16, (y * 2 + 1) as u16)
}

const fn walk(runs: &[Run]) -> [Point; MAX_TRACK] {
    let mut out = [(0, 0); MAX_TRACK];
    let mut n = 0;
    let mut r = 0;
    while r < runs.len() {
        let ((x, y), (dx, dy), len) = runs[r];
        let mut k = 0;
        while k < len as i8 {
            out[n] = half(x + dx * k, y + dy * k);
            n += 1;
            k += 1;
        }
        r += 1;
    }
    out
}

const fn line(x: i8, y: i8, dx: i8, dy: i8) -> [Point; MAX_HOME] {
    let mut out = [(0, 0); MAX_HOME];
    let mut k = 0;
    while k < MAX_HOME as i8 {
        out[k as usize] = half(x + dx * k, y + dy * k);
        k += 1;
    }
    out
}

/// The 15×15 ludo board. Red starts on the left arm and moves clockwise; each colour's
/// start square is 13 squares after the previous colour's.
pub static LUDO: Board = build(
    BoardKind::Ludo,
    4,
    15,
    2,
    Drawing {
        track: walk(&[
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
        homes: [
            line(1, 7, 1, 0),
            line(7, 1, 0, 1),
            line(13, 7, -1, 0),
            line(7, 13, 0, -1),
            [(0, 0); MAX_HOME],
            [(0, 0); MAX_HOME],
        ],
        bases: [
            [(4, 4), (8, 4), (4, 8), (8, 8)],
            [(22, 4), (26, 4), (22, 8), (26, 8)],
            [(22, 22), (26, 22), (22, 26), (26, 26)],
            [(4, 22), (8, 22), (4, 26), (8, 26)],
            [(0, 0); 4],
            [(0, 0); 4],
        ],
        goals: [(13, 15), (15, 13), (17, 15), (15, 17), (0, 0), (0, 0)],
    },
);

/// The 11×11 Mensch ärgere Dich nicht board. Red's A square is the left end of the left
/// arm; each colour's A square is 10 squares after the previous colour's.
pub static MENSCH: Board = build(
    BoardKind::Mensch,
    4,
    11,
    2,
    Drawing {
        track: walk(&[
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
        homes: [
            line(1, 5, 1, 0),
            line(5, 1, 0, 1),
            line(9, 5, -1, 0),
            line(5, 9, 0, -1),
            [(0, 0); MAX_HOME],
            [(0, 0); MAX_HOME],
        ],
        bases: [
            [(1, 1), (3, 1), (1, 3), (3, 3)],
            [(19, 1), (21, 1), (19, 3), (21, 3)],
            [(19, 19), (21, 19), (19, 21), (21, 21)],
            [(1, 19), (3, 19), (1, 21), (3, 21)],
            [(0, 0); 4],
            [(0, 0); 4],
        ],
        goals: [(9, 11), (11, 9), (13, 11), (11, 13), (0, 0), (0, 0)],
    },
);

// ---------------------------------------------------------------------------------------
// The six-armed stars: the cross's arm (3 lanes of squares side by side, the home column
// in the middle) turned by 60° steps around the centre, with a base between each two arms.

/// √3 / 2, the sine of 60°.
const S: f64 = 0.866_025_403_784_438_6;
/// The cosine and sine of 60° × k: turning by them goes clockwise on the screen (y down).
const COS: [f64; 6] = [1.0, 0.5, -0.5, -1.0, -0.5, 0.5];
const SIN: [f64; 6] = [0.0, S, S, 0.0, -S, -S];

/// How a six-armed star is drawn. Within an arm a square is placed by `d`, its distance
/// from the centre along the arm, and `l`, its lane: −1 the lane the track leaves the
/// centre by, 0 the middle lane (the home column), +1 the lane it comes back in by, the
/// side of the next arm clockwise.
struct Star {
    kind: BoardKind,
    /// Squares along each side of the square the star is drawn in.
    size: u8,
    /// From the centre to the inner end of each arm.
    inner: f64,
    /// Squares along an arm (6 or 4).
    len: u8,
    /// Where a colour's finished pawns are drawn, from the centre along its arm.
    goal: f64,
    /// From the centre to the middle of each base, between two arms.
    base: f64,
    /// Half the distance between two neighbouring spots of a base.
    spot: f64,
}

impl Star {
    /// The point at `d`, `l` of arm `arm` (in squares), in drawing units.
    const fn at(&self, arm: usize, d: f64, l: f64) -> Point {
        let c = self.size as f64 / 2.0;
        // The arm's way out from the centre, and across it towards the next arm.
        let (ux, uy) = (-COS[arm], -SIN[arm]);
        let (nx, ny) = (SIN[arm], -COS[arm]);
        let unit = SIX_UNIT as f64;
        let x = (c + d * ux + l * nx) * unit;
        let y = (c + d * uy + l * ny) * unit;
        ((x + 0.5) as u16, (y + 0.5) as u16)
    }

    /// The point of square `j` of lane `l` of an arm (`j` = 0 the innermost).
    const fn square(&self, arm: usize, j: f64, l: f64) -> Point {
        self.at(arm, self.inner + j + 0.5, l)
    }

    /// Track square `t`. Each arm's squares, in the track's order: its outgoing lane from
    /// the centre outwards, the end of its middle lane, its incoming lane back in, and on
    /// the mensch board a corner square between it and the next arm. A colour's start
    /// square is the second square of its arm's incoming lane on the ludo board, the
    /// first on the mensch board, as on the four-arm crosses.
    const fn track_square(&self, t: usize) -> Point {
        let len = self.len as usize;
        let (per_arm, before_start) = match self.kind {
            BoardKind::Ludo => (2 * len + 1, len + 2),
            BoardKind::Mensch => (2 * len + 2, len + 1),
        };
        let k = (t + before_start) % (6 * per_arm);
        let (arm, o) = (k / per_arm, k % per_arm);
        let last = (len - 1) as f64;
        if o < len {
            self.square(arm, o as f64, -1.0)
        } else if o == len {
            self.square(arm, last, 0.0)
        } else if o <= 2 * len {
            self.square(arm, (2 * len - o) as f64, 1.0)
        } else {
            // The corner, on the line halfway between this arm and the next, one square
            // from the inner ends of both lanes it joins.
            let r = (self.inner + 0.5) * S + 0.5;
            self.at(arm, r * S, r * 0.5)
        }
    }

    const fn drawing(&self) -> Drawing {
        let mut d = Drawing {
            track: [(0, 0); MAX_TRACK],
            homes: [[(0, 0); MAX_HOME]; MAX_SIDES],
            bases: [[(0, 0); 4]; MAX_SIDES],
            goals: [(0, 0); MAX_SIDES],
        };
        let per_arm = match self.kind {
            BoardKind::Ludo => 13,
            BoardKind::Mensch => 10,
        };
        let mut t = 0;
        while t < 6 * per_arm {
            d.track[t] = self.track_square(t);
            t += 1;
        }
        let home_len = match self.kind {
            BoardKind::Ludo => self.len as usize - 1,
            BoardKind::Mensch => self.len as usize,
        };
        let mut arm = 0;
        while arm < 6 {
            // The home column runs in along the middle lane, from next to the arm's end.
            let mut k = 0;
            while k < home_len {
                d.homes[arm][k] = self.square(arm, self.len as f64 - 2.0 - k as f64, 0.0);
                k += 1;
            }
            d.goals[arm] = self.at(arm, self.goal, 0.0);
            // The base: two by two spots, on the line halfway to the next arm.
            let mut p = 0;
            while p < 4 {
                let along = self.base + if p % 2 == 0 { -self.spot } else { self.spot };
                let across = if p < 2 { -self.spot } else { self.spot };
                d.bases[arm][p] = self.at(arm, along * S - across * 0.5, along * 0.5 + across * S);
                p += 1;
            }
            arm += 1;
        }
        d
    }
}

/// Drawing units per square's side on the six-arm boards.
const SIX_UNIT: u16 = 20;

/// The six-arm ludo board: 78 track squares, the arms' inner ends making a hexagon of
/// three squares a side around the centre. Each colour's start square is 13 squares after
/// the previous arm's.
pub static LUDO6: Board = build(
    BoardKind::Ludo,
    6,
    18,
    SIX_UNIT,
    Star {
        kind: BoardKind::Ludo,
        size: 18,
        inner: 3.0 * S,
        len: 6,
        goal: 1.5 * S,
        base: 6.5,
        spot: 0.8,
    }
    .drawing(),
);

/// The six-arm Mensch board: 60 track squares, with a corner square between each two arms
/// as on the cross. Each colour's A square is 10 squares after the previous arm's.
pub static MENSCH6: Board = build(
    BoardKind::Mensch,
    6,
    15,
    SIX_UNIT,
    Star {
        kind: BoardKind::Mensch,
        size: 15,
        // The corner square one square from both lanes it joins.
        inner: 2.0 * (1.0 + S) - 0.5,
        len: 4,
        // On the mensch board a finished pawn stands on its last finish square.
        goal: 2.0 * (1.0 + S) - 1.0,
        base: 5.6,
        spot: 0.5,
    }
    .drawing(),
);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every board: both kinds, four and six arms.
    fn boards() -> impl Iterator<Item = &'static Board> {
        Arms::ALL
            .into_iter()
            .flat_map(|a| BoardKind::ALL.map(|k| k.board(a)))
    }

    fn name(b: &Board) -> String {
        format!("{} with {} arms", b.kind.name(), b.arms)
    }

    /// The distance between two points, in squares.
    fn apart(b: &Board, p: Point, q: Point) -> f64 {
        let dx = p.0 as f64 - q.0 as f64;
        let dy = p.1 as f64 - q.1 as f64;
        (dx * dx + dy * dy).sqrt() / b.unit as f64
    }

    /// Neighbouring squares: side by side, or diagonally round a corner of the centre, as
    /// printed boards step (a square and a half at most).
    fn adjacent(b: &Board, p: Point, q: Point) -> bool {
        (0.95..=1.45).contains(&apart(b, p, q))
    }

    #[test]
    fn tracks_are_closed_loops_of_neighbouring_squares() {
        for b in boards() {
            let n = b.track_len;
            for i in 0..n {
                let next = (i + 1) % n;
                let (p, q) = (b.track_point(i), b.track_point(next));
                assert!(adjacent(b, p, q), "{}: track {i} and {next}", name(b));
            }
        }
    }

    #[test]
    fn home_columns_start_next_to_the_last_track_square() {
        for b in boards() {
            for &c in b.colours() {
                let last = b.point(c, 0, b.track_steps);
                let first_home = b.point(c, 0, b.track_steps + 1);
                assert!(adjacent(b, last, first_home), "{} {c}", name(b));
                for k in 1..b.home_len {
                    let (p, q) = (b.home_point(c, k - 1), b.home_point(c, k));
                    assert!(adjacent(b, p, q), "{} {c} {k}", name(b));
                }
            }
        }
    }

    #[test]
    fn nothing_drawn_overlaps_and_everything_fits_on_the_board() {
        for b in boards() {
            let mut points: Vec<(String, Point)> = Vec::new();
            for i in 0..b.track_len {
                points.push((format!("track {i}"), b.track_point(i)));
            }
            for &c in b.colours() {
                for k in 0..b.home_len {
                    points.push((format!("{c} home {k}"), b.home_point(c, k)));
                }
                for k in 0..4 {
                    points.push((format!("{c} base {k}"), b.base_point(c, k)));
                }
                // On the mensch board finished pawns stand on their last finish square.
                if b.kind == BoardKind::Ludo {
                    points.push((format!("{c} goal"), b.goal_point(c)));
                }
            }
            let edge = b.size as u16 * b.unit;
            for (i, (what, p)) in points.iter().enumerate() {
                assert!(
                    p.0 < edge && p.1 < edge,
                    "{}: {what} off the board",
                    name(b)
                );
                for (other, q) in &points[..i] {
                    assert!(apart(b, *p, *q) > 0.95, "{}: {what} on {other}", name(b));
                }
            }
        }
    }

    #[test]
    fn position_of_inverts_cell() {
        for b in boards() {
            for &c in b.colours() {
                for pos in 1..=b.goal {
                    let cell = b.cell(c, pos);
                    if cell != NO_CELL {
                        assert_eq!(b.position_of(c, cell), Some(pos), "{} {c} {pos}", name(b));
                    }
                }
            }
        }
        // The ludo track square just before red's start is not on red's path.
        assert_eq!(LUDO.position_of(Colour::Red, 51), None);
        assert_eq!(LUDO.position_of(Colour::Green, 52), None);
        assert_eq!(LUDO6.position_of(Colour::Red, 77), None);
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
        assert_eq!((0..52).filter(|&i| b.is_start_or_star(i)).count(), 8);
        assert_eq!(b.cell(Colour::Red, 52), 52);
        assert_eq!(b.cell(Colour::Blue, 56), 52 + 15 + 4);
        assert_eq!(b.starts(), [0, 13, 26, 39]);
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
        assert_eq!(b.starts(), [0, 10, 20, 30]);
    }

    #[test]
    fn six_arm_positions_match_the_rulings() {
        // RULINGS.md "Six arms and teams": ludo 1..77 track, 78..82 home column, 83
        // finished; mensch 1..60 track, 61..64 finish squares; 12 safe squares.
        let b = &LUDO6;
        assert_eq!(
            (b.track_len, b.track_steps, b.goal, b.done_from),
            (78, 77, 83, 83)
        );
        assert!(b.on_track(77) && b.in_home_column(78) && b.in_home_column(82));
        assert!(b.is_done(83) && !b.is_done(82));
        assert_eq!(b.starts(), [0, 13, 26, 39, 52, 65]);
        assert_eq!(b.track_index(Colour::Orange, 1), 65);
        assert_eq!(b.track_index(Colour::Orange, 77), 63);
        assert!(b.is_star(60) && b.is_star(73) && !b.is_star(9));
        assert_eq!((0..78).filter(|&i| b.is_start_or_star(i)).count(), 12);
        assert_eq!(b.cell(Colour::Orange, 82), 78 + 25 + 4);
        let m = &MENSCH6;
        assert_eq!(
            (m.track_len, m.track_steps, m.goal, m.done_from),
            (60, 60, 64, 61)
        );
        assert_eq!(m.starts(), [0, 10, 20, 30, 40, 50]);
        assert!(m.on_track(60) && m.in_home_column(61) && m.in_home_column(64));
        assert_eq!(m.track_index(Colour::Purple, 60), 39);
        assert_eq!((0..60).filter(|&i| m.is_start_or_star(i)).count(), 6);
    }

    #[test]
    fn each_arm_of_the_star_is_the_first_arm_turned() {
        // A colour's squares (start, star, home column) sit on its own arm: turning the
        // board by one arm's angle takes each colour's path onto the next colour's.
        for kind in BoardKind::ALL {
            let b = kind.board(Arms::Six);
            let c = b.size as f64 * b.unit as f64 / 2.0;
            let turn = |p: Point| {
                let (x, y) = (p.0 as f64 - c, p.1 as f64 - c);
                (x * 0.5 - y * S + c, x * S + y * 0.5 + c)
            };
            for arm in 0..6 {
                let (here, next) = (Colour::ALL[arm], Colour::ALL[(arm + 1) % 6]);
                for pos in 0..=b.goal {
                    for pawn in 0..4 {
                        let (x, y) = turn(b.point(here, pawn, pos));
                        let q = b.point(next, pawn, pos);
                        let off = (x - q.0 as f64).abs().max((y - q.1 as f64).abs());
                        assert!(
                            off <= 1.5,
                            "{}: {next} at {pos} is not {here}'s turned",
                            name(b)
                        );
                    }
                }
            }
        }
    }
}
