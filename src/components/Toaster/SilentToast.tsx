import { useEffect, useRef, type ReactNode } from "react";
import { TOAST_DURATION_MS, type ShownToast } from "../../toast/toast-store";

/**
 * A toast that is seen and not heard: a game's toast, whose words the game's own announcer says
 * once. Radix's toast always adds its live region, and with every word kept out of it that
 * region still said its label ("Notification"), so these are plain elements with their own timer:
 * 5 s, held while the pointer or the focus is on them, and a Close button.
 */
export function SilentToast({
  toast,
  onDismiss,
  children,
  className,
}: {
  toast: ShownToast;
  onDismiss(): void;
  children: ReactNode;
  className?: string;
}) {
  const timer = useRef<number | undefined>(undefined);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  }, [onDismiss]);
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const start = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => dismiss.current(), duration);
  };
  const hold = () => window.clearTimeout(timer.current);
  useEffect(() => {
    start();
    return hold;
    // A new toast (a new id) starts its own time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast.id]);
  return (
    <div
      className={className}
      data-testid="toast"
      data-variant={toast.variant ?? "default"}
      // Laid out as the announced toast is: a picture (a sticker's) takes the first column.
      data-picture={toast.image ? "" : undefined}
      data-silent="true"
      data-state="open"
      onPointerEnter={hold}
      onPointerLeave={start}
      onFocus={hold}
      onBlur={start}
    >
      {children}
    </div>
  );
}
