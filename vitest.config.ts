import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and has no place in unit tests.
export default defineConfig({
  oxc: { jsx: { importSource: "@emotion/react" } },
  test: {
    include: ["{src,common,engine,games,server,scripts,studio}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    // Vitest's default (one file at a time on 2 cores) stays: npm test runs the unit tests beside
    // lint, the new-game check and the builds, and a second file at once only slowed each server
    // test down (the sum of test times went from 282 s to 483 s, and slow-clients timed out).
    // @pixi/react imports "react-reconciler/constants" with no extension, which Node's ESM loader
    // cannot resolve (that package has no exports map); through Vite it resolves as in the build.
    server: { deps: { inline: ["@pixi/react"] } },
  },
});
