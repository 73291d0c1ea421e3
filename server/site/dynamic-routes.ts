import { readFile } from "node:fs/promises";

export type RouteMatcher = (path: string) => boolean;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Turns React Router patterns into a matcher: ":param" is one non-empty segment, ":param?"
 * an optional one, a trailing "*" the rest of the path.
 */
export function compileRoutePatterns(patterns: readonly string[]): RouteMatcher {
  const regexps = patterns.map((pattern) => {
    const segments = pattern.split("/").filter(Boolean);
    const source = segments
      .map((segment) => {
        if (segment === "*") return "(?:/.*)?";
        if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
        return "/" + escapeRegExp(segment);
      })
      .join("");
    return new RegExp(`^${source || "/"}$`);
  });
  return (path) => regexps.some((re) => re.test(path));
}

/**
 * `routes.json` is written by the build (react-router.config.ts) so that the server can tell
 * "a page of the app that was not pre-rendered" from "no such page" without loading the app.
 */
export async function loadDynamicRoutes(routesFile: string): Promise<RouteMatcher> {
  let text: string;
  try {
    text = await readFile(routesFile, "utf8");
  } catch {
    console.warn(`${routesFile} is missing: every unknown path will get the not-found page.`);
    return () => false;
  }
  const parsed: unknown = JSON.parse(text);
  const dynamic = (parsed as { dynamic?: unknown } | null)?.dynamic;
  if (!Array.isArray(dynamic) || !dynamic.every((p): p is string => typeof p === "string")) {
    throw new Error(`${routesFile} should look like { "dynamic": ["/blog/:slug"] }`);
  }
  return compileRoutePatterns(dynamic);
}
