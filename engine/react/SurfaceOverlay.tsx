import { Overlay } from "./game-host-styles";
import { HudButton } from "./hud";

/** Where the game stands, as far as the veil over the board is concerned. */
export interface SurfaceOverlayProps {
  title: string;
  failed: boolean;
  loaded: boolean;
  paused: boolean;
  onResume(): void;
}

/**
 * The one veil over the board, if any: could not start, loading, or Paused with Resume. A game
 * waiting to start has no veil: the engine draws its start prompt on the board, which stays in
 * full view (engine/runtime/board-feel).
 * Each has its own key: a new veil is new text, not the old line moving to fit its new words
 * (a layout shift on every game's load, as "Loading…" became "Tap here…").
 */
export function SurfaceOverlay({ title, failed, loaded, paused, onResume }: SurfaceOverlayProps) {
  if (failed)
    return (
      <Overlay key="failed" role="alert">
        <p>Sorry, this game could not start in this browser.</p>
      </Overlay>
    );
  if (!loaded)
    return (
      <Overlay key="loading">
        <p>Loading {title}…</p>
      </Overlay>
    );
  if (paused)
    return (
      // A press here is for Resume, not for the board under it.
      <Overlay key="paused" data-testid="pause-overlay" onPointerDown={(e) => e.stopPropagation()}>
        <p>Paused</p>
        <HudButton primary onClick={onResume}>
          Resume
        </HudButton>
      </Overlay>
    );
  return null;
}
