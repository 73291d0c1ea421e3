import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeFor } from "./content-types.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { listFiles } from "./list-files.ts";
import { precompressedSuffix } from "./precompress.ts";

export interface Representation {
  body: Buffer;
  etag: string;
}

export interface IndexedFile {
  contentType: string;
  isHtml: boolean;
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** For HTML: the CSP hashes of the document's inline scripts. */
  scriptHashes: readonly string[];
}

/** Files keyed by URL path ("/blog/index.html"), as found on disk. */
export type SiteIndex = ReadonlyMap<string, IndexedFile>;

/**
 * Reads every file under `clientDir` into memory once, with the brotli and gzip twins the
 * build wrote beside it (server/site/precompress.ts); the twins are not served as files of their own.
 */
export async function indexSite(clientDir: string): Promise<SiteIndex> {
  const files = await listFiles(clientDir);
  const present = new Set(files);
  const isTwin = (relative: string) =>
    Object.values(precompressedSuffix).some(
      (suffix) => relative.endsWith(suffix) && present.has(relative.slice(0, -suffix.length)),
    );
  const entries = await Promise.all(
    files
      .filter((relative) => !isTwin(relative))
      .map(async (relative) => {
        const urlPath = "/" + relative.split(path.sep).join("/");
        return [urlPath, await indexFile(path.join(clientDir, relative))] as const;
      }),
  );
  return new Map(entries);
}

async function indexFile(filePath: string): Promise<IndexedFile> {
  const [body, br, gzip] = await Promise.all([
    readFile(filePath),
    readTwin(filePath + precompressedSuffix.br),
    readTwin(filePath + precompressedSuffix.gzip),
  ]);
  const { type } = contentTypeFor(filePath);
  const isHtml = type.startsWith("text/html");
  // Each representation needs its own strong ETag (RFC 9110 §8.8.3); they share a stem so
  // a validator from any of them identifies the same content.
  const stem = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  return {
    contentType: type,
    isHtml,
    identity: { body, etag: `"${stem}"` },
    ...(br && { br: { body: br, etag: `"${stem}-br"` } }),
    ...(gzip && { gzip: { body: gzip, etag: `"${stem}-gz"` } }),
    scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : [],
  };
}

async function readTwin(filePath: string): Promise<Buffer | undefined> {
  try {
    return await readFile(filePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
