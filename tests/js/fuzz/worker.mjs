// One fuzz target in a worker thread (see runInWorker in harness.mjs): a hang or a crash of the
// package stops this worker only, and its wasm memory goes with it.
import { parentPort, workerData } from "node:worker_threads";
import { loadApi, fuzzTarget, describeCase, describeError, useCompiled } from "./harness.mjs";
import { defineTargets } from "./targets.mjs";

// An error thrown outside any call (a FinalizationRegistry callback freeing a garbage-collected
// game, most likely) would end the worker: report it and go on.
process.on("uncaughtException", (e) => {
  parentPort.postMessage({
    type: "failure",
    failure: {
      signature: `${workerData.name} | an error was thrown outside any call`,
      problem: "an error was thrown outside any call",
      message: `${workerData.name}: ${describeError(e)} was thrown outside any call of the package, so no try/catch of the caller ` +
        "can catch it (from a FinalizationRegistry callback freeing a garbage-collected game, most likely, after the module was damaged)",
      count: 1, seed: workerData.seed, path: "(none: it happens later, when the garbage collector runs)",
    },
  });
});

useCompiled(workerData.module);
const api = await loadApi();
// The hang watchdog starts now: compiling the module is no case's time (on a loaded machine it
// can take seconds).
parentPort.postMessage({ type: "ready" });
const target = defineTargets(api, workerData.generic ? { generic: workerData.generic } : {}).find((t) => t.name === workerData.name);
if (!target) throw new Error(`no fuzz target is named ${JSON.stringify(workerData.name)}`);
const result = workerData.mode === "describe"
  ? await describeCase(target, api, workerData)
  : await fuzzTarget(target, api, { ...workerData, post: (m) => parentPort.postMessage(m) });
parentPort.postMessage({ type: "done", result });
