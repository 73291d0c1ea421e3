import { describe, expect, it } from "vitest";
import { buildExport, exportFileName } from "./export-data";

const user = {
  id: "0b0c6c3e-6f0a-4a39-9a86-8d5e1f8c2a11",
  email: "cub@example.com",
  created_at: "2026-11-01T10:00:00Z",
  last_sign_in_at: "2026-11-25T09:00:00Z",
  user_metadata: { nickname: "Comet Cub", avatar_url: "/avatars/owl.svg" },
};

describe("the member's data export", () => {
  it("holds the account and every best, each named by its game", () => {
    const rows = [
      { game_id: "color-match:hard", best: 12, lower_is_better: false, achieved_at: "2026-11-20T08:00:00Z" },
      { game_id: "memory", best: 14, lower_is_better: true, achieved_at: "2026-11-21T08:00:00Z" },
    ];
    const data = buildExport(user, rows, new Date("2026-11-25T12:00:00Z"));
    expect(data.account).toEqual({
      id: user.id,
      email: "cub@example.com",
      nickname: "Comet Cub",
      avatar: "/avatars/owl.svg",
      created_at: "2026-11-01T10:00:00Z",
      last_sign_in_at: "2026-11-25T09:00:00Z",
      second_factors: [],
    });
    expect(data.bests.map((b) => [b.game_id, b.game, b.best])).toEqual([
      ["color-match:hard", "Color Match (Hard)", 12],
      ["memory", "Memory Match", 14],
    ]);
    expect(data.exported_at).toBe("2026-11-25T12:00:00.000Z");
  });

  it("says plainly when there is no avatar or best", () => {
    const data = buildExport(
      { ...user, user_metadata: { nickname: "Comet Cub", avatar_url: "https://x.example/a.png" } },
      [],
      new Date(),
    );
    expect(data.account.avatar).toBeNull();
    expect(data.bests).toEqual([]);
  });

  it("holds a change of address still waiting for its confirmations", () => {
    const waiting = { ...user, new_email: "moon@example.com", email_change_sent_at: "2026-11-25T11:00:00Z" };
    const data = buildExport(waiting, [], new Date());
    expect(data.account.email).toBe("cub@example.com");
    expect(data.account.pending_email).toEqual({ address: "moon@example.com", requested_at: "2026-11-25T11:00:00Z" });
    expect(buildExport(user, [], new Date()).account).not.toHaveProperty("pending_email");
  });

  it("lists the second factors without their secrets", () => {
    const factor = {
      id: "f1",
      friendly_name: "Phone",
      factor_type: "totp",
      status: "verified",
      created_at: "2026-11-29T08:00:00Z",
    };
    const data = buildExport({ ...user, factors: [factor] }, [], new Date());
    expect(data.account.second_factors).toEqual([
      { id: "f1", name: "Phone", type: "totp", status: "verified", created_at: "2026-11-29T08:00:00Z" },
    ]);
  });

  it("lists the contest entries with their state and the moderator's reason", () => {
    const entry = {
      id: "5e0f3a52-1f7d-4d0e-9d43-0d2f4f9c1a77",
      title: "Moon Nap",
      page_id: "moon-and-stars",
      state: "declined",
      winner: false,
      decline_reason: "Please send your own drawing.",
      created_at: "2026-11-24T08:00:00Z",
      reviewed_at: "2026-11-24T09:00:00Z",
    };
    const data = buildExport(user, [], new Date(), [entry]);
    expect(data.contest_entries).toEqual([entry]);
    expect(buildExport(user, [], new Date()).contest_entries).toEqual([]);
  });

  it("names the file by the day only", () => {
    expect(exportFileName(new Date("2026-11-25T23:00:00Z"))).toBe("little-space-station-my-data-2026-11-25.json");
  });
});
