import { describe, expect, it } from "vitest";
import { games } from "../../games/index";
import { pageTitle } from "../components/Seo";
import routes from "../routes";
import { indexablePaths, notFoundPath, prerenderPaths, staticPaths } from "./paths";

describe("pre-rendered paths", () => {
  it("give every catalogue picture a page of its own, listed in the sitemap", () => {
    const pictures = prerenderPaths.filter((p) => /^\/(gallery|activities|self-help)\/picture\/[a-z0-9-]+$/.test(p));
    expect(pictures).toContain("/activities/picture/plush-bunny");
    expect(pictures.filter((p) => p.startsWith("/activities/"))).toHaveLength(20);
    expect(pictures.filter((p) => p.startsWith("/self-help/"))).toHaveLength(20);
    expect(indexablePaths).toEqual(expect.arrayContaining(pictures));
  });

  it("cover every page of the route table with a known path, once", () => {
    expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length);
    for (const path of ["/", "/explore", "/blog", "/gallery", "/activities", "/games", "/self-help", "/about"]) {
      expect(prerenderPaths).toContain(path);
    }
    for (const path of [
      "/privacy",
      "/terms",
      "/signup",
      "/login",
      "/forgot-password",
      "/reset-password",
      "/confirmation",
      "/auth/confirm",
      notFoundPath,
    ]) {
      expect(prerenderPaths).toContain(path);
    }
    expect(prerenderPaths.filter((p) => p.startsWith("/blog/"))).toHaveLength(5);
    expect(prerenderPaths).toContain("/blog/what-is-littlespace-a-simple-guide-for-new-age-regressors");
    // Every registered game, and spec.md's six among them.
    const gamePages = prerenderPaths.filter((p) => p.startsWith("/games/"));
    expect(gamePages).toEqual(games.map((game) => `/games/${game.id}`));
    expect(gamePages).toEqual(
      expect.arrayContaining(
        ["color-match", "little-dodger", "memory", "snake", "tic-tac-toe", "word-search"].map((id) => `/games/${id}`),
      ),
    );
    expect(indexablePaths).toEqual(expect.arrayContaining(gamePages));
  });

  it("list every route of src/routes.ts that has no parameter, and only those", () => {
    // The old game address only redirects; it has no page of its own to pre-render.
    const redirectOnly = ["/games/cozy-cloud-hop"];
    const routePaths = routes
      .map((r) => (r.index ? "/" : `/${r.path}`))
      .filter((p) => !p.includes(":") && !p.includes("*") && !redirectOnly.includes(p));
    expect([...staticPaths].sort()).toEqual(routePaths.sort());
  });

  it("keep the email landing screens, the account page and the not-found page out of the sitemap", () => {
    for (const path of ["/confirmation", "/auth/confirm", "/reset-password", "/account", notFoundPath]) {
      expect(indexablePaths).not.toContain(path);
    }
  });
});

describe("page titles", () => {
  it("read '{title} | {site name}', and '{title} - Fun Games' for games", () => {
    expect(pageTitle("Blog")).toBe("Blog | Little Space Station");
    expect(pageTitle("Snake", "game")).toBe("Snake - Fun Games | Little Space Station");
  });
});
