//! Which pawns stand on each cell, kept up to date as pawns move, so move generation never
//! searches the pawns.

use crate::board::{Board, MAX_CELLS, NO_CELL, PawnSet};
use crate::colour::Colour;

/// [`NO_CELL`] lies past the cells of every board, so the one range check of an indexed
/// look-up both keeps the index in bounds and passes over it.
const _: () = assert!(NO_CELL as usize >= MAX_CELLS);

/// Which pawns stand on each cell: a bit set of pawn ids (side × 4 + pawn) per cell. The
/// position keeps it up to date as pawns move, so move generation never searches the
/// pawns: the pawns a move captures are the other sides' bits of the cell it lands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Occupancy {
    cells: [PawnSet; MAX_CELLS],
}

/// The bits of one side's pawns in a cell's bit set.
#[inline]
pub(crate) const fn side_bits(side: u8) -> PawnSet {
    0xF << (4 * side)
}

impl Occupancy {
    /// Places the pawns of the given sides.
    pub(crate) fn place(board: &Board, colours: &[Colour], pawns: &[[u8; 4]]) -> Occupancy {
        let mut occ = Occupancy {
            cells: [0; MAX_CELLS],
        };
        for (side, (&colour, list)) in colours.iter().zip(pawns).enumerate() {
            for (pawn, &p) in list.iter().enumerate() {
                occ.add(board.cell(colour, p), (side * 4 + pawn) as u8);
            }
        }
        occ
    }

    /// Adds a pawn to a cell (nothing for [`NO_CELL`]).
    #[inline]
    pub(crate) fn add(&mut self, cell: u8, id: u8) {
        if let Some(bits) = self.cells.get_mut(cell as usize) {
            *bits |= 1 << id;
        }
    }

    /// Removes a pawn from a cell (nothing for [`NO_CELL`]).
    #[inline]
    pub(crate) fn remove(&mut self, cell: u8, id: u8) {
        if let Some(bits) = self.cells.get_mut(cell as usize) {
            *bits &= !(1 << id);
        }
    }

    /// The pawns on a cell, as a pawn-id bit set.
    #[inline]
    pub(crate) fn pawns_at(&self, cell: usize) -> PawnSet {
        self.cells[cell]
    }

    /// Pawns of one side on a cell.
    #[inline]
    pub(crate) fn of(&self, cell: u8, side: u8) -> u8 {
        // The count of each 4-bit value, looked up in a constant: `count_ones` is slow on
        // baseline x86-64, which has no instruction for it.
        const COUNTS: u64 = 0x4332_3221_3221_2110;
        let nibble = (self.cells[cell as usize] >> (4 * side)) & 0xF;
        ((COUNTS >> (4 * nibble)) & 0xF) as u8
    }

    /// Whether a pawn can stand on a cell without meeting another: an empty square, or
    /// [`NO_CELL`] (the base or the home).
    #[inline(always)]
    pub(crate) fn is_free(&self, cell: u8) -> bool {
        self.cells.get(cell as usize).is_none_or(|&bits| bits == 0)
    }

    /// Whether some side has two or more pawns on a cell: a tower or a barrier.
    #[inline]
    pub(crate) fn doubled(&self, cell: u8) -> bool {
        doubled(self.cells[cell as usize])
    }
}

/// Whether a pawn-id bit set holds two or more pawns of one side. Each side's four bits
/// are two pairs: two pawns stand in one pair, or one in each.
#[inline]
pub(crate) fn doubled(bits: PawnSet) -> bool {
    const PAIRS: PawnSet = PawnSet::MAX / 3; // 0x5555…
    const FIRSTS: PawnSet = PawnSet::MAX / 15; // 0x1111…
    let both = bits & (bits >> 1) & PAIRS;
    let any = (bits | bits >> 1) & PAIRS;
    (both | (any & (any >> 2) & FIRSTS)) != 0
}
