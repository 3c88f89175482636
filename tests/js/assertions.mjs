// Assertions the package tests share: a call throws an ArbiterError with a given code whose
// message says given things, and a refused action changes nothing.
import assert from "node:assert/strict";
import { isArbiterError } from "arbiter-rules";

/** Runs `fn`, expecting a real `Error` named ArbiterError with `code`, a stack, and a message
 * that includes every one of `needles`. */
export function throwsArbiter(fn, code, ...needles) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, `a real Error: ${e}`);
    assert.equal(e.name, "ArbiterError");
    assert.ok(isArbiterError(e), `an ArbiterError: ${e}`);
    assert.equal(e.code, code, e.message);
    assert.ok(typeof e.stack === "string");
    for (const needle of needles) assert.ok(e.message.includes(needle), `${JSON.stringify(e.message)} should include ${JSON.stringify(needle)}`);
    return true;
  });
}

/** `player` submitting `action` is refused with `code` (and a message with `needles`), and
 * the game's hash and log are as they were. */
export function refused(game, player, action, code, ...needles) {
  const hash = game.stateHash();
  const logged = game.events().length;
  throwsArbiter(() => game.submit(player, action), code, ...needles);
  assert.equal(game.stateHash(), hash);
  assert.equal(game.events().length, logged);
}
