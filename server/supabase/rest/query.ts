/**
 * The part of PostgREST's URL grammar supabase-js sends for plain reads and writes: `select`
 * (columns, `*`, `alias:column`), column filters (`eq`, `neq`, `gt`, `gte`, `lt`, `lte`, `is`,
 * `in`, each optionally negated with `not.`), `order`, `limit`, `offset`. Anything else is
 * PostgREST's PGRST100. Columns are checked against the table; values become parameters.
 */
import { ident, type Table } from "./catalog.ts";
import { restErrors } from "./errors.ts";

export interface ReadQuery {
  /** The select list, e.g. `"best", "game_id" as "id"`. */
  columns: string;
  where: string;
  orderBy: string;
  limit?: number;
  offset?: number;
}

const RESERVED = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const COMPARISONS: Record<string, string> = { eq: "=", neq: "<>", gt: ">", gte: ">=", lt: "<", lte: "<=" };

function column(table: Table, name: string): string {
  if (!table.columns.has(name)) throw restErrors.unknownColumn(table.name, name);
  return ident(name);
}

export function selectList(table: Table, raw: string | null): string {
  if (raw === null || raw.trim() === "" || raw.trim() === "*") return "*";
  return raw
    .split(",")
    .map((item) => {
      const trimmed = item.trim();
      const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)$/.exec(trimmed);
      if (trimmed === "*") return "*";
      if (!match) throw restErrors.badQuery(`"failed to parse select parameter (${raw})"`, `unexpected "${trimmed}"`);
      const [, alias, name] = match;
      const col = column(table, name as string);
      return alias ? `${col} as ${ident(alias)}` : col;
    })
    .join(", ");
}

/** Splits `in.(a,b,"c,d")` into its values. */
function listValues(raw: string): string[] {
  const match = /^\((.*)\)$/s.exec(raw);
  if (!match) throw restErrors.badQuery(`"failed to parse filter (in.${raw})"`, "expected a list in parentheses");
  const body = match[1] ?? "";
  if (body === "") return [];
  const values: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/gy;
  let m: RegExpExecArray | null;
  while (pattern.lastIndex < body.length && (m = pattern.exec(body))) {
    values.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : (m[2] ?? "").trim());
    if (m[0] === "") break;
  }
  return values;
}

function filter(table: Table, name: string, raw: string, params: unknown[]): string {
  const col = column(table, name);
  let rest = raw;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? "" : rest.slice(dot + 1);
  let sql: string;
  if (op in COMPARISONS) {
    params.push(value);
    sql = `${col} ${COMPARISONS[op]} $${params.length}`;
  } else if (op === "is") {
    const keyword = { null: "null", true: "true", false: "false", unknown: "unknown" }[value.toLowerCase()];
    if (!keyword) throw restErrors.badQuery(`"failed to parse filter (${raw})"`, `unknown "is" value "${value}"`);
    sql = `${col} is ${keyword}`;
  } else if (op === "in") {
    const values = listValues(value);
    if (values.length === 0) sql = "false";
    else {
      sql = `${col} in (${values.map((v) => (params.push(v), `$${params.length}`)).join(", ")})`;
    }
  } else {
    throw restErrors.badQuery(`"failed to parse filter (${raw})"`, `operator "${op}" is not implemented here`);
  }
  return negate ? `not (${sql})` : sql;
}

export function whereClause(table: Table, query: URLSearchParams, params: unknown[]): string {
  const parts: string[] = [];
  for (const [name, raw] of query) {
    if (RESERVED.has(name)) continue;
    if (name === "or" || name === "and" || name === "not.or" || name === "not.and")
      throw restErrors.badQuery(`"failed to parse logic tree (${raw})"`, "logic trees are not implemented here");
    parts.push(filter(table, name, raw, params));
  }
  return parts.length ? `where ${parts.join(" and ")}` : "";
}

function orderBy(table: Table, raw: string | null): string {
  if (raw === null || raw === "") return "";
  const terms = raw.split(",").map((term) => {
    const [name, ...modifiers] = term.trim().split(".");
    let sql = column(table, name ?? "");
    for (const modifier of modifiers) {
      const keyword = { asc: "asc", desc: "desc", nullsfirst: "nulls first", nullslast: "nulls last" }[modifier];
      if (!keyword) throw restErrors.badQuery(`"failed to parse order (${raw})"`, `unexpected "${modifier}"`);
      sql += ` ${keyword}`;
    }
    return sql;
  });
  return `order by ${terms.join(", ")}`;
}

function count(name: string, raw: string | null): number | undefined {
  if (raw === null || raw === "") return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw restErrors.badQuery(`"failed to parse ${name} parameter (${raw})"`);
  return Number(raw);
}

export function readQuery(table: Table, query: URLSearchParams, params: unknown[]): ReadQuery {
  return {
    columns: selectList(table, query.get("select")),
    where: whereClause(table, query, params),
    orderBy: orderBy(table, query.get("order")),
    limit: count("limit", query.get("limit")),
    offset: count("offset", query.get("offset")),
  };
}
