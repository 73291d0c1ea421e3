import { Links, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";
import { type ReactNode, useLayoutEffect } from "react";
import fontUrl from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import globalCss from "./app/global.css?inline";
import { SiteShell } from "./app/SiteShell";
import { holdEarlySubmitScript, restoreTypedFields, sendHeldSubmit } from "./app/typed-before-hydration";
import { Seo } from "./components/Seo";
import { motionBootScript } from "./components/StarryBackground/motion-preference";
import { bedtimeBootScript } from "./bedtime/bedtime";
import { ChunkErrorScreen } from "./offline/ChunkErrorScreen";
import { isChunkLoadError } from "./offline/chunk-errors";
import type { Route } from "./+types/root";

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The boot script may mark <html> with the remembered motion choice before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b1640" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/maskable-192.png" />
        <link rel="preload" href={fontUrl} as="font" type="font/woff2" crossOrigin="anonymous" />
        <script dangerouslySetInnerHTML={{ __html: motionBootScript }} />
        {/* Bedtime's dim look from the first paint: no bright flash on a dark evening. */}
        <script dangerouslySetInnerHTML={{ __html: bedtimeBootScript }} />
        <script dangerouslySetInnerHTML={{ __html: holdEarlySubmitScript }} />
        {/* Inlined: a 1.5 KB stylesheet is cheaper in the HTML than as a render-blocking request. */}
        <style dangerouslySetInnerHTML={{ __html: globalCss }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // In the hydration's own commit (a layout effect, not a passive one), so no click or key can
  // reach a form between hydration and the visitor's early typing going back into it.
  useLayoutEffect(() => {
    restoreTypedFields();
    document.documentElement.dataset.hydrated = "true";
    sendHeldSubmit();
  }, []);
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Shown while a page that was not pre-rendered (the SPA fallback) loads its code. */
export function HydrateFallback() {
  return (
    <SiteShell>
      <p role="status">Loading…</p>
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isChunkLoadError(error)) {
    return (
      <SiteShell>
        <ChunkErrorScreen />
      </SiteShell>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something unexpected happened while showing this page.";
  return (
    <SiteShell>
      <Seo title="Something went wrong" description="This page could not be shown." path="/" noindex />
      <h1>Oh no, something went wrong</h1>
      <p>{detail}</p>
      <p>
        Please try reloading the page, or <a href="/">go back home</a>.
      </p>
    </SiteShell>
  );
}
