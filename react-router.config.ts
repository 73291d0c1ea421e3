import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./src/app/paths";

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
    // without importing the app. So the build leaves it the route patterns.
    const patterns = Object.values(buildManifest?.routes ?? {})
      .map((r) => r.path)
      .filter((p): p is string => typeof p === "string" && p !== "*" && p.includes(":"));
    const out = path.join(reactRouterConfig.buildDirectory, "routes.json");
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, JSON.stringify({ dynamic: patterns.map((p) => `/${p}`) }, null, 2));
  },
} satisfies Config;
