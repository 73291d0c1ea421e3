import { describe, expect, it } from "vitest";
import { cardSvg } from "./card-svg";
import { fill, namesFor, problems } from "./names";

const taken = { ids: ["snake", "memory"], routes: ["cozy-cloud-hop"], titles: ["Snake", "Memory Match"] };

describe("new-game's names", () => {
  it("accept a kebab-case id that is free and a plain title", () => {
    expect(problems("pebble-drop", "Pebble Drop", taken)).toEqual([]);
    expect(problems("tiles2", "Tiles 2: The Return!", taken)).toEqual([]);
  });

  it("refuse ids that are not kebab-case, taken by a game or by a page, saying why", () => {
    for (const id of ["Pebble", "pebble_drop", "pebble--drop", "-pebble", "pebble-", "2048", "pebble drop"]) {
      expect(problems(id, "Pebble", taken).join(), id).toMatch(/must be kebab-case/);
    }
    expect(problems("snake", "Snakes", taken).join()).toMatch(/"snake" is taken: games\/snake\/ already exists/);
    expect(problems("cozy-cloud-hop", "Hop", taken).join()).toMatch(/\/games\/cozy-cloud-hop is already a page/);
    expect(problems("a".repeat(41), "Long", taken).join()).toMatch(/longer than 40/);
  });

  it("refuse an empty, taken or unsafe title", () => {
    expect(problems("pebble", "  ", taken).join()).toMatch(/title is empty/);
    expect(problems("pebble", "snake", taken).join()).toMatch(/already a game's title/);
    for (const title of ['Say "hi"', "<b>Bold</b>", "Tom & Jerry", "`tick`", "back\\slash"]) {
      expect(problems("pebble", title, taken).join(), title).toMatch(/may hold only/);
    }
  });

  it("derive the code names and fill the template", () => {
    const names = namesFor("pebble-drop", " Pebble Drop ");
    expect(names).toEqual({ id: "pebble-drop", title: "Pebble Drop", pascal: "PebbleDrop", constant: "PEBBLE_DROP" });
    expect(fill('export const __NAME__ = "__TITLE__"; // __ID__ create__Name__Game', names)).toBe(
      'export const PEBBLE_DROP = "Pebble Drop"; // pebble-drop createPebbleDropGame',
    );
  });

  it("draw a card picture the cards test accepts", () => {
    const svg = cardSvg("Pebble Drop");
    expect(svg).toContain('width="400" height="250" viewBox="0 0 400 250"');
    expect(svg).toContain(">Pebble Drop</text>");
    expect(svg).not.toMatch(/href=|url\(|@import|<image|<script/);
    expect(svg.length).toBeLessThan(4000);
  });
});
