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

const PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const ENTRY = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;

/**
 * Starts hydration after the first paint instead of during the parse. A pre-rendered page is
 * complete without its scripts, but `<link rel="modulepreload">` and the entry's static imports
 * start ~130 KB of downloads while the HTML is parsed, before anything is on screen: on a slow
 * phone link they share the connection with the page's own font and pictures, and Lighthouse's
 * simulation charges them to the first and largest paints. Here the preloads become a list that
 * the entry script adds once the first paint is reported (same order, same files, low priority),
 * and its static imports become imports that wait for them. React then hydrates the very same
 * DOM one frame later than before.
 */
export function deferHydration(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry || entry[1]!.includes("__lssDeferred")) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const imports = [...entry[1]!.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1], url: m[2]! }));
  const rest = entry[1]!.replace(STATIC_IMPORT, "").trim();
  const body = [
    "/* __lssDeferred */",
    // After the first paint (a paint timing entry), not a timer, so a page whose timers are
    // paused (a test's clock) still hydrates. Not at the load event either: on a fast link the
    // page has loaded before it paints, and 130 KB of scripts would again be fetched before it.
    // A browser without paint timing hydrates at the load event.
    "await new Promise((r) => {",
    '  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    '    new PerformanceObserver((_, o) => { o.disconnect(); r(); }).observe({ type: "paint", buffered: true });',
    '  } else if (document.readyState === "complete") r(); else addEventListener("load", () => r(), { once: true });',
    "});",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const l = document.createElement("link"); l.rel = "modulepreload"; l.fetchPriority = "low"; l.href = href;',
    "  document.head.append(l);",
    "}",
    `const [${imports.map((i, n) => i.name ?? `_${n}`).join(", ")}] = await Promise.all([${imports
      .map((i) => `import(${JSON.stringify(i.url)})`)
      .join(", ")}]);`,
    rest,
  ].join("\n");
  return html.replace(PRELOAD, "").replace(entry[0], `<script type="module" async="">${body}</script>`);
}
