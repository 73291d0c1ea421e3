/** The picture small, for My pictures: a PNG 320 px wide, drawn from the one Save picture makes. */
import type { Studio } from "@station/studio";

export const THUMBNAIL_WIDTH = 320;

export async function thumbnailOf(studio: Studio): Promise<Blob | null> {
  const full = await studio.picturePng();
  const bitmap = await createImageBitmap(full, { resizeWidth: THUMBNAIL_WIDTH, resizeQuality: "medium" });
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
