import { readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { contentTypeFor } from "./content-types.ts";
import { listFiles } from "./list-files.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Where a file's compressed twins live: "app.js" -> "app.js.br" and "app.js.gz". */
export const precompressedSuffix = { br: ".br", gzip: ".gz" } as const;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Part of the build: writes a brotli and a gzip twin beside every text file of the site, at the
 * strongest settings. Done once per build, so the server only reads them at start-up. A twin
 * that would not be smaller than its file is not written; the server then sends the original.
 */
export async function precompressSite(clientDir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    (await listFiles(clientDir)).map(async (relative) => {
      const file = path.join(clientDir, relative);
      if (!contentTypeFor(file).compressible || (await stat(file)).size === 0) return;
      const body = await readFile(file);
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
      if (br.length < body.length) await writeFile(file + precompressedSuffix.br, br);
      if (gz.length < body.length) await writeFile(file + precompressedSuffix.gzip, gz);
      report.files += 1;
      report.bytes += body.length;
      report.brotliBytes += Math.min(br.length, body.length);
    }),
  );
  return report;
}
