import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin builds the app and has no place in unit tests.
export default defineConfig({
  oxc: { jsx: { importSource: "@emotion/react" } },
  test: {
    include: ["{src,common,engine,games,server,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    restoreMocks: true,
  },
});
