import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { closedRoutes, prerenderPaths } from "./src/app/paths";

export default {
  appDirectory: "src",
  // BUILD_DIR: a second build beside dist/, e.g. the e2e "hosted" site (scripts/build/hosted.ts).
  buildDirectory: process.env.BUILD_DIR || "dist",
  // Every known page is rendered to HTML at build time; the production server serves files.
  ssr: false,
  // Opt in to React Router 8's behaviour now, so the upgrade changes nothing.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
  prerender: () => [...prerenderPaths],
  async buildEnd({ buildManifest, reactRouterConfig }) {
    // The production server must tell "a page that exists but was not pre-rendered"
    // (e.g. /games/unknown-id, answered by the SPA fallback) from "no such page" (404.html),
    // without importing the app. So the build leaves it the route patterns; a route whose every
    // page is pre-rendered is listed with its own not-found page instead.
    const patterns = Object.values(buildManifest?.routes ?? {})
      .map((r) => r.path)
      .filter((p): p is string => typeof p === "string" && p !== "*" && p.includes(":"))
      .filter((p) => !closedRoutes.some((r) => r.pattern === `/${p}`));
    const out = path.join(reactRouterConfig.buildDirectory, "routes.json");
    await mkdir(path.dirname(out), { recursive: true });
    const notFound = Object.fromEntries(closedRoutes.map((r) => [r.pattern, r.notFound]));
    await writeFile(out, JSON.stringify({ dynamic: patterns.map((p) => `/${p}`), notFound }, null, 2));
  },
} satisfies Config;
