import { describe, expect, it } from "vitest";
import { lazyCatalogue } from "./lazy-catalogue";

const words = { things: [{ id: "toys", title: "Toys", description: "", items: [] }] };

describe("lazyCatalogue", () => {
  it("gives the same promise every time, marked fulfilled once loaded so React's use reads it at once", async () => {
    const catalogue = lazyCatalogue({ "things.ts": async () => words }, "things", []);
    const promise = catalogue.load();
    expect(catalogue.load()).toBe(promise);
    expect((promise as { status?: string }).status).toBeUndefined();
    await promise;
    await Promise.resolve();
    expect(promise).toMatchObject({ status: "fulfilled", value: words.things });
  });

  it("falls back to empty categories when the data file is missing", async () => {
    const catalogue = lazyCatalogue({}, "things", [["toys", "Toys"]]);
    expect(await catalogue.load()).toEqual([{ id: "toys", title: "Toys", description: "", items: [] }]);
  });
});
