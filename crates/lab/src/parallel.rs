//! Spreading numbered jobs over threads, for the native tools (the arena, the fitting of
//! the evaluation, the robustness runs of the benchmark).

use std::sync::atomic::{AtomicU64, Ordering};

/// Calls `job(i)` for every `i` in `0..count` on `threads` threads, each taking the next
/// number as it finishes one. A job returns `false` to stop the run: no further numbers
/// are handed out, and the jobs under way finish.
pub fn each_index(count: u64, threads: usize, job: impl Fn(u64) -> bool + Sync) {
    let next = AtomicU64::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= count {
                        break;
                    }
                    if !job(i) {
                        next.store(count, Ordering::Relaxed);
                    }
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    #[test]
    fn every_number_runs_once() {
        let seen = Mutex::new(vec![0; 100]);
        each_index(100, 3, |i| {
            seen.lock().unwrap()[i as usize] += 1;
            true
        });
        assert_eq!(seen.into_inner().unwrap(), vec![1; 100]);
    }

    #[test]
    fn a_job_that_fails_stops_the_run() {
        let ran = AtomicU64::new(0);
        each_index(1000, 1, |i| {
            ran.fetch_add(1, Ordering::Relaxed);
            i != 10
        });
        assert_eq!(ran.into_inner(), 11);
    }
}
