import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { chooseEncoding, type Encoding } from "./accept-encoding.ts";
import { compileRoutePatterns } from "./dynamic-routes.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { parseRequestTarget, sameSiteLocation } from "./request-path.ts";
import { securityOptionsFromEnv, contentSecurityPolicy } from "./security-headers.ts";

const both = new Set<Encoding>(["br", "gzip"]);
const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, then identity", () => {
    expect(chooseEncoding("gzip, br", both)).toBe("br");
    expect(chooseEncoding("gzip", both)).toBe("gzip");
    expect(chooseEncoding("deflate", both)).toBe("identity");
    expect(chooseEncoding(undefined, both)).toBe("identity");
    expect(chooseEncoding("br, gzip", new Set<Encoding>(["gzip"]))).toBe("gzip");
  });

  it("honours q-values and wildcards", () => {
    expect(chooseEncoding("br;q=0, gzip", both)).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8", both)).toBe("gzip");
    expect(chooseEncoding("*", both)).toBe("br");
    expect(chooseEncoding("*;q=0, identity", both)).toBe("identity");
    expect(chooseEncoding("BR", both)).toBe("br");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts, classic and module, and skips external scripts and data blocks", () => {
    const html =
      `<script>a()</script><script type="module">import "/x.js"</script>` +
      `<script src="/y.js"></script><script type="application/ld+json">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash("a()"), hash(`import "/x.js"`)]);
  });

  it("reads attributes containing '>' and hashes newlines as the browser sees them", () => {
    const html = `<script data-x="a>b">one()\r\ntwo()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash("one()\ntwo()")]);
  });

  it("lists a repeated script once", () => {
    expect(inlineScriptHashes(`<script>a()</script><SCRIPT>a()</SCRIPT >`)).toEqual([hash("a()")]);
  });
});

describe("compileRoutePatterns", () => {
  const matches = compileRoutePatterns(["/games/:gameId", "/docs/:page?", "/files/*"]);

  it("matches one non-empty segment for a :param", () => {
    expect(matches("/games/snake")).toBe(true);
    expect(matches("/games")).toBe(false);
    expect(matches("/games/")).toBe(false);
    expect(matches("/games/a/b")).toBe(false);
    expect(matches("/gamesx/snake")).toBe(false);
  });

  it("understands optional segments and splats", () => {
    expect(matches("/docs")).toBe(true);
    expect(matches("/docs/intro")).toBe(true);
    expect(matches("/files/a/b/c")).toBe(true);
  });
});

describe("parseRequestTarget", () => {
  it("decodes the path and keeps the query apart", () => {
    expect(parseRequestTarget("/blog/caf%C3%A9?x=%20")).toEqual({ ok: true, path: "/blog/café", search: "?x=%20" });
  });

  it("refuses dot segments, backslashes, NUL, bad escapes and absolute-form targets", () => {
    for (const target of ["/a/../b", "/%2E%2E", "/./a", "/a%5Cb", "/a%00", "/%E0%A4%A", "http://x/a", "*"]) {
      expect(parseRequestTarget(target).ok, target).toBe(false);
    }
  });

  it("builds redirect targets that stay on this site", () => {
    expect(sameSiteLocation("///evil.example", "")).toBe("/evil.example");
    expect(sameSiteLocation("/blog/café #1", "?a=b")).toBe("/blog/caf%C3%A9%20%231?a=b");
  });
});

describe("securityOptionsFromEnv", () => {
  it("allows the Supabase origin only, and HTTPS-only mode only behind HTTPS in production", () => {
    const options = securityOptionsFromEnv({
      VITE_SUPABASE_URL: "https://abc.supabase.co/auth/v1",
      NODE_ENV: "production",
      BEHIND_HTTPS: "1",
    });
    expect(options).toEqual({ connectOrigins: ["https://abc.supabase.co"], httpsOnly: true });
    expect(contentSecurityPolicy([], options)).toMatch(
      /connect-src 'self' https:\/\/abc\.supabase\.co;.*upgrade-insecure-requests$/,
    );
    expect(securityOptionsFromEnv({ BEHIND_HTTPS: "1" }).httpsOnly).toBe(false);
    expect(securityOptionsFromEnv({}).connectOrigins).toEqual([]);
  });
});
