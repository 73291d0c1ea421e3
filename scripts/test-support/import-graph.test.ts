import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  SOURCE_DIRS,
  cycles,
  fileCycles,
  folderCycles,
  importGraph,
  relativeSpecifiers,
  type Graph,
} from "./import-graph";

const root = path.resolve(import.meta.dirname, "../..");

const graphOf = (edges: Record<string, string[]>): Graph =>
  new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe("the import graph", () => {
  const graph = importGraph(root, SOURCE_DIRS);

  it("reads the house", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("scripts/build/sounds/main.ts")).toContain("scripts/build/sounds/synth.ts");
  });

  it("has no circular import between files", () => {
    expect(fileCycles(graph)).toEqual([]);
  });

  it("has no two sibling folders importing each other, directly or round a loop, at any depth", () => {
    expect(folderCycles(graph)).toEqual([]);
  });
});

describe("the check itself", () => {
  it("reads static, re-export and dynamic imports, and no comment", () => {
    const source = [
      'import a from "./a";',
      'import type { B } from "../b.ts";',
      'export { c } from "./c";',
      'export * from "./d/index.ts";',
      'const e = await import("./e");',
      '/** `import post from "./x.md"` */',
      'import { f } from "library";',
      "const g = await import(`./${name}/entry`);",
      'const h = /"\\.\\/x"/;',
    ].join("\n");
    expect(relativeSpecifiers(source).sort()).toEqual(["../b.ts", "./a", "./c", "./d/index.ts", "./e"]);
  });

  it("finds a loop of three", () => {
    const next: Record<string, string[]> = { a: ["b"], b: ["c"], c: ["a"], d: ["a"] };
    expect(cycles(Object.keys(next), (n) => next[n]!)).toEqual([["a", "b", "c"]]);
  });

  it("names a file cycle", () => {
    expect(fileCycles(graphOf({ "x/a.ts": ["x/b.ts"], "x/b.ts": ["x/a.ts"] }))).toEqual(["x/a.ts <-> x/b.ts"]);
  });

  it("names sibling folders that import each other deep down, with the files", () => {
    const problems = folderCycles(
      graphOf({
        "x/a/deep/p.ts": ["x/b/q.ts"],
        "x/b/q.ts": [],
        "x/b/r.ts": ["x/a/s.ts"],
        "x/a/s.ts": [],
      }),
    );
    expect(problems).toEqual([
      "in x/: a, b\n    a -> b: x/a/deep/p.ts imports x/b/q.ts\n    b -> a: x/b/r.ts imports x/a/s.ts",
    ]);
  });

  it("allows layers: a folder used by its siblings and by the files beside it", () => {
    expect(
      folderCycles(graphOf({ "x/index.ts": ["x/a/p.ts", "x/b/q.ts"], "x/a/p.ts": ["x/b/q.ts"], "x/b/q.ts": [] })),
    ).toEqual([]);
  });
});
