import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";

export interface PrecacheEntry {
  url: string;
  revision: string;
}

/** Pre-rendered pages every visitor gets offline: the shell, the games, the account forms. */
export function shellPages(gameIds: readonly string[]): string[] {
  return ["/", "/games", ...gameIds.map((id) => `/games/${id}`), "/login", "/signup", "/forgot-password", "/offline"];
}

/**
 * Chunks that hold only an article's text: left to the runtime cache, so an article is
 * offline once it was read (the spec's promise), not every article on first visit.
 */
export function articleChunks(chunkModules: Record<string, string[]>): Set<string> {
  const article = /^src\/content\/posts\/[^?]+\.md$/;
  return new Set(
    Object.entries(chunkModules)
      .filter(([, modules]) => modules.length > 0 && modules.every((m) => article.test(m)))
      .map(([file]) => file),
  );
}

/** Which built files (paths relative to dist/client, "/" separated) the worker precaches. */
export function isPrecachedFile(file: string, skip: ReadonlySet<string>): boolean {
  if (skip.has(file) || /\.(br|gz)$/.test(file)) return false;
  if (/^assets\/[^/]+\.(js|css|woff2)$/.test(file)) return true;
  if (/^sounds\/[^/]+$/.test(file)) return true;
  // Game card pictures (games/<id>/card.svg, named by vite.config.ts).
  if (/^assets\/[^/]+-card-[^/]+\.svg$/.test(file)) return true;
  // The games list's pictures of each game in play, in the format every current browser picks
  // (AVIF, at the card's size and twice it: about 60 KB for six games), so /games is whole offline.
  if (/^images\/games\/[^/]+-(400|800)\.avif$/.test(file)) return true;
  if (/^icons\/[^/]+\.png$/.test(file)) return true;
  // Each sticker's picture at the size a new sticker's toast and the board's badge show (AVIF,
  // about 70 KB for the book), so a sticker earned offline arrives with its picture.
  if (/^images\/stickers\/[^/]+-120\.avif$/.test(file)) return true;
  // The coloring studio, every page of it: the region maps and the full-size line art it colours
  // over (about 1.7 MB for fifteen pages), so a page never opened still opens and fills offline.
  if (/^coloring-regions\/[a-z0-9-]+\.json$/.test(file)) return true;
  if (/^images\/coloring\/[a-z0-9-]+\.png$/.test(file)) return true;
  return ["favicon.svg", "manifest.webmanifest", "offline.html", "offline-page.js"].includes(file);
}

/** The studio's pages, one per region map among the precached files. */
export function studioPages(files: readonly string[]): string[] {
  return files.flatMap((f) => {
    const id = /^coloring-regions\/([a-z0-9-]+)\.json$/.exec(f)?.[1];
    return id ? [`/activities/color/${id}`] : [];
  });
}

/** A page's URL as the worker is asked for it ("/games/snake"), from its file. */
export function pageFile(url: string): string {
  return url === "/" ? "index.html" : `${url.slice(1)}/index.html`;
}

async function revisionOf(file: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(file))
    .digest("hex")
    .slice(0, 16);
}

export async function precacheEntries(clientDir: string, files: string[], pages: string[]): Promise<PrecacheEntry[]> {
  const entries: PrecacheEntry[] = [];
  for (const url of pages) entries.push({ url, revision: await revisionOf(path.join(clientDir, pageFile(url))) });
  for (const file of files) entries.push({ url: `/${file}`, revision: await revisionOf(path.join(clientDir, file)) });
  return entries;
}
