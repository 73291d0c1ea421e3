import { Suspense, useCallback, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ChunkBoundary } from "../../offline/ChunkBoundary";
import { retryableLazy } from "../../offline/retryable-lazy";
import { LIGHTBOX_MEDIA, type LightboxImage, type LightboxState } from "./types";

// The viewer (Radix Dialog and its focus trap) loads with the first picture opened, not with the page.
const Lightbox = retryableLazy(() => import("./Lightbox"));

export function canUseLightbox(): boolean {
  return window.matchMedia(LIGHTBOX_MEDIA).matches;
}

/**
 * Lightbox state plus the element to render. `openAt` remembers what had focus so closing
 * returns there. `openOnClick` is a picture link's click handler: a modified click (new tab) and a
 * narrow screen keep the link's own navigation to the picture (`onFollow` runs just before that).
 */
export function useLightbox(): {
  state: LightboxState;
  openAt: (images: readonly LightboxImage[], index: number) => void;
  openOnClick: (
    images: readonly LightboxImage[],
    index: number,
    onFollow?: () => void,
  ) => (event: MouseEvent<HTMLAnchorElement>) => void;
  element: ReactNode;
} {
  const [state, setState] = useState<LightboxState>({ isOpen: false, images: [], currentIndex: 0 });
  const opener = useRef<HTMLElement | null>(null);

  const openAt = useCallback((images: readonly LightboxImage[], index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState({ isOpen: true, images, currentIndex: index });
  }, []);

  const openOnClick = useCallback(
    (images: readonly LightboxImage[], index: number, onFollow?: () => void) =>
      (event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        if (!canUseLightbox()) {
          onFollow?.();
          return;
        }
        event.preventDefault();
        openAt(images, index);
      },
    [openAt],
  );

  const close = useCallback(() => {
    setState((s) => ({ ...s, isOpen: false }));
    // After the dialog has unmounted and released its focus trap.
    requestAnimationFrame(() => opener.current?.focus());
  }, []);

  const element = state.isOpen ? (
    <ChunkBoundary what="The picture viewer" onRetry={Lightbox.retry}>
      <Suspense fallback={null}>
        <Lightbox
          images={state.images}
          currentIndex={state.currentIndex}
          onIndexChange={(currentIndex) => setState((s) => ({ ...s, currentIndex }))}
          onClose={close}
        />
      </Suspense>
    </ChunkBoundary>
  ) : null;

  return { state, openAt, openOnClick, element };
}
