//! A board's geometry for drawing (`geometry()`, `Game.geometryOf(board)`). Points are
//! in half cells: the centre of grid cell (x, y) is (2x + 1, 2y + 1), so every point of a
//! four-arm board is a whole number. A six-arm board is drawn as a six-armed star made of
//! the four-arm board's arm ([`star`]): the same squares, lanes and base, turned 60° from
//! arm to arm, so its points fall between whole numbers.

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

/// A point in half cells: whole numbers on four arms; with six arms (the `six` feature) a
/// star's points fall between them, so they are floats there (the page's first module,
/// without six arms, keeps whole numbers and no float formatting).
#[cfg(feature = "six")]
pub type Point = [f32; 2];
/// A point in half cells: whole numbers on four arms; with six arms (the `six` feature) a
/// star's points fall between them, so they are floats there (the page's first module,
/// without six arms, keeps whole numbers and no float formatting).
#[cfg(not(feature = "six"))]
pub type Point = [u8; 2];

/// Everything a page needs to draw a board and place pawns on it.
#[derive(Clone, Debug, PartialEq, Serialize)]
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
        #[cfg(feature = "six")]
        if b.arms != 4 {
            return star(&Geometry::of(b.kind), b);
        }
        let pt = |(x, y): (u8, u8)| [x, y].map(Into::into);
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
            places: places(b),
        }
    }
}

/// What each path position of a board is, 0 to its goal.
fn places(b: &Board) -> Vec<Place> {
    (0..=b.goal)
        .map(|p| match p {
            0 => Place::Base,
            p if b.is_done(p) => Place::Home,
            _ => Place::Square,
        })
        .collect()
}

/// Half cells from the centre by which a six-armed star's arms are pushed out beyond the
/// four-arm cross's, so that neighbouring arms' inner squares stay a square apart.
#[cfg(feature = "six")]
const STAR_SHIFT: f32 = 2.0;

/// The drawing of a board of `b.arms` arms made of the four-arm board `four`'s arm: every
/// square keeps its place across and along its arm (its lane and its distance from the
/// centre, pushed out by [`STAR_SHIFT`]), and the arms turn by a full turn ÷ `arms`
/// instead of a quarter. Track square `i` lies where the four-arm square `i mod n` lies
/// relative to its colour's arm (`n` squares an arm); a colour's home column, goal and
/// base are red's turned to the colour's arm. The points are data made of data: there is
/// no drawing code per board size.
#[cfg(feature = "six")]
fn star(four: &Geometry, b: &Board) -> Geometry {
    use std::f32::consts::TAU;
    let arms = b.arms as usize;
    let n = four.track.len() / 4;
    let c4 = four.size as f32;
    let from_centre = |p: Point| [p[0] - c4, p[1] - c4];
    // The four arms of the cross, clockwise on the screen from west, and the one a point
    // lies on (ties, the cross's corner squares, go to the previous track square's arm).
    const DIRS: [[f32; 2]; 4] = [[-1.0, 0.0], [0.0, -1.0], [1.0, 0.0], [0.0, 1.0]];
    let scores = |p: Point| DIRS.map(|d| from_centre(p)[0] * d[0] + from_centre(p)[1] * d[1]);
    let best = |p: Point| {
        let s = scores(p);
        let top = s.iter().cloned().fold(f32::MIN, f32::max);
        (0..4).filter(move |&j| s[j] == top)
    };
    let mut arm_of = Vec::with_capacity(four.track.len());
    for (i, &p) in four.track.iter().enumerate() {
        let prev = i.checked_sub(1).map(|k| arm_of[k]);
        let arm = best(p)
            .find(|&j| Some(j) == prev)
            .unwrap_or_else(|| best(p).next().unwrap_or(0));
        arm_of.push(arm);
    }
    let first = arm_of[0];
    let angle4 = |j: usize| DIRS[j][1].atan2(DIRS[j][0]);
    let start = angle4(first);
    let angle = |a: usize| start + a as f32 * TAU / arms as f32;
    let turn = |j: usize| (j + 4 - first) % 4;
    // across and along arm `j` of the cross
    let local = |p: Point, j: usize| {
        let (sin, cos) = angle4(j).sin_cos();
        let v = from_centre(p);
        (v[0] * cos + v[1] * sin, -v[0] * sin + v[1] * cos)
    };
    let place = |(along, across): (f32, f32), a: usize| {
        let (sin, cos) = angle(a % arms).sin_cos();
        let r = along + STAR_SHIFT;
        [r * cos - across * sin, r * sin + across * cos]
    };
    let arm_point = |p: Point, colour_arm: usize| {
        let j = best(p).next().unwrap_or(0);
        place(local(p, j), colour_arm + turn(j))
    };
    let track: Vec<Point> = (0..n * arms)
        .map(|i| {
            let k = i % n;
            place(local(four.track[k], arm_of[k]), i / n + turn(arm_of[k]))
        })
        .collect();
    let home_columns: Vec<Vec<Point>> = (0..arms)
        .map(|c| {
            four.home_columns[0]
                .iter()
                .map(|&p| arm_point(p, c))
                .collect()
        })
        .collect();
    let goals: Vec<Point> = (0..arms).map(|c| arm_point(four.goals[0], c)).collect();
    let bases = star_bases(four, arms, start);
    centred(b, track, home_columns, goals, bases)
}

/// Each colour's base spots on a star of `arms` arms whose first arm points at angle
/// `start`, centred on 0: a base keeps its distance from the centre (pushed out with the
/// arms) and its share of the way from its arm to the next.
#[cfg(feature = "six")]
fn star_bases(four: &Geometry, arms: usize, start: f32) -> Vec<Vec<Point>> {
    use std::f32::consts::{PI, TAU};
    let c4 = four.size as f32;
    let spots = &four.bases[0];
    let centre = [0, 1].map(|x| spots.iter().map(|p| p[x]).sum::<f32>() / spots.len() as f32);
    let v = [centre[0] - c4, centre[1] - c4];
    let share = ((v[1].atan2(v[0]) - start + 3.0 * PI).rem_euclid(TAU) - PI) / (TAU / 4.0);
    let radius = v[0].hypot(v[1]) + STAR_SHIFT;
    (0..arms)
        .map(|c| {
            let at = start + c as f32 * TAU / arms as f32 + share * TAU / arms as f32;
            let (sin, cos) = (at - start - share * TAU / 4.0).sin_cos();
            let mid = [radius * at.cos(), radius * at.sin()];
            spots
                .iter()
                .map(|p| {
                    let o = [p[0] - centre[0], p[1] - centre[1]];
                    [
                        mid[0] + o[0] * cos - o[1] * sin,
                        mid[1] + o[0] * sin + o[1] * cos,
                    ]
                })
                .collect()
        })
        .collect()
}

/// A star's geometry from its points centred on 0: moved onto a board wide enough for the
/// farthest point and its square, each colour's path walked through them.
#[cfg(feature = "six")]
fn centred(
    b: &Board,
    track: Vec<Point>,
    home_columns: Vec<Vec<Point>>,
    goals: Vec<Point>,
    bases: Vec<Vec<Point>>,
) -> Geometry {
    // The board's half width: the farthest point and room for its square.
    let all = || {
        track
            .iter()
            .chain(home_columns.iter().flatten())
            .chain(&goals)
            .chain(bases.iter().flatten())
    };
    let reach = all()
        .map(|p| p[0].abs().max(p[1].abs()))
        .fold(0.0, f32::max);
    let size = (reach + 1.6).ceil();
    let at = |p: &Point| [p[0] + size, p[1] + size].map(|x| (x * 100.0).round() / 100.0);
    let track: Vec<Point> = track.iter().map(at).collect();
    let home_columns: Vec<Vec<Point>> = home_columns
        .iter()
        .map(|h| h.iter().map(at).collect())
        .collect();
    let goals: Vec<Point> = goals.iter().map(at).collect();
    let bases: Vec<Vec<Point>> = bases.iter().map(|s| s.iter().map(at).collect()).collect();
    let colours = &Colour::ALL[..b.arms as usize];
    let paths = colours
        .iter()
        .map(|&c| {
            (0..=b.goal)
                .map(|pos| {
                    if pos == 0 {
                        bases[c.index()][0]
                    } else if b.on_track(pos) {
                        track[b.track_index(c, pos) as usize]
                    } else if b.in_home_column(pos) {
                        home_columns[c.index()][(pos - b.track_steps - 1) as usize]
                    } else {
                        goals[c.index()]
                    }
                })
                .collect()
        })
        .collect();
    Geometry {
        board: b.kind.name(),
        size: size as u8,
        track,
        home_columns,
        bases,
        goals,
        starts: b.starts().to_vec(),
        stars: (0..b.track_len).filter(|&i| b.is_star(i)).collect(),
        goal: b.goal,
        track_steps: b.track_steps,
        home_from: b.done_from,
        paths,
        places: places(b),
    }
}

#[cfg(all(test, feature = "six"))]
mod tests {
    use super::*;

    fn dist(p: Point, q: Point) -> f32 {
        (p[0] - q[0]).hypot(p[1] - q[1])
    }

    /// RULINGS.md "Six arms and teams": the six-arm board repeats the four-arm arm six
    /// times around the centre. Drawn as a star, its squares are a square (2 half cells)
    /// apart along every lane and never closer, each arm's start square is its colour's
    /// arm turned by a sixth, and the whole board, bases included, lies on the board.
    #[test]
    fn the_six_arm_boards_are_six_armed_stars_of_the_four_arm_arm() {
        for kind in [BoardKind::Ludo, BoardKind::Mensch] {
            let b = kind.with_arms(6);
            let g = Geometry::of_board(b);
            let four = Geometry::of(kind);
            assert_eq!(g.track.len(), four.track.len() / 4 * 6, "{kind:?}");
            assert_eq!(
                (g.home_columns.len(), g.bases.len(), g.goals.len()),
                (6, 6, 6)
            );
            let squares: Vec<Point> = g
                .track
                .iter()
                .chain(g.home_columns.iter().flatten())
                .copied()
                .collect();
            for (i, &p) in squares.iter().enumerate() {
                for &q in &squares[i + 1..] {
                    assert!(
                        dist(p, q) >= 1.99,
                        "{kind:?}: squares {p:?} and {q:?} overlap"
                    );
                }
            }
            for (i, &p) in g.track.iter().enumerate() {
                let next = g.track[(i + 1) % g.track.len()];
                assert!(
                    (1.99..2.6).contains(&dist(p, next)),
                    "{kind:?}: track {i} to the next is {}",
                    dist(p, next)
                );
            }
            for h in &g.home_columns {
                for w in h.windows(2) {
                    assert!(
                        (dist(w[0], w[1]) - 2.0).abs() < 0.02,
                        "{kind:?}: home column steps a square"
                    );
                }
            }
            for &s in g.bases.iter().flatten() {
                assert!(
                    squares.iter().all(|&q| dist(s, q) >= 1.99),
                    "{kind:?}: a base spot on a square"
                );
            }
            let edge = 2.0 * g.size as f32;
            for &p in squares
                .iter()
                .chain(g.bases.iter().flatten())
                .chain(&g.goals)
            {
                assert!(
                    p.iter().all(|&x| (1.0..=edge - 1.0).contains(&x)),
                    "{kind:?}: {p:?} off the board of {edge}"
                );
            }
            // Every arm is the first turned: the start squares lie at one distance from
            // the centre, a sixth of a turn apart.
            let c = g.size as f32;
            let polar = |p: Point| ((p[0] - c).hypot(p[1] - c), (p[1] - c).atan2(p[0] - c));
            let (r0, a0) = polar(g.track[g.starts[0] as usize]);
            for (k, &s) in g.starts.iter().enumerate() {
                let (r, a) = polar(g.track[s as usize]);
                assert!(
                    (r - r0).abs() < 0.02,
                    "{kind:?}: start {k} at {r} from the centre, not {r0}"
                );
                let turn = (a - a0).rem_euclid(std::f32::consts::TAU);
                assert!(
                    (turn - k as f32 * std::f32::consts::TAU / 6.0).abs() < 0.01,
                    "{kind:?}: start {k} turned {turn}"
                );
            }
            // Paths walk the squares the engine counts.
            for (c, path) in g.paths.iter().enumerate() {
                let colour = Colour::ALL[c];
                assert_eq!(path[1], g.track[b.track_index(colour, 1) as usize]);
                assert_eq!(path.len(), b.goal as usize + 1);
            }
        }
    }

    #[test]
    fn the_four_arm_boards_keep_their_whole_number_points_with_six_arms_built_in() {
        let g = Geometry::of(BoardKind::Ludo);
        assert_eq!(
            (g.size, g.track[0], g.home_columns[0][0], g.bases[0][0]),
            (15, [3.0, 13.0], [3.0, 15.0], [4.0, 4.0])
        );
        let m = Geometry::of(BoardKind::Mensch);
        assert_eq!(
            (m.size, m.track[0], m.goals[0]),
            (11, [1.0, 9.0], [9.0, 11.0])
        );
    }
}
