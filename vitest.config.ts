import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and has no place in unit tests.
export default defineConfig({
  oxc: { jsx: { importSource: "@emotion/react" } },
  test: {
    include: ["{src,common,engine,games,server,scripts,studio}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    // Tests wait for conditions, not times; the limit only catches a hang. Beside three browsers
    // on two cores a test's CPU work can take ten times as long as alone (a region map that
    // decodes in 0.4 s took 5.6 s once), so Vitest's 5 s default would fail sound tests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One module graph per worker, not one per file: a fresh graph for each of the 139 files cost
    // 16-25 s of imports and a WebAssembly compile of PGlite in every server test file (the whole
    // run, quiet: 210 s and 288 s of CPU with isolation, 133 s and 181 s without). Files leave no
    // globals behind (tests/unit-setup.ts), and pass in shuffled order.
    isolate: false,
    setupFiles: ["tests/unit-setup.ts"],
    // Vitest's default (one file at a time on 2 cores) stays: npm test runs the unit tests beside
    // lint, the new-game check, the builds and the browser tests, and a second file at once only
    // slowed each server test down (the sum of test times went from 282 s to 483 s).
    // @pixi/react imports "react-reconciler/constants" with no extension, which Node's ESM loader
    // cannot resolve (that package has no exports map); through Vite it resolves as in the build.
    server: { deps: { inline: ["@pixi/react"] } },
  },
});
