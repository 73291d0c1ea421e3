import styled from "@emotion/styled";
import { type HudHeight, hudReserveCss } from "../contract/hud-reserve";

/* The game host's layout (engine/react/GameHost): the section, its toolbar and help panel, the
   stage that keeps the board's aspect ratio, the focusable surface and its overlays. */

/** The whole host; in full screen (real or the CSS fallback) it fills the screen. */
export const Root = styled.section`
  &[data-fallback-fullscreen="true"] {
    position: fixed;
    inset: 0;
    z-index: 90;
    overflow: auto;
    padding: 12px;
    background: var(--sky-deep);
  }
  &:fullscreen {
    overflow: auto;
    padding: 12px;
    background: var(--sky-deep);
  }
`;

/** How to play, sound and full screen, above the HUD. */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-block-end: 0.75rem;
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

/** The How to play panel. */
export const Panel = styled.div`
  margin-block-end: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  h3 {
    margin: 0.5rem 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

/**
 * Holds the game's HUD, and its room before the HUD arrives. The reserve stays after: a HUD
 * that grows in play still pushes, but one that shrinks (an empty status line) leaves the
 * board where it is. The slot is a block formatting context, so the HUD's margins stay inside
 * it and its height is the same before and after (a margin collapsing out of it would move it);
 * the gap above is the line above's own margin.
 */
export const HudSlot = styled.div<{ reserve?: HudHeight }>`
  display: flow-root;
  > :first-child {
    margin-block-start: 0;
  }
  ${({ reserve }) => hudReserveCss(reserve)}
`;

/** As wide as fits without the board leaving the screen; keeps the game's aspect ratio. */
export const Stage = styled.div`
  position: relative;
  /* As wide as fits, but never so tall that the board leaves the screen: 340px is the
     page heading, the toolbar and a HUD row above it. */
  width: min(100%, var(--stage-max-width), calc((100svh - 340px) * var(--stage-aspect-number)));
  min-width: min(100%, 280px);
  margin-inline: auto;
  [data-fallback-fullscreen="true"] &,
  :fullscreen & {
    width: min(100%, calc((100vh - 200px) * var(--stage-aspect)));
  }
`;

/** The stage and, when the game has one, its aside: side by side on wide screens, stacked otherwise. */
export const StageRow = styled.div`
  &[data-aside="true"] {
    @media (min-width: 1024px) {
      display: flex;
      align-items: flex-start;
      justify-content: center;
      gap: 1rem;
      & > [data-stage] {
        margin-inline: 0;
      }
      & > [data-aside-panel] {
        flex: 0 1 16rem;
        margin-block-start: 0;
      }
    }
  }
`;

/** What holds the game's `Aside`. */
export const AsidePanel = styled.div`
  margin-block-start: 0.75rem;
  min-width: 0;
`;

/** The focusable board: keys and pointers drive the game while it has focus; holds the canvas. */
export const Surface = styled.div`
  position: relative;
  aspect-ratio: var(--stage-aspect);
  border-radius: var(--radius);
  overflow: hidden;
  background: #120d30;
  border: 2px solid var(--border);
  touch-action: none;
  user-select: none;
  -webkit-user-select: none;
  outline: none;
  cursor: pointer;
  &:focus-visible,
  &[data-focused="true"] {
    outline: 4px solid var(--focus);
    outline-offset: 3px;
  }
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`;

/** The game's picture on the board until its canvas draws: dimmed, so the "Loading" line reads over it. */
export const Poster = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: 0.45;
  pointer-events: none;
`;

/** Loading, failure, Paused and "Tap here or press Enter to play", over the board. */
export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  padding: 1rem;
  text-align: center;
  background: rgb(18 13 48 / 0.72);
  color: var(--text);
  font-weight: 800;
  font-size: 1.15rem;
  p {
    margin: 0;
  }
`;
