/**
 * Image transformation, as Storage's /render/image routes offer it (width, height, quality,
 * resize cover|contain|fill, format origin|webp|avif), done with sharp. The answer's
 * X-Transformations header names what was applied in Storage's words (resize cover is imgproxy's
 * `fill`, contain its `fit`, fill its `force`). Recent results are kept in memory: the contest
 * wall asks for the same thumbnails for every visitor.
 */
import sharp from "sharp";
import { storageErrors } from "./errors.ts";

export interface TransformOptions {
  width?: number;
  height?: number;
  quality?: number;
  resize?: "cover" | "contain" | "fill";
  format?: "origin" | "webp" | "avif";
}

/** Storage's default limits on a side, and imgproxy's on quality. */
const SIDE = { min: 1, max: 2000 };
const QUALITY = { min: 20, max: 100 };
const RESIZE = new Set(["cover", "contain", "fill"]);
const FORMAT = new Set(["origin", "webp", "avif"]);
const RESIZING_TYPE = { cover: "fill", contain: "fit", fill: "force" } as const;

function whole(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw storageErrors.badTransformation(`${name} must be a whole number`);
  return n === 0 ? undefined : n;
}

/** The options from a query string or a signing request's `transform` object. */
export function transformOf(source: URLSearchParams | Record<string, unknown>): TransformOptions {
  const get = (key: string): unknown =>
    source instanceof URLSearchParams ? (source.get(key) ?? undefined) : source[key];
  const clamp = (n: number | undefined, range: { min: number; max: number }) =>
    n === undefined ? undefined : Math.min(Math.max(n, range.min), range.max);
  const options: TransformOptions = {
    width: clamp(whole(get("width"), "width"), SIDE),
    height: clamp(whole(get("height"), "height"), SIDE),
    quality: clamp(whole(get("quality"), "quality"), QUALITY),
  };
  const resize = get("resize");
  if (resize !== undefined && resize !== "") {
    if (typeof resize !== "string" || !RESIZE.has(resize))
      throw storageErrors.badTransformation("resize must be cover, contain or fill");
    options.resize = resize as TransformOptions["resize"];
  }
  const format = get("format");
  if (format !== undefined && format !== "") {
    if (typeof format !== "string" || !FORMAT.has(format))
      throw storageErrors.badTransformation("format must be origin, webp or avif");
    options.format = format as TransformOptions["format"];
  }
  return options;
}

/** Storage's X-Transformations value: what was applied, in the order Storage names it. */
export function transformationsHeader(o: TransformOptions): string {
  const parts: string[] = [];
  if (o.height) parts.push(`height:${o.height}`);
  if (o.width) parts.push(`width:${o.width}`);
  if (o.width || o.height) parts.push(`resizing_type:${RESIZING_TYPE[o.resize ?? "cover"]}`);
  if (o.quality) parts.push(`quality:${o.quality}`);
  if (o.format && o.format !== "origin") parts.push(`format:${o.format}`);
  return parts.join(",");
}

/** The options as a signed URL's token keeps them. */
export function transformToToken(o: TransformOptions): string {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(",");
}

export function transformFromToken(text: string): TransformOptions {
  const pairs = Object.fromEntries(text.split(",").map((p) => p.split(":", 2) as [string, string]));
  return transformOf(pairs);
}

export interface Rendered {
  bytes: Buffer;
  contentType: string;
}

const cache = new Map<string, Rendered>();
const CACHE_BYTES = 32 * 1024 * 1024;
let cachedBytes = 0;

/** The picture with the options applied; `accept` picks WebP for a browser that asks for it unless the format is `origin`. */
export async function render(
  key: string,
  input: Buffer,
  options: TransformOptions,
  accept: string | undefined,
): Promise<Rendered> {
  const wanted =
    options.format === "webp" || options.format === "avif"
      ? options.format
      : options.format !== "origin" && accept?.includes("image/webp")
        ? "webp"
        : undefined;
  const cacheKey = `${key}|${transformToToken(options)}|${wanted ?? ""}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  let image = sharp(input, { limitInputPixels: 40_000_000, failOn: "truncated" }).rotate();
  let format: string;
  try {
    format = String((await image.metadata()).format);
  } catch {
    throw storageErrors.badTransformation("The object is not a picture that can be transformed");
  }
  if (!["jpeg", "png", "webp", "avif", "gif"].includes(format))
    throw storageErrors.badTransformation("The object is not a picture that can be transformed");
  if (options.width || options.height) {
    const fit = options.resize === "contain" ? "inside" : options.resize === "fill" ? "fill" : "cover";
    image = image.resize({ width: options.width, height: options.height, fit, withoutEnlargement: true });
  }
  const out = wanted ?? format;
  const quality = options.quality ?? 80;
  if (out === "jpeg") image = image.jpeg({ quality, mozjpeg: true });
  else if (out === "png") image = image.png({ compressionLevel: 9 });
  else if (out === "webp") image = image.webp({ quality });
  else if (out === "avif") image = image.avif({ quality });
  else image = image.gif();
  let bytes: Buffer;
  try {
    bytes = await image.toBuffer();
  } catch {
    throw storageErrors.badTransformation("The picture could not be transformed");
  }
  const rendered = { bytes, contentType: `image/${out}` };
  cache.set(cacheKey, rendered);
  cachedBytes += bytes.byteLength;
  for (const [k, v] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(k);
    cachedBytes -= v.bytes.byteLength;
  }
  return rendered;
}
