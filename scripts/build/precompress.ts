/**
 * The last step of `npm run build`: brotli and gzip twins of every text file in dist/client.
 * BUILD_PRECOMPRESS=0 skips it (the server then sends the files as they are), for builds that are
 * never served to people: the new-game check's throwaway copy, and `npm test`'s build, whose
 * browsers read it over loopback (`npm start` compresses such a build before serving it). It costs
 * about 16 s of CPU, a share of `npm test` better spent on the tests.
 */
import path from "node:path";
import { precompressSite } from "../../server/site/precompress.ts";

if (process.env.BUILD_PRECOMPRESS === "0") {
  console.log("Precompression skipped (BUILD_PRECOMPRESS=0)");
} else {
  const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR || "dist", "client");
  const started = performance.now();
  const { files, bytes, brotliBytes } = await precompressSite(clientDir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `Precompressed ${files} files: ${kb(bytes)} -> ${kb(brotliBytes)} with brotli, in ${Math.round(performance.now() - started)} ms`,
  );
}
