import path from "node:path";
import type { Plugin } from "vite";

const dist = path.resolve(import.meta.dirname, "../../..", "node_modules", "react-router", "dist", "production");
const PRODUCTION_FILES: Record<string, string> = {
  "react-router": path.join(dist, "index.mjs"),
  "react-router/dom": path.join(dist, "dom-export.mjs"),
};

/**
 * React Router's package.json points every export condition at its development build (its issue
 * #12532), so browsers would get its development warnings. The production build is the same
 * code without them. Only the browser bundle is switched: the pre-render runs on Node, where
 * the router's other importers (@react-router/node) would load the development copy, and two
 * copies of the router's contexts must never meet.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: "lss:react-router-production",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      if (this.environment.name !== "client") return null;
      return PRODUCTION_FILES[source] ?? null;
    },
  };
}
