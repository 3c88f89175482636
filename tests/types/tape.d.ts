/** The module's memory, given once: views of it are made again only when it grows. */
export declare function setMemory(m: WebAssembly.Memory): void;
/** The unsigned 32-bit numbers at `address`, `n` of them, copied. */
export declare function wordsAt(address: number, n: number): number[];
/**
 * The value described by `header` (tape.rs's `Written`, through call.rs's header): the tape's
 * address and length, the value's length, the text's address and length, whether it is ASCII,
 * and how many names and shapes it adds. After the value, the tape places the new names in the
 * text, then lists the new shapes (each its length and its keys' name numbers), then the short
 * strings new to the cache (their count, then where each is in the text).
 */
export declare function readTape(header: number): unknown;
/**
 * Writes `value` at `tapePtr` (at most `tapeCap` numbers, the first the text's length) and its
 * strings' UTF-8 at `textPtr` (at most `textCap` bytes); the count of numbers, or 0 when it is
 * not taken, with `full()` true when it only did not fit.
 */
export declare function writeInput(value: unknown, tapePtr: number, tapeCap: number, textPtr: number, textCap: number): number;
/** Whether the last `writeInput` refused its value only for the buffers' size. */
export declare function full(): boolean;
