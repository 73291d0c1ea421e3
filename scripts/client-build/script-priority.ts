/**
 * The hydration scripts' fetch priority in every pre-rendered page: low.
 *
 * A pre-rendered page paints from its HTML alone; its JavaScript only makes the page
 * interactive (React takes over the same DOM). React Router preloads that JavaScript with
 * `<link rel="modulepreload">`, which Chromium fetches at high priority, so on a slow link ~120 KB
 * of scripts competed with the document, the font and the first image before anything was on
 * screen (and Lighthouse counts high-priority scripts that finished before the first paint as
 * render-blocking). At low priority they are fetched in the same order, just after what the
 * first paint needs.
 */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}
