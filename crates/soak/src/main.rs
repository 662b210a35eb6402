//! The soak test of online play (BENCHMARKS.md, "Online soak"): `--rooms` rooms of
//! `--seats` pages at once for `--secs` seconds, each page a native matchbox socket (the
//! browser's transport, over webrtc-rs) running ludo-online's host or guest, all through
//! the signalling server at `--signal`. A room whose game ends is replaced by a new one.
//!
//! It reports events lost, rooms that stalled, the time from the host's send of an event
//! to its receipt by each friend's page (data channel, peer to peer over loopback), the
//! time to seat a room (signalling and connection set-up), and the signalling server's CPU
//! and memory read from /proc of `--server-pid`. It exits with 1 when an event was lost, a
//! room stalled or never started, or a page's mirror differed.

mod page;
mod stats;

use std::sync::Arc;
use std::time::{Duration, Instant};

use page::Config;
use stats::{Proc, TOTALS, percentile, read_proc};

const USAGE: &str = "usage: ludo-soak [--rooms N] [--seats 2-4] [--secs S] [--think MS] \
                     [--stall S] [--signal ws://127.0.0.1:3536] [--server-pid PID]";

fn parse() -> Result<(Config, Option<String>), String> {
    let mut cfg = Config {
        signal: "ws://127.0.0.1:3536".into(),
        rooms: 10,
        seats: 4,
        secs: 60,
        think_ms: 150,
        stall_secs: 20,
    };
    let mut pid = None;
    let args: Vec<String> = std::env::args().skip(1).collect();
    for pair in args.chunks(2) {
        let [key, value] = pair else {
            return Err(USAGE.into());
        };
        let num = || value.parse::<u64>().map_err(|_| format!("{key}: a number"));
        match key.as_str() {
            "--rooms" => cfg.rooms = num()? as usize,
            "--seats" => cfg.seats = num()? as usize,
            "--secs" => cfg.secs = num()?,
            "--think" => cfg.think_ms = num()?,
            "--stall" => cfg.stall_secs = num()?,
            "--signal" => cfg.signal.clone_from(value),
            "--server-pid" => pid = Some(value.clone()),
            _ => return Err(USAGE.into()),
        }
    }
    if !(2..=4).contains(&cfg.seats) || cfg.rooms == 0 {
        return Err(USAGE.into());
    }
    Ok((cfg, pid))
}

fn main() {
    let (cfg, pid) = match parse() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    println!(
        "soak: {} rooms of {} for {} s, think {} ms, through {}",
        cfg.rooms, cfg.seats, cfg.secs, cfg.think_ms, cfg.signal
    );
    let cfg = Arc::new(cfg);
    let start = Instant::now();
    let end = start + Duration::from_secs(cfg.secs);
    let server0 = pid.as_deref().and_then(read_proc);
    let me0 = read_proc("self");
    let watch = pid.clone();
    let peak = Arc::new(std::sync::Mutex::new(Proc::default()));
    let peak_w = peak.clone();
    std::thread::spawn(move || watch_server(watch, peak_w, end));
    smol::block_on(async {
        let slots: Vec<_> = (0..cfg.rooms)
            .map(|i| {
                let cfg = cfg.clone();
                smol::spawn(async move {
                    // rooms open over the first seconds, not all at once
                    smol::Timer::after(Duration::from_millis(i as u64 * 40)).await;
                    page::slot(cfg, end).await;
                })
            })
            .collect();
        for s in slots {
            s.await;
        }
    });
    let wall = start.elapsed().as_secs_f64();
    let server1 = pid.as_deref().and_then(read_proc);
    let me1 = read_proc("self");
    let ok = report(
        wall,
        server0.zip(server1),
        me0.zip(me1),
        *peak.lock().expect("peak"),
    );
    std::process::exit(if ok { 0 } else { 1 });
}

/// Samples the server's memory every second for its peak during the run.
fn watch_server(pid: Option<String>, peak: Arc<std::sync::Mutex<Proc>>, end: Instant) {
    let Some(pid) = pid else { return };
    while Instant::now() < end + Duration::from_secs(30) {
        if let Some(p) = read_proc(&pid) {
            let mut k = peak.lock().expect("peak");
            k.rss_kb = k.rss_kb.max(p.rss_kb);
        }
        std::thread::sleep(Duration::from_secs(1));
    }
}

/// Prints the figures; true when nothing was lost and no room stalled.
fn report(wall: f64, server: Option<(Proc, Proc)>, me: Option<(Proc, Proc)>, peak: Proc) -> bool {
    let mut t = TOTALS.lock().expect("totals");
    let (p50, p99, max) = (
        percentile(&mut t.latency_us, 50.0),
        percentile(&mut t.latency_us, 99.0),
        percentile(&mut t.latency_us, 100.0),
    );
    let (s50, s99) = (
        percentile(&mut t.seated_ms, 50.0),
        percentile(&mut t.seated_ms, 99.0),
    );
    println!("wall time:            {wall:.1} s");
    println!(
        "rooms opened:         {} ({} games finished)",
        t.rooms_opened, t.games_finished
    );
    println!("rooms stalled:        {}", t.rooms_stalled);
    println!(
        "rooms never started:  {} (friends' pages that never joined: {})",
        t.rooms_never_started, t.never_joined
    );
    println!("greetings sent again: {}", t.greeted_again);
    println!("events sent to pages: {}", t.events_sent);
    println!("events lost:          {}", t.events_lost);
    println!("mirrors that differ:  {}", t.mirrors_differ);
    println!("resyncs, refusals:    {}, {}", t.resyncs, t.refusals);
    println!(
        "event latency (host send -> friend receipt, {} samples): median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        t.latency_us.len(),
        p50 as f64 / 1000.0,
        p99 as f64 / 1000.0,
        max as f64 / 1000.0
    );
    println!("room seated (open -> start): median {s50} ms, p99 {s99} ms");
    // clock ticks are 100 a second on Linux (USER_HZ)
    if let Some((a, b)) = server {
        let cpu = (b.ticks - a.ticks) as f64 / 100.0;
        println!(
            "signalling server: CPU {cpu:.2} s ({:.1}% of one core), RSS {} kB at start, {} kB at end, peak {} kB (VmHWM {} kB)",
            100.0 * cpu / wall,
            a.rss_kb,
            b.rss_kb,
            peak.rss_kb.max(b.rss_kb),
            b.hwm_kb
        );
    }
    if let Some((a, b)) = me {
        let cpu = (b.ticks - a.ticks) as f64 / 100.0;
        println!(
            "clients (this process): CPU {cpu:.1} s ({:.0}% of one core), peak RSS {} kB",
            100.0 * cpu / wall,
            b.hwm_kb
        );
    }
    t.events_lost == 0
        && t.rooms_stalled == 0
        && t.rooms_never_started == 0
        && t.mirrors_differ == 0
        && t.latency_us.len() as u64 > 0
}
