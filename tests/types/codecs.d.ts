import type { Encoder } from "./tape.js";
/** The encoders the bindings name. */
export declare const encode: {
    EndOfTurnInput: Encoder;
};
