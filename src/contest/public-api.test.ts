import { describe, expect, it } from "vitest";
import { thumbnailUrl, transformsPictures } from "./public-api";

describe("wall thumbnails", () => {
  it("asks the embedded backend for a transformed picture", () => {
    expect(thumbnailUrl("a b.jpg", 600, "https://station.example", {})).toBe(
      "https://station.example/storage/v1/render/image/public/contest-wall/a%20b.jpg?width=600&resize=contain&quality=80",
    );
  });

  it("uses the original on a hosted project unless its build says it transforms pictures", () => {
    const hosted = { VITE_SUPABASE_URL: "https://ref.supabase.co", VITE_SUPABASE_ANON_KEY: "key" };
    expect(transformsPictures(hosted)).toBe(false);
    expect(thumbnailUrl("x.jpg", 600, "https://station.example", hosted)).toBe(
      "https://ref.supabase.co/storage/v1/object/public/contest-wall/x.jpg",
    );
    const paid = { ...hosted, VITE_SUPABASE_IMAGE_TRANSFORMS: "1" };
    expect(thumbnailUrl("x.jpg", 600, "https://station.example", paid)).toBe(
      "https://ref.supabase.co/storage/v1/render/image/public/contest-wall/x.jpg?width=600&resize=contain&quality=80",
    );
  });
});
