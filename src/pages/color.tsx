import { lazy, Suspense, use, useSyncExternalStore } from "react";
import { preload } from "react-dom";
import { BackLink } from "../components/BackLink";
import { NotFound } from "../components/NotFound";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { colorPath } from "../components/Picture/sections";
import { Seo } from "../components/Seo";
import { activities, coloringPages } from "../content/catalogue/lazy-activities";
import { findImage } from "../content/images";
import { DrawingBox, StudioHead, StudioLayout, StudioPage, ToolsArea, ToolsPlaceholder } from "../studio/layout";
import type { Route } from "./+types/color";

// The studio (PixiJS, the region map, the tools) loads after the page has painted its lines.
const StudioApp = lazy(() => import("../studio/StudioApp"));

const noChanges = () => () => undefined;

export default function ColorPage({ params }: Route.ComponentProps) {
  const pages = coloringPages(use(activities.load()));
  const item = pages.find((i) => i.id === params.pageId);
  const full = item ? findImage(item.image)?.full : undefined;
  const lineArt = full?.src;
  // The studio starts only in the browser, after hydration: the pre-rendered page shows the lines.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!item || !full || !lineArt) return <NotFound />;
  // What the studio's quick start fetches first, named in the pre-rendered HTML: it downloads
  // beside the quick start's code instead of after it. The address is studio/'s regionFileUrl,
  // written out: importing it would bring the studio along. The full-size line art is not
  // preloaded: only the drawing needs it, and the quick start fetches it once a tap can fill.
  preload(`/coloring-regions/${item.id}.json`, { as: "fetch", crossOrigin: "anonymous" });
  const picture = (
    <>
      <ResponsiveImage id={item.image} alt={item.alt} sizes="(min-width: 900px) 60vw, 100vw" priority />
      {/* The quick start (studio/early.ts) shows the first fills here while the drawing loads. */}
      <canvas
        data-studio-quick={item.id}
        data-studio-lines={lineArt}
        width={full.width}
        height={full.height}
        aria-hidden="true"
      />
    </>
  );
  const placeholder = (
    <StudioLayout>
      <DrawingBox>{picture}</DrawingBox>
      <ToolsArea>
        <ToolsPlaceholder>Getting the crayons out…</ToolsPlaceholder>
      </ToolsArea>
    </StudioLayout>
  );
  return (
    <>
      <Seo
        title={`Color in ${item.title}`}
        description={`Color the ${item.title} coloring page in your browser with a finger, a mouse or the keyboard, then save or print it.`}
        path={colorPath(item.id)}
      />
      <StudioPage>
        <StudioHead>
          <BackLink to="/activities">
            <span className="studio-back-label">Back to Activities</span>
          </BackLink>
          <h1>{item.title}</h1>
        </StudioHead>
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <StudioApp key={item.id} pageId={item.id} title={item.title} lineArtUrl={lineArt} picture={picture} />
          </Suspense>
        ) : (
          placeholder
        )}
      </StudioPage>
    </>
  );
}
