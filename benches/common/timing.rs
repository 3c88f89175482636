//! How the native benchmarks time a workload (benches/native.rs, benches/classic.rs).

use std::time::{Duration, Instant};

const MIN_TIME: Duration = Duration::from_millis(700);

/// Runs `f` until MIN_TIME has passed (at least 3 times); returns seconds per run.
pub fn time<T>(mut f: impl FnMut() -> T) -> f64 {
    let start = Instant::now();
    let mut runs = 0u32;
    while runs < 3 || start.elapsed() < MIN_TIME {
        std::hint::black_box(f());
        runs += 1;
    }
    start.elapsed().as_secs_f64() / f64::from(runs)
}
