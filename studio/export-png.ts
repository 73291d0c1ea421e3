/**
 * The picture as a PNG at the region map's print resolution (1700 px wide for a letter page): the
 * colour layer painted afresh from the picture's data, the line art multiplied on top from its
 * full-size source so the lines stay crisp.
 */
import { paintPicture } from "./paint.ts";
import type { Picture } from "./picture.ts";
import type { RegionMap } from "./region-map.ts";

export async function pictureToPng(map: RegionMap, picture: Picture, lineArt: ImageBitmap): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = map.width;
  canvas.height = map.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas to draw the picture on");
  const image = context.createImageData(map.width, map.height);
  paintPicture(new Uint32Array(image.data.buffer), map, picture);
  context.putImageData(image, 0, 0);
  context.globalCompositeOperation = "multiply";
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(lineArt, 0, 0, map.width, map.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the PNG could not be made"))), "image/png"),
  );
}
