import { writeFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { chunkGroups, shellChunk } from "./scripts/build/client-build/chunk-groups";
import { devGamePages } from "./scripts/build/client-build/dev-game-pages";
import { lucideDeepImports } from "./scripts/build/client-build/lucide-deep-imports";
import { reactRouterProduction } from "./scripts/build/client-build/react-router-production";
import { compactImageManifest } from "./scripts/build/image-manifest/vite-plugin";
import { markdown } from "./scripts/build/markdown/vite-plugin";
import { isoWeek } from "./src/home/iso-week";
import { site } from "./src/config/site";

/** Records which source modules ended up in which client chunk, for `npm run budget`. */
function chunkModules(): Plugin {
  return {
    name: "lss:chunk-modules",
    apply: "build",
    async generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const root = import.meta.dirname;
      const map: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        map[item.fileName] = item.moduleIds.map((id) =>
          path.relative(root, id.replace(/^\0/, "")).split(path.sep).join("/"),
        );
      }
      // Beside the build it describes: build:hosted (BUILD_DIR=dist-hosted) must not overwrite dist/'s.
      const out = path.join(root, process.env.BUILD_DIR || "dist", "chunk-modules.json");
      await mkdir(path.dirname(out), { recursive: true });
      await writeFile(out, JSON.stringify(map, null, 1));
    },
  };
}

/** games/<id>/card.svg would all be "card-<hash>.svg": name each by its game (the service worker precaches them). */
function cardArtFileName({ originalFileNames }: { originalFileNames: readonly string[] }): string {
  const game = originalFileNames.map((name) => /(?:^|\/)games\/([^/]+)\/card\.svg$/.exec(name)?.[1]).find(Boolean);
  return game ? `assets/${game}-card-[hash][extname]` : "assets/[name]-[hash][extname]";
}

export default defineConfig({
  plugins: [
    markdown(() => ({
      siteName: site.name,
      ownerEmail: site.ownerEmail,
      siteUrl: process.env.VITE_SITE_URL ?? site.url,
    })),
    compactImageManifest(),
    devGamePages(),
    reactRouter(),
    chunkModules(),
    lucideDeepImports(),
    shellChunk(),
    reactRouterProduction(),
  ],
  oxc: { jsx: { importSource: "@emotion/react" } },
  // The home page's coloring page of the week: hydration starts from the week the HTML was made in.
  define: { __BUILD_ISO_WEEK__: JSON.stringify(isoWeek(new Date())) },
  build: {
    target: "es2022",
    assetsInlineLimit: 0,
    // The home page's lower part loads once the page is up, when what it shares with the page is
    // already there: listing its files in the page's own code would only make that code bigger.
    modulePreload: {
      resolveDependencies: (file, deps) => (/StationLife/.test(file) ? deps.filter((d) => d === file) : deps),
    },
    sourcemap: !!process.env.SOURCEMAP,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups }, assetFileNames: cardArtFileName } },
  },
  server: { port: 5173 },
  // Found up front, so the first dev visit does not reload when Vite discovers them.
  optimizeDeps: {
    include: ["@emotion/react", "@emotion/react/jsx-dev-runtime", "@emotion/styled", "lucide-react", "zustand"],
  },
});
