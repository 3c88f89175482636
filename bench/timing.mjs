// How the wasm benchmarks time a workload (bench/wasm.mjs, bench/classic.mjs).

const MIN_MS = 700;
const WARM_MS = 500;

/**
 * Seconds per run of `f`, run until MIN_MS has passed (at least 3 times), after WARM_MS of
 * warm-up (at least one run) so that every variant is measured with its code optimised.
 */
export function time(f) {
  const warm = performance.now();
  do f(); while (performance.now() - warm < WARM_MS);
  const start = performance.now();
  let runs = 0;
  while (runs < 3 || performance.now() - start < MIN_MS) {
    f();
    runs++;
  }
  return (performance.now() - start) / 1000 / runs;
}
