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

export interface SiteRoutes {
  /** A page of the app that was not pre-rendered (the SPA shell answers it). */
  isDynamicRoute: RouteMatcher;
  /** The pre-rendered not-found page of a route whose every page is pre-rendered, if the path is under one. */
  notFoundPageFor(path: string): string | undefined;
  /** Whether the path is one of those not-found pages itself (answered with 404 too). */
  isNotFoundPage(path: string): boolean;
}

/**
 * `routes.json` is written by the build (react-router.config.ts) so that the server can tell
 * "a page of the app that was not pre-rendered" from "no such page" without loading the app.
 */
export async function loadDynamicRoutes(routesFile: string): Promise<SiteRoutes> {
  let text: string;
  try {
    text = await readFile(routesFile, "utf8");
  } catch {
    console.warn(`${routesFile} is missing: every unknown path will get the not-found page.`);
    return { isDynamicRoute: () => false, notFoundPageFor: () => undefined, isNotFoundPage: () => false };
  }
  const parsed = JSON.parse(text) as { dynamic?: unknown; notFound?: unknown } | null;
  const dynamic = parsed?.dynamic;
  if (!Array.isArray(dynamic) || !dynamic.every((p): p is string => typeof p === "string")) {
    throw new Error(`${routesFile} should look like { "dynamic": ["/blog/:slug"] }`);
  }
  const notFound = parsed?.notFound ?? {};
  if (typeof notFound !== "object" || !Object.values(notFound).every((p) => typeof p === "string")) {
    throw new Error(`${routesFile}: "notFound" should map route patterns to pages`);
  }
  const closed = Object.entries(notFound as Record<string, string>).map(
    ([pattern, page]) => [compileRoutePatterns([pattern]), page] as const,
  );
  const pages = new Set(closed.map(([, page]) => page));
  return {
    isDynamicRoute: compileRoutePatterns(dynamic),
    notFoundPageFor: (path) => closed.find(([matches]) => matches(path))?.[1],
    isNotFoundPage: (path) => pages.has(path),
  };
}
