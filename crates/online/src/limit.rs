//! Rate limiting of a friend's messages: a token bucket, with the time passed in so that
//! tests need no clock.

/// Messages a page may send at once.
pub const BURST: u32 = 100;

/// Messages a page may send per second, on average.
pub const PER_SECOND: u32 = 50;

/// A token bucket: [`BURST`] tokens, refilled at [`PER_SECOND`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bucket {
    /// Tokens in thousandths.
    milli: u64,
    at: u64,
    /// Whether the last message was refused for the rate (a flood is told once).
    flooding: bool,
}

/// What to do with a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Take,
    /// Drop it, and tell the page (the first of a run of dropped messages).
    DropAndTell,
    /// Drop it without a word.
    Drop,
}

impl Bucket {
    /// A full bucket at time `now` (milliseconds).
    pub fn new(now: u64) -> Bucket {
        Bucket {
            milli: BURST as u64 * 1000,
            at: now,
            flooding: false,
        }
    }

    /// Takes a token for a message arriving at `now`, if there is one.
    pub fn take(&mut self, now: u64) -> Verdict {
        let elapsed = now.saturating_sub(self.at);
        self.at = self.at.max(now);
        self.milli = (self.milli + elapsed * PER_SECOND as u64).min(BURST as u64 * 1000);
        if self.milli >= 1000 {
            self.milli -= 1000;
            self.flooding = false;
            Verdict::Take
        } else if self.flooding {
            Verdict::Drop
        } else {
            self.flooding = true;
            Verdict::DropAndTell
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_passes_then_a_flood_is_dropped_and_told_once() {
        let mut b = Bucket::new(0);
        let verdicts: Vec<Verdict> = (0..1000).map(|_| b.take(10)).collect();
        let taken = verdicts.iter().filter(|&&v| v == Verdict::Take).count();
        assert_eq!(taken, BURST as usize);
        assert_eq!(verdicts[BURST as usize], Verdict::DropAndTell);
        assert!(
            verdicts[BURST as usize + 1..]
                .iter()
                .all(|&v| v == Verdict::Drop)
        );
    }

    #[test]
    fn the_bucket_refills_at_the_rate() {
        let mut b = Bucket::new(0);
        while b.take(0) == Verdict::Take {}
        // one second later: PER_SECOND messages more, then refused again
        let later: Vec<Verdict> = (0..PER_SECOND + 1).map(|_| b.take(1000)).collect();
        assert!(
            later[..PER_SECOND as usize]
                .iter()
                .all(|&v| v == Verdict::Take)
        );
        assert_eq!(later[PER_SECOND as usize], Verdict::DropAndTell);
        // a steady pace under the rate is never refused
        let mut steady = Bucket::new(0);
        assert!((0..10_000u64).all(|i| steady.take(i * 25) == Verdict::Take));
    }
}
