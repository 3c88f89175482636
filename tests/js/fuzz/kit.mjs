// What a game's fuzz.mjs (src/rulesets/<module>/fuzz.mjs) is given as `kit`, so that it imports
// nothing of the harness itself: fast-check, the shared values and garbage, the schema builders
// and answer checks, and the way to play a game to the point a case needs.
export {
  fc, spec, Spec, anyValue, safeValue, anyNumber, anyString, inputOf, chooseInput, cloneData, materialize, toSource, strSource,
  refusal, serdeLeniency, budget, BUDGET_CAP, inBudgetDanger, SetupFailure, defineHelper, describeError, mutationPlan,
} from "./harness.mjs";
export {
  T, Schemas, ShapeError, expect, isObject, isInt, isNat, isHash, show, sameJson, expectPlainJson, expectLogEntries, expectOutcome,
  expectFacts, conforms, jsonForm, GAME_STATUS,
} from "./shapes.mjs";
export { DTS, unionMembers, schemaOf } from "./dts.mjs";
export {
  utf8, playerId, seedText, gamePlan, peek, playGame, playerChoice, choosePlayer, typeName, stringRefusal, garbageArgs, applyPlanOr,
} from "./play.mjs";
export { listTarget, expectUnique } from "./game-targets.mjs";
