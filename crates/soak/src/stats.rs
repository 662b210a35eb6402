//! What the soak counts, and the signalling server's CPU and memory read from /proc.

use std::fs;
use std::sync::Mutex;

/// Totals over every room of the run.
#[derive(Default)]
pub struct Totals {
    pub rooms_opened: u64,
    pub games_finished: u64,
    pub rooms_stalled: u64,
    pub rooms_never_started: u64,
    /// Friends' pages that never joined their room (no greeting from the host arrived).
    pub never_joined: u64,
    /// Greetings a host sent again to a page it had not heard from (the first was lost or
    /// the page was slow to answer).
    pub greeted_again: u64,
    /// Events the host sent to its friends' pages (one per event and page).
    pub events_sent: u64,
    /// Events a page never received as an event message (it caught up by a snapshot, or
    /// not at all).
    pub events_lost: u64,
    /// Pages whose last position was not the host's.
    pub mirrors_differ: u64,
    pub resyncs: u64,
    pub refusals: u64,
    /// Microseconds from the host's send to the friend's receipt, one per event and page.
    pub latency_us: Vec<u64>,
    /// Milliseconds from opening a room to its start (every friend connected and seated).
    pub seated_ms: Vec<u64>,
}

pub static TOTALS: Mutex<Totals> = Mutex::new(Totals {
    rooms_opened: 0,
    games_finished: 0,
    rooms_stalled: 0,
    rooms_never_started: 0,
    never_joined: 0,
    greeted_again: 0,
    events_sent: 0,
    events_lost: 0,
    mirrors_differ: 0,
    resyncs: 0,
    refusals: 0,
    latency_us: Vec::new(),
    seated_ms: Vec::new(),
});

/// Adds to the totals.
pub fn add(f: impl FnOnce(&mut Totals)) {
    f(&mut TOTALS.lock().expect("totals"));
}

/// The `p`-th percentile of `v` (sorted here).
pub fn percentile(v: &mut [u64], p: f64) -> u64 {
    if v.is_empty() {
        return 0;
    }
    v.sort_unstable();
    let i = ((v.len() - 1) as f64 * p / 100.0).round() as usize;
    v[i]
}

/// A process's CPU time so far (user + system, in clock ticks) and its resident memory
/// now and at its peak (kB), from /proc.
#[derive(Clone, Copy, Debug, Default)]
pub struct Proc {
    pub ticks: u64,
    pub rss_kb: u64,
    pub hwm_kb: u64,
}

pub fn read_proc(pid: &str) -> Option<Proc> {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // the fields after the command's closing parenthesis; utime and stime are 14 and 15
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    let status = fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let kb = |key: &str| {
        status
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    Some(Proc {
        ticks,
        rss_kb: kb("VmRSS:"),
        hwm_kb: kb("VmHWM:"),
    })
}
