import type { Connect, ViteDevServer } from "vite";
import { describe, expect, it } from "vitest";
import { devGamePages } from "./dev-game-pages";

function middleware(): Connect.NextHandleFunction {
  let handler: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (handler = fn) } };
  const hook = devGamePages().configureServer as (server: ViteDevServer) => void;
  hook(server as unknown as ViteDevServer);
  return handler!;
}

const seen = (url: string, headers: Record<string, string>) => {
  const req = { method: "GET", url, headers } as unknown as Connect.IncomingMessage;
  let called = false;
  middleware()(req, {} as never, () => (called = true));
  expect(called).toBe(true);
  return req.url;
};

describe("dev game pages", () => {
  it("send a page load of /games and /games/<id> past Vite's module handling", () => {
    const page = { "sec-fetch-dest": "document", accept: "text/html" };
    expect(seen("/games", page)).toBe("/games/");
    expect(seen("/games/snake", page)).toBe("/games/snake/");
    expect(seen("/games/snake?seed=3", page)).toBe("/games/snake/?seed=3");
  });

  it("leave module and file requests, and other pages, alone", () => {
    expect(seen("/games/snake/rules.ts", { "sec-fetch-dest": "script" })).toBe("/games/snake/rules.ts");
    expect(seen("/games/snake/card.svg", { accept: "text/html" })).toBe("/games/snake/card.svg");
    expect(seen("/games/index", { "sec-fetch-dest": "script", accept: "*/*" })).toBe("/games/index");
    expect(seen("/explore", { accept: "text/html" })).toBe("/explore");
  });
});
