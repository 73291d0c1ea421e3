import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const esm = path.resolve(import.meta.dirname, "../../..", "node_modules", "lucide-react", "dist", "esm");

/** Every icon export name of lucide-react's index (aliases included) -> the file that defines it. */
export function lucideIconFiles(index: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const spec of m[1]!.split(",")) {
      const name = /default as (\w+)/.exec(spec)?.[1];
      if (name) files.set(name, `lucide-react/icons/${m[2]!.replace(/\.mjs$/, "")}`);
    }
  }
  return files;
}

/** `import { A, B as C } from "lucide-react"` with its icons as imports of their own files. */
export function rewriteLucideImports(code: string, files: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (whole, list: string) => {
    const kept: string[] = [];
    const lines: string[] = [];
    for (const raw of list.split(",")) {
      const spec = raw.trim();
      if (!spec) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
      const file = files.get(imported);
      if (file) lines.push(`import ${local} from "${file}";`);
      else kept.push(spec);
    }
    if (lines.length === 0) return whole;
    changed = true;
    if (kept.length > 0) lines.unshift(`import { ${kept.join(", ")} } from "lucide-react";`);
    return lines.join("\n");
  });
  return changed ? out : null;
}

/**
 * Icons are imported one file each instead of through lucide-react's index of 1,700 icons. The
 * bundle is the same, but the module graph then says which icons a module really uses, so the
 * shell chunk (chunk-groups.ts) takes the shell's icons and no page's, and the build parses less.
 */
export function lucideDeepImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "lss:lucide-deep-imports",
    apply: "build",
    enforce: "post",
    transform(code, id) {
      if (id.includes("node_modules") || !code.includes("lucide-react")) return null;
      files ??= lucideIconFiles(readFileSync(path.join(esm, "lucide-react.mjs"), "utf8"));
      const rewritten = rewriteLucideImports(code, files);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
