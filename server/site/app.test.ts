import { createHash } from "node:crypto";
import type { Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp, type Mount } from "./app.ts";
import { precompressSite } from "./precompress.ts";
import { listen, makeTempTree, removeTree, send } from "../../tests/server/support.ts";

const bootScript = `document.documentElement.dataset.boot="1"`;
const contextScript = `window.__ctx = {"a":1};\nconsole.log("<\\/p>")`;
const fallbackScript = `window.__spa = true`;
const jsonLd = `{"@type":"WebSite"}`;

const page = (title: string, scripts: string[]) =>
  `<!DOCTYPE html><html><head><title>${title}</title>` +
  `<script type="application/ld+json">${jsonLd}</script></head><body><h1>${title}</h1>` +
  scripts.map((s) => `<script>${s}</script>`).join("") +
  `<script type="module" src="/assets/app-Ab12Cd34.js"></script></body></html>`;

const homeHtml = page("Home page", [bootScript, contextScript]);
const notFoundHtml = page("Not-found page", []);
const studioNotFoundHtml = page("Not-found page of the studio", []);
const fallbackHtml = page("SPA shell", [fallbackScript]);
const appJs = `export const greeting = "hello";\n`.repeat(200);

const cspHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

let root: string;
let server: Server;
let port: number;
const mountCalls: { method?: string; url?: string }[] = [];

beforeAll(async () => {
  root = await makeTempTree({
    "package.json": `{"name":"TOP-SECRET-PACKAGE"}`,
    "dist/secret.txt": "TOP-SECRET-FILE",
    "dist/routes.json": JSON.stringify({
      dynamic: ["/blog/:slug", "/games/:gameId"],
      notFound: { "/activities/color/:pageId": "/activities/color/404" },
    }),
    "dist/client/activities/color/duck/index.html": page("Duck", []),
    "dist/client/activities/color/404/index.html": studioNotFoundHtml,
    "dist/client/index.html": homeHtml,
    "dist/client/blog/index.html": page("Blog", []),
    "dist/client/blog/hello/index.html": page("Hello post", []),
    "dist/client/404/index.html": notFoundHtml,
    "dist/client/__spa-fallback.html": fallbackHtml,
    "dist/client/assets/app-Ab12Cd34.js": appJs,
    "dist/client/favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg"></svg>`,
  });
  // As `npm run build` does: brotli and gzip twins beside the text files.
  await precompressSite(path.join(root, "dist", "client"));
  const mounts: Mount[] = [
    {
      prefix: "/auth/v1",
      handler(req, res) {
        mountCalls.push({ method: req.method, url: req.url });
        res.setHeader("Content-Type", "application/json");
        res.end(`{"mounted":true}`);
      },
    },
    {
      prefix: "/broken",
      handler(req) {
        if (req.url === "/broken/sync") throw new Error("sync failure (expected by the test)");
        return Promise.reject(new Error("async failure (expected by the test)"));
      },
    },
  ];
  const app = await createApp({
    distDir: path.join(root, "dist"),
    mounts,
    security: { connectOrigins: ["https://project.supabase.co"], httpsOnly: false },
    logRequests: false,
  });
  ({ server, port } = await listen(app));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await removeTree(root);
});

describe("serving files", () => {
  it("serves pages and files with 200, uncompressed unless asked", async () => {
    const home = await send(port, "/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(home.headers["content-encoding"]).toBeUndefined();
    expect(home.body.toString()).toBe(homeHtml);

    const post = await send(port, "/blog/hello");
    expect(post.status).toBe(200);
    expect(post.body.toString()).toContain("Hello post");

    const js = await send(port, "/assets/app-Ab12Cd34.js");
    expect(js.status).toBe(200);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.body.toString()).toBe(appJs);
  });

  it("negotiates brotli over gzip, and gzip when brotli is refused", async () => {
    const br = await send(port, "/assets/app-Ab12Cd34.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.body.length).toBeLessThan(appJs.length);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(appJs);

    const gz = await send(port, "/", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(homeHtml);

    const none = await send(port, "/", { headers: { "Accept-Encoding": "identity" } });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.headers.vary).toBe("Accept-Encoding");
  });

  it("answers a matching If-None-Match with 304 and a stale one with 200", async () => {
    const first = await send(port, "/", { headers: { "Accept-Encoding": "br" } });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await send(port, "/", { headers: { "Accept-Encoding": "br", "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);

    const stale = await send(port, "/", { headers: { "If-None-Match": `"not-the-current-one"` } });
    expect(stale.status).toBe(200);

    const otherFile = await send(port, "/blog/hello", { headers: { "If-None-Match": etag ?? "" } });
    expect(otherFile.status).toBe(200);
  });

  it("gives each encoding its own ETag", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(
        async (e) => (await send(port, "/", { headers: { "Accept-Encoding": e } })).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it("caches hashed assets for a year, HTML never without revalidation, other files an hour", async () => {
    expect((await send(port, "/assets/app-Ab12Cd34.js")).headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await send(port, "/")).headers["cache-control"]).toBe("no-cache");
    expect((await send(port, "/blog")).headers["cache-control"]).toBe("no-cache");
    expect((await send(port, "/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const head = await send(port, "/", { method: "HEAD", headers: { "Accept-Encoding": "gzip" } });
    const get = await send(port, "/", { headers: { "Accept-Encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it("refuses other methods with 405 and Allow", async () => {
    const post = await send(port, "/", { method: "POST", body: "x=1" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });
});

describe("security headers", () => {
  it("allows exactly the page's own inline scripts in its CSP", async () => {
    const csp = String((await send(port, "/")).headers["content-security-policy"]);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scriptSrc.split(" ").sort()).toEqual(
      ["script-src", "'self'", cspHash(bootScript), cspHash(contextScript)].sort(),
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self' https://project.supabase.co");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("computes the hashes per document", async () => {
    const csp = String((await send(port, "/games/unknown")).headers["content-security-policy"]);
    expect(csp).toContain(cspHash(fallbackScript));
    expect(csp).not.toContain(cspHash(bootScript));
  });

  it("puts the common headers on every kind of answer", async () => {
    for (const target of ["/", "/assets/app-Ab12Cd34.js", "/nope", "/%E0%A4%A", "/auth/v1/user", "/healthz"]) {
      const { headers } = await send(port, target);
      expect(headers["x-content-type-options"], target).toBe("nosniff");
      expect(headers["referrer-policy"], target).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], target).toBe("same-origin");
      expect(headers["x-frame-options"], target).toBe("DENY");
      expect(headers["permissions-policy"], target).toContain("camera=()");
      expect(headers["permissions-policy"], target).toContain("fullscreen=(self)");
      expect(headers["content-security-policy"], target).toContain("frame-ancestors 'none'");
    }
  });
});

describe("routing", () => {
  it("answers an unknown page with 404 and the not-found page", async () => {
    for (const target of ["/nope", "/games/a/b", "/404"]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).toBe(notFoundHtml);
    }
  });

  it("answers an unknown path of a dynamic route with 404 and the SPA shell", async () => {
    for (const target of ["/games/unknown-game", "/blog/no-such-post"]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).toBe(fallbackHtml);
    }
  });

  it("answers an unknown page of a wholly pre-rendered route with that route's own not-found page", async () => {
    expect((await send(port, "/activities/color/duck")).status).toBe(200);
    for (const target of ["/activities/color/no-such-page", "/activities/color/404"]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString(), target).toBe(studioNotFoundHtml);
    }
  });

  it("answers a missing file with a short text 404, not a page", async () => {
    const res = await send(port, "/assets/gone-123.js");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body.toString()).not.toContain("<");
  });

  it("keeps the build's compressed twins out of reach as files of their own", async () => {
    for (const target of ["/assets/app-Ab12Cd34.js.br", "/assets/app-Ab12Cd34.js.gz", "/index.html.br"]) {
      expect((await send(port, target)).status, target).toBe(404);
    }
  });

  it("redirects a trailing slash away with 308, keeping the query", async () => {
    const res = await send(port, "/blog/hello/?ref=home");
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe("/blog/hello?ref=home");
    expect((await send(port, "/")).status).toBe(200);
  });

  it("never redirects to another host", async () => {
    const res = await send(port, "//evil.example/");
    expect(res.status).toBe(308);
    expect(res.headers.location).toBe("/evil.example");
  });

  it("sends the renamed game to its new address with 301", async () => {
    for (const target of ["/games/cozy-cloud-hop", "/games/cozy-cloud-hop/"]) {
      const res = await send(port, target);
      expect(res.status, target).toBe(301);
      expect(res.headers.location, target).toBe("/games/little-dodger");
    }
    expect((await send(port, "/games/cozy-cloud-hop?x=1")).headers.location).toBe("/games/little-dodger?x=1");
  });

  it("answers bad percent-encoding with 400", async () => {
    for (const target of ["/%E0%A4%A", "/%", "/blog/%zz"]) {
      expect((await send(port, target)).status, target).toBe(400);
    }
  });

  it("never serves a file from outside the client folder", async () => {
    const attempts = [
      "/../package.json",
      "/../../package.json",
      "/%2e%2e/",
      "/%2e%2e/package.json",
      "/..%2fsecret.txt",
      "/assets/../../secret.txt",
      "/%2e%2e%2f%2e%2e%2fpackage.json",
      "/..%5csecret.txt",
      "/.%2e/secret.txt",
    ];
    for (const target of attempts) {
      const res = await send(port, target);
      expect(res.status, target).toBe(400);
      expect(res.body.toString(), target).not.toContain("TOP-SECRET");
    }
  });

  it("answers /healthz", async () => {
    const res = await send(port, "/healthz");
    expect(res.status).toBe(200);
    expect(res.body.toString().trim()).toBe("ok");
  });
});

describe("mounts", () => {
  it("hands every request under the prefix to the mount, unchanged", async () => {
    mountCalls.length = 0;
    const res = await send(port, "/auth/v1/signup?redirect_to=x", { method: "POST", body: "{}" });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(`{"mounted":true}`);
    expect((await send(port, "/auth/v1")).status).toBe(200);
    expect(mountCalls).toEqual([
      { method: "POST", url: "/auth/v1/signup?redirect_to=x" },
      { method: "GET", url: "/auth/v1" },
    ]);
  });

  it("does not hand over paths that only start with the same letters", async () => {
    mountCalls.length = 0;
    expect((await send(port, "/auth/v1x")).status).toBe(404);
    expect(mountCalls).toEqual([]);
  });

  it("answers 500 when a mount fails, and keeps serving", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await send(port, "/broken/sync")).status).toBe(500);
    expect((await send(port, "/broken/async")).status).toBe(500);
    expect((await send(port, "/")).status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
