import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { chooseEncoding, type Encoding } from "./accept-encoding.ts";
import { loadDynamicRoutes } from "./dynamic-routes.ts";
import { redirects } from "./redirects.ts";
import { parseRequestTarget, sameSiteLocation } from "./request-path.ts";
import { type SecurityOptions, contentSecurityPolicy } from "./security-headers.ts";
import { type IndexedFile, indexSite } from "./site-index.ts";
import { sendText } from "./send-text.ts";

/** Where the build puts the pages that unknown paths are answered with. */
const notFoundPage = "/404/index.html";
const spaFallbackPage = "/__spa-fallback.html";

export type StaticSite = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Serves a React Router pre-rendered build (`<distDir>/client`) from memory.
 *
 * A path is answered, in order, by: a redirect (moved pages, trailing slashes), the file
 * itself, its pre-rendered `index.html`, a short text 404 when it names a file (it has an
 * extension), the route's own pre-rendered not-found page with 404 when it fits a route whose
 * every page is pre-rendered (an unknown studio page), the SPA shell with 404 when it fits a
 * dynamic route (the app then renders its own "not found" for e.g. an unknown game), and otherwise
 * the pre-rendered not-found page.
 */
export async function loadStaticSite(distDir: string, security: SecurityOptions): Promise<StaticSite> {
  const [index, routes] = await Promise.all([
    indexSite(path.join(distDir, "client")),
    loadDynamicRoutes(path.join(distDir, "routes.json")),
  ]);
  // Each page's policy names its own inline scripts; worked out once, not per request.
  const pagePolicies = new Map<IndexedFile, string>();
  for (const file of index.values()) {
    if (file.isHtml) pagePolicies.set(file, contentSecurityPolicy(file.scriptHashes, security));
  }
  const notFound = index.get(notFoundPage);
  const spaFallback = index.get(spaFallbackPage);

  function sendFile(req: IncomingMessage, res: ServerResponse, urlPath: string, file: IndexedFile, status: number) {
    const available = new Set<Encoding>();
    if (file.br) available.add("br");
    if (file.gzip) available.add("gzip");
    const encoding = chooseEncoding(req.headers["accept-encoding"], available);
    const representation = (encoding !== "identity" && file[encoding]) || file.identity;

    const policy = pagePolicies.get(file);
    if (policy) res.setHeader("Content-Security-Policy", policy);
    res.setHeader("Cache-Control", cacheControl(urlPath, file));
    if (available.size > 0) res.setHeader("Vary", "Accept-Encoding");
    // Validators only describe successful answers; a 404 page is never "not modified".
    if (status === 200) {
      res.setHeader("ETag", representation.etag);
      if (matchesETag(req.headers["if-none-match"], file)) {
        res.statusCode = 304;
        res.end();
        return;
      }
    }
    res.statusCode = status;
    res.setHeader("Content-Type", file.contentType);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", representation.body.length);
    res.end(req.method === "HEAD" ? undefined : representation.body);
  }

  return function serveStatic(req, res) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return sendText(req, res, 405, "Method not allowed");
    }
    const target = parseRequestTarget(req.url);
    if (!target.ok) return sendText(req, res, 400, "Bad request");

    const canonical = target.path.replace(/\/+$/, "") || "/";
    const moved = redirects.get(canonical);
    if (moved !== undefined) return redirect(req, res, 301, sameSiteLocation(moved, target.search));
    if (canonical !== target.path) return redirect(req, res, 308, sameSiteLocation(canonical, target.search));

    const pagePath = canonical === "/" ? "/index.html" : `${canonical}/index.html`;
    for (const urlPath of [canonical, pagePath]) {
      const file = index.get(urlPath);
      if (file)
        return sendFile(req, res, urlPath, file, file === notFound || routes.isNotFoundPage(canonical) ? 404 : 200);
    }
    // A missing script or image must not be answered with a page: the browser would try to run it.
    if (path.posix.extname(canonical) !== "") return sendText(req, res, 404, "Not found");
    const ownNotFound = routes.notFoundPageFor(canonical);
    const ownNotFoundFile = ownNotFound && index.get(`${ownNotFound}/index.html`);
    if (ownNotFoundFile) return sendFile(req, res, `${ownNotFound}/index.html`, ownNotFoundFile, 404);
    if (spaFallback && routes.isDynamicRoute(canonical)) return sendFile(req, res, spaFallbackPage, spaFallback, 404);
    if (notFound) return sendFile(req, res, notFoundPage, notFound, 404);
    return sendText(req, res, 404, "Not found");
  };
}

function cacheControl(urlPath: string, file: IndexedFile): string {
  // Vite puts a content hash in every file name under /assets/: a new build means new URLs.
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  // The service worker names everything else by revision; it must itself be checked each time.
  if (file.isHtml || urlPath === "/sw.js") return "no-cache";
  return "public, max-age=3600";
}

function matchesETag(header: string | undefined, file: IndexedFile): boolean {
  if (!header) return false;
  const known = [file.identity, file.br, file.gzip].flatMap((r) => (r ? [r.etag] : []));
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || known.includes(tag));
}

function redirect(req: IncomingMessage, res: ServerResponse, status: 301 | 308, location: string) {
  res.setHeader("Location", location);
  sendText(req, res, status, `Moved to ${location}`);
}
