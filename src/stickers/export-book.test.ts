import { describe, expect, it } from "vitest";
import { fetchBookForExport } from "./export-book";

/** A stand-in for supabase-js answering each table or function with the rows given. */
function fakeClient(rows: Record<string, unknown[] | { message: string }>) {
  const answer = (name: string) => {
    const value = rows[name] ?? [];
    return Array.isArray(value) ? { data: value, error: null } : { data: null, error: value };
  };
  return {
    from: (table: string) => ({ select: () => ({ order: async () => answer(table) }) }),
    rpc: async (fn: string) => answer(fn),
  } as unknown as Parameters<typeof fetchBookForExport>[0];
}

describe("the sticker book's part of the data export", () => {
  it("holds each sticker with its day and the wall reactions given and received", async () => {
    const book = await fetchBookForExport(
      fakeClient({
        member_stickers: [{ sticker_id: "hello", earned_at: "2026-11-29T10:00:00Z" }],
        wall_reactions: [{ entry_id: "e1", sticker_id: "hello", created_at: "2026-11-29T11:00:00Z" }],
        reactions_to_my_entries: [
          { entry_id: "e2", sticker_id: "kind-words", created_at: "2026-11-29T12:00:00Z", nickname: "Moon" },
        ],
      }),
    );
    expect(book.stickers).toEqual([{ sticker_id: "hello", earned_at: "2026-11-29T10:00:00Z" }]);
    expect(book.wall_reactions.given).toHaveLength(1);
    expect(book.wall_reactions.received[0]).toMatchObject({ nickname: "Moon" });
  });

  it("fails the export when the book cannot be read, rather than leaving it out", async () => {
    await expect(fetchBookForExport(fakeClient({ member_stickers: { message: "denied" } }))).rejects.toThrow("denied");
  });
});
