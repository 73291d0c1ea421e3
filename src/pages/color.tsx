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
  const lineArt = item ? findImage(item.image)?.full.src : undefined;
  // The studio starts only in the browser, after hydration: the pre-rendered page shows the lines.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!item || !lineArt) return <NotFound />;
  // What the studio fetches first, named in the pre-rendered HTML: it downloads beside the page's
  // scripts instead of after them (on a phone's connection, a round trip or more saved). The
  // address is studio/'s regionFileUrl, written out: importing it would bring PixiJS along.
  preload(`/coloring-regions/${item.id}.json`, { as: "fetch", crossOrigin: "anonymous" });
  preload(lineArt, { as: "fetch", crossOrigin: "anonymous" });
  const picture = <ResponsiveImage id={item.image} alt={item.alt} sizes="(min-width: 900px) 60vw, 100vw" priority />;
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
