import type { Plugin } from "vite";

/**
 * In `npm run dev`, Vite takes an address without a file extension for a module: /games and
 * /games/<id> name the games/ folder (games/index.ts, games/<id>/index.ts), so opening a game
 * page by its address showed the game's source. A page load of those addresses gets a trailing
 * slash on the way in, which Vite leaves to React Router; the browser's address stays as it was.
 */
export function devGamePages(): Plugin {
  return {
    name: "lss:dev-game-pages",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const page = req.headers["sec-fetch-dest"] === "document" || !!req.headers.accept?.includes("text/html");
        const [pathname = "", query] = (req.url ?? "").split(/\?(.*)/s);
        if (req.method === "GET" && page && /^\/games(\/[a-z0-9-]+)?$/.test(pathname)) {
          req.url = `${pathname}/${query ? `?${query}` : ""}`;
        }
        next();
      });
    },
  };
}
