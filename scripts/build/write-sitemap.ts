/**
 * Runs at the end of `npm run build`: writes dist/client/sitemap.xml and robots.txt,
 * which the production server then serves like any other file.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "vite";
import { indexablePaths } from "../../src/app/paths.ts";
import { site } from "../../src/config/site.ts";

const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, process.env.BUILD_DIR || "dist", "client");

// site.ts reads VITE_SITE_URL from import.meta.env, which only exists inside Vite: load it
// the way the build did (environment and .env files) so the sitemap names the same origin.
const env = loadEnv(process.env.MODE ?? "production", root, "VITE_");
const origin = (env.VITE_SITE_URL || site.url).replace(/\/+$/, "");

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

const sitemap = [
  `<?xml version="1.0" encoding="UTF-8"?>`,
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
  ...indexablePaths.map((p) => `  <url><loc>${escapeXml(origin + encodeURI(p))}</loc></url>`),
  `</urlset>`,
  ``,
].join("\n");

// Account pages and the auth service are not for search engines.
const robots = [
  "User-agent: *",
  "Allow: /",
  "Disallow: /confirmation",
  "Disallow: /auth/",
  "",
  `Sitemap: ${origin}/sitemap.xml`,
  "",
].join("\n");

await writeFile(path.join(clientDir, "sitemap.xml"), sitemap);
await writeFile(path.join(clientDir, "robots.txt"), robots);
console.log(`Wrote sitemap.xml (${indexablePaths.length} pages) and robots.txt for ${origin}`);
