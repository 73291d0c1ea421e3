export type RequestTarget =
  | {
      ok: true;
      /** Percent-decoded path, always starting with "/". */
      path: string;
      /** The query including its "?", or "". */
      search: string;
    }
  | { ok: false };

/**
 * Splits and decodes a request target, refusing anything that could name a file outside the
 * site: the static server looks paths up in an in-memory index, so nothing can escape it, but
 * a request that tries to is answered with 400 rather than a misleading 404.
 */
export function parseRequestTarget(url: string | undefined): RequestTarget {
  const target = url ?? "/";
  // Only origin-form ("/path?query"): this is not a proxy, so absolute-form is refused.
  if (!target.startsWith("/")) return { ok: false };
  const queryStart = target.indexOf("?");
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const search = queryStart === -1 ? "" : target.slice(queryStart);

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { ok: false };
  }
  // Backslashes are separators on Windows and in some browsers' URL parsing; NUL truncates paths.
  if (path.includes("\\") || path.includes("\0")) return { ok: false };
  if (path.split("/").some((segment) => segment === ".." || segment === ".")) return { ok: false };
  return { ok: true, path, search };
}

/**
 * A same-site redirect target for a decoded path. Leading slashes are collapsed so that a
 * request like "//evil.example/" is never answered with "Location: //evil.example", which
 * browsers read as another host.
 */
export function sameSiteLocation(path: string, search: string): string {
  return path.replace(/^\/+/, "/").split("/").map(encodeURIComponent).join("/") + search;
}
