import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentTypeFor } from "./content-types.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
 * Reads every file under `clientDir` into memory once, compressed ahead of time at the
 * strongest settings: the site is small and each byte saved is paid for once, at start-up.
 * Symlinks and dotfiles are skipped so that nothing outside the build can be published.
 */
export async function indexSite(clientDir: string): Promise<SiteIndex> {
  const files = await listFiles(clientDir);
  const entries = await Promise.all(
    files.map(async (relative) => {
      const urlPath = "/" + relative.split(path.sep).join("/");
      return [urlPath, await indexFile(path.join(clientDir, relative))] as const;
    }),
  );
  return new Map(entries);
}

async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relativeDir: string) {
    for (const entry of await readdir(path.join(root, relativeDir), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const relative = path.join(relativeDir, entry.name);
      if (entry.isDirectory()) await walk(relative);
      else if (entry.isFile()) found.push(relative);
    }
  }
  await walk("");
  return found;
}

async function indexFile(filePath: string): Promise<IndexedFile> {
  const body = await readFile(filePath);
  const { type, compressible } = contentTypeFor(filePath);
  const isHtml = type.startsWith("text/html");
  // Each representation needs its own strong ETag (RFC 9110 §8.8.3); they share a stem so
  // a validator from any of them identifies the same content.
  const stem = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  const file: IndexedFile = {
    contentType: type,
    isHtml,
    identity: { body, etag: `"${stem}"` },
    scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : [],
  };
  if (compressible && body.length > 0) {
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A tiny file can grow when compressed; then only the original is offered.
    if (br.length < body.length) file.br = { body: br, etag: `"${stem}-br"` };
    if (gz.length < body.length) file.gzip = { body: gz, etag: `"${stem}-gz"` };
  }
  return file;
}
