import { describe, expect, it } from "vitest";
import { lucideIconFiles, rewriteLucideImports } from "./lucide-deep-imports";

const index = [
  "export { default as LucideX, default as X, default as XIcon } from './icons/x.mjs';",
  "export { default as AlertCircle, default as CircleAlert, default as LucideCircleAlert } from './icons/circle-exclamation-point.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");

describe("lucide deep imports", () => {
  const files = lucideIconFiles(index);

  it("maps every icon name and alias to its own file", () => {
    expect(files.get("X")).toBe("lucide-react/icons/x");
    expect(files.get("XIcon")).toBe("lucide-react/icons/x");
    expect(files.get("CircleAlert")).toBe("lucide-react/icons/circle-exclamation-point");
    expect(files.has("createLucideIcon")).toBe(false);
  });

  it("rewrites icon imports, renames included, and keeps the rest from the index", () => {
    const code = `import { X, CircleAlert as Alert, createLucideIcon } from "lucide-react";\nuse(X, Alert);`;
    expect(rewriteLucideImports(code, files)).toBe(
      [
        'import { createLucideIcon } from "lucide-react";',
        'import X from "lucide-react/icons/x";',
        'import Alert from "lucide-react/icons/circle-exclamation-point";',
        "use(X, Alert);",
      ].join("\n"),
    );
  });

  it("leaves a module without icon imports alone", () => {
    expect(rewriteLucideImports(`import { createLucideIcon } from "lucide-react";`, files)).toBeNull();
    expect(rewriteLucideImports(`import { X } from "./x";`, files)).toBeNull();
  });
});
