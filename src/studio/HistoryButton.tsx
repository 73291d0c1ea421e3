import { Redo2, Undo2 } from "lucide-react";
import type { Studio, StudioState } from "@station/studio";
import { ToolButton } from "./tool-styles";

const HISTORY = {
  undo: { Icon: Undo2, label: "Undo", steps: (state: StudioState) => state.history.done.length },
  redo: { Icon: Redo2, label: "Redo", steps: (state: StudioState) => state.history.undone.length },
} as const;

/** Undo or Redo: off while there is nothing to take back (or bring back). In the strip, an icon named by its label. */
export function HistoryButton({
  step,
  studio,
  state,
  off,
  iconOnly = false,
  className,
}: {
  step: keyof typeof HISTORY;
  studio: Studio | null;
  state: StudioState | null;
  off: boolean;
  iconOnly?: boolean;
  className?: string;
}) {
  const { Icon, label, steps } = HISTORY[step];
  return (
    <ToolButton
      type="button"
      aria-label={iconOnly ? label : undefined}
      className={className}
      disabled={off || !state || !steps(state)}
      onClick={() => studio?.session[step]()}
    >
      <Icon aria-hidden size={20} />
      {iconOnly ? null : label}
    </ToolButton>
  );
}
