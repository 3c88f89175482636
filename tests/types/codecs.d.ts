import type { Dictionary, Encoder } from "./tape.js";
/**
 * What the encoders write by number: the words (keys and enum variants) and each encoder's
 * keys as word numbers (its shape, by the encoder's number). boundary.ts gives it to the
 * module when it starts (rawDictionary).
 */
export declare const dictionary: Dictionary;
/** The encoders the bindings name. */
export declare const encode: {
    TicTacToeAction: Encoder;
    EndOfTurnInput: Encoder;
    ConnectFourAction: Encoder;
};
