import { useCallback, useState } from "react";
import { useRefreshAfterRender } from "../components/use-refresh-after-render";
import { signedPictures, type Result } from "./api";

/**
 * A list of entries with their private pictures (one batch of signed links per load), for the
 * member's own entries and the moderators' queue. `load` must keep its identity (a module function);
 * a new `reload` value loads the list again (the moderation page's two lists reload each other).
 */
export function useEntryList<E extends { entry_path: string }>(load: () => Promise<Result<E[]>>, reload = 0) {
  const [entries, setEntries] = useState<E[] | null>(null);
  const [pictures, setPictures] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    const { data, error } = await load();
    if (error) return setFailed(true);
    setFailed(false);
    setEntries(data);
    setPictures(await signedPictures(data.map((e) => e.entry_path)).catch(() => ({})));
  }, [load]);

  useRefreshAfterRender(refresh, reload);

  return { entries, pictures, failed, refresh };
}
