/**
 * The coloring pages with a picture in progress in this browser, as the studio lists them
 * (src/studio/saved.ts writes the list; saved.test.ts holds the two to one key). Kept
 * apart from the studio so the Activities page loads nothing of it.
 */
export const IN_PROGRESS_KEY = "lss:studio:in-progress";

export function pagesInProgress(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(IN_PROGRESS_KEY) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
