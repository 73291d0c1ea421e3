import { useEffect, useRef, useState } from "react";

function fullscreenSupported(): boolean {
  return typeof document !== "undefined" && document.fullscreenEnabled === true;
}

/** Whether the game fills the screen, and how it says so to its styles and its button. */
export interface Fullscreen {
  /** The game fills the screen (with the Fullscreen API or without): `data-fullscreen` on the root. */
  readonly on: boolean;
  toggle(): void;
}

/**
 * Full screen for the game. The whole document goes full screen, not the game's section: the
 * starry sky is the page's, and a section shown on its own would lose it. The section then lies
 * over the page as a fixed layer (its styles, on `data-fullscreen`) and hides the rest of the
 * page. Without the API (or when it refuses) the same layer fills the window; Escape leaves it
 * (the API's own Escape works without help).
 */
export function useFullscreen(): Fullscreen {
  const [on, setOn] = useState(false);
  // Whether the Fullscreen API holds the screen now: its own Escape then ends it.
  const native = useRef(false);

  useEffect(() => {
    const sync = () => {
      if (document.fullscreenElement || !native.current) return;
      native.current = false;
      setOn(false);
    };
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);

  useEffect(() => {
    if (!on) return;
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !native.current) setOn(false);
    };
    document.addEventListener("keydown", escape);
    return () => document.removeEventListener("keydown", escape);
  }, [on]);

  // The rest of the page steps aside while the game fills the screen (global styles read this).
  useEffect(() => {
    if (!on) return;
    document.documentElement.dataset.gameFullscreen = "true";
    return () => {
      delete document.documentElement.dataset.gameFullscreen;
    };
  }, [on]);

  // Leaving the page leaves full screen too.
  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return {
    on,
    toggle() {
      if (on) {
        setOn(false);
        if (native.current && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        native.current = false;
        return;
      }
      setOn(true);
      if (!fullscreenSupported()) return;
      document.documentElement.requestFullscreen().then(
        () => {
          native.current = true;
        },
        () => undefined,
      );
    },
  };
}
