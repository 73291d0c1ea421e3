/**
 * Malformed and hostile requests to /rest/v1 get PostgREST's 4xx answers, never a 5xx, and the
 * service keeps serving.
 */
import { describe, expect, it } from "vitest";
import { DEV_ANON_KEY } from "../core/config.ts";
import { serviceForFile } from "../../../tests/server/service-fixture.ts";

const svc = serviceForFile();

const cases: [string, string, RequestInit, number, string | null][] = [
  ["unknown table", "/no_such_table", {}, 404, "PGRST205"],
  ["a table outside public", "/auth.users", {}, 404, "PGRST205"],
  ["quotes in a table name", '/game_bests"%3Bdrop%20table%20x', {}, 404, "PGRST205"],
  ["unknown column in select", "/game_bests?select=password", {}, 400, "42703"],
  ["injection in select", "/game_bests?select=best%2C(select%201)", {}, 400, "PGRST100"],
  ["embedding", "/game_bests?select=*,users(*)", {}, 400, "PGRST100"],
  ["unknown filter column", "/game_bests?nope=eq.1", {}, 400, "42703"],
  ["unknown operator", "/game_bests?best=like.*1", {}, 400, "PGRST100"],
  ["bad uuid value", "/game_bests?user_id=eq.not-a-uuid", {}, 400, "22P02"],
  // The value is a parameter: the query runs, and anon may not read the table at all.
  ["injection in a value", "/game_bests?game_id=eq.x'%20or%201=1--", {}, 401, "42501"],
  ["bad order", "/game_bests?order=best.sideways", {}, 400, "PGRST100"],
  ["bad limit", "/game_bests?limit=-1", {}, 400, "PGRST100"],
  ["another schema", "/game_bests", { headers: { "Accept-Profile": "auth" } }, 406, "PGRST106"],
  ["unknown media type", "/game_bests", { headers: { Accept: "text/csv" } }, 406, "PGRST107"],
  ["unknown function", "/rpc/no_such_fn", { method: "POST", body: "{}" }, 404, "PGRST202"],
  ["function outside public", "/rpc/auth.uid", { method: "POST", body: "{}" }, 404, "PGRST202"],
  ["bad JSON", "/rpc/record_best", { method: "POST", body: "{nope" }, 400, "PGRST102"],
  ["array of args", "/rpc/record_best", { method: "POST", body: "[1,2]" }, 400, "PGRST102"],
  ["GET on rpc", "/rpc/record_best", {}, 405, "PGRST117"],
  ["PUT", "/game_bests", { method: "PUT", body: "{}" }, 405, "PGRST117"],
  ["nested path", "/game_bests/1", {}, 404, "PGRST125"],
  ["bad escapes", "/%E0%A4%A", {}, 404, "PGRST125"],
  ["oversized body", "/rpc/record_best", { method: "POST", body: `{"game_id":"${"x".repeat(200_000)}"}` }, 413, null],
];

describe("hostile and malformed requests", () => {
  it.each(cases)("%s: %s answers its 4xx", async (_label, path, init, status, code) => {
    const headers = new Headers(init.headers);
    headers.set("apikey", DEV_ANON_KEY);
    if (init.body) headers.set("Content-Type", "application/json");
    const response = await fetch(`${svc.url}/rest/v1${path}`, { ...init, headers });
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    if (code) expect(body.code).toBe(code);
  });

  it("asks for the API key, and keeps serving afterwards", async () => {
    const missing = await fetch(`${svc.url}/rest/v1/game_bests`);
    expect(missing.status).toBe(401);
    const wrong = await fetch(`${svc.url}/rest/v1/game_bests`, { headers: { apikey: "nope" } });
    expect(wrong.status).toBe(401);
    // Anon holds no grant on the table (the migration revokes it): the database says no.
    const { data, error, status } = await svc.client().from("game_bests").select("*");
    expect(status).toBe(401);
    expect(error?.code).toBe("42501");
    expect(data).toBeNull();
  });

  it("answers a CORS preflight for the methods supabase-js uses", async () => {
    const response = await fetch(`${svc.url}/rest/v1/game_bests`, {
      method: "OPTIONS",
      headers: { Origin: "http://example.org", "Access-Control-Request-Method": "PATCH" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("PATCH");
  });
});
