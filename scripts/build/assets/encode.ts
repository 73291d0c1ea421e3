/**
 * Encodes one rendered picture: the opaque print PNG and the AVIF/WebP thumbnails. Sequential and
 * single-threaded (sharp.concurrency(1)): the machine is shared, and it keeps encoder output stable.
 */
import sharp from "sharp";
import { AVIF_OPTIONS, PNG_OPTIONS, WEBP_OPTIONS, type GroupRule } from "./config.ts";

sharp.concurrency(1);
sharp.cache(false);

export interface Encoded {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  readonly thumbnails: readonly { width: number; height: number; avif: Buffer; webp: Buffer }[];
}

export async function encode(screenshot: Buffer, rule: GroupRule): Promise<Encoded> {
  // Flatten onto white: the download must print the same on any viewer, with no transparent holes.
  // Stickers alone keep their alpha: they are cut out and sit on the site's night sky.
  const { data, info } = await (
    rule.transparent
      ? sharp(screenshot).ensureAlpha()
      : sharp(screenshot).flatten({ background: "#ffffff" }).removeAlpha()
  )
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const png = await sharp(data, raw)
    .png({ ...PNG_OPTIONS, colours: rule.pngColours })
    .toBuffer();
  const thumbnails = [];
  for (const width of rule.thumbnailWidths.filter((w) => w <= info.width)) {
    const resized = await sharp(data, raw)
      .resize({ width, kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const small = {
      raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels },
    } as const;
    const avif = await sharp(resized.data, small).avif(AVIF_OPTIONS).toBuffer();
    const webp = await sharp(resized.data, small).webp(WEBP_OPTIONS).toBuffer();
    thumbnails.push({ width: resized.info.width, height: resized.info.height, avif, webp });
  }
  return { png, width: info.width, height: info.height, thumbnails };
}
