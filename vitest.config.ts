import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and has no place in unit tests.
export default defineConfig({
  oxc: { jsx: { importSource: "@emotion/react" } },
  test: {
    include: ["{src,common,engine,games,server,scripts,studio}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
    // @pixi/react imports "react-reconciler/constants" with no extension, which Node's ESM loader
    // cannot resolve (that package has no exports map); through Vite it resolves as in the build.
    server: { deps: { inline: ["@pixi/react"] } },
  },
});
