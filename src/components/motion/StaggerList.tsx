import { Children, Suspense, lazy, useState, useSyncExternalStore, type ReactNode } from "react";

// framer-motion is not part of the page's first load: it arrives only for an entrance to play.
// If the animation cannot download (offline, or after a deploy), the list simply shows, still.
const MotionList = lazy(() =>
  import("./MotionList").catch(() => ({
    default: ({ className, children }: { className?: string; children: ReactNode[] }) => (
      <ul className={className}>
        {children.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    ),
  })),
);

const neverChanges = () => () => {};
const isReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

interface StaggerListProps {
  children: ReactNode;
  className?: string;
}

/**
 * A list whose items enter one after another (0.2 s apart) when the visitor arrives at it in the
 * app. A page opened directly arrives pre-rendered and shows its list at once: hiding ready content
 * until an animation library loads would only delay it. Under reduced motion nothing moves.
 */
export function StaggerList({ children, className }: StaggerListProps) {
  // True while hydrating pre-rendered HTML (and on the server), false for a list mounted in the app.
  const hydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  const [animate] = useState(() => !hydrating && !isReducedMotion());
  const items = Children.toArray(children);
  const still = (hidden: boolean) => (
    <ul className={className}>
      {items.map((child, i) => (
        <li key={i} style={hidden ? { opacity: 0 } : undefined}>
          {child}
        </li>
      ))}
    </ul>
  );
  if (!animate) return still(false);
  return (
    <Suspense fallback={still(true)}>
      <MotionList className={className}>{items}</MotionList>
    </Suspense>
  );
}
