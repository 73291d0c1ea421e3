import { css } from "@emotion/react";
import styled from "@emotion/styled";
import { type HudHeight, hudReserveCss } from "../contract/hud-reserve";
import { PAD_BUTTON_PX, PAD_GAP_PX } from "./DirectionPad";
import { visuallyHiddenCss } from "./visually-hidden";

/** A game that declares no HUD still sets `--hud-reserve`, to 0, so no outer value leaks in. */
const NO_HUD: HudHeight = [[0, 0]];

/* The game host's layout (engine/react/GameHost): the section, its toolbar and help panel, the
   stage that keeps the board's aspect ratio, the focusable surface and its overlays. */

/**
 * Where the board goes beside its aside or pad rather than above them: wide screens, and a phone
 * on its side (where stacking them would leave the board a sliver).
 */
const SIDE_BY_SIDE = "(min-width: 1024px), (orientation: landscape) and (max-height: 560px)";

/**
 * The whole host. Its custom properties are the room the board must leave on the screen, so the
 * stage can be as large as fits (see Stage):
 * - `--fit-above`: what stays above the game's HUD while playing: the sticky top bar on small
 *   screens (the heading row may scroll away under it: starting a game brings the game into
 *   view), the page's top padding and the heading row on large ones;
 * - `--hud-reserve`: the game's HUD (declared per width, the same figure as HudSlot's room);
 * - `--fit-below`: the touch pad or the aside when they sit under the board.
 * In full screen (`data-fullscreen`) it is a fixed layer over the page; the page's sky shows
 * through and the rest of the page is hidden (FullscreenPage).
 */
export const Root = styled.section<{ reserve?: HudHeight }>`
  ${({ reserve }) => hudReserveCss(reserve ?? NO_HUD, "--hud-reserve")}
  --fit-above: calc(var(--topbar-height) + 8px);
  --fit-below: 8px;
  @media (min-width: 1024px) {
    --fit-above: 100px;
    [data-sidebar="closed"] & {
      --fit-above: 148px;
    }
  }
  @media (pointer: coarse) {
    &[data-pad="true"] {
      --fit-below: 160px;
    }
  }
  &[data-aside="true"] {
    --fit-below: 232px;
  }
  @media ${SIDE_BY_SIDE} {
    &[data-pad="true"],
    &[data-aside="true"] {
      --fit-below: 8px;
    }
  }
  &[data-fullscreen="true"] {
    position: fixed;
    inset: 0;
    z-index: 90;
    overflow: auto;
    padding: 8px 16px;
    --fit-above: 72px;
  }
  /* Full screen on a screen wider than tall: the heading row and the HUD stand in a column
     beside the board, so the board takes the screen's whole height (a 1280x800 screen: 784 px,
     not the 628 left under a row and a HUD). */
  @media (orientation: landscape) {
    &[data-fullscreen="true"] {
      display: grid;
      grid-template-columns: minmax(14rem, 20rem) minmax(0, 1fr);
      grid-auto-rows: min-content;
      column-gap: 1.5rem;
      align-content: start;
      --fit-above: 8px;
      --hud-reserve: 0px;
      --fit-below: 8px;
      & > * {
        grid-column: 1;
        min-width: 0;
      }
      & > [data-stage-row] {
        grid-column: 2;
        grid-row: 1 / span 20;
        align-self: center;
      }
    }
  }
`;

/**
 * While a game fills the screen, only it and the sky are seen: the rest of the page keeps its
 * place (nothing reflows underneath) but is not drawn, and does not scroll. The toasts stay.
 */
export const fullscreenPageCss = css`
  html[data-game-fullscreen] {
    overflow: hidden;
  }
  html[data-game-fullscreen] body {
    visibility: hidden;
  }
  html[data-game-fullscreen] [data-game-root],
  html[data-game-fullscreen] .sky,
  html[data-game-fullscreen] [data-toast-viewport] {
    visibility: visible;
  }
`;

/**
 * One row above the HUD: the page's heading (the back link and title), its line of bests, and the
 * host's buttons (How to play, sound, full screen) as round icons named for what they do.
 */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  min-height: 48px;
  margin-block-end: 0.5rem;
`;

/** The host's own buttons, at the end of the row. */
export const ToolButtons = styled.div`
  display: flex;
  gap: 0.4rem;
  margin-inline-start: auto;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    padding: 0;
  }
`;

/** Text for screen readers and the button's name, not drawn: the icon says it on screen. */
export const ButtonText = styled.span`
  ${visuallyHiddenCss}
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
  /* Where bringGameIntoView puts it: under the sticky top bar of small screens. */
  scroll-margin-top: calc(var(--topbar-height) + 8px);
  @media (min-width: 1024px) {
    scroll-margin-top: 8px;
  }
  > :first-child {
    margin-block-start: 0;
  }
  ${({ reserve }) => hudReserveCss(reserve)}
`;

/**
 * As large as the screen allows at the game's aspect ratio: as wide as the column, but never
 * taller than the height left once the HUD, the pad or aside below and what stays above are
 * counted (Root's custom properties). Pure CSS, so the pre-rendered page already has the size
 * and nothing moves when the game's code arrives.
 */
export const Stage = styled.div`
  position: relative;
  flex: 0 1 auto;
  width: min(
    100%,
    calc((100svh - var(--fit-above) - var(--hud-reserve, 0px) - var(--fit-below)) * var(--stage-aspect-number))
  );
  min-width: min(100%, 160px);
  margin-inline: auto;
`;

/** The stage with its aside or touch pad: side by side on wide screens and phones on their side, stacked otherwise. */
export const StageRow = styled.div`
  [data-fullscreen="true"] > & > [data-stage] {
    margin-inline: auto;
  }
  &[data-side="true"] {
    @media ${SIDE_BY_SIDE} {
      display: flex;
      align-items: flex-start;
      justify-content: center;
      gap: 1rem;
      & > [data-stage] {
        margin-inline: 0;
      }
      /* A slow device paints the page while it is still arriving, and the aside's panel comes
         after the board: until it is in, the board keeps its room (16rem and the gap), so it
         does not move when the panel arrives. */
      [data-aside="true"] &:not(:has(> [data-aside-panel])) > [data-stage] {
        margin-inline-end: calc(16rem + 1rem);
      }
      /* The touch pad comes with the game's code: until then the board keeps its room too. */
      @media (pointer: coarse) {
        [data-pad="true"] &:not(:has(> [data-direction-pad])) > [data-stage] {
          margin-inline-end: calc(${3 * PAD_BUTTON_PX + 2 * PAD_GAP_PX}px + 1rem);
        }
      }
      & > [data-aside-panel] {
        flex: 0 1 16rem;
        margin-block-start: 0;
        /* No taller than the board's room: a long list scrolls in its panel, not the page. */
        max-height: calc(100svh - var(--fit-above) - var(--hud-reserve, 0px) - 8px);
        overflow-y: auto;
      }
      & > [data-direction-pad] {
        align-self: center;
        margin-block: 0;
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

/** Loading, failure and Paused, over the board. */
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
