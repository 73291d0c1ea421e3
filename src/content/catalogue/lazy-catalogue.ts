import type { Category } from "./types";

export interface LazyCatalogue {
  /** The categories once loaded (always during the pre-render). */
  cached: () => readonly Category[] | undefined;
  /** Loads them; the same promise every time, as React's `use` needs. */
  load: () => Promise<readonly Category[]>;
}

/**
 * Each catalogue lives in its own data file (`gallery.ts`, `activities.ts`,
 * `self-help.ts`). Its words (titles, alt texts) are a few KB, so they load beside the page
 * rather than in its first-load JavaScript: the pre-rendered HTML already shows them, and React
 * waits for the file before it hydrates the grid. Until a file exists, the tabs show empty.
 */
export function lazyCatalogue(
  files: Record<string, () => Promise<Record<string, unknown>>>,
  name: string,
  fallback: readonly [id: string, title: string][],
): LazyCatalogue {
  let value: readonly Category[] | undefined;
  let promise: Promise<readonly Category[]> | undefined;
  const load = () =>
    (promise ??= (async () => {
      const loader = Object.values(files)[0];
      const found = loader ? (await loader())[name] : undefined;
      value = Array.isArray(found)
        ? (found as readonly Category[])
        : fallback.map(([id, title]) => ({ id, title, description: "", items: [] }));
      return value;
    })());
  return { cached: () => value, load };
}
