import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
} from "react";

// Its own chunk, so what the first screen loads does not grow.
const load = () => import("./StationLife");
const PreRendered = lazy(load);
const preRendering = typeof document === "undefined";
const controls = (slot: HTMLElement | null) => [...(slot?.querySelectorAll("a, button") ?? [])] as HTMLElement[];

/**
 * The station's rows below the home page's first screen. Pre-rendered whole; in the browser
 * React leaves that HTML as it is (its links work without script) and the rows' code downloads
 * only once they come within a screen's height of the viewport (or the visitor jumps past them),
 * then renders them in its place: the same markup, so nothing moves, and a link that had the
 * focus keeps it. Hydrating them at once would fetch that code while the page is still loading,
 * and a hydration left waiting on it would hold back the rest of the page's. Offline with the
 * chunk not cached, the pre-rendered rows stay.
 */
export function StationLifeSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const focused = useRef(-1);
  const [Rows, setRows] = useState<ComponentType>();
  useEffect(() => {
    const near = new IntersectionObserver(
      ([entry]) => {
        if (!entry!.isIntersecting && entry!.boundingClientRect.top > 0) return;
        near.disconnect();
        // A transition keeps the pre-rendered rows on screen until the new ones are ready.
        load().then(
          (m) => {
            focused.current = controls(slot.current).indexOf(document.activeElement as HTMLElement);
            startTransition(() => setRows(() => m.default));
          },
          () => undefined,
        );
      },
      { rootMargin: "100% 0px" },
    );
    near.observe(slot.current!);
    return () => near.disconnect();
  }, []);
  useLayoutEffect(() => {
    if (Rows) controls(slot.current)[focused.current]?.focus();
  }, [Rows]);
  if (Rows || preRendering)
    return (
      <div ref={slot}>
        {Rows ? (
          <Rows />
        ) : (
          <Suspense fallback={null}>
            <PreRendered />
          </Suspense>
        )}
      </div>
    );
  return <div ref={slot} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
