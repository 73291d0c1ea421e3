import type { Plugin } from "vite";

/**
 * How the client build groups modules into files, so a page's first load is a handful of
 * requests instead of twenty-five (each one a round trip on a phone's link; merged files also
 * compress better):
 * - `framework`: React, React Router and Emotion, which every page needs to hydrate and which
 *   change only with an upgrade, so a returning visitor keeps them cached.
 * - `shell`: everything `src/root.tsx` imports statically (the layout, the sky, the account
 *   corner's first state, the toast store), which every page also needs.
 * - `studio-quick`: what the coloring studio's quick start (src/studio/early.ts) imports of the
 *   studio's site part and core, which its pre-rendered pages load from their HTML before anything
 *   else: in one file of its own rather than inside the studio's chunk with PixiJS's beside it.
 * A page's own code, and everything loaded by `import()`, keeps its own chunks. Modules that are
 * only imported dynamically never enter these groups (the `$initial` tag), so a lazy boundary
 * in the shell (supabase-js, the toasts, the avatar menu) stays lazy.
 */

/**
 * Matched at a module's first node_modules only: a copy nested inside a game's package
 * (@pixi/react's react-reconciler brings its own scheduler) belongs to that package's chunk.
 */
const FRAMEWORK =
  /^(?:(?![\\/]node_modules[\\/]).)*[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime)[\\/]/;

/** Whether a module goes in the `framework` chunk. */
export const isFrameworkModule = (id: string) => FRAMEWORK.test(id);

const ROOT_ROUTE = /[\\/]src[\\/]root\.tsx$/;
const QUICK_START = /[\\/]src[\\/]studio[\\/]early\.ts$/;
/** The studio's own modules (its core and its site part); what else the quick start imports is shared. */
const STUDIO_CODE = /^(?:(?![\\/]node_modules[\\/]).)*[\\/]studio[\\/]/;
const ZUSTAND_VANILLA = /[\\/]node_modules[\\/]zustand[\\/]esm[\\/]vanilla\.mjs$/;
const STATION_EVENTS = /[\\/]src[\\/]stickers[\\/]events\.ts$/;

/** Module ids in the root route's static import graph, filled in when the module graph is known. */
const shellModules = new Set<string>();
/** The same for the studio's quick start, without packages from node_modules (others share them). */
const quickStartModules = new Set<string>();

export const chunkGroups = [
  { name: "framework", test: isFrameworkModule, priority: 2 },
  {
    name: "shell",
    test: (id: string) => shellModules.has(id) && !isFrameworkModule(id),
    tags: ["$initial" as const],
    priority: 1,
  },
  {
    name: "studio-quick",
    test: (id: string) => quickStartModules.has(id) && !shellModules.has(id) && STUDIO_CODE.test(id),
    priority: 0,
  },
  // Each alone: the shell, the pages and the studio's quick start all use them, and a group takes
  // in what its modules import, so without their own chunks they would go into the quick start's
  // (and every page would load it) or the quick start would wait for the shell and the framework.
  { name: "zustand-vanilla", test: (id: string) => ZUSTAND_VANILLA.test(id), priority: 3 },
  { name: "events", test: (id: string) => STATION_EVENTS.test(id), priority: 3 },
];

/** Records the root route's static imports (the shell) and the studio quick start's, for their chunk groups. */
export function shellChunk(): Plugin {
  return {
    name: "lss:shell-chunk",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const ids = [...this.getModuleIds()];
      const collect = (into: Set<string>, start: RegExp) => {
        into.clear();
        const queue = ids.filter((id) => start.test(id.split("?", 1)[0]!)).slice(0, 1);
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      collect(shellModules, ROOT_ROUTE);
      collect(quickStartModules, QUICK_START);
    },
  };
}
