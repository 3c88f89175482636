import type { ErrorCode } from "./types.js";
declare global {
    interface SymbolConstructor {
        /** The method `using` calls; arbiter's classes map it to `free()`. */
        readonly dispose: unique symbol;
    }
}
/**
 * What every arbiter function throws: a real `Error` (with a stack) whose `name` is
 * `"ArbiterError"` and whose `code` is a stable {@link ErrorCode}. Narrow `unknown` with
 * {@link isArbiterError}.
 */
export interface ArbiterError extends Error {
    /** Always `"ArbiterError"`. */
    name: "ArbiterError";
    /** What went wrong, stable across versions: branch on it (the message is for people). */
    code: ErrorCode;
}
/**
 * True when `value` is an error thrown by arbiter (by any of its entry points).
 *
 * ```ts
 * try { game.submit("O", { cell: 4 }); }
 * catch (e) { if (isArbiterError(e) && e.code === "NOT_YOUR_TURN") showHint(e.message); else throw e; }
 * ```
 */
export declare function isArbiterError(value: unknown): value is ArbiterError;
/**
 * A global's instance type where the environment declares it (`Response` and `URL` come with the
 * DOM library or `@types/node`), else `never`: the declarations compile without either.
 */
type Instance<K extends string> = typeof globalThis extends {
    [P in K]: abstract new (...args: never) => infer T;
} ? T : never;
/** `WebAssembly.Module` where the environment declares it, else `never`. */
type WasmModule = typeof globalThis extends {
    WebAssembly: {
        Module: abstract new (...args: never) => infer T;
    };
} ? T : never;
/**
 * What `init` loads the module from: its address (a `URL` or a string), a `fetch` `Response`,
 * its bytes, or a compiled `WebAssembly.Module`.
 */
export type InitInput = string | Instance<"URL"> | Instance<"Response"> | ArrayBuffer | ArrayBufferView | WasmModule;
/** What `initSync` loads the module from: its bytes, or a compiled `WebAssembly.Module`. */
export type SyncInitInput = ArrayBuffer | ArrayBufferView | WasmModule;
/**
 * Loads the module; call it once, and wait for it, before anything else. Without an argument it
 * loads the wasm file of this entry point: in a browser or a Worker it fetches the file beside
 * this module (bundlers copy it), in Node it reads it from disk. Or give what to load: a URL, a
 * `Response`, the bytes or a compiled `WebAssembly.Module` (or a promise of one). A second call
 * does nothing.
 *
 * @throws `INVALID_INPUT` when the input is not a WebAssembly module of this entry point (the
 * underlying `TypeError` or `WebAssembly.CompileError` is its `cause`).
 */
export default function init(input?: InitInput | Promise<InitInput> | {
    module_or_path: InitInput | Promise<InitInput>;
}): Promise<void>;
/**
 * Loads the module synchronously from its bytes or a compiled `WebAssembly.Module` (in Node:
 * `readFileSync(fileURLToPath(import.meta.resolve("arbiter-rules/chess/wasm")))`). A second call
 * does nothing.
 *
 * @throws `INVALID_INPUT` when the input is not a WebAssembly module of this entry point.
 */
export declare function initSync(module: {
    module: SyncInitInput;
} | SyncInitInput): void;
export {};
