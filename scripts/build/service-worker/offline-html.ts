/**
 * The offline fallback is the pre-rendered /offline page with React Router's scripts taken
 * out: the worker answers it for any URL it lacks, and hydrating it there would make the
 * router render the page for that URL instead. It keeps its layout, styles and plain links,
 * the motion boot script, and gains one small script that lists the pages kept offline.
 */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const modulePreload = /<link rel="modulepreload"[^>]*>/gi;

export function offlineFallbackHtml(pageHtml: string, keepScript: string, listerSrc: string): string {
  const stripped = pageHtml
    .replace(scriptElement, (element) => (element.includes(keepScript) ? element : ""))
    .replace(modulePreload, "");
  if (!stripped.includes("</body>")) throw new Error("The offline page has no </body>.");
  return stripped.replace("</body>", `<script src="${listerSrc}" defer></script></body>`);
}
