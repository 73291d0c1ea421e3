import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { compileMarkdown, type Tokens } from "./compile";

/**
 * `import post from "./x.md"` gives `{ meta, html }` compiled at build time;
 * `import meta from "./x.md?meta"` gives the front matter alone (for lists that need no body).
 */
export function markdown(tokens: () => Tokens): Plugin {
  return {
    name: "lss:markdown",
    enforce: "pre",
    async load(id) {
      const [file, query] = id.split("?", 2);
      if (!file?.endsWith(".md")) return null;
      this.addWatchFile(file);
      const { meta, html, sections, words } = compileMarkdown(await readFile(file, "utf8"), tokens(), file);
      const value = query === "meta" ? meta : { meta, html, sections, words };
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
