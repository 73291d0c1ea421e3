import { useEffect, useState } from "react";
import { keptPages, type KeptPage } from "./kept-pages";

/**
 * The pages kept offline. The pre-rendered list says there are none yet; in the browser it is
 * read from the service worker's cache (by React here, by offline-page-script in the fallback).
 */
export function KeptPagesList() {
  const [pages, setPages] = useState<KeptPage[] | null>(null);
  useEffect(() => {
    let live = true;
    keptPages()
      .then((found) => live && setPages(found))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <ul data-kept-pages>
      {pages && pages.length > 0 ? (
        pages.map((page) => (
          <li key={page.url}>
            <a href={page.url}>{page.title}</a>
          </li>
        ))
      ) : (
        <li>None yet: pages you open while connected will be kept here for next time.</li>
      )}
    </ul>
  );
}
