import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Keeps a card steady while its content swaps between a form and a signed-in panel.
 *
 * The session is read after hydration, so a member who opens the page sees the pre-rendered form
 * for a moment: the panel then keeps the form's height (centred in it) and nothing below moves.
 * When the panel goes (signed out), focus, left on a button that no longer exists, moves to the
 * form's heading.
 */
export function useSteadySwap(showingPanel: boolean): RefObject<HTMLElement | null> {
  const card = useRef<HTMLElement>(null);
  const formHeight = useRef(0);

  useEffect(() => {
    const element = card.current;
    if (showingPanel || !element) return;
    // Now, not only from the observer: its first report comes with a later frame, and on a busy
    // machine the session can arrive first, when the panel would have no height to keep.
    formHeight.current = element.offsetHeight;
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      formHeight.current = element.offsetHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [showingPanel]);

  const shownPanel = useRef(false);
  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    if (showingPanel) {
      if (formHeight.current > 0) {
        element.style.minHeight = `${formHeight.current}px`;
        element.style.display = "grid";
        element.style.alignContent = "center";
      }
    } else {
      element.style.removeProperty("min-height");
      element.style.removeProperty("display");
      element.style.removeProperty("align-content");
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      const heading = element.querySelector("h1");
      if (shownPanel.current && focusLost && heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
    }
    shownPanel.current = showingPanel;
  }, [showingPanel]);
  return card;
}
