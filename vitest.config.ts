import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and has no place in unit tests.
export default defineConfig({
  oxc: { jsx: { importSource: "@emotion/react" } },
  test: {
    include: ["{src,common,engine,games,server,scripts,studio}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    // Vitest's default leaves one core free, so a 2-core machine ran one file at a time. The slow
    // files are server tests that mostly wait on sockets, timers and child processes: two at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // @pixi/react imports "react-reconciler/constants" with no extension, which Node's ESM loader
    // cannot resolve (that package has no exports map); through Vite it resolves as in the build.
    server: { deps: { inline: ["@pixi/react"] } },
  },
});
