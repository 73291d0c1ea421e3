/**
 * The studio's boxes, shared by the pre-rendered page and the loaded studio so nothing moves.
 *
 * The studio fills the window under the site's bar: the heading row, the drawing, and the tools
 * are on one screen with no page scroll while coloring. On a desktop the tools are a column
 * beside the drawing; on a phone a palette strip under it (beside it when the phone is held
 * sideways), with more tools in a sheet that takes the strip's place and shrinks the drawing
 * rather than covering it.
 */
import styled from "@emotion/styled";
import { LARGE_SCREEN } from "../components/breakpoints";
import { visuallyHiddenCss } from "../components/visually-hidden";

/** A phone or a small window: the palette strip instead of the tools column. */
export const COMPACT_STUDIO = "(max-width: 860px), (max-height: 560px)";
/** A phone held sideways (or a short, wide window): the strip goes beside the drawing. */
const SIDEWAYS = "(max-height: 560px) and (min-aspect-ratio: 1/1)";

export const StudioPage = styled.div`
  /* The site's bar and the main column's top padding, with a little air at the bottom. */
  --studio-chrome: calc(var(--topbar-height) + 24px + 12px);
  display: flex;
  flex-direction: column;
  gap: 8px;
  height: calc(100dvh - var(--studio-chrome));
  min-height: 300px;
  @media (max-width: 860px) {
    /* Every pixel counts on a phone: the main column's top padding is mostly given back. */
    margin-top: -16px;
    --studio-chrome: calc(var(--topbar-height) + 8px + 8px);
  }
  @media ${LARGE_SCREEN} {
    --studio-chrome: calc(32px + 24px);
    [data-sidebar="closed"] & {
      --studio-chrome: calc(80px + 24px);
    }
  }
`;

/** Back to Activities and the page's title, on one row. */
export const StudioHead = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  h1 {
    margin: 0;
    min-width: 0;
    font-size: clamp(1.35rem, 1rem + 1.5vw, 2.25rem);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  > a {
    flex: none;
    min-width: 48px;
    justify-content: center;
  }
  @media ${COMPACT_STUDIO} {
    /* The arrow alone: the words stay for screen readers. */
    .studio-back-label {
      ${visuallyHiddenCss}
    }
  }
`;

export const StudioLayout = styled.div`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 424px);
  grid-template-rows: minmax(0, 1fr);
  gap: 16px;
  @media ${COMPACT_STUDIO} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: minmax(0, 1fr) auto;
    gap: 8px;
  }
  @media ${SIDEWAYS} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    grid-template-rows: minmax(0, 1fr);
  }
`;

/** The drawing: as large as its cell allows in the page's shape; the page never scrolls under a finger. */
export const DrawingBox = styled.div`
  position: relative;
  justify-self: center;
  height: 100%;
  max-width: 100%;
  aspect-ratio: 17 / 22;
  min-height: 0;
  border-radius: var(--radius);
  background: #f4f1fb;
  overflow: hidden;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  @media ${COMPACT_STUDIO} {
    /* A phone's cell is narrower than the page's shape: take the whole cell, the page fits inside. */
    width: 100%;
    aspect-ratio: auto;
  }
  > img,
  > picture img {
    position: absolute;
    inset: 8px;
    width: calc(100% - 16px);
    height: calc(100% - 16px);
    object-fit: contain;
  }
  canvas {
    position: absolute;
    inset: 0;
  }
  /* The quick start's fills (early.ts) over the lines, laid out as the picture is. */
  > canvas[data-studio-quick] {
    inset: 8px;
    width: calc(100% - 16px);
    height: calc(100% - 16px);
    object-fit: contain;
    mix-blend-mode: multiply;
    pointer-events: none;
  }
  /* Space held, or a drag moving the picture. */
  &[data-pan="grab"] {
    cursor: grab;
  }
  &[data-pan="grabbing"] {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 4px solid var(--focus);
    outline-offset: -4px;
  }
`;

/** Where the tools go: a column on a desktop, the strip on a phone. Keeps its place before they load. */
export const ToolsArea = styled.div`
  min-height: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  @media ${COMPACT_STUDIO} {
    /* The strip's height, so the drawing does not grow and shrink as the tools arrive. */
    min-height: 176px;
  }
  @media ${SIDEWAYS} {
    min-height: 0;
  }
`;

export const ToolsPlaceholder = styled.p`
  margin: 0;
  padding: 14px;
  color: var(--text-muted);
`;
