/** The studio's boxes, shared by the pre-rendered page and the loaded studio so nothing moves. */
import styled from "@emotion/styled";

export const StudioLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 360px);
  gap: 16px;
  align-items: start;
  @media (max-width: 860px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The drawing: the page's shape, at most the screen's height; the page never scrolls under a finger. */
export const DrawingBox = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 17 / 22;
  max-height: calc(100dvh - 120px);
  min-height: 280px;
  border-radius: var(--radius);
  background: #f4f1fb;
  overflow: hidden;
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
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
  /* Space held, or a drag moving the picture. */
  &[data-pan="grab"] {
    cursor: grab;
  }
  &[data-pan="grabbing"] {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 4px solid var(--focus);
    outline-offset: 3px;
  }
  @media (max-width: 860px) {
    max-height: none;
  }
`;

export const ToolsPlaceholder = styled.p`
  min-height: 200px;
  margin: 0;
  color: var(--text-muted);
`;
