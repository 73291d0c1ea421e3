/**
 * `npm run build:hosted`: the site built into dist-hosted/ for the e2e "hosted" project, with
 * VITE_SUPABASE_URL at the standalone service's port (tests/e2e/hosted-setup.ts). Not
 * precompressed: those tests are about the two origins, and the server sends files as they are
 * when they have no compressed twins (precompressing costs as much CPU as the build itself).
 */
import { execFileSync } from "node:child_process";
import { hosted, hostedServiceURL } from "../../tests/e2e/hosted-setup.ts";

// Read by React Router's build (a child process) and by the two steps after it, which run in this
// process (a start of tsx each would cost more CPU than they do) and read BUILD_DIR on import.
Object.assign(process.env, {
  BUILD_DIR: hosted.buildDir,
  VITE_SUPABASE_URL: hostedServiceURL,
  VITE_SUPABASE_ANON_KEY: hosted.anonKey,
});
execFileSync("npx", ["react-router", "build"], { stdio: "inherit" });
await import("./write-sitemap.ts");
await import("./lower-script-priority.ts");
