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
/** Writes a value (at `depth`); false when it is not taken. */
export type Encoder = (v: unknown, depth: number) => boolean;
/**
 * Writes `value` at `tapePtr` (at most `tapeCap` numbers, the first the text's length) and its
 * strings' UTF-8 at `textPtr` (at most `textCap` bytes); the count of numbers, or 0 when it is
 * not taken, with `full()` true when it only did not fit.
 */
export declare function writeInput(value: unknown, tapePtr: number, tapeCap: number, textPtr: number, textCap: number, encode?: Encoder): number;
/** Whether the last `writeInput` refused its value only for the buffers' size (see `needs`). */
export declare function full(): boolean;
/** What the last `writeInput` refused for the buffers' size needs: numbers and bytes of text. */
export declare function needs(): {
    slots: number;
    text: number;
};
export declare function put(v: unknown, depth: number): boolean;
/** A plain object (what `put` writes as one), its keys not yet looked at. */
export declare function object(v: unknown, depth: number): v is Record<string, unknown>;
/**
 * Starts an object of the dictionary's shape `n`: its values follow, in its keys' order. Where its
 * tag is: `whole` marks it when every value was given.
 */
export declare function shaped(n: number): number;
/** The object whose tag is `at` (from `shaped`) has every key's value: no `absent`. */
export declare function whole(at: number): void;
/** A key of a shaped object that is not there. */
export declare function absent(): true;
export declare function str(v: unknown): boolean;
/** The last string an encoder's field wrote in this value, and where its text is. */
export type Last = {
    value: string;
    of: number;
    start: number;
    length: number;
};
/** A field's {@link Last}, none yet. */
export declare function last(): Last;
/**
 * A string field: the same text as the field's last string in this value (ids and descriptions
 * repeat from one record to the next) is written as a second reference to that text rather
 * than copied again.
 */
export declare function strAgain(v: unknown, seen: Last): boolean;
/**
 * Whether `v` has `given` keys that JSON would write (those whose value is not undefined):
 * asked only when it has more keys than the encoder wrote values.
 */
export declare function keysGiven(v: Record<string, unknown>, given: number): boolean;
export declare function num(v: unknown): boolean;
export declare function bool(v: unknown): boolean;
/** What the encoders write by number (codecs.ts's `dictionary`). */
export type Dictionary = {
    readonly words: readonly string[];
    readonly shapes: readonly (readonly number[])[];
};
/**
 * Writes the dictionary at `tapePtr` and `textPtr` as input.rs reads it: each word's end in the
 * text, each shape's end among the keys, then the keys (word numbers); the words' UTF-8. Its
 * count of numbers and of bytes, or null when it does not fit in `tapeCap` and `textCap`.
 */
export declare function writeDictionary(d: Dictionary, tapePtr: number, tapeCap: number, textPtr: number, textCap: number): [number, number] | null;
/** An enum's variant: a word of the dictionary (its number in `words`), or false. */
export declare function word(v: unknown, words: ReadonlyMap<string, number>): boolean;
/** An array whose elements `each` writes. */
export declare function array(v: unknown, depth: number, each: Encoder): boolean;
