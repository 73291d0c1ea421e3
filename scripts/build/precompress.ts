/** The last step of `npm run build`: brotli and gzip twins of every text file in dist/client. */
import path from "node:path";
import { precompressSite } from "../../server/site/precompress.ts";

const clientDir = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR || "dist", "client");
const started = performance.now();
const { files, bytes, brotliBytes } = await precompressSite(clientDir);
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `Precompressed ${files} files: ${kb(bytes)} -> ${kb(brotliBytes)} with brotli, in ${Math.round(performance.now() - started)} ms`,
);
