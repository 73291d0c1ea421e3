import type { Plugin } from "vite";

/**
 * How the client build groups modules into files, so a page's first load is a handful of
 * requests instead of twenty-five (each one a round trip on a phone's link; merged files also
 * compress better):
 * - `framework`: React, React Router and Emotion, which every page needs to hydrate and which
 *   change only with an upgrade, so a returning visitor keeps them cached.
 * - `shell`: everything `src/root.tsx` imports statically (the layout, the sky, the account
 *   corner's first state, the toast store), which every page also needs.
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

/** Module ids in the root route's static import graph, filled in when the module graph is known. */
const shellModules = new Set<string>();

export const chunkGroups = [
  { name: "framework", test: isFrameworkModule, priority: 2 },
  {
    name: "shell",
    test: (id: string) => shellModules.has(id) && !isFrameworkModule(id),
    tags: ["$initial" as const],
    priority: 1,
  },
];

/** Records the root route's static imports (the shell), for the `shell` chunk group. */
export function shellChunk(): Plugin {
  return {
    name: "lss:shell-chunk",
    apply: "build",
    buildEnd() {
      if (this.environment.name !== "client") return;
      shellModules.clear();
      const root = [...this.getModuleIds()].find((id) => ROOT_ROUTE.test(id.split("?", 1)[0]!));
      const queue = root ? [root] : [];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
