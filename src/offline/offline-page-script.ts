/**
 * Runs in the offline fallback (the /offline page without React): fills in the pages this
 * visitor already has, as plain links the service worker answers from its cache.
 */
import { keptPages } from "./kept-pages";

async function fillKeptPages(): Promise<void> {
  const list = document.querySelector<HTMLUListElement>("[data-kept-pages]");
  if (!list) return;
  const pages = await keptPages();
  if (pages.length === 0) return;
  list.replaceChildren(
    ...pages.map((page) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = page.url;
      link.textContent = page.title;
      item.append(link);
      return item;
    }),
  );
}

void fillKeptPages();
