/**
 * /rest/v1: the PostgREST subset supabase-js sends for `from(table)` reads and writes and for
 * `rpc(fn, args)`. Each request runs in one transaction as the caller's role with the caller's
 * claims in `request.jwt.claims`, so grants and row level security in the database decide what
 * it may see and change, as on hosted Supabase.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { asCaller, type Caller } from "../core/caller.ts";
import type { Db } from "../core/db.ts";
import { answerPreflight, applyCors } from "../core/cors.ts";
import { BadJson, BodyTooLarge, pathOf, queryOf, readBody } from "../core/http.ts";
import { findFunctions, findTable, type Fn, ident, type Table } from "./catalog.ts";
import { fromDatabase, RestError, restErrors, sendRestError } from "./errors.ts";
import { readQuery, selectList, whereClause } from "./query.ts";
import {
  checkProfile,
  identify,
  OBJECT_MEDIA_TYPE,
  preferences,
  type RestSettings,
  wantsSingleObject,
} from "./request.ts";

export const REST_PREFIX = "/rest/v1";
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

interface Answer {
  status: number;
  /** JSON text, or undefined for no body. */
  body?: string;
  single?: boolean;
  contentRange?: string;
}

async function bodyJson(req: IncomingMessage, limit: number, allowEmpty: boolean): Promise<unknown> {
  const text = (await readBody(req, limit)).toString("utf8");
  if (text.trim() === "" && allowEmpty) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadJson((error as Error).message);
  }
}

/** One row for `.single()` (rolled back otherwise, as PostgREST does), else the array. */
function shape(json: string, count: number, single: boolean): string {
  if (!single) return json;
  if (count !== 1) throw restErrors.notOneRow(count);
  return JSON.stringify((JSON.parse(json) as unknown[])[0]);
}

async function read(db: Db, caller: Caller, table: Table, query: URLSearchParams, req: IncomingMessage) {
  const single = wantsSingleObject(req);
  const { countExact } = preferences(req);
  const params: unknown[] = [];
  const q = readQuery(table, query, params);
  const from = `public.${ident(table.name)}`;
  const page = `${q.limit !== undefined ? ` limit ${q.limit}` : ""}${q.offset !== undefined ? ` offset ${q.offset}` : ""}`;
  return asCaller(db, caller, async (tx): Promise<Answer> => {
    const rows = await tx.query<{ body: string; n: number }>(
      `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n
       from (select ${q.columns} from ${from} ${q.where} ${q.orderBy}${page}) _r`,
      params,
    );
    const { body, n } = rows.rows[0] ?? { body: "[]", n: 0 };
    let total = "*";
    if (countExact) {
      const counted = await tx.query<{ n: number }>(`select count(*)::int as n from ${from} ${q.where}`, params);
      total = String(counted.rows[0]?.n ?? 0);
    }
    const start = q.offset ?? 0;
    return {
      status: 200,
      body: shape(body, n, single),
      single,
      contentRange: n > 0 ? `${start}-${start + n - 1}/${total}` : `*/${total}`,
    };
  });
}

function columnsOf(table: Table, rows: Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) names.add(key);
  for (const name of names) if (!table.columns.has(name)) throw restErrors.unknownColumn(table.name, name);
  return [...names];
}

async function write(
  db: Db,
  caller: Caller,
  table: Table,
  method: string,
  query: URLSearchParams,
  req: IncomingMessage,
  settings: RestSettings,
): Promise<Answer> {
  const single = wantsSingleObject(req);
  const { representation } = preferences(req);
  const from = `public.${ident(table.name)}`;
  const returning = `returning ${selectList(table, query.get("select"))}`;
  const params: unknown[] = [];
  let statement: string;
  if (method === "DELETE") {
    statement = `delete from ${from} ${whereClause(table, query, params)} ${returning}`;
  } else {
    const body = await bodyJson(req, settings.maxBodyBytes, false);
    const isObject = (v: unknown): v is Record<string, unknown> =>
      v !== null && typeof v === "object" && !Array.isArray(v);
    if (method === "POST") {
      const rows = Array.isArray(body) ? body : [body];
      if (!rows.every(isObject)) throw restErrors.badJson("expected a JSON object or an array of objects");
      const columns = columnsOf(table, rows).map(ident).join(", ");
      params.push(JSON.stringify(rows));
      statement = columns
        ? `insert into ${from} (${columns}) select ${columns} from json_populate_recordset(null::${from}, $1::json) ${returning}`
        : `insert into ${from} default values ${returning}`;
    } else {
      if (!isObject(body)) throw restErrors.badJson("expected a JSON object");
      const columns = columnsOf(table, [body]);
      if (columns.length === 0) throw restErrors.badQuery("Nothing to update: the body has no columns");
      params.push(JSON.stringify(body));
      const sets = columns
        .map((c) => `${ident(c)} = (select ${ident(c)} from json_populate_record(null::${from}, $1::json))`)
        .join(", ");
      statement = `update ${from} set ${sets} ${whereClause(table, query, params)} ${returning}`;
    }
  }
  return asCaller(db, caller, async (tx): Promise<Answer> => {
    const result = await tx.query<{ body: string; n: number }>(
      `with _w as (${statement}) select coalesce(json_agg(_w), '[]')::text as body, count(*)::int as n from _w`,
      params,
    );
    const { body, n } = result.rows[0] ?? { body: "[]", n: 0 };
    const shaped = single || representation ? shape(body, n, single) : undefined;
    const created = method === "POST";
    if (shaped === undefined) return { status: created ? 201 : 204, contentRange: `*/*` };
    return { status: created ? 201 : 200, body: shaped, single };
  });
}

function pickFunction(fns: Fn[], name: string, keys: string[]): Fn {
  const match = fns.find((fn) => {
    const names = fn.args.map((a) => a.name);
    const required = names.slice(0, names.length - fn.defaults);
    return keys.every((k) => names.includes(k)) && required.every((r) => keys.includes(r));
  });
  if (!match) throw restErrors.unknownFunction(name, [...keys].sort());
  return match;
}

function argValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

async function rpc(
  db: Db,
  caller: Caller,
  name: string,
  req: IncomingMessage,
  settings: RestSettings,
): Promise<Answer> {
  const single = wantsSingleObject(req);
  const body = await bodyJson(req, settings.maxBodyBytes, true);
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw restErrors.badJson("expected a JSON object of named arguments");
  const args = body as Record<string, unknown>;
  const fn = pickFunction(await findFunctions(db, name), name, Object.keys(args));
  const params: unknown[] = [];
  const named = fn.args
    .filter((a) => a.name in args)
    .map((a) => {
      params.push(argValue(args[a.name]));
      return `${ident(a.name)} => $${params.length}::${a.type}`;
    })
    .join(", ");
  const call = `public.${ident(fn.name)}(${named})`;
  return asCaller(db, caller, async (tx): Promise<Answer> => {
    if (fn.returnsVoid) {
      await tx.query(`select ${call}`, params);
      return { status: 204 };
    }
    if (fn.returnsSet) {
      const rows = await tx.query<{ body: string; n: number }>(
        `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from ${call} _r`,
        params,
      );
      const { body: json, n } = rows.rows[0] ?? { body: "[]", n: 0 };
      return { status: 200, body: shape(json, n, single), single };
    }
    const rows = await tx.query<{ body: string }>(`select to_json(${call})::text as body`, params);
    return { status: 200, body: rows.rows[0]?.body ?? "null", single };
  });
}

function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  res.statusCode = answer.status;
  res.setHeader("Cache-Control", "no-store");
  if (answer.contentRange) res.setHeader("Content-Range", answer.contentRange);
  if (answer.body === undefined) return void res.end();
  const data = Buffer.from(answer.body, "utf8");
  res.setHeader("Content-Type", `${answer.single ? OBJECT_MEDIA_TYPE : "application/json"}; charset=utf-8`);
  res.setHeader("Content-Length", data.length);
  res.end(req.method === "HEAD" ? undefined : data);
}

export function createRestHandler(db: Db, settings: RestSettings) {
  async function route(req: IncomingMessage, res: ServerResponse, caller: { current?: Caller }): Promise<void> {
    const method = req.method ?? "GET";
    const rest = pathOf(req).slice(REST_PREFIX.length);
    const parts = rest.split("/").filter(Boolean);
    const query = queryOf(req);
    checkProfile(req);
    const who = (caller.current = await identify(req, query, settings));
    if (parts.length === 2 && parts[0] === "rpc") {
      const name = decodeURIComponent(parts[1] ?? "");
      if (!NAME.test(name)) throw restErrors.unknownFunction(name.slice(0, 63), []);
      if (method !== "POST") throw restErrors.method(method);
      return send(req, res, await rpc(db, who, name, req, settings));
    }
    if (parts.length !== 1) throw restErrors.badPath();
    const name = decodeURIComponent(parts[0] ?? "");
    if (!NAME.test(name)) throw restErrors.unknownTable(name.slice(0, 63));
    if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method)) throw restErrors.method(method);
    const table = await findTable(db, name);
    if (!table) throw restErrors.unknownTable(name);
    if (method === "GET" || method === "HEAD") return send(req, res, await read(db, who, table, query, req));
    return send(req, res, await write(db, who, table, method, query, req, settings));
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    applyCors(req, res);
    res.setHeader("Access-Control-Expose-Headers", "Content-Range, Content-Location, X-Supabase-Api-Version");
    if (answerPreflight(req, res, "GET, HEAD, POST, PATCH, DELETE, OPTIONS")) return;
    const caller: { current?: Caller } = {};
    try {
      await route(req, res, caller);
    } catch (error) {
      if (res.headersSent) return void res.destroy();
      if (error instanceof RestError) return sendRestError(req, res, error);
      if (error instanceof BodyTooLarge) {
        // No "Connection: close": readBody drops the rest, so the client reads this, not a reset.
        return sendRestError(req, res, restErrors.tooLarge(settings.maxBodyBytes));
      }
      if (error instanceof BadJson) return sendRestError(req, res, restErrors.badJson(error.message));
      if (error instanceof URIError) return sendRestError(req, res, restErrors.badPath());
      const fromDb = fromDatabase(error, caller.current?.role !== "authenticated");
      if (fromDb && fromDb.status < 500) return sendRestError(req, res, fromDb);
      console.error(`rest ${req.method} ${pathOf(req)} failed:`, error instanceof Error ? error.stack : error);
      sendRestError(req, res, fromDb ?? new RestError(500, "PGRST000", "Internal server error"));
    }
  };
}
