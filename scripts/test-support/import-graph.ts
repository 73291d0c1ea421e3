/**
 * The repository's relative imports as a graph of files, and the two shapes it must not take: a
 * cycle of files, and a cycle between the entries (folders and files) of any one folder. The
 * second is what keeps every level of the tree layered: once `a/` imports `b/`, nothing in `b/`
 * may reach back into `a/`, however deep the files sit.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
// Vite's own parser (oxc through rolldown): it reads TypeScript in milliseconds, where loading the
// TypeScript compiler alone takes seconds on a busy machine.
import { parseSync } from "rolldown/utils";

export type Graph = Map<string, Set<string>>;

const SOURCE = /\.tsx?$/;
const SKIPPED = new Set(["node_modules", "dist", "dist-hosted", ".react-router"]);
const RESOLVE = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(root: string, dir: string, out: string[]) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(root, rel, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
}

/** Static imports, `export ... from` and `import("...")` with a literal specifier; comments are no imports. */
export function relativeSpecifiers(source: string, fileName = "file.tsx"): string[] {
  const { module } = parseSync(fileName, source);
  const literal = (start: number, end: number) => {
    const text = source.slice(start, end).trim();
    const quote = text[0];
    const plain = (quote === '"' || quote === "'" || quote === "`") && text.endsWith(quote) && !text.includes("${");
    return plain ? text.slice(1, -1) : null;
  };
  const specifiers = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.map((entry) => entry.moduleRequest?.value ?? null)),
    ...module.dynamicImports.map((d) => literal(d.moduleRequest.start, d.moduleRequest.end)),
  ];
  return specifiers.filter((s): s is string => !!s && (s.startsWith("./") || s.startsWith("../")));
}

/** Files (paths relative to `root`, "/" separated) and the files each imports among them. */
export function importGraph(root: string, dirs: readonly string[]): Graph {
  const files: string[] = [];
  for (const dir of dirs) if (existsSync(path.join(root, dir))) sourceFiles(root, dir, files);
  const known = new Set(files);
  const graph: Graph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const spec of relativeSpecifiers(readFileSync(path.join(root, file), "utf8"), file)) {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec.split("?")[0]!));
      const hit = RESOLVE.map((ext) => base + ext).find((c) => known.has(c));
      if (hit && hit !== file) targets.add(hit);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan, iterative). */
export function cycles<T>(nodes: Iterable<T>, next: (node: T) => Iterable<T>): T[][] {
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: T; edges: Iterator<T> }[] = [];
    const enter = (node: T) => {
      index.set(node, counter);
      low.set(node, counter++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: next(node)[Symbol.iterator]() });
    };
    enter(start);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const step = top.edges.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: T[] = [];
        let member: T;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1) found.push(component.reverse());
      }
    }
  }
  return found;
}

/** Cycles of files, each written as the files in the cycle. */
export function fileCycles(graph: Graph): string[] {
  return cycles(graph.keys(), (file) => graph.get(file) ?? []).map((c) => c.join(" <-> "));
}

/**
 * For each folder, the import graph between its entries (sub-folders and files): an import from
 * `x/a/p.ts` to `x/b/q.ts` is an edge `a -> b` in the folder `x`. Each cycle is reported with one
 * file pair for every edge in it.
 */
export function folderCycles(graph: Graph): string[] {
  // folder -> entry -> entry -> an example [from, to] file pair
  const levels = new Map<string, Map<string, Map<string, [string, string]>>>();
  for (const [from, targets] of graph) {
    const a = from.split("/");
    for (const to of targets) {
      const b = to.split("/");
      let shared = 0;
      while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared++;
      const folder = a.slice(0, shared).join("/") || ".";
      const edges = levels.get(folder) ?? new Map<string, Map<string, [string, string]>>();
      levels.set(folder, edges);
      const out = edges.get(a[shared]!) ?? new Map<string, [string, string]>();
      edges.set(a[shared]!, out);
      if (!out.has(b[shared]!)) out.set(b[shared]!, [from, to]);
    }
  }
  const problems: string[] = [];
  for (const [folder, edges] of levels) {
    // Files sharing a folder are the first check's business; here only a folder's entries that are folders matter.
    const isFolder = (entry: string) => !SOURCE.test(entry);
    for (const cycle of cycles(edges.keys(), (entry) => edges.get(entry)?.keys() ?? [])) {
      if (cycle.every((entry) => !isFolder(entry))) continue;
      const inCycle = new Set(cycle);
      const pairs = cycle.flatMap((entry) =>
        [...(edges.get(entry) ?? [])]
          .filter(([to]) => inCycle.has(to))
          .map(([to, [f, t]]) => `    ${entry} -> ${to}: ${f} imports ${t}`),
      );
      problems.push(`in ${folder}/: ${cycle.join(", ")}\n${pairs.join("\n")}`);
    }
  }
  return problems;
}

/** The folders the check walks: every source folder of the house, when it exists. */
export const SOURCE_DIRS = ["engine", "games", "src", "server", "common", "scripts", "studio"] as const;
