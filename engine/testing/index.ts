/** Headless hosting for game tests: a game's real store, rules and clocks, no browser. */
export { createTestHost, type HeadlessGame, type Point, type TestHost, type TestHostOptions } from "./test-host";
export { monkeyPlay, type MonkeyOptions } from "./monkey";
export { testMonkeyPlay, type MonkeyTest } from "./monkey-test";
export { applyAll } from "./apply-all";
