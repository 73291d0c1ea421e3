/** The coloring page an entry was colored on, by its id, from the activities catalogue. */
import { activities } from "../content/catalogue/lazy-activities";

export async function coloringPageTitles(): Promise<Record<string, string>> {
  const categories = await activities.load();
  const titles: Record<string, string> = {};
  for (const category of categories) for (const item of category.items) titles[item.id] = item.title;
  return titles;
}

export function pageLine(pageId: string | null, titles: Record<string, string>): string {
  if (!pageId) return "A photo or scan";
  return `Colored on “${titles[pageId] ?? pageId}”`;
}
