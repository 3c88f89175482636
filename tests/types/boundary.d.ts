import type { ErrorCode, InitInput, InitOutput, RulesetKind, SimulationSummary, SyncInitInput } from "./wasm/arbiter.js";
import type { Encoder } from "./tape.js";
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
    name: "ArbiterError";
    code: ErrorCode;
}
/** An ArbiterError with this code and message. */
export declare function arbiterError(code: ErrorCode, message: string): ArbiterError;
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
 * Loads the module: fetches `arbiter_bg.wasm` beside this file, or what `input` gives (a URL, a
 * `Response`, bytes or a `WebAssembly.Module`). Call once before anything else.
 */
export default function init(input?: InitInput | Promise<InitInput> | {
    module_or_path: InitInput | Promise<InitInput>;
}): Promise<InitOutput>;
/** Loads the module synchronously from its bytes or a compiled `WebAssembly.Module`. */
export declare function initSync(module: {
    module: SyncInitInput;
} | SyncInitInput): InitOutput;
/** The kind number the raw functions take for a game's name. */
export declare function kindOf(name: RulesetKind | string): number;
/** The result of a raw call's `status`: its value, or its failure thrown (with `note` added). */
export declare function result<T>(status: number, note?: (() => string) | null): T;
export declare const LIMITS: {
    /** A game's configuration (a ships catalogue included). */
    readonly config: number;
    readonly action: number;
    /** `replay`'s configuration and actions. */
    readonly replay: number;
    readonly saved: number;
    readonly options: number;
    /** `resolveEndOfTurn`'s input: 100,000 effects take about 25 MiB. */
    readonly input: number;
    readonly players: number;
};
export type Param = keyof typeof LIMITS;
/**
 * Calls `run` (a raw function that reads the pending input) with `value` as its input: written
 * into the scratch buffers when it is plain (by its type's `encode`r when the bindings give one,
 * see scripts/codecs.mjs), else (or when the written form does not decode, which the JSON path
 * then words) as JSON text, at most the parameter's limit.
 */
export declare function withInput<T>(value: unknown, param: Param, run: (written: number) => number, name?: string, encode?: Encoder): T;
/** A short description of a value for messages: its JSON, or its type. */
export declare function describe(value: unknown): string;
/** The most characters a string parameter (a player id, a seed) may have. */
export declare const MAX_STRING_PARAM: number;
/** A string parameter of at most {@link MAX_STRING_PARAM} characters, well formed. */
export declare function string(value: unknown, what: string): string;
/** A count or index parameter: a non-negative integer that fits in 32 bits. */
export declare function count(value: unknown, what: string): number;
/**
 * Plays `games` games of `ruleset` with random legal moves for every player, drawn from `seed`,
 * in the game's simulation configuration (its default one for most; Go counts by area, as random
 * players cannot agree on dead stones). The same seed plays the same games.
 */
export declare function simulateRandomGames(ruleset: RulesetKind, games: number, seed: string): SimulationSummary;
