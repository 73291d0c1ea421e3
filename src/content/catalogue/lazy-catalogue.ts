import type { Category } from "./types";

export interface LazyCatalogue {
  /**
   * Loads the categories; the same promise every time, as React's `use` needs, and once settled marked as
   * fulfilled (React's thenable status), so `use(load())` returns at once without suspending.
   * Call sites always call `use`: a render replayed after suspending must call the same `use`s,
   * or the hooks after it are not replayed (React error #467).
   */
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
  let promise: Promise<readonly Category[]> | undefined;
  const read = async () => {
    const loader = Object.values(files)[0];
    const found = loader ? (await loader())[name] : undefined;
    return Array.isArray(found)
      ? (found as readonly Category[])
      : fallback.map(([id, title]) => ({ id, title, description: "", items: [] }));
  };
  return { load: () => (promise ??= markedWhenFulfilled(read())) };
}

/** Marks the promise as React's `use` reads a thenable once it has settled. */
function markedWhenFulfilled<T>(promise: Promise<T>): Promise<T> {
  void promise.then((value) => Object.assign(promise, { status: "fulfilled", value }));
  return promise;
}
