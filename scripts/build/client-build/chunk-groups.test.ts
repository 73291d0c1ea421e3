import { describe, expect, it } from "vitest";
import { isFrameworkModule } from "./chunk-groups";

describe("the framework chunk", () => {
  // It takes React, react-dom's scheduler, React Router and Emotion; game packages, and the
  // copies nested inside them, keep to their own chunks, and so does the site's own code.
  it.each([
    { id: "/app/node_modules/react/index.js", framework: true },
    { id: "/app/node_modules/scheduler/cjs/scheduler.production.js", framework: true },
    { id: "/app/node_modules/react-router/dist/production/index.mjs", framework: true },
    { id: "/app/node_modules/@emotion/react/dist/emotion-react.browser.esm.js", framework: true },
    { id: "/app/node_modules/react-reconciler/cjs/react-reconciler.production.js", framework: false },
    { id: "/app/node_modules/react-reconciler/node_modules/scheduler/index.js", framework: false },
    { id: "/app/node_modules/@pixi/react/lib/index.mjs", framework: false },
    { id: "/app/src/root.tsx", framework: false },
  ])("$id: framework $framework", ({ id, framework }) => {
    expect(isFrameworkModule(id)).toBe(framework);
  });
});
