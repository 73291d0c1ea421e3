import { useEffect, useState, type RefObject } from "react";

function fullscreenSupported(): boolean {
  return typeof document !== "undefined" && document.fullscreenEnabled === true;
}

/** Whether the host fills the screen, and how it says so to its styles and its button. */
export interface Fullscreen {
  /** Either kind of full screen: the button's pressed state. */
  readonly on: boolean;
  /** The CSS fallback (no Fullscreen API, or it refused): `data-fallback-fullscreen` on the root. */
  readonly fallback: boolean;
  toggle(): void;
}

/**
 * Full screen for `root`: the Fullscreen API where there is one, else a fixed layer over the page
 * that Escape leaves (the API's own Escape works without help).
 */
export function useFullscreen(root: RefObject<HTMLElement | null>): Fullscreen {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const sync = () => setNative(document.fullscreenElement === root.current);
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, [root]);

  useEffect(() => {
    if (!fallback) return;
    const escape = (e: KeyboardEvent) => {
      if (e.key === "Escape") setFallback(false);
    };
    document.addEventListener("keydown", escape);
    return () => document.removeEventListener("keydown", escape);
  }, [fallback]);

  return {
    on: native || fallback,
    fallback,
    toggle() {
      if (fullscreenSupported()) {
        if (document.fullscreenElement) void document.exitFullscreen();
        else void root.current?.requestFullscreen().catch(() => setFallback(true));
      } else {
        setFallback((on) => !on);
      }
    },
  };
}
