import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The engine and the studio declare their entry points once, in their package.json: `exports`
 * (what the resolver lets anyone import), `station.entries` (what each entry loads and which part of
 * the repository may use it: eslint.config.js builds its rules from it) and `sideEffects`. These
 * checks keep the declaration true of the code behind it.
 */
const AREAS = ["games", "site", "studio"];
const LOADS = ["plain", "react", "pixi"];
/** Libraries an entry that says it loads "plain" or "react" must not reach by static imports. */
const REACT = /^(react|react-dom|@emotion\/[^/]+|@radix-ui\/[^/]+|framer-motion)$/;
const PIXI = /^(pixi\.js|@pixi\/[^/]+|howler)$/;

interface Manifest {
  name: string;
  exports: Record<string, string>;
  sideEffects: false | string[];
  station: { entries: Record<string, { loads: string; for: string[]; offers: string }> };
}

const FOLDERS = ["engine", "studio"];
const manifests = new Map(
  FOLDERS.map((folder) => [folder, JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8")) as Manifest]),
);
const byName = new Map([...manifests].map(([folder, m]) => [m.name, { folder, m }]));

/** A module's static, value-level imports: what a bundler puts in the same chunk. */
function staticImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specs: string[] = [];
  const allTypes = (elements: readonly { isTypeOnly: boolean }[]) =>
    elements.length > 0 && elements.every((e) => e.isTypeOnly);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      if (clause && !clause.name && named && ts.isNamedImports(named) && allTypes(named.elements)) continue;
      specs.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause) && allTypes(clause.elements)) continue;
      specs.push(statement.moduleSpecifier.text);
    }
  }
  return specs;
}

function resolveRelative(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith(path.sep) && /\.tsx?$/.test(candidate),
  );
  if (!found) throw new Error(`${from}: cannot resolve ${spec}`);
  return found;
}

const packageOf = (spec: string) =>
  spec
    .split("/")
    .slice(0, spec.startsWith("@") ? 2 : 1)
    .join("/");

/** Every module an entry reaches by static imports (following other workspace packages' exports), and the libraries it loads. */
function reach(entryFile: string) {
  const modules = new Set<string>();
  const libraries = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith(".")) visit(resolveRelative(file, spec));
      else {
        const name = packageOf(spec);
        const workspace = byName.get(name);
        if (!workspace) libraries.add(name);
        else visit(path.resolve(workspace.folder, workspace.m.exports[`.${spec.slice(name.length)}`]!));
      }
    }
  };
  visit(path.resolve(entryFile));
  return { modules, libraries };
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => path.resolve(folder, f));

describe.each(FOLDERS)("the %s package's declaration", (folder) => {
  const m = manifests.get(folder)!;
  const sideEffects = new Set((m.sideEffects || []).map((f) => path.resolve(folder, f)));

  it("declares every exported entry once, with what it loads and who may use it", () => {
    expect(Object.keys(m.station.entries).sort()).toEqual(Object.keys(m.exports).sort());
    for (const [key, entry] of Object.entries(m.station.entries)) {
      expect(existsSync(path.join(folder, m.exports[key]!)), `${key} -> ${m.exports[key]}`).toBe(true);
      expect(LOADS).toContain(entry.loads);
      for (const area of entry.for) expect(AREAS).toContain(area);
      // An entry no area may use is for scripts and tests only, and says so in its name.
      expect(entry.for.length === 0, key).toBe(key.startsWith("./internal/"));
    }
  });

  it("lists in sideEffects every module that imports something for its effect alone", () => {
    for (const file of sideEffects) expect(existsSync(file), file).toBe(true);
    const bare = sourceFiles(folder).filter((file) => /^import ["'][^"']+["'];?$/m.test(readFileSync(file, "utf8")));
    for (const file of bare) expect(sideEffects.has(file), path.relative(".", file)).toBe(true);
  });

  it.each(Object.entries(m.station.entries).filter(([, e]) => e.loads !== "pixi"))(
    "keeps %s to what it says it loads",
    (key, entry) => {
      const { modules, libraries } = reach(path.join(folder, m.exports[key]!));
      const libs = [...libraries];
      expect(libs.filter((lib) => PIXI.test(lib))).toEqual([]);
      if (entry.loads === "plain") {
        expect(libs.filter((lib) => REACT.test(lib))).toEqual([]);
        // Content pages load plain entries: nothing behind them may run for its effects.
        expect([...modules].filter((file) => sideEffects.has(file))).toEqual([]);
      }
    },
  );
});

describe("the declarations' checks", () => {
  it("notice an entry that reaches PixiJS or React", () => {
    expect([...reach("engine/host.ts").libraries]).toContain("react");
    expect([...reach("engine/view.ts").libraries]).toContain("pixi.js");
    expect([...reach("engine/canvas.ts").modules].map((f) => path.relative(".", f))).toContain(
      path.join("engine", "render", "application.ts"),
    );
  });
});
