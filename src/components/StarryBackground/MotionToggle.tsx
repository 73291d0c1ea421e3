import styled from "@emotion/styled";
import { Pause, Play } from "lucide-react";
import { useSyncExternalStore } from "react";
import { toast } from "../../toast/toast-store";
import { isBackgroundPaused, setBackgroundPaused, subscribeBackgroundPaused } from "./motion-preference";

const Button = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: 30;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 48px;
  min-height: 48px;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-solid);
  color: var(--text);
  box-shadow: var(--shadow);
  cursor: pointer;
  &:hover {
    background: var(--surface-raised);
  }
  @media (prefers-reduced-motion: reduce) {
    /* The sky is already still; the control would do nothing. */
    display: none;
  }
`;

/** The visible pause control for the moving background. */
export function MotionToggle() {
  const paused = useSyncExternalStore(subscribeBackgroundPaused, isBackgroundPaused, () => false);
  const label = paused ? "Play background animation" : "Pause background animation";
  return (
    <Button
      type="button"
      aria-label={label}
      title={label}
      data-testid="motion-toggle"
      data-print="hide"
      onClick={() => {
        setBackgroundPaused(!paused);
        toast({
          title: paused ? "Twinkling again ✨" : "Stars paused",
          description: paused
            ? "The background is moving again."
            : "The background will stay still, even next time you visit.",
        });
      }}
    >
      {paused ? <Play aria-hidden size={22} /> : <Pause aria-hidden size={22} />}
    </Button>
  );
}
