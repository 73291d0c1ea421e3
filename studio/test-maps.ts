/** Small hand-made region maps for the studio's tests. */
import { encodeRegionIds, toBase64 } from "./region-codec.ts";
import { decodeRegionMap, regionToTuple, type RegionMap } from "./region-map.ts";
import { describeRegions } from "./describe-regions.ts";

/** One character per pixel: "." is a line, a digit is that region. */
export function mapFromRows(rows: readonly string[]): RegionMap {
  const width = rows[0]!.length;
  const height = rows.length;
  const ids = new Uint16Array(width * height);
  rows.forEach((row, y) => [...row].forEach((c, x) => (ids[y * width + x] = c === "." ? 0 : Number(c))));
  const count = Math.max(...ids);
  const regions = describeRegions(ids, width, height, count, 3, 1).map((r) => ({ ...r, name: `area ${r.id}` }));
  return decodeRegionMap({
    version: 1,
    id: "test",
    title: "Test",
    sourceHash: "0",
    width,
    height,
    viewWidth: width,
    viewHeight: height,
    encoding: "rows-v1",
    data: toBase64(encodeRegionIds(ids, width, height)),
    regions: regions.map(regionToTuple),
  });
}
