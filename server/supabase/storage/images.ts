/**
 * Pictures are judged by their bytes, never by their name or declared type: a JPEG, PNG or WebP
 * that sharp decodes whole is re-encoded from its pixels (turned upright first, at most 2000 px
 * on its long side), so nothing of what was sent survives but the picture: no EXIF, GPS, XMP,
 * IPTC, ICC comments or trailing data. Anything else is refused with a message a person can act on.
 */
import sharp, { type Metadata } from "sharp";
import { storageErrors } from "./errors.ts";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MAX_PIXELS = 40_000_000;
export const MAX_SIDE = 2000;

const NOT_A_PICTURE =
  "This file is not a picture we can take: send a JPEG, PNG or WebP photo or scan of your coloring.";

/** The type the first bytes say, whatever the file is called. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return undefined;
}

export interface CleanImage {
  bytes: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

/** The picture re-encoded without metadata; throws Storage's 415 or 422 when it is not one. */
export async function cleanImage(input: Uint8Array): Promise<CleanImage> {
  const type = sniffImageType(input);
  if (!type) throw storageErrors.mimeType(NOT_A_PICTURE);
  // failOn "truncated" refuses a cut-off file instead of padding it with grey.
  const options = { limitInputPixels: MAX_PIXELS, failOn: "truncated" as const, sequentialRead: true };
  let meta: Metadata;
  try {
    // The header alone: the pixel count is checked below with its own message.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw storageErrors.badImage("This picture is damaged or incomplete, so it could not be read. Try another copy.");
  }
  const formats: Record<string, ImageType> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
  const format = formats[String(meta.format)];
  if (format !== type || (meta.pages ?? 1) > 1) throw storageErrors.mimeType(NOT_A_PICTURE);
  if (!meta.width || !meta.height) throw storageErrors.badImage("This picture has no size, so it could not be read.");
  if (meta.width * meta.height > MAX_PIXELS) {
    throw storageErrors.badImage("This picture is larger than 40 megapixels. Send a smaller photo or scan.");
  }
  try {
    let pipeline = sharp(input, options)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    // sharp writes no metadata unless asked (withMetadata/keepExif are never called here).
    if (type === "image/jpeg") pipeline = pipeline.jpeg({ quality: 88, mozjpeg: true });
    else if (type === "image/png") pipeline = pipeline.png({ compressionLevel: 9, palette: false });
    else pipeline = pipeline.webp({ quality: 88 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: type, width: info.width, height: info.height };
  } catch {
    throw storageErrors.badImage("This picture is damaged or incomplete, so it could not be read. Try another copy.");
  }
}
