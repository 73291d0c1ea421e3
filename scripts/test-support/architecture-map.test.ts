import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md is the map of the house: its folder tree names every top-level folder (a
 * line starting with `name/`) and every service of the embedded backend (an indented `name/` line
 * under server/supabase/). A folder added without a line on the map fails here.
 */
const MAP = readFileSync("docs/architecture.md", "utf8");
const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);

/** The folders directly under `parent` ("" for the top) that hold a tracked file, dotfolders aside. */
function trackedFolders(parent: string): string[] {
  const names = tracked
    .filter((file) => file.startsWith(parent))
    .map((file) => file.slice(parent.length).split("/"))
    .filter((parts) => parts.length > 1)
    .map((parts) => parts[0]!)
    .filter((name) => !name.startsWith("."));
  return [...new Set(names)].sort();
}

const namesTopLevel = (name: string) => new RegExp(`^${name}/ `, "m").test(MAP);
const namesService = (name: string) => new RegExp(`^ {4}${name}/ `, "m").test(MAP);

describe("docs/architecture.md", () => {
  it("names every top-level folder", () => {
    const folders = trackedFolders("");
    expect(folders).toContain("engine");
    expect(folders.filter((name) => !namesTopLevel(name))).toEqual([]);
  });

  it("names every folder in server/supabase/", () => {
    const services = trackedFolders("server/supabase/");
    expect(services).toEqual(expect.arrayContaining(["auth", "backup", "core", "mail", "rest", "storage"]));
    expect(services.filter((name) => !namesService(name))).toEqual([]);
  });

  it("does not count a folder the map leaves out as named", () => {
    expect(namesTopLevel("playground")).toBe(false);
    expect(namesService("payments")).toBe(false);
  });
});
