/**
 * PostgREST's error answers: `{ code, details, hint, message }`, with its statuses. A database
 * error keeps Postgres's SQLSTATE as `code`; errors of the API layer use PostgREST's PGRST codes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { sendJson } from "../core/http.ts";

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }
}

export const restErrors = {
  badQuery: (message: string, details: string | null = null) => new RestError(400, "PGRST100", message, details),
  badJson: (details: string) => new RestError(400, "PGRST102", "Empty or invalid json", details),
  tooLarge: (limit: number) => new RestError(413, null, `Request body is larger than ${limit} bytes`),
  badJwt: (details: string) =>
    new RestError(401, "PGRST301", details === "JWT expired" ? "JWT expired" : "JWT invalid", details),
  noApiKey: () =>
    new RestError(401, null, "No API key found in request", null, "No `apikey` request header or url param was found."),
  badApiKey: () => new RestError(401, null, "Invalid API key", null, "Double check your anon key."),
  badPath: () => new RestError(404, "PGRST125", "Invalid path specified in request URL"),
  unknownTable: (name: string) =>
    new RestError(404, "PGRST205", `Could not find the table 'public.${name}' in the schema cache`),
  unknownFunction: (name: string, args: string[]) =>
    new RestError(
      404,
      "PGRST202",
      `Could not find the function public.${name}(${args.join(", ")}) in the schema cache`,
      `Searched for the function public.${name} with parameters ${args.join(", ") || "(none)"}, but no matches were found in the schema cache.`,
    ),
  unknownColumn: (table: string, column: string) =>
    new RestError(400, "42703", `column ${table}.${column} does not exist`),
  badSchema: (schema: string) =>
    new RestError(406, "PGRST106", `Invalid schema: ${schema}`, null, "Only the following schemas are exposed: public"),
  notOneRow: (count: number) =>
    new RestError(
      406,
      "PGRST116",
      "JSON object requested, multiple (or no) rows returned",
      `The result contains ${count} rows`,
    ),
  notAcceptable: (accept: string) =>
    new RestError(406, "PGRST107", `None of these media types are available: ${accept.slice(0, 100)}`),
  method: (method: string) => new RestError(405, "PGRST117", `Unsupported HTTP method: ${method}`),
};

interface PgError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** Postgres's SQLSTATE to PostgREST's status (its "HTTP status codes" table). */
function statusOf(code: string, anonymous: boolean): number {
  if (code === "42501") return anonymous ? 401 : 403;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "P0001") return 400;
  const cls = code.slice(0, 2);
  if (["08", "53", "57"].includes(cls)) return 503;
  if (["0L", "0P", "28"].includes(cls)) return 403;
  if (["09", "25", "2D", "38", "39", "3B", "40", "55", "58", "F0", "HV", "XX"].includes(cls)) return 500;
  return 400;
}

/** A database error as PostgREST answers it; undefined when it is not one. */
export function fromDatabase(error: unknown, anonymous: boolean): RestError | undefined {
  const pg = error as PgError;
  if (!error || typeof pg.code !== "string" || !/^[0-9A-Z]{5}$/.test(pg.code)) return undefined;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return new RestError(
    statusOf(pg.code, anonymous),
    pg.code,
    text(pg.message) ?? "Database error",
    text(pg.detail),
    text(pg.hint),
  );
}

export function sendRestError(req: IncomingMessage, res: ServerResponse, error: RestError): void {
  sendJson(req, res, error.status, {
    code: error.code,
    details: error.details,
    hint: error.hint,
    message: error.message,
  });
}
