/**
 * What /rest/v1 may name: tables, views and functions of schema public, looked up in the catalog
 * for each request (PostgREST's schema cache, without the cache: a migration shows at once).
 * Every identifier in a statement comes from here, quoted; values are always parameters.
 */
import type { Queryable } from "../core/db.ts";

export interface Table {
  name: string;
  /** Column name to its SQL type. */
  columns: Map<string, string>;
}

export async function findTable(db: Queryable, name: string): Promise<Table | undefined> {
  const rows = (
    await db.query<{ column: string; type: string }>(
      `select a.attname as column, format_type(a.atttypid, a.atttypmod) as type
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
       order by a.attnum`,
      [name],
    )
  ).rows;
  if (rows.length === 0) return undefined;
  return { name, columns: new Map(rows.map((r) => [r.column, r.type])) };
}

export interface Fn {
  name: string;
  /** Input arguments in order: name and SQL type. */
  args: { name: string; type: string }[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnsVoid: boolean;
}

export async function findFunctions(db: Queryable, name: string): Promise<Fn[]> {
  const rows = (
    await db.query<{
      arg_names: string[] | null;
      arg_types: string[];
      modes: string[] | null;
      defaults: number;
      returns_set: boolean;
      returns_void: boolean;
    }>(
      `select p.proargnames as arg_names,
         array(select format_type(t, null) from unnest(p.proargtypes::oid[]) as t) as arg_types,
         p.proargmodes::text[] as modes, p.pronargdefaults as defaults,
         p.proretset as returns_set, p.prorettype = 'void'::regtype as returns_void
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
      [name],
    )
  ).rows;
  const fns: Fn[] = [];
  for (const row of rows) {
    // Only functions whose every argument is a named input can be called with a JSON object.
    if (row.modes && row.modes.some((m) => m !== "i")) continue;
    const names = row.arg_names ?? [];
    if (names.length < row.arg_types.length || names.some((n) => !n)) continue;
    fns.push({
      name,
      args: row.arg_types.map((type, i) => ({ name: names[i] as string, type })),
      defaults: row.defaults,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
    });
  }
  return fns;
}

/** A double-quoted identifier (only ever applied to names read from the catalog). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
