import { CACHE_NAMES } from "./cache-rules";

export interface KeptPage {
  url: string;
  title: string;
}

/** "How to Sleep | Little Space Station" -> "How to Sleep": the site's name says nothing here. */
export function shortTitle(title: string): string {
  const cut = title.lastIndexOf(" | ");
  return (cut > 0 ? title.slice(0, cut) : title).trim();
}

/** The pages the service worker kept because this visitor opened them, newest first. */
export async function keptPages(): Promise<KeptPage[]> {
  if (typeof caches === "undefined" || !(await caches.has(CACHE_NAMES.pages))) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages: KeptPage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const response = await cache.match(request);
    if (!response) continue;
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    const url = new URL(request.url);
    pages.push({ url: url.pathname + url.search, title: shortTitle(doc.title) || url.pathname });
  }
  return pages;
}
