import { describe, expect, it } from "vitest";
import { isFrameworkModule } from "./chunk-groups";

describe("the framework chunk", () => {
  it("takes React, react-dom's scheduler, React Router and Emotion", () => {
    for (const id of [
      "/app/node_modules/react/index.js",
      "/app/node_modules/scheduler/cjs/scheduler.production.js",
      "/app/node_modules/react-router/dist/production/index.mjs",
      "/app/node_modules/@emotion/react/dist/emotion-react.browser.esm.js",
    ]) {
      expect(isFrameworkModule(id), id).toBe(true);
    }
  });

  it("leaves game packages and the copies nested inside them to their own chunks", () => {
    for (const id of [
      "/app/node_modules/react-reconciler/cjs/react-reconciler.production.js",
      "/app/node_modules/react-reconciler/node_modules/scheduler/index.js",
      "/app/node_modules/@pixi/react/lib/index.mjs",
      "/app/src/root.tsx",
    ]) {
      expect(isFrameworkModule(id), id).toBe(false);
    }
  });
});
