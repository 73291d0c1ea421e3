/**
 * Where the coloring studio keeps work in this browser: one localStorage slot per page for the
 * picture and its history, and a short list of the pages with a picture in progress, which the
 * Activities page reads with its own copy of the key (components/Catalogue/in-progress.ts), so it
 * shares no module with the studio.
 */
export const IN_PROGRESS = "lss:studio:in-progress";

export const studioKey = (pageId: string) => `lss:studio:${pageId}`;

export function pagesInProgress(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(IN_PROGRESS) ?? "[]");
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function markInProgress(pageId: string, inProgress: boolean): void {
  const others = pagesInProgress().filter((id) => id !== pageId);
  try {
    localStorage.setItem(IN_PROGRESS, JSON.stringify(inProgress ? [...others, pageId] : others));
  } catch {
    // No storage (private mode, full): the mark is only a hint.
  }
}
