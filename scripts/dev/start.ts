/**
 * `npm start`: builds when the build is missing or older than its sources (or compresses it when
 * it was built without its compressed copies), then serves it. With
 * NODE_ENV=production it first warns about owner settings that still hold example values.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { precompressSite } from "../../server/site/precompress.ts";
import { placeholderWarning, placeholdersInUse } from "../../src/config/placeholders.ts";
import { site } from "../../src/config/site.ts";

const root = path.resolve(import.meta.dirname, "../..");
const builtPage = path.join(root, "dist", "client", "index.html");
const sourceDirs = ["src", "engine", "games", "public", "assets"];
const sourceFiles = ["package.json", "vite.config.ts", "react-router.config.ts"];

/** Newest modification time under `target`, skipping unit tests, which the build never reads. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stats.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function buildReason(): string | undefined {
  if (!existsSync(builtPage)) return "there is no build yet";
  const builtAt = statSync(builtPage).mtimeMs;
  const changed = [...sourceDirs, ...sourceFiles].find((p) => newestMtime(path.join(root, p)) > builtAt);
  return changed && `${changed} changed since the last build`;
}

const reason = buildReason();
if (reason) {
  console.log(`Building the site: ${reason}.`);
  // npm is a .cmd script on Windows, which only a shell can run.
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    console.error("The build failed; not starting the server.");
    process.exit(result.status ?? 1);
  }
} else if (!existsSync(`${builtPage}.br`)) {
  // `npm test` builds without the compressed twins (its browsers read files over loopback), so
  // the first start after it writes them: visitors get brotli and gzip as from a full build.
  console.log("Compressing the build for visitors (it was built without compressed copies).");
  await precompressSite(path.dirname(builtPage));
}

process.env.DIST_DIR ??= path.join(root, "dist");

/** The origin the build wrote into robots.txt (VITE_SITE_URL or site.ts), which is what visitors get. */
function builtOrigin(distDir: string): string {
  const robots = path.join(distDir, "client", "robots.txt");
  const line = existsSync(robots) ? /^Sitemap: (.+)\/sitemap\.xml$/m.exec(readFileSync(robots, "utf8")) : null;
  return line?.[1] ?? process.env.VITE_SITE_URL ?? site.url;
}

if (process.env.NODE_ENV === "production") {
  const placeholders = placeholdersInUse({ ...site, origin: builtOrigin(process.env.DIST_DIR) });
  for (const line of placeholderWarning(placeholders)) console.warn(line);
}

await import("../../server/main.ts");
