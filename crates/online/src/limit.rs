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

/// Chat messages a seat may send in [`CHAT_WINDOW`] milliseconds.
pub const CHAT_BURST: usize = 3;

/// The window of the chat's limit, in milliseconds.
pub const CHAT_WINDOW: u64 = 10_000;

/// The chat's limit for one seat: at most [`CHAT_BURST`] messages in any
/// [`CHAT_WINDOW`]; a refused message does not count.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChatLimit {
    /// When the seat's last messages were taken, oldest first.
    sent: Vec<u64>,
}

impl ChatLimit {
    /// Takes a message at `now`, or says in how many milliseconds one would be taken.
    pub fn take(&mut self, now: u64) -> Result<(), u64> {
        self.sent.retain(|&t| now < t.saturating_add(CHAT_WINDOW));
        if self.sent.len() < CHAT_BURST {
            self.sent.push(now);
            return Ok(());
        }
        Err(self.sent[0] + CHAT_WINDOW - now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_takes_three_in_ten_seconds() {
        let mut c = ChatLimit::default();
        assert_eq!(c.take(0), Ok(()));
        assert_eq!(c.take(100), Ok(()));
        assert_eq!(c.take(200), Ok(()));
        assert_eq!(c.take(300), Err(9_700));
        // a refused message does not count: the first slot frees at 10 s
        assert_eq!(c.take(9_999), Err(1));
        assert_eq!(c.take(10_000), Ok(()));
        assert_eq!(c.take(10_050), Err(50));
        assert_eq!(c.take(10_100), Ok(()));
        // a slow talker is never refused
        let mut slow = ChatLimit::default();
        assert!((0..100u64).all(|i| slow.take(i * 3_400).is_ok()));
    }

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
